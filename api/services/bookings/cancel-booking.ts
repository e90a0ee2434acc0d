import type { Db } from '#db/client.ts';
import { finishActiveBooking, getBookingWithParties, releaseSlot, type BookingOwner } from '#db/queries/bookings.ts';
import type { AppContext } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';
import type { CurrentUser } from '../../core/current-user.ts';
import { refuseLateClientChange } from '../policies/notice.ts';
import { announceBookingChange } from './booking-effects.ts';
import { offerFreedSlot } from './waitlist-offers.ts';
import { returnFreeBooking } from './quota.ts';
import { providerCancelCredit } from '../policies/late-cancel-credit.ts';
import { inBookingTransaction, type EmitEvents } from './booking-transaction.ts';
import { toBookingView, type BookingView } from './booking-view.ts';

export type FoundBooking = NonNullable<Awaited<ReturnType<typeof getBookingWithParties>>>;

/** A booking of this client or this provider with both parties; anyone else's is a 404, never revealed. */
export async function loadBookingOf(tx: Db, owner: BookingOwner, bookingId: string): Promise<FoundBooking> {
  const found = await getBookingWithParties(tx, { bookingId, ...owner });
  if (!found) throw new AppError('not_found', { message: 'Booking not found.' });
  return found;
}

/** The caller's own booking with both parties; someone else's is a 404, never revealed. */
export function loadOwnBooking(tx: Db, caller: CurrentUser, bookingId: string): Promise<FoundBooking> {
  return loadBookingOf(tx, { userId: caller.id }, bookingId);
}

export type CancelOptions = {
  /**
   * Set when the provider cancels (the dashboard, their time off); the client is told the reason.
   * A late cancel earns the client the guarantee credit unless `guarantee` is false (an admin's suspension).
   */
  byProvider?: { reason: string; guarantee?: boolean };
  /** Set when an admin cancels on someone's behalf; both parties are told the reason. */
  byAdmin?: { reason: string };
  /**
   * Set when an emergency pause cancels the booking: told like an admin's cancellation, with the
   * pause's reason; the admin chose whether the free booking comes back.
   */
  byEmergency?: { reason: string; returnFreeBooking: boolean };
};

function cancellerOf(options: CancelOptions) {
  if (options.byEmergency) return 'emergency';
  if (options.byProvider) return 'provider';
  return options.byAdmin ? 'admin' : 'client';
}

/**
 * Cancels a loaded active booking inside the caller's transaction: the slot becomes free again,
 * and a free booking is given back when the booking used one and is cancelled before its start.
 */
export async function cancelLoadedBooking(
  ctx: AppContext,
  tx: Db,
  emit: EmitEvents,
  found: FoundBooking,
  options: CancelOptions = {},
): Promise<{ booking: BookingView; freeBookingReturned: boolean }> {
  const cancelled = await cancelIfActive(ctx, tx, emit, found, options);
  if (!cancelled) throw new AppError('booking_not_active');
  return cancelled;
}

/**
 * Cancels a loaded booking unless it ended meanwhile (null then): for a sweep such as an emergency
 * pause, where a client's own cancel committing first is not an error.
 */
export async function cancelIfActive(
  ctx: AppContext,
  tx: Db,
  emit: EmitEvents,
  found: FoundBooking,
  options: CancelOptions = {},
): Promise<{ booking: BookingView; freeBookingReturned: boolean } | null> {
  const now = ctx.now();
  // Conditional on the status, so two cancels racing each other cancel (and refund) once.
  const booking = await finishActiveBooking(tx, {
    bookingId: found.booking.id,
    status: 'cancelled',
    now,
    reason: options.byProvider?.reason ?? options.byAdmin?.reason ?? options.byEmergency?.reason,
    cancelledBy: cancellerOf(options),
  });
  if (!booking) return null;
  await releaseSlot(tx, { slotId: booking.slotId });
  const credit = await providerCancelCredit(ctx, tx, booking, options.byProvider, now);
  emit(await offerFreedSlot(ctx, tx, booking.slotId));
  const beforeStart = booking.startsAt.getTime() > now.getTime();
  const mayReturn = beforeStart && (options.byEmergency?.returnFreeBooking ?? true);
  const freeBookingReturned = booking.countedFree && mayReturn && (await returnFreeBooking(tx, { userId: booking.userId, now }));
  const byAdmin = options.byAdmin ?? (options.byEmergency && { reason: options.byEmergency.reason });
  emit(
    await announceBookingChange(ctx, tx, {
      kind: 'cancelled',
      at: now,
      booking,
      provider: found.provider,
      client: found.client,
      serviceName: found.service?.name ?? null,
      ...(options.byProvider ? { byProvider: { reason: options.byProvider.reason, credit } } : {}),
      ...(byAdmin ? { byAdmin: { reason: byAdmin.reason } } : {}),
    }),
  );
  return { booking: toBookingView({ booking, provider: found.provider, service: found.service }), freeBookingReturned };
}

/** Cancels the caller's own active booking in one transaction, unless it is inside the provider's cancel notice. */
export async function cancelBooking(
  ctx: AppContext,
  caller: CurrentUser,
  bookingId: string,
): Promise<{ booking: BookingView; freeBookingReturned: boolean }> {
  return inBookingTransaction(ctx, async (tx, emit) => {
    const found = await loadOwnBooking(tx, caller, bookingId);
    await refuseLateClientChange(tx, found, { now: ctx.now() });
    return cancelLoadedBooking(ctx, tx, emit, found);
  });
}
