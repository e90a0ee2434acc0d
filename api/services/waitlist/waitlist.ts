import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { takeHold } from '#db/queries/waitlist.ts';
import {
  profiles,
  providers,
  slotHolds,
  timeSlots,
  waitlistEntries,
  type BookingChannel,
  type PartOfDay,
  type WaitlistStatus,
} from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';
import type { CurrentUser } from '../../core/current-user.ts';
import { AppError } from '../../core/errors.ts';
import { istDate } from '../../core/time-zone.ts';
import { horizonLastDay } from '../availability/slot-regeneration.ts';
import { inBookingTransaction } from '../bookings/booking-transaction.ts';
import { offerFreedSlot } from '../bookings/waitlist-offers.ts';

export type JoinWaitlistInput = {
  providerId: string;
  /** IST date, YYYY-MM-DD, from today to the end of the slot horizon. */
  date: string;
  partOfDay?: PartOfDay | null | undefined;
  channel: BookingChannel;
};

export type WaitlistEntryView = {
  id: string;
  provider: { id: string; name: string };
  date: string;
  partOfDay: PartOfDay | null;
  status: (typeof waitlistEntries.$inferSelect)['status'];
  /** The slot held for the caller while the entry is `offered`. */
  offer: { slotId: string; startsAt: string; expiresAt: string } | null;
  createdAt: string;
};

const live = ['waiting', 'offered'] as const;

function checkDay(date: string, now: Date) {
  const today = istDate(now);
  if (date < today || date > horizonLastDay(now)) {
    throw new AppError('invalid_request', {
      message: 'The day must be between today and the last day open for booking.',
      issues: [{ path: 'date', message: date < today ? 'In the past' : 'Beyond the booking horizon' }],
    });
  }
}

async function findListedProvider(db: Db, providerId: string) {
  const [provider] = await db
    .select({ id: providers.id, userId: providers.userId })
    .from(providers)
    .innerJoin(profiles, eq(profiles.userId, providers.userId))
    .where(and(eq(providers.id, providerId), eq(providers.verification, 'verified'), eq(profiles.isActive, true)));
  if (!provider) throw new AppError('not_found', { message: 'Provider not found.' });
  return provider;
}

/**
 * Puts the caller on a provider's waitlist for an IST day (or part of it). Joining again while an
 * entry for the same provider, day and part is live answers that entry. A matching slot that is
 * free already is offered by the waitlist job.
 */
export async function joinWaitlist(ctx: AppContext, caller: CurrentUser, input: JoinWaitlistInput): Promise<{ id: string }> {
  checkDay(input.date, ctx.now());
  const provider = await findListedProvider(ctx.db, input.providerId);
  if (provider.userId === caller.id) throw new AppError('forbidden', { message: 'You cannot join your own waitlist.' });
  const partOfDay = input.partOfDay ?? null;
  const [created] = await ctx.db
    .insert(waitlistEntries)
    .values({ userId: caller.id, providerId: provider.id, day: input.date, partOfDay, channel: input.channel })
    .onConflictDoNothing()
    .returning({ id: waitlistEntries.id });
  if (created) return created;
  const [existing] = await ctx.db
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.userId, caller.id),
        eq(waitlistEntries.providerId, provider.id),
        eq(waitlistEntries.day, input.date),
        sql`coalesce(${waitlistEntries.partOfDay}, '') = ${partOfDay ?? ''}`,
        inArray(waitlistEntries.status, [...live]),
      ),
    );
  if (!existing) throw new AppError('conflict', { message: 'Could not join the waitlist, please try again.' });
  return existing;
}

/** The caller's waitlist entries, newest first, with the held slot of an offered one. */
export async function listMyWaitlist(ctx: Pick<AppContext, 'db'>, userId: string): Promise<WaitlistEntryView[]> {
  const rows = await ctx.db
    .select({ entry: waitlistEntries, providerName: providers.name, hold: slotHolds, startsAt: timeSlots.startsAt })
    .from(waitlistEntries)
    .innerJoin(providers, eq(providers.id, waitlistEntries.providerId))
    .leftJoin(slotHolds, eq(slotHolds.waitlistEntryId, waitlistEntries.id))
    .leftJoin(timeSlots, eq(timeSlots.id, slotHolds.slotId))
    .where(eq(waitlistEntries.userId, userId))
    .orderBy(desc(waitlistEntries.createdAt), desc(waitlistEntries.id))
    .limit(100);
  return rows.map(({ entry, providerName, hold, startsAt }) => ({
    id: entry.id,
    provider: { id: entry.providerId, name: providerName },
    date: entry.day,
    partOfDay: entry.partOfDay,
    status: entry.status,
    offer:
      entry.status === 'offered' && hold && startsAt
        ? { slotId: hold.slotId, startsAt: startsAt.toISOString(), expiresAt: hold.expiresAt.toISOString() }
        : null,
    createdAt: entry.createdAt.toISOString(),
  }));
}

/**
 * Takes the caller off a waitlist (their entry only; anyone else's is a 404). A slot held for them
 * goes to the next waiter in the same transaction.
 */
export async function leaveWaitlist(
  ctx: AppContext,
  caller: CurrentUser,
  entryId: string,
): Promise<{ id: string; status: WaitlistStatus }> {
  return inBookingTransaction(ctx, async (tx, emit) => {
    const [entry] = await tx
      .select({ id: waitlistEntries.id, status: waitlistEntries.status })
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.id, entryId), eq(waitlistEntries.userId, caller.id)))
      .for('update');
    if (!entry) throw new AppError('not_found', { message: 'Waitlist entry not found.' });
    if (!(live as readonly string[]).includes(entry.status)) return entry;
    const [hold] = await tx.select({ slotId: slotHolds.slotId }).from(slotHolds).where(eq(slotHolds.waitlistEntryId, entry.id));
    await tx.update(waitlistEntries).set({ status: 'cancelled', updatedAt: ctx.now() }).where(eq(waitlistEntries.id, entry.id));
    if (hold) {
      await takeHold(tx, { slotId: hold.slotId });
      emit(await offerFreedSlot(ctx, tx, hold.slotId));
    }
    return { id: entry.id, status: 'cancelled' as const };
  });
}
