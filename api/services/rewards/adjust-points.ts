import { and, desc, eq, sql } from 'drizzle-orm';
import { rewardEntries, user } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';
import type { CurrentUser } from '../../core/current-user.ts';
import { AppError } from '../../core/errors.ts';
import { recordAdminAction } from '../admin/admin-actions.ts';
import { readRewards, readTotals, type RewardsView } from './rewards.ts';

export type AdjustmentRow = { id: string; points: number; reason: string | null; adjustedBy: string | null; at: string };

export type ClientRewardsForAdmin = {
  user: { id: string; name: string; email: string };
  rewards: RewardsView;
  adjustments: AdjustmentRow[];
};

const adjustmentsShown = 50;

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
 * redemption cannot take the balance below zero.
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
