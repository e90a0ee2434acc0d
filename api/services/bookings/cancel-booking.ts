import type { Db } from '#db/client.ts';
import { finishActiveBooking, getBookingWithParties, releaseSlot } from '#db/queries/bookings.ts';
import type { AppContext } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';
import type { CurrentUser } from '../../core/current-user.ts';
import { announceBookingChange } from './booking-effects.ts';
import { returnFreeBooking } from './quota.ts';
import { inBookingTransaction } from './booking-transaction.ts';
import { toBookingView, type BookingView } from './booking-view.ts';

/** The caller's own booking with both parties; someone else's is a 404, never revealed. */
export async function loadOwnBooking(tx: Db, caller: CurrentUser, bookingId: string) {
  const found = await getBookingWithParties(tx, { bookingId, userId: caller.id });
  if (!found) throw new AppError('not_found', { message: 'Booking not found.' });
  return found;
}

/**
 * Cancels the caller's active booking in one transaction: the slot becomes free again, and a
 * free booking is given back when the booking used one and is cancelled before its start.
 */
export async function cancelBooking(
  ctx: AppContext,
  caller: CurrentUser,
  bookingId: string,
): Promise<{ booking: BookingView; freeBookingReturned: boolean }> {
  return inBookingTransaction(ctx, async (tx, emit) => {
    const now = ctx.now();
    const found = await loadOwnBooking(tx, caller, bookingId);
    // Conditional on the status, so two cancels racing each other cancel (and refund) once.
    const booking = await finishActiveBooking(tx, { bookingId, status: 'cancelled', now });
    if (!booking) throw new AppError('booking_not_active');
    await releaseSlot(tx, { slotId: booking.slotId });
    const beforeStart = booking.startsAt.getTime() > now.getTime();
    const freeBookingReturned = booking.countedFree && beforeStart && (await returnFreeBooking(tx, { userId: booking.userId, now }));
    const serviceName = found.service?.name ?? null;
    emit(
      await announceBookingChange(ctx, tx, {
        kind: 'cancelled',
        at: now,
        booking,
        provider: found.provider,
        client: found.client,
        serviceName,
      }),
    );
    return { booking: toBookingView({ booking, provider: found.provider, service: found.service }), freeBookingReturned };
  });
}
