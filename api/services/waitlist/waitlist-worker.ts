import { claimExpiredHold, closeStaleEntries, setEntryStatus, slotsWithWaiters } from '#db/queries/waitlist.ts';
import type { AppContext } from '../../core/context.ts';
import { istDate } from '../../core/time-zone.ts';
import { inBookingTransaction } from '../bookings/booking-transaction.ts';
import { offerFreedSlot } from '../bookings/waitlist-offers.ts';

/** At most this many holds and slots per run, so one run stays short; the next run takes the rest. */
const batch = 50;

/**
 * Passes one expired hold on, in one transaction: claimed with SKIP LOCKED (so across instances
 * each expiry is handled once), its entry `expired`, and the slot offered to the next waiter.
 * False when no hold has expired.
 */
async function passOnExpiredHold(ctx: AppContext): Promise<boolean> {
  return inBookingTransaction(ctx, async (tx, emit) => {
    const hold = await claimExpiredHold(tx, { now: ctx.now() });
    if (!hold) return false;
    await setEntryStatus(tx, { entryId: hold.waitlist_entry_id, from: 'offered', to: 'expired', now: ctx.now() });
    emit(await offerFreedSlot(ctx, tx, hold.slot_id));
    return true;
  });
}

/**
 * The waitlist job, run by every instance (messaging-workers): entries end with their IST day,
 * expired holds pass to the next waiter, and free slots some waiter matches (new hours, a slot
 * freed without an offer) are offered. Offers lock the slot and claim the waiter with SKIP LOCKED,
 * and a slot has one hold at most, so each is made once whichever instance makes it.
 */
export async function runWaitlistOnce(ctx: AppContext): Promise<{ expiredEntries: number; passedOn: number; offered: number }> {
  const now = ctx.now();
  const expiredEntries = await closeStaleEntries(ctx.db, { today: istDate(now), now });
  let passedOn = 0;
  while (passedOn < batch && (await passOnExpiredHold(ctx))) passedOn += 1;
  let offered = 0;
  for (const slotId of await slotsWithWaiters(ctx.db, { now, limit: batch })) {
    const events = await inBookingTransaction(ctx, async (tx, emit) => {
      const made = await offerFreedSlot(ctx, tx, slotId);
      emit(made);
      return made;
    });
    if (events.length > 0) offered += 1;
  }
  return { expiredEntries, passedOn, offered };
}
