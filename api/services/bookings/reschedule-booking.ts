import type { Db } from '#db/client.ts';
import { moveActiveBooking, releaseSlot, takeSlot } from '#db/queries/bookings.ts';
import { holdPauseScopes } from '#db/queries/emergency-pauses.ts';
import { activeBookingStatuses } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';
import type { CurrentUser } from '../../core/current-user.ts';
import { refuseLateClientChange } from '../policies/notice.ts';
import { announceBookingChange } from './booking-effects.ts';
import { explainUntakenSlot, inBookingTransaction, type EmitEvents } from './booking-transaction.ts';
import { toBookingView, type BookingView } from './booking-view.ts';
import { loadOwnBooking, type FoundBooking } from './cancel-booking.ts';
import { offerFreedSlot, settleHoldOnTakenSlot } from './waitlist-offers.ts';
import { refusePausedBooking } from './paused-scope.ts';

const isActive = (status: string) => (activeBookingStatuses as readonly string[]).includes(status);

/**
 * Moves a loaded active booking to another free future slot of the same provider, inside the
 * caller's transaction: takes the new slot conditionally, frees the old one, and moves the
 * booking (same id). When the new slot is taken nothing changes (409 `slot_taken`); nor when an
 * emergency pause covers it (409 `booking_paused`), checked under the pause's lock like a new booking.
 * The caller's transaction must not have written anything before (the lock comes first).
 */
export async function moveLoadedBooking(
  ctx: AppContext,
  tx: Db,
  emit: EmitEvents,
  found: FoundBooking,
  { slotId, byProvider = false, byAdmin }: { slotId: string; byProvider?: boolean; byAdmin?: { reason: string } },
): Promise<BookingView> {
  const now = ctx.now();
  const previous = found.booking;
  if (!isActive(previous.status)) throw new AppError('booking_not_active');
  if (previous.slotId === slotId) {
    throw new AppError('invalid_request', {
      message: 'The booking is already in this slot.',
      issues: [{ path: 'slotId', message: 'Same slot' }],
    });
  }
  await holdPauseScopes(tx, { providerId: previous.providerId });
  const slot = await takeSlot(tx, { slotId, now, providerId: previous.providerId });
  if (!slot) throw await explainUntakenSlot(tx, { slotId, now, providerId: previous.providerId });
  await settleHoldOnTakenSlot(ctx, tx, { slotId, userId: previous.userId });
  const { provider } = found;
  await refusePausedBooking(tx, { providerId: provider.id, category: provider.category, city: provider.city }, slot);
  // Conditional on the status: a cancel that won the race leaves nothing to move (409).
  const booking = await moveActiveBooking(tx, { bookingId: previous.id, slot, now });
  if (!booking) throw new AppError('booking_not_active');
  await releaseSlot(tx, { slotId: previous.slotId });
  emit(await offerFreedSlot(ctx, tx, previous.slotId));
  emit(
    await announceBookingChange(ctx, tx, {
      kind: 'rescheduled',
      at: now,
      booking,
      provider: found.provider,
      client: found.client,
      serviceName: found.service?.name ?? null,
      previous: { slotId: previous.slotId, startsAt: previous.startsAt },
      ...(byProvider ? { byProvider: { reason: null } } : {}),
      ...(byAdmin ? { byAdmin } : {}),
    }),
  );
  return toBookingView({ booking, provider: found.provider, service: found.service });
}

/**
 * Moves the caller's own active booking to another free slot of the same provider, in one
 * transaction; not inside the provider's cancel notice, nor into a slot inside their booking notice.
 */
export async function rescheduleBooking(
  ctx: AppContext,
  caller: CurrentUser,
  bookingId: string,
  input: { slotId: string },
): Promise<BookingView> {
  return inBookingTransaction(ctx, async (tx, emit) => {
    const found = await loadOwnBooking(tx, caller, bookingId);
    await refuseLateClientChange(tx, found, { now: ctx.now(), newSlotId: input.slotId });
    return moveLoadedBooking(ctx, tx, emit, found, { slotId: input.slotId });
  });
}
