import { randomUUID } from 'node:crypto';
import { convertToModelMessages, type UIMessage } from 'ai';
import { createSession } from '#agent/booking-agent.ts';
import { mayUseRemote } from '#agent/models.ts';
import type { AgentChannel } from '#agent/session.ts';
import type { AppContext } from '../../context.ts';
import type { CurrentUser } from '../../http/app-env.ts';
import type { CatalogSearch } from '../search/catalog-search.ts';
import { syncClientCity } from './client-city.ts';
import { loadMessages, stateOf, type Conversation } from './conversations.ts';

export type TurnInput = {
  conversation: Conversation;
  user: CurrentUser | null;
  channel: AgentChannel;
  text: string;
  userMessageId?: string | undefined;
};

/**
 * What every channel does before the model runs: the user's message, the session over the
 * conversation's working memory, and the model's prompt messages.
 */
export async function prepareTurn(ctx: AppContext, search: CatalogSearch, input: TurnInput) {
  const userMessage: UIMessage = { id: input.userMessageId ?? randomUUID(), role: 'user', parts: [{ type: 'text', text: input.text }] };
  const state = stateOf(input.conversation);
  // Where the client is: the conversation's city, else the profile's (read once per conversation).
  await syncClientCity(ctx, input.user?.id, state);
  const session = createSession({ ctx, search, user: input.user, channel: input.channel, state, userText: input.text });
  // The offline model reads only this message and the working memory; a remote model (or the
  // hybrid model, which may hand the turn to one) needs the history.
  const history = mayUseRemote(ctx.config) ? await loadMessages(ctx, input.conversation.id) : [];
  const messages = await convertToModelMessages([...history, userMessage], { ignoreIncompleteToolCalls: true });
  return { session, userMessage, messages };
}
