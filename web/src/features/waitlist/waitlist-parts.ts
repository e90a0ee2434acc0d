import type { Slot } from '../../lib/api-types.ts';

export const partsOfDay = ['morning', 'afternoon', 'evening'] as const;
export type PartOfDay = (typeof partsOfDay)[number];

/** The server's bounds (open-slots.ts): morning before 12:00, afternoon until 16:00, evening after. IST times from the API. */
export function partOfTime(time: string): PartOfDay {
  const hour = Number(time.slice(0, 2));
  return hour < 12 ? 'morning' : hour < 16 ? 'afternoon' : 'evening';
}

/** True when some free slot is on the day (and in the part of it, when one is chosen). */
export function hasFreeSlot(slots: Slot[], day: string, part: PartOfDay | '') {
  return slots.some((slot) => slot.date === day && (part === '' || partOfTime(slot.time) === part));
}
