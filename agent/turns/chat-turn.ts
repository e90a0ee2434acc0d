/**
 * One web chat turn: the AI SDK UI message stream `useChat` reads, with the quick replies and
 * the proposal waiting for a yes as typed data parts. The turn is stored before the stream
 * finishes, so a client that reloads after `finish` finds it.
 */
import { randomUUID } from 'node:crypto';
import { createUIMessageStream, readUIMessageStream, toUIMessageStream, type UIMessage, type UIMessageChunk } from 'ai';
import { finishTurn, proposalData, streamTurn } from '../booking-agent.ts';
import { offerChips, say } from '../replies/compose.ts';
import type { AgentSession } from '../session/session.ts';
import type { SuggestionsData } from '../ui-message.ts';
import type { AppContext } from '#api/core/context.ts';
import { describeError } from '#api/core/logger.ts';
import type { CurrentUser } from '#api/core/current-user.ts';
import type { CatalogSearch } from '#api/services/catalog/search/catalog-search.ts';
import { openWebConversation, saveTurn } from '#api/services/conversations/conversations.ts';
import { prepareTurn } from './prepare-turn.ts';
import { recordTurn, replyText } from './record-turn.ts';

export type ChatTurnInput = {
  clientId: string;
  user: CurrentUser | null;
  guestKey: string | null;
  userMessageId: string | undefined;
  text: string;
};

async function messageOf(chunks: UIMessageChunk[]): Promise<UIMessage | undefined> {
  let last: UIMessage | undefined;
  const stream = new ReadableStream<UIMessageChunk>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  for await (const message of readUIMessageStream({ stream })) last = message;
  return last;
}

/**
 * Keeps a chunk for the stored reply, joining a text delta to the one before it: the offline
 * model streams word by word, and rebuilding the message once per word costs a clone each time.
 */
function keep(chunks: UIMessageChunk[], chunk: UIMessageChunk): void {
  const last = chunks.at(-1);
  if (chunk.type === 'text-delta' && last?.type === 'text-delta' && last.id === chunk.id) {
    chunks[chunks.length - 1] = { ...last, delta: last.delta + chunk.delta };
    return;
  }
  chunks.push(chunk);
}

function textChunks(id: string, text: string): UIMessageChunk[] {
  return [
    { type: 'text-start', id },
    { type: 'text-delta', id, delta: text },
    { type: 'text-end', id },
  ];
}

export async function streamChatTurn(
  ctx: AppContext,
  search: CatalogSearch,
  input: ChatTurnInput,
): Promise<ReadableStream<UIMessageChunk>> {
  const startedAt = Date.now();
  const conversation = await openWebConversation(ctx, input.clientId, { user: input.user, guestKey: input.guestKey });
  const { session, userMessage, messages } = await prepareTurn(ctx, search, {
    conversation,
    user: input.user,
    channel: 'chat',
    text: input.text,
    userMessageId: input.userMessageId,
  });
  const result = streamTurn(session, messages);
  const replyId = randomUUID();

  return createUIMessageStream({
    execute: async ({ writer }) => {
      const chunks: UIMessageChunk[] = [];
      const emit = (chunk: UIMessageChunk) => {
        keep(chunks, chunk);
        writer.write(chunk);
      };
      emit({ type: 'start', messageId: replyId });
      const modelChunks = toUIMessageStream({
        stream: result.stream,
        sendStart: false,
        sendFinish: false,
        onError: (error) => {
          ctx.logger.error('chat turn failed', describeError(error));
          return 'model_failed';
        },
      });
      let failed = false;
      for await (const chunk of modelChunks) {
        if (chunk.type === 'error') failed = true;
        else emit(chunk);
      }
      finishTurn(session);
      // The spec's failure reply, as a normal answer with its two ways out, rather than a broken chat.
      if (failed) {
        const sorry = say(session.replyLocale(), 'trouble', {}, ['manualSearch', 'support']);
        for (const chunk of textChunks(`${replyId}-fallback`, sorry.text)) emit(chunk);
        session.extras.suggestions = sorry.suggestions;
      }
      emit({ type: 'data-suggestions', data: suggestionsData(session) });
      emit({ type: 'data-model', data: { model: session.extras.model } });
      const proposal = proposalData(session.state);
      if (proposal) emit({ type: 'data-proposal', data: proposal });
      const reply = await messageOf(chunks);
      if (reply) {
        await saveTurn(ctx, {
          conversationId: conversation.id,
          userMessage,
          reply,
          state: session.state,
          locale: session.understanding().language,
        });
      }
      writer.write({ type: 'finish', finishReason: 'stop' });
      void recordTurn(session, { conversationId: conversation.id, startedAt, failed, replyText: replyText(reply) });
    },
    onError: (error) => {
      ctx.logger.error('chat stream failed', describeError(error));
      return 'Failed to get AI response';
    },
  });
}

/**
 * The quick replies, and how many of them (from the start) pick one of the offered slots: the
 * web shows those slots once, as cards, and drops the chips that would repeat them.
 */
function suggestionsData(session: AgentSession): SuggestionsData {
  const { suggestions } = session.extras;
  const { offers, proposal } = session.state;
  if (offers.length === 0 || proposal) return { suggestions, picks: 0 };
  const labels = new Set(offerChips(session.replyLocale(), offers));
  let picks = 0;
  while (picks < suggestions.length && labels.has(suggestions[picks]!) && picks < labels.size - 1) picks += 1;
  return { suggestions, picks };
}
