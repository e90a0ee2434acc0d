import { AppError } from '../../core/errors.ts';
import { addDays, istDate, istToInstant } from '../../core/time-zone.ts';

/** A span of whole IST days, `from` and `to` inclusive, with the instants that bound it (`end` exclusive). */
export type IstRange = { from: string; to: string; start: Date; end: Date };

/** The longest range the analytics and reports accept: a year, leap day included. */
export const maxRangeDays = 366;
/** When no range is asked for: the last 30 IST days, today included. */
export const defaultRangeDays = 30;

export function istRange(from: string, to: string): IstRange {
  return { from, to, start: istToInstant(from), end: istToInstant(addDays(to, 1)) };
}

/** Days in the range, inclusive of both ends. */
export function rangeLength(from: string, to: string): number {
  return Math.round((istToInstant(to).getTime() - istToInstant(from).getTime()) / 86_400_000) + 1;
}

/** Every IST date of the range, in order (charts show days with nothing as zero). */
export function daysOf(range: Pick<IstRange, 'from' | 'to'>): string[] {
  const days: string[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) days.push(day);
  return days;
}

const refuse = (message: string, path: string) => new AppError('invalid_request', { message, issues: [{ path, message }] });

/**
 * The asked range with its defaults (to: today, from: 29 days before `to`). Past days only: tomorrow is
 * allowed for a browser whose clock runs a little ahead at midnight, anything later is refused.
 */
export function resolveRange(now: Date, query: { from?: string | undefined; to?: string | undefined }): IstRange {
  const today = istDate(now);
  const to = query.to ?? today;
  const from = query.from ?? addDays(to, -(defaultRangeDays - 1));
  if (to > addDays(today, 1)) throw refuse('The range may not end in the future.', 'to');
  if (from > to) throw refuse('The range starts after it ends.', 'from');
  if (rangeLength(from, to) > maxRangeDays) throw refuse(`The range may be at most ${maxRangeDays} days.`, 'from');
  return istRange(from, to);
}

export const dashboardRanges = ['today', '7d', '30d'] as const;
export type DashboardRangeKey = (typeof dashboardRanges)[number];

/** The dashboard's ranges end today (IST) and span 1, 7 or 30 days. */
export function dashboardRange(now: Date, key: DashboardRangeKey): IstRange {
  const today = istDate(now);
  const days = { today: 1, '7d': 7, '30d': 30 }[key];
  return istRange(addDays(today, -(days - 1)), today);
}
