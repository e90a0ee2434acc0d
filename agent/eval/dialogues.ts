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
export type Booked = z.infer<typeof bookedSchema>;

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

/** The booking made over the API before the dialogue: its id, provider, and IST day and time. */
export type SetupBooking = { id: string; providerId: string; date: string; time: string };

/**
 * `right`: the bookings are as expected. `wrong`: something was done that the client did not ask
 * for (a booking the expectation does not allow, an extra booking, a cancel or a move not asked
 * for, a move to the wrong place), listed in `wrongActions`. `missing`: the expected booking,
 * cancel or move did not happen, and nothing wrong was done.
 */
export type DialogueOutcome = 'right' | 'wrong' | 'missing';
export type DialogueVerdict = { pass: boolean; outcome: DialogueOutcome; why: string; wrongActions: string[] };

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

const describe = (booking: JudgedBooking) => `${booking.provider.name} (${booking.provider.city}) ${booking.date} ${booking.time}`;

/** What became of the setup booking: still as booked, cancelled, or moved (same id, another day or time). */
type SetupFate = { booking: JudgedBooking; change: 'none' | 'cancelled' | 'moved' } | null;

function setupFate(bookings: readonly JudgedBooking[], setup: SetupBooking | undefined): SetupFate {
  const booking = setup && bookings.find((candidate) => candidate.id === setup.id);
  if (!setup || !booking) return null;
  if (!isActive(booking)) return { booking, change: 'cancelled' };
  const moved = booking.date !== setup.date || booking.time !== setup.time || booking.provider.id !== setup.providerId;
  return { booking, change: moved ? 'moved' : 'none' };
}

/** The setup booking's change when none was asked for: a wrong action. */
function unaskedSetupChange(fate: SetupFate): string[] {
  if (fate?.change === 'cancelled') return [`cancel not asked for: ${describe(fate.booking)}`];
  if (fate?.change === 'moved') return [`move not asked for: now ${describe(fate.booking)}`];
  return [];
}

function verdict(wrongActions: string[], done: string | null, missing: string): DialogueVerdict {
  if (wrongActions.length > 0) return { pass: false, outcome: 'wrong', why: wrongActions.join('; '), wrongActions };
  return done ? { pass: true, outcome: 'right', why: done, wrongActions } : { pass: false, outcome: 'missing', why: missing, wrongActions };
}

function judgeBooked(expected: Booked | null, others: JudgedBooking[], fate: SetupFate, now: Date): DialogueVerdict {
  const wrong = unaskedSetupChange(fate);
  if (expected === null) {
    wrong.push(...others.map((booking) => `booking not asked for: ${describe(booking)}`));
    return verdict(wrong, 'nothing booked', '');
  }
  let match: JudgedBooking | null = null;
  for (const booking of others) {
    const mismatch = bookedMismatch(booking, expected, now);
    if (mismatch) wrong.push(`wrong booking: ${describe(booking)}: ${mismatch}`);
    else if (match) wrong.push(`extra booking: ${describe(booking)}`);
    else match = booking;
  }
  // "cancel it … no wait, keep it": the setup booking, left as it was, is the one expected.
  if (!match && fate?.change === 'none' && !bookedMismatch(fate.booking, expected, now)) match = fate.booking;
  return verdict(wrong, match && describe(match), 'expected booking not made: nothing booked');
}

/**
 * Judges the bookings at the end of a dialogue (all of the client's, cancelled ones included).
 * `setup` is the booking made before it (cancel, reschedule): a move keeps its id and provider.
 * A failing dialogue is `wrong` when anything was done that was not asked for, else `missing`.
 */
export function judgeDialogue(dialogue: Dialogue, bookings: readonly JudgedBooking[], now: Date, setup?: SetupBooking): DialogueVerdict {
  const { expect } = dialogue;
  const fate = setupFate(bookings, setup);
  const others = bookings.filter((booking) => isActive(booking) && booking.id !== setup?.id);
  const extras = others.map((booking) => `booking not asked for: ${describe(booking)}`);
  if ('cancelled' in expect) {
    if (fate?.change === 'moved') extras.unshift(`move not asked for: now ${describe(fate.booking)}`);
    return verdict(extras, fate?.change === 'cancelled' ? 'cancelled' : null, 'setup booking not cancelled');
  }
  if ('rescheduled_to' in expect) {
    if (fate?.change === 'cancelled') extras.unshift(`cancel not asked for: ${describe(fate.booking)}`);
    if (fate?.change !== 'moved') return verdict(extras, null, 'setup booking not moved');
    const wrongPlace =
      fate.booking.provider.id !== setup?.providerId ? 'provider changed' : whenMismatch(fate.booking, expect.rescheduled_to, now);
    if (wrongPlace) extras.unshift(`moved to the wrong place: ${describe(fate.booking)}: ${wrongPlace}`);
    return verdict(extras, `moved to ${describe(fate.booking)}`, '');
  }
  return judgeBooked(expect.booked, others, fate, now);
}
