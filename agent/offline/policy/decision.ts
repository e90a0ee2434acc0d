import type { Reply } from '../../replies/compose.ts';
import type { AgentToolName } from '../../tools/index.ts';
import type { ToolFailureReason } from '../../tools/tool-result.ts';

export type ToolCall = { toolName: AgentToolName; input: Record<string, unknown> };

/**
 * Why the offline model could not follow the message: it names no task it knows, or it refers
 * to something the conversation does not hold ("the third one" of two, a yes to nothing), or
 * asks for something whose kind it could not resolve ("my joint pain, tomorrow 5pm").
 */
export type NotUnderstood = 'unknown_intent' | 'unresolved_reference' | 'unresolved_need';

/**
 * What the offline model does next: call tools, or answer. An answer marked `notUnderstood` is
 * its best effort (a "sorry, I did not get that"); the hybrid model hands such a turn over.
 */
export type Decision = { calls: ToolCall[] } | { reply: Reply; notUnderstood?: NotUnderstood };

export const call = (toolName: AgentToolName, input: Record<string, unknown> = {}): Decision => ({ calls: [{ toolName, input }] });
export const answer = (reply: Reply): Decision => ({ reply });
/** The best-effort answer to a message the offline model did not follow. */
export const notUnderstood = (why: NotUnderstood, reply: Reply): Decision => ({ reply, notUnderstood: why });

/** The outputs of the tools called since the user's message, by tool name (the latest wins). */
export type TurnResults = Partial<Record<AgentToolName, unknown>>;

export function failureOf(output: unknown): ToolFailureReason | null {
  if (typeof output !== 'object' || output === null) return null;
  const value = output as { ok?: unknown; reason?: unknown };
  return value.ok === false && typeof value.reason === 'string' ? (value.reason as ToolFailureReason) : null;
}

/** Drops empty fields: tool inputs carry only what the user said. */
export function defined(input: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined && value !== null && value !== ''));
}
