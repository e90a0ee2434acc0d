import { agentTurns, type Locale } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';
import { describeError } from '../../core/logger.ts';

export const agentTurnOutcomes = ['answered', 'booked', 'not_understood', 'error'] as const;
export type AgentTurnOutcome = (typeof agentTurnOutcomes)[number];

export type AgentTurnRecord = {
  conversationId: string | null;
  channel: 'web' | 'whatsapp' | 'sms';
  locale: Locale;
  model: string;
  outcome: AgentTurnOutcome;
  userText: string;
  replyText: string;
  durationMs: number;
};

/** Texts are kept for the misses list, not as a transcript (the conversation has that). */
const textCap = 500;

/**
 * Writes one agent_turns row. Called after the reply has gone out; it never rejects: a failed
 * insight write is logged and the turn is unaffected.
 */
export async function recordAgentTurn(ctx: AppContext, turn: AgentTurnRecord): Promise<void> {
  try {
    await ctx.db.insert(agentTurns).values({
      ...turn,
      userText: turn.userText.slice(0, textCap),
      replyText: turn.replyText.slice(0, textCap),
      durationMs: Math.max(0, Math.round(turn.durationMs)),
      createdAt: ctx.now(),
    });
  } catch (error) {
    ctx.logger.error('agent turn not recorded', describeError(error));
  }
}
