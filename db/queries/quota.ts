import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { profiles } from '../schema/index.ts';

/**
 * Counts one free booking when the user is on the free tier and has one left. A conditional
 * update, so concurrent bookings of one client queue on the row and never overshoot the limit.
 * Returns false when nothing was counted (not free tier, or no free booking left).
 */
export async function useFreeBooking(db: Db, { userId, now }: { userId: string; now: Date }): Promise<boolean> {
  const rows = await db
    .update(profiles)
    .set({ freeBookingsUsed: sql`${profiles.freeBookingsUsed} + 1`, updatedAt: now })
    .where(and(
      eq(profiles.userId, userId),
      eq(profiles.subscriptionTier, 'free'),
      lt(profiles.freeBookingsUsed, profiles.freeBookingLimit),
    ))
    .returning({ used: profiles.freeBookingsUsed });
  return rows.length === 1;
}

/** Gives one free booking back, never going below zero. Returns whether one was given back. */
export async function returnFreeBooking(db: Db, { userId, now }: { userId: string; now: Date }): Promise<boolean> {
  const rows = await db
    .update(profiles)
    .set({ freeBookingsUsed: sql`greatest(${profiles.freeBookingsUsed} - 1, 0)`, updatedAt: now })
    .where(and(eq(profiles.userId, userId), sql`${profiles.freeBookingsUsed} > 0`))
    .returning({ used: profiles.freeBookingsUsed });
  return rows.length === 1;
}
