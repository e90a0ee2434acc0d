/**
 * Scores the parser against labelled messages the way evals/README.md scores the agent: the
 * intent by the tool it leads to, the date by the day it resolves to in IST ("next <weekday>"
 * accepts the coming one and the one a week later), the other fields exactly.
 */
import { addDays, istToday, isoDate, resolveExpression } from '../extract/date-math.ts';
import type { Intent, Understanding } from '../types.ts';
import type { Label } from './labels.ts';

/** The scored fields. */
export const scoredFields = ['intent', 'category', 'date', 'time', 'time_window'] as const;
/** One scored field. */
export type ScoredField = (typeof scoredFields)[number];

/** The result of one line. */
export type LineScore = {
  label: Label;
  got: Understanding;
  fields: Record<ScoredField, boolean>;
  /** The intent equals the label exactly (stricter than the tool mapping). */
  exactIntent: boolean;
  allRight: boolean;
};

/** The tool (or tool group) an intent leads to on the first turn of a new conversation. */
export function toolOf(intent: Intent): string {
  switch (intent) {
    case 'search':
      return 'search_catalog';
    case 'slots':
    case 'book':
      return 'find_slots';
    case 'cancel':
    case 'reschedule':
    case 'list_bookings':
      return 'list_bookings';
    case 'quota':
      return 'check_quota';
    default:
      return 'no_tool';
  }
}

/** The ISO dates a labelled date accepts, counted from `now` in IST. */
export function acceptedDates(date: NonNullable<Label['date']>, now: Date): string[] {
  const today = istToday(now);
  const resolved = resolveExpression(date, today);
  if (!resolved) return [];
  if (!('weekday' in date)) return [isoDate(resolved)];
  const ahead = Math.round((resolved.getTime() - today.getTime()) / 86_400_000) - (date.next ? 7 : 0);
  const coming = addDays(today, ahead);
  // "next X" may mean the coming X or the one after; a plain X said on that very weekday may mean today or a week on.
  if (date.next) return [isoDate(coming), isoDate(addDays(coming, 7))].filter((iso, index) => index === 1 || ahead > 0);
  return ahead === 0 ? [isoDate(coming), isoDate(addDays(coming, 7))] : [isoDate(coming)];
}

/** Scores one parsed line. */
export function scoreLine(label: Label, got: Understanding, now: Date): LineScore {
  const dateRight = label.date === null ? got.date === null : got.date !== null && acceptedDates(label.date, now).includes(got.date.iso);
  const fields: Record<ScoredField, boolean> = {
    intent: toolOf(got.intent) === toolOf(label.intent),
    category: got.category === label.category,
    date: dateRight,
    time: got.time === label.time,
    time_window: got.timeWindow === label.time_window,
  };
  return { label, got, fields, exactIntent: got.intent === label.intent, allRight: scoredFields.every((field) => fields[field]) };
}
