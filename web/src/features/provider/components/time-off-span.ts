import { istDate, istMinutes } from '../../../../../db/contract/ist.ts';

/** A stretch of time off as the provider reads it: whole IST days (first and last day), or a part of a day. */
export type TimeOffSpan = { kind: 'days'; first: string; last: string } | { kind: 'times' };

/**
 * Whole days are stored as IST midnight to IST midnight; they read as days ("Wed 2 Dec (whole day)"),
 * not as "12:00 am … until 12:00 am".
 */
export function timeOffSpan(startsAt: string, endsAt: string): TimeOffSpan {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  if (istMinutes(start) !== 0 || istMinutes(end) !== 0 || end <= start) return { kind: 'times' };
  return { kind: 'days', first: istDate(start), last: istDate(new Date(end.getTime() - 1)) };
}
