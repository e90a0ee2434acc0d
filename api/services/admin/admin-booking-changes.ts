import { and, asc, eq, gt, gte, lt } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { notPausedSlot } from '#db/queries/open-slots.ts';
import { bookings, providers, timeSlots } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';
import { addDays, istDate, istTime, istToInstant } from '../../core/time-zone.ts';
import { inBookingTransaction } from '../bookings/booking-transaction.ts';
import { cancelLoadedBooking, loadBookingOf } from '../bookings/cancel-booking.ts';
import { moveLoadedBooking } from '../bookings/reschedule-booking.ts';
import { recordAdminAction } from './admin-actions.ts';
import { selectRows, toRow, type AdminBookingRow } from './admin-bookings.ts';

/* An admin acts on anyone's booking: cancels it, or moves it to a free slot of the same provider. */

async function rowOf(db: Db, bookingId: string): Promise<AdminBookingRow> {
  const [row] = await selectRows(db).where(eq(bookings.id, bookingId));
  if (!row) throw new AppError('not_found', { message: 'Booking not found.' });
  return toRow(row);
}

/** Loads any booking with both parties (an admin may act on everyone's). */
async function loadAnyBooking(tx: Db, bookingId: string) {
  const [owner] = await tx.select({ providerId: bookings.providerId }).from(bookings).where(eq(bookings.id, bookingId));
  if (!owner) throw new AppError('not_found', { message: 'Booking not found.' });
  return loadBookingOf(tx, { providerId: owner.providerId }, bookingId);
}

/**
 * Cancels a booking on someone's behalf, with the same rules as the client's and provider's cancel
 * (the slot is freed; a free booking is given back before the start); both parties are told, with the
 * reason, in-app, on WhatsApp and by e-mail. The booking keeps the channel it was made through.
 */
export function cancelAsAdmin(ctx: AppContext, adminId: string, bookingId: string, reason: string): Promise<AdminBookingRow> {
  return inBookingTransaction(ctx, async (tx, emit) => {
    const found = await loadAnyBooking(tx, bookingId);
    const { freeBookingReturned } = await cancelLoadedBooking(ctx, tx, emit, found, { byAdmin: { reason } });
    await recordAdminAction(ctx, tx, {
      adminId,
      action: 'booking.cancel',
      targetType: 'booking',
      targetId: bookingId,
      reason,
      data: { startsAt: found.booking.startsAt.toISOString(), freeBookingReturned },
    });
    return rowOf(tx, bookingId);
  });
}

/**
 * Moves a booking to another free future slot of the same provider on someone's behalf, with the
 * reschedule's rules and races; both parties are told. The booking's channel becomes `admin`: the
 * appointment as it now stands was arranged by an admin (the channel it came from is kept in the
 * admin action's record).
 */
export function moveAsAdmin(
  ctx: AppContext,
  adminId: string,
  bookingId: string,
  input: { slotId: string; reason: string },
): Promise<AdminBookingRow> {
  return inBookingTransaction(ctx, async (tx, emit) => {
    const found = await loadAnyBooking(tx, bookingId);
    const moved = await moveLoadedBooking(ctx, tx, emit, found, { slotId: input.slotId, byAdmin: { reason: input.reason } });
    await tx.update(bookings).set({ channel: 'admin' }).where(eq(bookings.id, bookingId));
    await recordAdminAction(ctx, tx, {
      adminId,
      action: 'booking.move',
      targetType: 'booking',
      targetId: bookingId,
      reason: input.reason,
      data: {
        fromSlotId: found.booking.slotId,
        fromStartsAt: found.booking.startsAt.toISOString(),
        toSlotId: moved.slotId,
        toStartsAt: moved.startsAt,
        previousChannel: found.booking.channel,
      },
    });
    return rowOf(tx, bookingId);
  });
}

export type AdminSlot = { id: string; startsAt: string; endsAt: string; date: string; time: string };

/**
 * A provider's free future slots (listed or not: an admin may move a booking of a provider who is
 * suspended), on one IST day or over the next 14 days, without those in an emergency pause (a move
 * there is refused). 404 for an unknown provider.
 */
export async function listFreeSlotsForAdmin(
  ctx: Pick<AppContext, 'db' | 'now'>,
  providerId: string,
  date: string | undefined,
): Promise<AdminSlot[]> {
  const [provider] = await ctx.db.select({ id: providers.id }).from(providers).where(eq(providers.id, providerId));
  if (!provider) throw new AppError('not_found', { message: 'Provider not found.' });
  const now = ctx.now();
  const from = date ? istToInstant(date) : now;
  const to = date ? istToInstant(addDays(date, 1)) : istToInstant(addDays(istDate(now), 15));
  const rows = await ctx.db
    .select({ id: timeSlots.id, startsAt: timeSlots.startsAt, endsAt: timeSlots.endsAt })
    .from(timeSlots)
    // Joined, so Drizzle qualifies every column and the pause condition can name both tables.
    .innerJoin(providers, eq(providers.id, timeSlots.providerId))
    .where(
      and(
        eq(timeSlots.providerId, providerId),
        notPausedSlot('time_slots', 'providers'),
        eq(timeSlots.isAvailable, true),
        gt(timeSlots.startsAt, now),
        gte(timeSlots.startsAt, from),
        lt(timeSlots.startsAt, to),
      ),
    )
    .orderBy(asc(timeSlots.startsAt))
    .limit(500);
  return rows.map((slot) => ({
    id: slot.id,
    startsAt: slot.startsAt.toISOString(),
    endsAt: slot.endsAt.toISOString(),
    date: istDate(slot.startsAt),
    time: istTime(slot.startsAt),
  }));
}
