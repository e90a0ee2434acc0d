import { randomUUID } from 'node:crypto';
import { convertToModelMessages, type UIMessage } from 'ai';
import { createSession } from '../booking-agent.ts';
import { mayUseRemote } from '../models.ts';
import type { AgentChannel } from '../session/session.ts';
import type { AppContext } from '#api/core/context.ts';
import type { CurrentUser } from '#api/core/current-user.ts';
import type { CatalogSearch } from '#api/services/catalog/search/catalog-search.ts';
import { syncClientCity } from './client-city.ts';
import { loadMessages, type Conversation } from '#api/services/conversations/conversations.ts';
import { parseAgentState, type AgentState } from '../session/state.ts';

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

const nativeScript = { en: 'latin', hi: 'devanagari', ta: 'tamil' } as const;

/** The working memory; with no language of its own yet, the conversation's (the profile's) language. */
export function stateOf(conversation: Conversation): AgentState {
  const state = parseAgentState(conversation.state);
  if (state.language === null) {
    state.language = conversation.locale;
    state.script = nativeScript[conversation.locale];
  }
  return state;
}
