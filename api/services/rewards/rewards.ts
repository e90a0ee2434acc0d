import { randomInt } from 'node:crypto';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { bookings, profiles, providers, referralCodes, rewardEntries, type RewardEntryKind } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';
import { AppError, pgErrorOf } from '../../core/errors.ts';
import { levelFor, referralCodeAlphabet, referralCodeLength, rewardRules, type RewardLevelId } from './reward-rules.ts';

export type RewardActivity = {
  kind: 'appointment' | RewardEntryKind;
  points: number;
  at: string;
  /** The provider of an attended appointment. */
  providerName?: string;
  /** A referral's points, not yet counted: the new client has not attended an appointment yet. */
  pending?: boolean;
  /** An admin adjustment's reason, shown to the client beside it. */
  reason?: string;
};

export type RewardsView = {
  balance: number;
  lifetimePoints: number;
  level: { id: RewardLevelId; min: number };
  nextLevel: { id: RewardLevelId; min: number; pointsToGo: number } | null;
  attendedAppointments: number;
  profileBonusEarned: boolean;
  referralCode: string;
  canApplyReferral: boolean;
  tier: 'free' | 'pro' | 'enterprise';
  redeem: { cost: number; reward: 'free_booking'; available: boolean; blockedBy: 'points' | 'plan' | null };
  rules: typeof rewardRules;
  history: RewardActivity[];
};

const historyLength = 20;

/** An appointment that earns points: completed, or confirmed and already over (a no-show never counts). */
function isAttended(now: Date) {
  return sql`(${bookings.status} = 'completed' or (${bookings.status} = 'confirmed' and ${bookings.endsAt} <= ${now.toISOString()}::timestamptz))`;
}

function attended(userId: string, now: Date) {
  return and(eq(bookings.userId, userId), isAttended(now));
}

/**
 * Whether a ledger entry counts yet. Referral points (both sides) wait for the new client's first
 * attended appointment: a throw-away sign-up costs nothing, an attended appointment does, so
 * referrals cannot be farmed.
 */
function entryCounts(now: Date): SQL {
  const referred = sql`case when ${rewardEntries.kind} = 'referral_bonus' then ${rewardEntries.relatedUserId} else ${rewardEntries.userId} end`;
  return sql`(${rewardEntries.kind} not in ('referral_bonus', 'welcome_bonus')
    or exists (select 1 from ${bookings} where ${bookings.userId} = ${referred} and ${isAttended(now)}))`;
}

/** The numbers the balance is made of, read in one statement (inside a transaction when `db` is one). */
export async function readTotals(db: Db, userId: string, now: Date) {
  const [row] = await db
    .select({
      attended: sql<number>`(select count(*) from ${bookings} where ${attended(userId, now)})::int`,
      ledger: sql<number>`(select coalesce(sum(${rewardEntries.points}), 0) from ${rewardEntries} where ${rewardEntries.userId} = ${userId} and ${entryCounts(now)})::int`,
      ledgerEarned: sql<number>`(select coalesce(sum(${rewardEntries.points}), 0) from ${rewardEntries} where ${rewardEntries.userId} = ${userId} and ${rewardEntries.points} > 0 and ${entryCounts(now)})::int`,
      welcomed: sql<boolean>`exists (select 1 from ${rewardEntries} where ${rewardEntries.userId} = ${userId} and ${rewardEntries.kind} = 'welcome_bonus')`,
      profileCompleted: profiles.profileCompleted,
      tier: profiles.subscriptionTier,
    })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  if (!row) throw new AppError('not_found', { message: 'User not found.' });
  const earnedOutsideLedger = Number(row.attended) * rewardRules.appointmentPoints + (row.profileCompleted ? rewardRules.profilePoints : 0);
  return {
    ...row,
    attended: Number(row.attended),
    balance: earnedOutsideLedger + Number(row.ledger),
    lifetimePoints: earnedOutsideLedger + Number(row.ledgerEarned),
  };
}

function newCode() {
  return Array.from({ length: referralCodeLength }, () => referralCodeAlphabet[randomInt(referralCodeAlphabet.length)]).join('');
}

/** The user's referral code, made on first use (a collision, however unlikely, draws again). */
async function referralCodeOf(ctx: AppContext, userId: string): Promise<string> {
  const [found] = await ctx.db.select({ code: referralCodes.code }).from(referralCodes).where(eq(referralCodes.userId, userId));
  if (found) return found.code;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [made] = await ctx.db
      .insert(referralCodes)
      .values({ userId, code: newCode() })
      .onConflictDoNothing()
      .returning({ code: referralCodes.code });
    if (made) return made.code;
    // Either the code was taken or a parallel request made this user's code: read again.
    const [raced] = await ctx.db.select({ code: referralCodes.code }).from(referralCodes).where(eq(referralCodes.userId, userId));
    if (raced) return raced.code;
  }
  throw new Error('could not make a unique referral code');
}

async function readHistory(ctx: AppContext, userId: string, now: Date): Promise<RewardActivity[]> {
  const [visits, entries] = await Promise.all([
    ctx.db
      .select({ at: bookings.startsAt, providerName: providers.name })
      .from(bookings)
      .innerJoin(providers, eq(providers.id, bookings.providerId))
      .where(attended(userId, now))
      .orderBy(desc(bookings.startsAt))
      .limit(historyLength),
    ctx.db
      .select({
        kind: rewardEntries.kind,
        points: rewardEntries.points,
        at: rewardEntries.createdAt,
        reason: rewardEntries.reason,
        counts: sql<boolean>`${entryCounts(now)}`,
      })
      .from(rewardEntries)
      .where(eq(rewardEntries.userId, userId))
      .orderBy(desc(rewardEntries.createdAt))
      .limit(historyLength),
  ]);
  return [
    ...visits.map((visit) => ({
      kind: 'appointment' as const,
      points: rewardRules.appointmentPoints,
      at: visit.at.toISOString(),
      providerName: visit.providerName,
    })),
    ...entries.map((entry) => ({
      kind: entry.kind,
      points: entry.points,
      at: entry.at.toISOString(),
      ...(entry.counts ? {} : { pending: true }),
      ...(entry.reason ? { reason: entry.reason } : {}),
    })),
  ]
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, historyLength);
}

/** The caller's points, level, referral code, what they can redeem and their recent activity. */
export async function readRewards(ctx: AppContext, userId: string): Promise<RewardsView> {
  const now = ctx.now();
  const [totals, referralCode, history] = await Promise.all([
    readTotals(ctx.db, userId, now),
    referralCodeOf(ctx, userId),
    readHistory(ctx, userId, now),
  ]);
  const blockedBy = totals.tier !== 'free' ? 'plan' : totals.balance < rewardRules.redeemCost ? 'points' : null;
  return {
    balance: totals.balance,
    lifetimePoints: totals.lifetimePoints,
    ...levelFor(totals.lifetimePoints),
    attendedAppointments: totals.attended,
    profileBonusEarned: totals.profileCompleted,
    referralCode,
    canApplyReferral: !totals.welcomed && totals.attended === 0,
    tier: totals.tier,
    redeem: { cost: rewardRules.redeemCost, reward: 'free_booking', available: blockedBy === null, blockedBy },
    rules: rewardRules,
    history,
  };
}

/**
 * Spends `redeemCost` points on one more free booking (free tier only). The profile row is locked
 * first and the balance read again under the lock, so concurrent redemptions cannot overspend.
 */
export async function redeemPoints(ctx: AppContext, userId: string): Promise<RewardsView> {
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from profiles where user_id = ${userId} for update`);
    const totals = await readTotals(tx, userId, ctx.now());
    if (totals.tier !== 'free') throw new AppError('conflict', { message: 'Your plan already has unlimited bookings.' });
    if (totals.balance < rewardRules.redeemCost) {
      throw new AppError('conflict', { message: `You need ${rewardRules.redeemCost - totals.balance} more points to redeem.` });
    }
    await tx.insert(rewardEntries).values({ userId, kind: 'redemption', points: -rewardRules.redeemCost, createdAt: ctx.now() });
    await tx
      .update(profiles)
      .set({ freeBookingLimit: sql`${profiles.freeBookingLimit} + 1`, updatedAt: ctx.now() })
      .where(eq(profiles.userId, userId));
  });
  return readRewards(ctx, userId);
}

/** "ab12-cd34 " → "AB12CD34": codes are read out and typed by hand. */
export function normaliseReferralCode(code: string) {
  return code.toUpperCase().replace(/[\s-]/g, '');
}

/**
 * A new client joins through a friend's code: a welcome bonus for them and a referral bonus for
 * the friend, in one transaction; both count once the new client has attended an appointment.
 * One code per client (a unique index), never their own, and only before their first attended
 * appointment.
 */
export async function applyReferralCode(ctx: AppContext, userId: string, code: string): Promise<RewardsView> {
  const [owner] = await ctx.db
    .select({ userId: referralCodes.userId })
    .from(referralCodes)
    .where(eq(referralCodes.code, normaliseReferralCode(code)));
  if (!owner) throw new AppError('not_found', { message: 'No referral code like that. Check it and try again.' });
  if (owner.userId === userId) {
    throw new AppError('invalid_request', {
      message: 'You cannot use your own referral code.',
      issues: [{ path: 'code', message: 'Your own code' }],
    });
  }
  try {
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from profiles where user_id = ${userId} for update`);
      const totals = await readTotals(tx, userId, ctx.now());
      if (totals.welcomed) throw new AppError('conflict', { message: 'You have already used a referral code.' });
      if (totals.attended > 0)
        throw new AppError('conflict', { message: 'Referral codes are for new clients, before their first appointment.' });
      const now = ctx.now();
      await tx.insert(rewardEntries).values([
        { userId, kind: 'welcome_bonus', points: rewardRules.welcomePoints, relatedUserId: owner.userId, createdAt: now },
        { userId: owner.userId, kind: 'referral_bonus', points: rewardRules.referrerPoints, relatedUserId: userId, createdAt: now },
      ]);
    });
  } catch (error) {
    if (pgErrorOf(error)?.code === '23505')
      throw new AppError('conflict', { message: 'You have already used a referral code.', cause: error });
    throw error;
  }
  return readRewards(ctx, userId);
}
