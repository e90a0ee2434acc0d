import type { UIMessage } from 'ai';
import { answeringModelId } from '../models.ts';
import type { AgentSession } from '../session/session.ts';
import { recordAgentTurn, type AgentTurnOutcome } from '#api/services/agent-insights/record-turn.ts';

/**
 * How a turn ended, for the agents page: a failure first (the fallback reply was sent), then a
 * booking made, then a miss — the offline model's own didn't-follow reply, or a message the
 * parser could not read at all that the offline model answered (a remote model may have
 * understood what the parser did not, so its turns count as answered).
 */
export function turnOutcome(session: AgentSession, failed: boolean): AgentTurnOutcome {
  if (failed) return 'error';
  if (session.extras.booked) return 'booked';
  const unread = session.extras.model === 'offline' && session.understanding().intent === 'unknown';
  return session.extras.notUnderstood || unread ? 'not_understood' : 'answered';
}

export function replyText(reply: UIMessage | undefined): string {
  return (reply?.parts ?? []).flatMap((part) => (part.type === 'text' ? [part.text] : [])).join('\n');
}

/** Records the turn without holding the reply up: the write runs after it and never throws. */
export function recordTurn(
  session: AgentSession,
  turn: { conversationId: string; startedAt: number; failed: boolean; replyText: string },
): Promise<void> {
  return recordAgentTurn(session.ctx, {
    conversationId: turn.conversationId,
    channel: session.channel === 'chat' ? 'web' : session.channel,
    locale: session.understanding().language,
    model: answeringModelId(session.ctx.config, session.extras.model),
    outcome: turnOutcome(session, turn.failed),
    userText: session.userText,
    replyText: turn.replyText,
    durationMs: Date.now() - turn.startedAt,
  });
}
