import { z } from 'zod';

/**
 * The years a date sent to the API may fall in. Far outside them a date is a mistake or a probe, and
 * the layers below break on it: JavaScript reads the years 0–99 as 1900–1999 (`Date.UTC(1, 0)` is
 * 1901), Postgres has no year 0 and ends at 294276, and date arithmetic past 9999 writes six-digit
 * years no parser reads back. Fixed years, not "N years from today", so a schema never reads the
 * clock (tests freeze time) and a date valid today stays valid tomorrow. 2000 is well before any
 * booking, payment or sign-up the product holds; 2100 is well past any plan or pause.
 */
export const dateYears = { first: 2000, last: 2100 } as const;

const yearOf = (isoText: string) => Number(isoText.slice(0, 4));

/**
 * An ISO calendar date (YYYY-MM-DD) in the years `first` to `last` (default: {@link dateYears}).
 * @example isoDateBetween(1900).parse('1987-03-14') // a health record's date may be old
 */
export function isoDateBetween(first: number = dateYears.first, last: number = dateYears.last) {
  return z.iso
    .date()
    .refine((value) => yearOf(value) >= first && yearOf(value) <= last, { message: `Out of range: a date in the years ${first}–${last}` });
}

/** An IST calendar date, YYYY-MM-DD, in the years 2000–2100: every date in a query or a body. */
export const calendarDateSchema = isoDateBetween().describe('An IST calendar date, YYYY-MM-DD (years 2000–2100)');

/** An instant with its offset ("2026-11-24T10:00:00+05:30") in the years 2000–2100. */
export const instantSchema = z.iso
  .datetime({ offset: true })
  .refine((value) => yearOf(value) >= dateYears.first && yearOf(value) <= dateYears.last, {
    message: `Out of range: a time in the years ${dateYears.first}–${dateYears.last}`,
  });
