/**
 * "BM1A2B3C4D5E attended" / "… nahi aaya" / "… undo": the provider marks a booking by its
 * reference through the dashboard's own actions, with their rules (only after the start; a mark
 * is taken back within the undo window). A reference that is not one of this provider's bookings
 * gets the same answer whether it exists or not.
 */
import type { AppContext } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';
import { referenceDigits, referenceRange } from '../admin/booking-lookup.ts';
import { markAttended, markNoShow, undoMark } from '../providers/provider-booking-actions.ts';
import { selectProviderBookings, undoMinutes, type ProviderBookingView } from '../providers/provider-bookings.ts';
import { deskText, deskTime } from './desk-texts.ts';
import type { DeskLocale } from './lexicon.ts';
import type { DeskCommand } from './parse-command.ts';
import type { DeskProvider } from './provider-by-phone.ts';

type MarkCommand = Extract<DeskCommand, { kind: 'mark' }>;

const actions = { attended: markAttended, noShow: markNoShow, undo: undoMark } as const;
const doneKeys = { attended: 'mark.attended', noShow: 'mark.noShow', undo: 'mark.undone' } as const;

async function ownBookingByRef(ctx: AppContext, provider: DeskProvider, ref: string): Promise<ProviderBookingView | null> {
  const digits = referenceDigits(ref);
  if (!digits) return null;
  const found = await selectProviderBookings(ctx.db, {
    providerId: provider.providerId,
    where: referenceRange(digits),
    order: 'newest',
    limit: 2,
  });
  // Ten hex digits name one booking; two would be an eight-digit short id that is not unique.
  return found.length === 1 ? found[0]! : null;
}

/** The service's refusal in the provider's words: too early, already marked, or too late to undo. */
function refusal(ctx: AppContext, locale: DeskLocale, command: MarkCommand, booking: ProviderBookingView): string {
  const vars = { ref: command.ref, minutes: undoMinutes };
  if (command.action === 'undo') return deskText(locale, 'mark.undoClosed', vars);
  if (booking.status === 'pending' || booking.status === 'confirmed') {
    if (Date.parse(booking.startsAt) > ctx.now().getTime()) {
      return deskText(locale, 'mark.notStarted', { ...vars, time: deskTime(locale, booking.startsAt) });
    }
  }
  return deskText(locale, 'mark.notActive', { ...vars, status: deskText(locale, `status.${booking.status}`) });
}

export async function markReply(ctx: AppContext, provider: DeskProvider, locale: DeskLocale, command: MarkCommand): Promise<string> {
  const booking = await ownBookingByRef(ctx, provider, command.ref);
  if (!booking) return deskText(locale, 'mark.unknown', { ref: command.ref });
  if (!command.action) return deskText(locale, 'mark.which', { ref: command.ref });
  try {
    const marked = await actions[command.action](ctx, provider.userId, booking.id);
    return deskText(locale, doneKeys[command.action], { ref: command.ref, client: marked.name, minutes: undoMinutes });
  } catch (error) {
    if (error instanceof AppError && (error.code === 'conflict' || error.code === 'booking_not_active')) {
      return refusal(ctx, locale, command, booking);
    }
    throw error;
  }
}
