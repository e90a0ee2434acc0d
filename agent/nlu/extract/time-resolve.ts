/**
 * AM or PM. am/pm or a 24-hour time decides; otherwise a part of the day does ("shaam 5" =
 * 17:00, "subah saade paanch" = 05:30); otherwise only normal appointment hours leave one
 * reading: 9–11 AM, 12 noon, 1–5 PM. A bare 6, 7 or 8 stays open and the reply asks.
 */
import type { TimeWindow } from '../types.ts';
import type { TimeMention } from './times.ts';

/** A resolved time, or the readings to ask about. */
export type ClockReading = { time: string | null; candidates: string[] };

/** 'HH:MM' from an hour and minute. */
export function formatClock(hour: number, minute: number): string {
  return `${String(hour % 24).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

function hourInWindow(hour: number, window: TimeWindow): number {
  if (window === 'morning') return hour === 12 ? 12 : hour;
  if (window === 'afternoon') return hour === 12 || hour >= 8 ? hour : hour + 12;
  if (window === 'evening') return hour === 12 ? 12 : hour + 12;
  if (hour === 12) return 0;
  return hour <= 4 ? hour : hour + 12;
}

function bareHour(hour: number): number | null {
  if (hour >= 9 && hour <= 12) return hour;
  if (hour >= 1 && hour <= 5) return hour + 12;
  return null;
}

/** Resolves a mention, with the message's part of the day when the mention has none of its own. */
export function resolveClock(mention: TimeMention, messageWindow: TimeWindow | null): ClockReading {
  const { hour, minute } = mention;
  if (mention.fixed || hour > 12) return { time: formatClock(hour, minute), candidates: [] };
  if (mention.ampm === 'pm') return { time: formatClock(hour === 12 ? 12 : hour + 12, minute), candidates: [] };
  if (mention.ampm === 'am') return { time: formatClock(hour === 12 ? 0 : hour, minute), candidates: [] };
  const window = mention.window ?? messageWindow;
  if (window) return { time: formatClock(hourInWindow(hour, window), minute), candidates: [] };
  if (hour === 0) return { time: formatClock(0, minute), candidates: [] };
  const single = bareHour(hour);
  if (single !== null) return { time: formatClock(single, minute), candidates: [] };
  return { time: null, candidates: [formatClock(hour, minute), formatClock(hour + 12, minute)] };
}
