import { useChat } from '@ai-sdk/react';
import { useQueryClient } from '@tanstack/react-query';
import { DefaultChatTransport } from 'ai';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { markChatPosted, wasChatPosted } from '../../../lib/posted-chats.ts';
import { useSession } from '../../../lib/use-session.ts';
import type { MitraMessage } from './chat-types.ts';
import { refreshAfterBookingChange } from '../../../server-state/bookings-queries.ts';

const chatIdKey = 'mitra_chat_id';

/** The "Ready to book!" toast's id: answering the proposal takes it away (it would outlive the booking). */
export const readyToBookToast = 'mitra-ready-to-book';

/** One conversation per browser tab: the server keeps the history under this id. */
function chatId() {
  try {
    const existing = sessionStorage.getItem(chatIdKey);
    if (existing) return existing;
    const created = crypto.randomUUID();
    sessionStorage.setItem(chatIdKey, created);
    return created;
  } catch {
    return crypto.randomUUID();
  }
}

/** Where the transport can fail before any stream: read the server's JSON error if there is one. */
async function chatFetch(input: RequestInfo | URL, init?: RequestInit) {
  const response = await fetch(input, init);
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
    throw new Error(payload?.error?.message ?? `Failed to send message (${response.status})`);
  }
  return response;
}

export function useMitraChat() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const id = useMemo(chatId, []);
  const transport = useMemo(
    () =>
      new DefaultChatTransport<MitraMessage>({
        api: '/api/chat',
        credentials: 'include',
        fetch: (input, init) => {
          markChatPosted(id);
          return chatFetch(input, init);
        },
      }),
    [id],
  );
  const chat = useChat<MitraMessage>({
    id,
    transport,
    onData: (part) => {
      if (part.type === 'data-proposal' && part.data.ready_to_book) {
        // At the top: the app's toasts sit at the bottom, where the chat's message box is (on a phone, just above it).
        toast(t('mitra.readyToBook'), {
          description: [part.data.service, part.data.provider].filter(Boolean).join(' · '),
          position: 'top-center',
          id: readyToBookToast,
        });
      }
    },
    onFinish: () => {
      // A turn may have booked, cancelled or moved something.
      refreshAfterBookingChange(queryClient);
    },
    onError: (error) => {
      toast.error(t('mitra.chatError'), { description: error.message || t('mitra.sendFailed') });
      // Spec §4: empty placeholder replies are removed after an error.
      chat.setMessages((messages) =>
        messages.filter((message) => message.role !== 'assistant' || message.parts.some((part) => part.type !== 'step-start')),
      );
    },
  });
  useRestoredHistory(id, chat.setMessages);
  return chat;
}

/** A signed-in user's conversation survives a reload: the server keeps it under the tab's chat id. */
function useRestoredHistory(id: string, setMessages: (messages: MitraMessage[]) => void) {
  const { user } = useSession();
  const userId = user?.id;
  useEffect(() => {
    if (!userId || !wasChatPosted(id)) return;
    const controller = new AbortController();
    // A 404 now only means the server no longer has it: start afresh.
    fetch(`/api/chat/${encodeURIComponent(id)}`, { credentials: 'include', signal: controller.signal })
      .then(async (response) => (response.ok ? ((await response.json()) as { messages: MitraMessage[] }).messages : []))
      .then((messages) => {
        if (messages.length > 0) setMessages(messages);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [id, setMessages, userId]);
}
