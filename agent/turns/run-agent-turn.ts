/** Mitra on WhatsApp and SMS: one inbound text in, the finished reply out, the conversation kept per phone number. */
import { randomUUID } from 'node:crypto';
import type { UIMessage } from 'ai';
import { generateTurn } from '../booking-agent.ts';
import type { AppContext } from '#api/core/context.ts';
import type { CatalogSearch } from '#api/services/catalog/search/catalog-search.ts';
import type { RunAgentTurn } from '#api/services/messaging/agent-turn.ts';
import { getConversation, saveTurn } from '#api/services/conversations/conversations.ts';
import { prepareTurn } from './prepare-turn.ts';
import { recordTurn } from './record-turn.ts';

export function createRunAgentTurn(ctx: AppContext, search: CatalogSearch): RunAgentTurn {
  return async ({ channel, user, conversationId, text }) => {
    const startedAt = Date.now();
    const conversation = await getConversation(ctx, conversationId);
    const { session, userMessage, messages } = await prepareTurn(ctx, search, { conversation, user, channel, text });
    const result = await generateTurn(session, messages).catch((error: unknown) => {
      // The caller answers with the channel's failure text; the turn is still counted, as an error.
      void recordTurn(session, { conversationId, startedAt, failed: true, replyText: '' });
      throw error;
    });
    const locale = session.understanding().language;
    const reply: UIMessage = { id: randomUUID(), role: 'assistant', parts: [{ type: 'text', text: result.text }] };
    await saveTurn(ctx, { conversationId, userMessage, reply, state: session.state, locale, inbound: true });
    void recordTurn(session, { conversationId, startedAt, failed: false, replyText: result.text });
    return { text: result.text, suggestions: result.suggestions, locale };
  };
}
