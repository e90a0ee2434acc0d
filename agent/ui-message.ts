/**
 * The chat's message type as the web app receives it (type-only imports there): the data parts
 * a web turn streams (agent/turns/chat-turn.ts) and the tools' inputs and outputs, inferred from
 * their definitions, so the web app has no copy to drift.
 */
import type { InferUITools, UIMessage } from 'ai';
import type { proposalData } from './booking-agent.ts';
import type { AnsweringModel } from './session/session.ts';
import type { AgentTools } from './tools/index.ts';

/** The booking (or cancellation) Mitra proposes before it acts; the confirm button answers "yes". */
export type ProposalData = NonNullable<ReturnType<typeof proposalData>>;

/** Quick replies; `picks`: how many of the first ones pick an offered option (shown as cards instead). */
export type SuggestionsData = { suggestions: string[]; picks: number };

/** Which model answered the turn (the hybrid mode hands some turns to the remote one). */
export type ModelData = { model: AnsweringModel };

export type MitraDataParts = { suggestions: SuggestionsData; proposal: ProposalData; model: ModelData };

export type MitraUIMessage = UIMessage<unknown, MitraDataParts, InferUITools<AgentTools>>;
