/**
 * "kal shaam band": the provider blocks a day, part of a day or a time range from WhatsApp. The
 * first message lists the bookings inside and asks; the answer (1 cancel them, 2 keep them, 3 leave
 * the time open) applies it through the time-off service, and cancels through the provider's own
 * cancel, exactly as the dashboard does.
 */
import type { AppContext } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';
import { addDays, istDate } from '../../core/time-zone.ts';
import { bookingRef } from '../notifications/booking-texts.ts';
import { cancelAsProvider } from '../providers/provider-booking-actions.ts';
import { listProviderBookings } from '../providers/provider-bookings.ts';
import { addTimeOff, instantsOf, type TimeOffInput } from '../providers/time-off.ts';
import { agendaLine } from './agenda.ts';
import { pendingBlockMinutes, type PendingBlock } from './desk-state.ts';
import { deskClock, deskDay, deskText } from './desk-texts.ts';
import { cancelWords, keepWords, noWords, yesWords, type DeskLocale } from './lexicon.ts';
import { localeOf, type DeskCommand, type MinuteRange, type PartOfDay } from './parse-command.ts';
import type { DeskProvider } from './provider-by-phone.ts';

type BlockCommand = Extract<DeskCommand, { kind: 'block' }>;
type BlockInput = PendingBlock['input'];

/** What a part of the day blocks: together they cover the day, so "evening" closes it until midnight. */
const partRanges: Record<PartOfDay, MinuteRange> = {
  morning: { from: 0, to: 12 * 60 },
  afternoon: { from: 12 * 60, to: 16 * 60 },
  evening: { from: 16 * 60, to: 24 * 60 },
};

/** The time off a block command asks for, on an IST day; null when it names no day and no time. */
export function blockInput(command: BlockCommand, today: string): BlockInput | null {
  if (command.day === null && !command.part && !command.range) return null;
  const date = addDays(today, command.day ?? 0);
  const range = command.range ?? (command.part ? partRanges[command.part] : null);
  if (!range) return { from: date, to: date };
  return { from: date, to: date, fromTime: range.from, ...(range.to < 24 * 60 ? { toTime: range.to } : {}) };
}

export function blockLabel(locale: DeskLocale, input: BlockInput): string {
  const date = deskDay(locale, input.from);
  if (input.toTime === undefined && !input.fromTime) return deskText(locale, 'block.allDay', { date });
  const from = deskClock(locale, input.fromTime ?? 0);
  if (input.toTime === undefined) return deskText(locale, 'block.from', { date, from });
  return deskText(locale, 'block.range', { date, from, to: deskClock(locale, input.toTime) });
}

export type DeskAnswer = { text: string; pending?: PendingBlock | null };

/** Lists the bookings inside the asked time and asks what to do with them; nothing changes yet. */
export async function planBlock(ctx: AppContext, provider: DeskProvider, locale: DeskLocale, command: BlockCommand): Promise<DeskAnswer> {
  const input = blockInput(command, istDate(ctx.now()));
  if (!input) return { text: deskText(locale, 'block.which') };
  const label = blockLabel(locale, input);
  const range = instantsOf(input);
  if (range.endsAt.getTime() <= ctx.now().getTime()) return { text: deskText(locale, 'block.refused', { range: label }) };
  const inside = (await listProviderBookings(ctx, provider.userId, { scope: 'upcoming', date: input.from, limit: 200 })).filter(
    (booking) => Date.parse(booking.startsAt) < range.endsAt.getTime() && Date.parse(booking.endsAt) > range.startsAt.getTime(),
  );
  const expiresAt = new Date(ctx.now().getTime() + pendingBlockMinutes * 60_000).toISOString();
  const pending: PendingBlock = { input, bookingIds: inside.map((booking) => booking.id), locale, expiresAt };
  const listed =
    inside.length === 0
      ? [deskText(locale, 'block.optionsEmpty')]
      : [
          deskText(locale, 'block.inside', { count: inside.length }),
          ...inside.map((booking) => agendaLine(locale, booking)),
          deskText(locale, 'block.optionsBookings'),
        ];
  return { text: [deskText(locale, 'block.ask', { range: label }), ...listed].join('\n'), pending };
}

type Choice = 'cancel' | 'keep' | 'abort' | 'unclear';

/** The answer to "block this?": 1/2/3, or the words ("yes cancel them", "rakho", "வேண்டாம்"); null when it is not one. */
export function blockChoice(text: string, pending: PendingBlock): { choice: Choice; locale: DeskLocale } | null {
  const numbered: Record<string, Choice> = { '1': pending.bookingIds.length === 0 ? 'keep' : 'cancel', '2': 'keep', '3': 'abort' };
  if (numbered[text]) return { choice: numbered[text], locale: pending.locale };
  const cancel = cancelWords.find(text);
  const keep = cancel ? null : keepWords.find(text);
  const no = cancel || keep ? null : noWords.find(text);
  const yes = yesWords.find(text);
  const locale = localeOf(text, [cancel, keep, no, yes]) ?? pending.locale;
  if (cancel) return { choice: 'cancel', locale };
  if (keep) return { choice: 'keep', locale };
  if (no) return { choice: 'abort', locale };
  // A bare yes is enough only when there is nothing inside to decide about.
  if (yes) return { choice: pending.bookingIds.length === 0 ? 'keep' : 'unclear', locale };
  return null;
}

/** Cancels the bookings the provider was shown, one by one; a booking that cannot be is reported, not fatal. */
async function cancelShown(ctx: AppContext, provider: DeskProvider, locale: DeskLocale, ids: string[]) {
  const failed: string[] = [];
  for (const id of ids) {
    try {
      await cancelAsProvider(ctx, provider.userId, id, deskText(locale, 'block.reason'));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      failed.push(bookingRef(id));
    }
  }
  return { cancelled: ids.length - failed.length, failed };
}

/** Applies the answered block through the time-off service, as the dashboard's "add time off" does. */
export async function applyBlock(
  ctx: AppContext,
  provider: DeskProvider,
  pending: PendingBlock,
  answer: { choice: Exclude<Choice, 'unclear'>; locale: DeskLocale },
): Promise<DeskAnswer> {
  const { choice, locale } = answer;
  if (choice === 'abort') return { text: deskText(locale, 'block.aborted'), pending: null };
  const label = blockLabel(locale, pending.input);
  let inside: string[];
  try {
    inside = (await addTimeOff(ctx, provider.userId, { ...pending.input, reason: null } satisfies TimeOffInput)).bookings.map((b) => b.id);
  } catch (error) {
    if (error instanceof AppError && error.code === 'invalid_request')
      return { text: deskText(locale, 'block.refused', { range: label }), pending: null };
    throw error;
  }
  const lines = [deskText(locale, 'block.done', { range: label })];
  // Only what the provider saw is cancelled: a booking made since the question is kept.
  const toCancel = choice === 'cancel' ? inside.filter((id) => pending.bookingIds.includes(id)) : [];
  if (toCancel.length > 0) {
    const { cancelled, failed } = await cancelShown(ctx, provider, locale, toCancel);
    lines.push(deskText(locale, 'block.cancelled', { count: cancelled }));
    if (failed.length > 0) lines.push(deskText(locale, 'block.notCancelled', { refs: failed.join(', ') }));
  }
  const kept = inside.length - toCancel.length;
  if (kept > 0) lines.push(deskText(locale, 'block.kept', { count: kept }));
  return { text: lines.join('\n'), pending: null };
}
