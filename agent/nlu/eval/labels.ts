/**
 * The labelled-utterance format of evals/README.md (one JSON object per line) and its parser.
 * Pure: the caller reads the file.
 */
import { z } from 'zod';
import { nluCategoryIds } from '../categories.ts';

const weekdaySchema = z.enum(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']);

/** A labelled date: relative days, a weekday with next, or a day and month. */
export const labelDateSchema = z.union([
  z.object({ rel_days: z.number().int().min(0) }).strict(),
  z.object({ weekday: weekdaySchema, next: z.boolean() }).strict(),
  z.object({ day: z.number().int().min(1).max(31), month: z.number().int().min(1).max(12) }).strict(),
]);

/** One labelled message. */
export const labelSchema = z.object({
  id: z.string().min(1),
  lang: z.enum(['en', 'hi', 'ta', 'hinglish', 'tanglish', 'mixed']),
  text: z.string().min(1),
  intent: z.enum(['search', 'slots', 'book', 'cancel', 'list_bookings', 'reschedule', 'quota', 'greeting', 'out_of_scope']),
  category: z.enum(nluCategoryIds).nullable(),
  date: labelDateSchema.nullable(),
  time: z
    .string()
    .regex(/^\d{2}:\d{2}$/)
    .nullable(),
  time_window: z.enum(['morning', 'afternoon', 'evening', 'night']).nullable(),
  notes: z.string().optional(),
});

/** One labelled message. */
export type Label = z.infer<typeof labelSchema>;

/** Parses jsonl text; throws with the line number on a malformed or duplicate line. */
export function parseLabels(jsonl: string, source = 'labels'): Label[] {
  const labels: Label[] = [];
  const ids = new Set<string>();
  jsonl.split('\n').forEach((line, index) => {
    if (line.trim() === '') return;
    const parsed = labelSchema.safeParse(JSON.parse(line));
    if (!parsed.success) throw new Error(`${source}:${index + 1}: ${parsed.error.message}`);
    if (ids.has(parsed.data.id)) throw new Error(`${source}:${index + 1}: duplicate id ${parsed.data.id}`);
    ids.add(parsed.data.id);
    labels.push(parsed.data);
  });
  return labels;
}
