/**
 * Calendar arithmetic for the parser. "Today" is IST's (db/contract/ist.ts); from there, India
 * having no daylight saving, the arithmetic stays in plain UTC-midnight dates.
 */
import { istDate } from '#db/contract/ist.ts';
import type { DateExpression, ResolvedDate, Weekday } from '../types.ts';

const dayMs = 86_400_000;
const weekdayKeys: Weekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/** Today's date in IST as a UTC-midnight Date. */
export function istToday(now: Date): Date {
  return new Date(`${istDate(now)}T00:00:00Z`);
}

/** 'YYYY-MM-DD' of a UTC-midnight Date. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** A UTC-midnight date `days` later. */
export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * dayMs);
}

/** Whether day/month/year is a real calendar date. */
export function isValidDate(day: number, month: number, year: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return month >= 1 && month <= 12 && date.getUTCDate() === day && date.getUTCMonth() === month - 1;
}

/**
 * The date an expression names, counted from IST today:
 * a plain or "this" weekday is the coming one (today included); "next <weekday>" is a week after
 * that; a day and month without a year is the next occurrence (today included).
 * Returns null for dates that do not exist.
 */
export function resolveExpression(expression: DateExpression, today: Date): Date | null {
  if ('rel_days' in expression) return addDays(today, expression.rel_days);
  if ('weekday' in expression) {
    const ahead = (weekdayKeys.indexOf(expression.weekday) - today.getUTCDay() + 7) % 7;
    return addDays(today, ahead + (expression.next ? 7 : 0));
  }
  const { day, month } = expression;
  const thisYear = today.getUTCFullYear();
  if (expression.year !== undefined) {
    return isValidDate(day, month, expression.year) ? new Date(Date.UTC(expression.year, month - 1, day)) : null;
  }
  for (let year = thisYear; year <= thisYear + 4; year += 1) {
    if (!isValidDate(day, month, year)) continue;
    const candidate = new Date(Date.UTC(year, month - 1, day));
    if (candidate.getTime() >= today.getTime()) return candidate;
  }
  return null;
}

/** An IST day ('YYYY-MM-DD') the message did not say itself (carried, or counted from what is on show) as a reading. */
export function dateOn(iso: string): ResolvedDate {
  return { iso, expression: { day: Number(iso.slice(8, 10)), month: Number(iso.slice(5, 7)) } };
}
