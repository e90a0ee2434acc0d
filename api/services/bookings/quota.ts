import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { profiles } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';
import { ensureProfile, type Profile } from '../accounts/profiles.ts';

/**
 * Booking quota (spec §3–4). Free tier: `limit` free bookings, `remaining = limit − used`,
 * `canBook` while remaining > 0. Pro and enterprise are unlimited: `limit` and `remaining`
 * are null (no limit), `canBook` is true, and `used` still shows the free bookings used.
 */
export type Quota = { used: number; limit: number | null; remaining: number | null; canBook: boolean; isPremium: boolean };

type Tier = Profile['subscriptionTier'];

/**
 * The plan a profile has at `now`: a paid plan counts until its `planEndsAt` (a plan without an end,
 * given by an admin or the seed, runs until changed); after it, the client is back on free, even
 * before the expiry job has downgraded the row.
 */
export function effectiveTier(profile: { subscriptionTier: Tier; planEndsAt?: Date | null | undefined }, now: Date): Tier {
  if (profile.subscriptionTier === 'free' || !profile.planEndsAt) return profile.subscriptionTier;
  return profile.planEndsAt.getTime() > now.getTime() ? profile.subscriptionTier : 'free';
}

/** The quota a profile gives at `now`. */
export function quotaOf(
  profile: Pick<Profile, 'freeBookingsUsed' | 'freeBookingLimit' | 'subscriptionTier'> & { planEndsAt?: Date | null },
  now: Date = new Date(),
): Quota {
  const isPremium = effectiveTier(profile, now) !== 'free';
  if (isPremium) return { used: profile.freeBookingsUsed, limit: null, remaining: null, canBook: true, isPremium };
  const remaining = Math.max(0, profile.freeBookingLimit - profile.freeBookingsUsed);
  return { used: profile.freeBookingsUsed, limit: profile.freeBookingLimit, remaining, canBook: remaining > 0, isPremium };
}

/** The user's current booking quota (spec can_make_booking, with the numbers). */
export async function getQuota(ctx: AppContext, userId: string): Promise<Quota> {
  return quotaOf(await ensureProfile(ctx, ctx.db, { userId }), ctx.now());
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
