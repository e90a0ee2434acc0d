/** Mitra on WhatsApp and SMS: one inbound text in, the finished reply out, the conversation kept per phone number. */
import { randomUUID } from 'node:crypto';
import { convertToModelMessages, type UIMessage } from 'ai';
import { createSession, generateTurn } from '#agent/booking-agent.ts';
import type { AppContext } from '../../context.ts';
import type { CatalogSearch } from '../search/catalog-search.ts';
import type { RunAgentTurn } from './agent-turn.ts';
import { getConversation, loadMessages, saveTurn, stateOf } from './conversations.ts';

export function createRunAgentTurn(ctx: AppContext, search: CatalogSearch): RunAgentTurn {
  return async ({ channel, user, conversationId, text }) => {
    const conversation = await getConversation(ctx, conversationId);
    const history = await loadMessages(ctx, conversationId);
    const userMessage: UIMessage = { id: randomUUID(), role: 'user', parts: [{ type: 'text', text }] };
    const session = createSession({ ctx, search, user, channel, state: stateOf(conversation), userText: text });
    const messages = await convertToModelMessages([...history, userMessage], { ignoreIncompleteToolCalls: true });
    const result = await generateTurn(session, messages);
    const locale = session.understanding().language;
    const reply: UIMessage = { id: randomUUID(), role: 'assistant', parts: [{ type: 'text', text: result.text }] };
    await saveTurn(ctx, { conversationId, userMessage, reply, state: session.state, locale, inbound: true });
    return { text: result.text, suggestions: result.suggestions, locale };
  };
}
