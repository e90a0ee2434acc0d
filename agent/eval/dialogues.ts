/**
 * The public dialogue format of ../shared/evals/README.md ("Dialogues") and its judge: a whole
 * conversation's user turns, and the state the client's bookings must be in at the end. Pure:
 * the caller plays the turns and fetches the bookings (with their providers) over the API.
 */
import { z } from 'zod';
import { nluCategoryIds } from '../nlu/categories.ts';
import { labelDateSchema } from '../nlu/eval/labels.ts';
import { acceptedDates } from '../nlu/eval/score.ts';

const timeSchema = z.string().regex(/^\d{2}:\d{2}$/);
const windowSchema = z.enum(['morning', 'afternoon', 'evening', 'night']);

const bookedSchema = z.object({
  category: z.enum(nluCategoryIds),
  date: labelDateSchema,
  time: timeSchema.nullable(),
  time_window: windowSchema.nullable(),
  city: z.string().nullable().optional(),
  max_price: z.number().nullable().optional(),
  provider_language: z.string().nullable().optional(),
  provider_name: z.string().nullable().optional(),
  specialty: z.array(z.string()).optional(),
});

const expectSchema = z.union([
  z.object({ booked: bookedSchema }),
  z.object({ booked: z.null() }),
  z.object({ cancelled: z.literal(true) }),
  z.object({ rescheduled_to: z.object({ date: labelDateSchema, time: timeSchema.nullable(), time_window: windowSchema.nullable() }) }),
]);

export const dialogueSchema = z.object({
  id: z.string().min(1),
  lang: z.enum(['en', 'hi', 'ta', 'hinglish', 'tanglish', 'mixed']),
  turns: z.array(z.string().min(1)).min(1),
  setup: z.object({ book: z.object({ category: z.enum(nluCategoryIds), date: labelDateSchema, time: timeSchema }) }).optional(),
  expect: expectSchema,
  reason: z.string().optional(),
  notes: z.string().optional(),
});
export type Dialogue = z.infer<typeof dialogueSchema>;
type Booked = z.infer<typeof bookedSchema>;

/** One of the client's bookings at the end, with what the judge needs of its provider. */
export type JudgedBooking = {
  id: string;
  status: string;
  date: string;
  time: string;
  amountPaise: number;
  serviceName: string | null;
  provider: { id: string; name: string; category: string; city: string; specialty: string | null; languages: string[] };
};

export type DialogueVerdict = { pass: boolean; why: string };

/** Parses jsonl text; throws with the line number on a malformed line. */
export function parseDialogues(jsonl: string, source = 'dialogues'): Dialogue[] {
  return jsonl.split('\n').flatMap((line, index) => {
    if (line.trim() === '') return [];
    const parsed = dialogueSchema.safeParse(JSON.parse(line));
    if (!parsed.success) throw new Error(`${source}:${index + 1}: ${parsed.error.message}`);
    return [parsed.data];
  });
}

/** Day parts of the README: the start hour decides. */
const windowHours: Record<z.infer<typeof windowSchema>, [number, number]> = {
  morning: [5, 12],
  afternoon: [12, 17],
  evening: [16, 21],
  night: [19, 24],
};

export function inWindow(time: string, window: z.infer<typeof windowSchema>): boolean {
  const hour = Number(time.slice(0, 2));
  const [from, to] = windowHours[window];
  return hour >= from && hour < to;
}

const isActive = (booking: JudgedBooking) => booking.status === 'confirmed' || booking.status === 'pending';

type When = { date: z.infer<typeof labelDateSchema>; time: string | null; time_window: z.infer<typeof windowSchema> | null };

function whenMismatch(booking: JudgedBooking, when: When, now: Date): string | null {
  const dates = acceptedDates(when.date, now);
  if (!dates.includes(booking.date)) return `date ${booking.date}, expected one of ${dates.join(' ')}`;
  if (when.time && booking.time !== when.time) return `time ${booking.time}, expected ${when.time}`;
  if (when.time_window && !inWindow(booking.time, when.time_window)) return `time ${booking.time}, expected the ${when.time_window}`;
  return null;
}

/** What a booked provider lacks of the expectation, or null. */
function bookedMismatch(booking: JudgedBooking, expected: Booked, now: Date): string | null {
  const { provider } = booking;
  if (provider.category !== expected.category) return `category ${provider.category}, expected ${expected.category}`;
  const when = whenMismatch(booking, expected, now);
  if (when) return when;
  if (expected.city && provider.city.toLowerCase() !== expected.city.toLowerCase())
    return `city ${provider.city}, expected ${expected.city}`;
  if (expected.max_price != null && booking.amountPaise > expected.max_price * 100)
    return `price ₹${booking.amountPaise / 100}, expected ≤ ₹${expected.max_price}`;
  if (expected.provider_language && !provider.languages.includes(expected.provider_language))
    return `provider speaks ${provider.languages.join('/')}, expected ${expected.provider_language}`;
  if (expected.provider_name && provider.name.toLowerCase() !== expected.provider_name.toLowerCase())
    return `provider ${provider.name}, expected ${expected.provider_name}`;
  if (expected.specialty) {
    const haystack = `${provider.specialty ?? ''} ${booking.serviceName ?? ''}`.toLowerCase();
    if (!expected.specialty.some((stem) => haystack.includes(stem)))
      return `kind "${haystack.trim()}", expected one of ${expected.specialty.join(', ')}`;
  }
  return null;
}

/**
 * Judges the bookings at the end of a dialogue. `setupId` is the booking made before it (cancel,
 * reschedule); `setupProviderId` its provider, which a move must keep.
 */
export function judgeDialogue(
  dialogue: Dialogue,
  bookings: readonly JudgedBooking[],
  now: Date,
  setup?: { id: string; providerId: string },
): DialogueVerdict {
  const active = bookings.filter(isActive);
  const { expect } = dialogue;
  const describe = (booking: JudgedBooking) => `${booking.provider.name} (${booking.provider.city}) ${booking.date} ${booking.time}`;
  if ('cancelled' in expect) {
    const still = active.find((booking) => booking.id === setup?.id);
    return still
      ? { pass: false, why: `setup booking still active: ${describe(still)}` }
      : { pass: active.length === 0, why: active.length === 0 ? 'cancelled' : `unexpected bookings: ${active.map(describe).join('; ')}` };
  }
  if ('rescheduled_to' in expect) {
    const moved = active.find((booking) => booking.id === setup?.id);
    if (!moved || active.length !== 1)
      return { pass: false, why: `expected the setup booking alone, got ${active.map(describe).join('; ') || 'none'}` };
    if (moved.provider.id !== setup?.providerId) return { pass: false, why: 'provider changed' };
    const wrong = whenMismatch(moved, expect.rescheduled_to, now);
    return wrong ? { pass: false, why: wrong } : { pass: true, why: `moved to ${describe(moved)}` };
  }
  if (expect.booked === null)
    return active.length === 0 ? { pass: true, why: 'nothing booked' } : { pass: false, why: `booked ${active.map(describe).join('; ')}` };
  if (active.length !== 1) return { pass: false, why: `expected one booking, got ${active.length}: ${active.map(describe).join('; ')}` };
  const wrong = bookedMismatch(active[0]!, expect.booked, now);
  return wrong ? { pass: false, why: `${describe(active[0]!)}: ${wrong}` } : { pass: true, why: describe(active[0]!) };
}
