import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { bookings, transactions } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';
import type { CurrentUser } from '../../core/current-user.ts';
import { toBookingView, type BookingView } from './booking-view.ts';
import { loadOwnBooking } from './cancel-booking.ts';

/**
 * Refuses (409) a UPI reference that another payment already carries: one bank transfer pays for one
 * thing. Takes a transaction-scoped lock on the reference first, so two clients giving the same
 * UTR at once cannot both record it. `exceptId` is the payment being corrected.
 */
export async function claimUpiReference(tx: Db, utr: string, exceptId?: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`utr:${utr}`}))`);
  const [taken] = await tx
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(eq(transactions.reference, utr), exceptId ? ne(transactions.id, exceptId) : undefined))
    .limit(1);
  if (taken) throw new AppError('conflict', { message: 'This UPI reference (UTR) has already been recorded for another payment.' });
}

/**
 * Records the UPI reference (UTR) the client got from their UPI app for a priced booking: one
 * pending transaction per booking (a corrected reference replaces the first) and the booking's
 * payment marked pending until someone checks it against the bank statement.
 */
export async function recordUpiPayment(ctx: AppContext, caller: CurrentUser, bookingId: string, utr: string): Promise<BookingView> {
  return ctx.db.transaction(async (tx) => {
    const found = await loadOwnBooking(tx, caller, bookingId);
    const { booking } = found;
    if (booking.status === 'cancelled' || booking.status === 'no_show') throw new AppError('booking_not_active');
    if (booking.amountPaise === 0) throw new AppError('conflict', { message: 'This booking has nothing to pay.' });
    if (booking.paymentStatus === 'paid' || booking.paymentStatus === 'refunded') {
      throw new AppError('conflict', { message: 'This booking is already paid.' });
    }
    const now = ctx.now();
    const [existing] = await tx
      .select({ id: transactions.id })
      .from(transactions)
      .where(and(eq(transactions.bookingId, bookingId), eq(transactions.status, 'pending')));
    await claimUpiReference(tx, utr, existing?.id);
    if (existing) {
      await tx.update(transactions).set({ reference: utr, updatedAt: now }).where(eq(transactions.id, existing.id));
    } else {
      await tx
        .insert(transactions)
        .values({ userId: caller.id, bookingId, amountPaise: booking.amountPaise, method: 'upi', reference: utr });
    }
    const [updated] = await tx
      .update(bookings)
      .set({ paymentStatus: 'pending', updatedAt: now })
      .where(eq(bookings.id, bookingId))
      .returning();
    return toBookingView({ booking: updated ?? booking, provider: found.provider, service: found.service });
  });
}
