import { understand } from '#agent/nlu/understand.ts';
import type { ConversationMemory, Understanding } from '#agent/nlu/types.ts';

/** Sunday 22 November 2026, 09:00 in IST: the "now" of every parser test. */
export const fixedNow = new Date('2026-11-22T09:00:00+05:30');

/** Parses a message at the fixed now. */
export function read(text: string, previous?: ConversationMemory): Understanding {
  return understand(text, { now: fixedNow, previous });
}

/** A memory with one slot of `category` proposed on Wednesday 25 November at `time`, waiting for a yes. */
export const proposedAt = (category: ConversationMemory['category'], time: string): ConversationMemory => ({
  intent: 'book',
  category,
  date: '2026-11-25',
  time,
  awaiting: 'confirmation',
  options: [{ date: '2026-11-25', time }],
});
