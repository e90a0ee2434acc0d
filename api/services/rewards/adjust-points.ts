import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { rewardEntries, user } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';
import type { CurrentUser } from '../../core/current-user.ts';
import { AppError } from '../../core/errors.ts';
import { istDate, istToInstant } from '../../core/time-zone.ts';
import { recordAdminAction } from '../admin/admin-actions.ts';
import { readRewards, readTotals, type RewardsView } from './rewards.ts';

export type AdjustmentRow = { id: string; points: number; reason: string | null; adjustedBy: string | null; at: string };

export type ClientRewardsForAdmin = {
  user: { id: string; name: string; email: string };
  rewards: RewardsView;
  adjustments: AdjustmentRow[];
};

const adjustmentsShown = 50;

/**
 * Admin grants to one client add up to at most this many points an IST day (issue 22.9), whatever
 * their number: one adjustment is capped at 10,000 by the request schema, and this caps the day.
 * It counts the day's adjustments net, so a deduction that corrects a mistaken grant frees that
 * much again; deductions themselves are never refused by it (the balance bounds them).
 */
export const dailyAdjustmentLimit = 10_000;

/** The client's adjustments so far this IST day, net (never below zero: taking back older points frees nothing today). */
async function grantedToday(tx: Db, userId: string, now: Date): Promise<number> {
  const [row] = await tx
    .select({ net: sql<number>`greatest(coalesce(sum(${rewardEntries.points}), 0), 0)::int` })
    .from(rewardEntries)
    .where(
      and(eq(rewardEntries.userId, userId), eq(rewardEntries.kind, 'adjustment'), gte(rewardEntries.createdAt, istToInstant(istDate(now)))),
    );
  return Number(row?.net ?? 0);
}

/** A client's points as they see them (the rewards service's own view) and every admin adjustment with its author. */
export async function readRewardsForAdmin(ctx: AppContext, userId: string): Promise<ClientRewardsForAdmin> {
  const [found] = await ctx.db.select({ id: user.id, name: user.name, email: user.email }).from(user).where(eq(user.id, userId));
  if (!found) throw new AppError('not_found', { message: 'User not found.' });
  const admin = sql<string | null>`(select ${user.name} from ${user} where ${user.id} = ${rewardEntries.adjustedBy})`;
  const [rewards, adjustments] = await Promise.all([
    readRewards(ctx, userId),
    ctx.db
      .select({
        id: rewardEntries.id,
        points: rewardEntries.points,
        reason: rewardEntries.reason,
        adjustedBy: admin,
        at: rewardEntries.createdAt,
      })
      .from(rewardEntries)
      .where(and(eq(rewardEntries.userId, userId), eq(rewardEntries.kind, 'adjustment')))
      .orderBy(desc(rewardEntries.createdAt))
      .limit(adjustmentsShown),
  ]);
  return { user: found, rewards, adjustments: adjustments.map((row) => ({ ...row, at: row.at.toISOString() })) };
}

/**
 * Grants (positive) or deducts (negative) points with a reason the client sees in their ledger.
 * The profile row is locked and the balance read under the lock, so a deduction racing a
 * redemption cannot take the balance below zero, and two grants cannot pass the daily limit together.
 */
export async function adjustPoints(
  ctx: AppContext,
  admin: CurrentUser,
  userId: string,
  input: { points: number; reason: string },
): Promise<ClientRewardsForAdmin> {
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from profiles where user_id = ${userId} for update`);
    const totals = await readTotals(tx, userId, ctx.now());
    if (totals.balance + input.points < 0) {
      throw new AppError('points_insufficient', {
        message: `The balance is ${totals.balance} points; a deduction may not take it below zero.`,
        details: { balance: totals.balance },
      });
    }
    const today = input.points > 0 ? await grantedToday(tx, userId, ctx.now()) : 0;
    if (input.points > 0 && today + input.points > dailyAdjustmentLimit) {
      throw new AppError('limit_reached', {
        message: `This client has been granted ${today} points today; grants may add up to ${dailyAdjustmentLimit} points a day.`,
        details: { kind: 'daily_points', limit: dailyAdjustmentLimit, grantedToday: today },
      });
    }
    const [entry] = await tx
      .insert(rewardEntries)
      .values({ userId, kind: 'adjustment', points: input.points, reason: input.reason, adjustedBy: admin.id, createdAt: ctx.now() })
      .returning({ id: rewardEntries.id });
    await recordAdminAction(ctx, tx, {
      adminId: admin.id,
      action: input.points > 0 ? 'rewards.grant' : 'rewards.deduct',
      targetType: 'user',
      targetId: userId,
      reason: input.reason,
      data: { points: input.points, entryId: entry!.id, balanceBefore: totals.balance },
    });
  });
  return readRewardsForAdmin(ctx, userId);
}
