import type { Understanding } from '../nlu/index.ts';
import type { AgentState, ReplyLocale } from './state.ts';
import type { AppContext } from '#api/core/context.ts';
import type { CurrentUser } from '#api/core/current-user.ts';
import type { CatalogSearch } from '#api/services/catalog/search/catalog-search.ts';

/** Where a turn comes from; bookings record it as their channel. */
export type AgentChannel = 'chat' | 'whatsapp' | 'sms';

/** What the reply offers besides its text: quick replies, and the proposal the web renders as a confirm button. */
export type ReplyExtras = {
  suggestions: string[];
  /** Which model answered the turn: the hybrid model hands some turns to the remote one. */
  model: AnsweringModel;
  /** book_slot made a booking this turn (the turn's outcome in agent_turns). */
  booked?: boolean;
  /** The offline model's reply said it did not follow the message, and why (agent_turns' misses). */
  notUnderstood?: string | undefined;
  /** This message said what the open request (a day and time, nothing on show) was for: that time counts as asked now. */
  completesRequest?: boolean;
  /** A provider named was looked for beyond the kind the message was read as ("… ma'am" of another trade). */
  searchedNameEverywhere?: boolean;
};

export type AnsweringModel = 'offline' | 'remote';

/** What a turn starts from: who is asking (never chosen by the model), where, the working memory and the message. */
export type TurnSetup = {
  ctx: AppContext;
  search: CatalogSearch;
  user: CurrentUser | null;
  channel: AgentChannel;
  /** Read and updated by the tools and the offline model; stored after the turn. */
  state: AgentState;
  /** The user's message this turn, as typed. */
  userText: string;
};

/** One turn of one conversation, as the tools and the offline model see it. */
export type AgentSession = TurnSetup & {
  /** The parser's reading of `userText`, made once per turn. */
  understanding: () => Understanding;
  /** The language and script to reply in (romanized in, romanized out). */
  replyLocale: () => ReplyLocale;
  extras: ReplyExtras;
};
