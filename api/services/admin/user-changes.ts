import { eq, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { profiles, providers, session, user, type Role } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';
import type { CurrentUser } from '../../core/current-user.ts';
import { AppError } from '../../core/errors.ts';
import { getSettings } from '../settings/settings.ts';
import { recordAdminAction } from './admin-actions.ts';
import { notifyUser } from './admin-notify.ts';
import { activeColumn, tierColumn, type Tier } from './users.ts';
import { getUserForAdmin, type AdminUserDetail } from './user-detail.ts';

/*
 * What an admin changes on a user, each with a reason, logged, the user told: role, deactivation,
 * plan and free bookings. Each locks the user first, so two admins acting at once take turns.
 */

type Target = {
  id: string;
  role: Role;
  active: boolean;
  tier: Tier;
  freeBookingsUsed: number;
  providerId: string | null;
  providerVerification: string | null;
};

/** The user an action is about, locked for the transaction (two admins acting at once take turns). */
async function lockTarget(tx: Db, userId: string): Promise<Target> {
  const [row] = await tx
    .select({
      id: user.id,
      role: user.role,
      active: activeColumn,
      tier: tierColumn,
      freeBookingsUsed: sql<number>`coalesce(${profiles.freeBookingsUsed}, 0)`,
      providerId: providers.id,
      providerVerification: providers.verification,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .leftJoin(providers, eq(providers.userId, user.id))
    .where(eq(user.id, userId))
    .for('update', { of: user });
  if (!row) throw new AppError('not_found', { message: 'User not found.' });
  return { ...row, role: row.role as Role, freeBookingsUsed: Number(row.freeBookingsUsed) };
}

/** A user without a profile row gets the default one first, so every action has a row to change. */
async function ensureProfileRow(tx: Db, userId: string, now: Date) {
  await tx.insert(profiles).values({ userId, updatedAt: now }).onConflictDoNothing({ target: profiles.userId });
}

async function act(ctx: AppContext, userId: string, run: (tx: Db, target: Target, now: Date) => Promise<void>): Promise<AdminUserDetail> {
  await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const target = await lockTarget(tx, userId);
    await ensureProfileRow(tx, userId, now);
    await run(tx, target, now);
  });
  return getUserForAdmin(ctx, userId);
}

const roleNames: Record<Role, string> = { user: 'a client', provider: 'a provider', admin: 'an admin' };

/**
 * Changes a user's role. An admin cannot demote themself (409). Making someone a provider needs a
 * provider profile (their application, approved from Role requests); a provider who loses the
 * role is suspended from the catalogue, so nobody books a provider who can no longer see bookings.
 */
export function changeUserRole(ctx: AppContext, admin: CurrentUser, userId: string, role: Role, reason: string) {
  return act(ctx, userId, async (tx, target, now) => {
    if (target.id === admin.id) throw new AppError('conflict', { message: 'You cannot change your own role.' });
    if (target.role === role) throw new AppError('conflict', { message: `This user is already ${roleNames[role]}.` });
    if (role === 'provider' && !target.providerId) {
      throw new AppError('conflict', { message: 'This user has no provider profile: approve their provider application instead.' });
    }
    await tx.update(user).set({ role, updatedAt: now }).where(eq(user.id, userId));
    const suspendListing = target.role === 'provider' && target.providerId !== null && target.providerVerification === 'verified';
    if (suspendListing) {
      await tx.update(providers).set({ verification: 'suspended', updatedAt: now }).where(eq(providers.id, target.providerId!));
    }
    await recordAdminAction(ctx, tx, {
      adminId: admin.id,
      action: 'user.role',
      targetType: 'user',
      targetId: userId,
      reason,
      data: { from: target.role, to: role, ...(suspendListing ? { providerSuspended: target.providerId } : {}) },
    });
  });
}

/**
 * Deactivates an account and ends every session of it at once (its rows in better-auth's
 * `session` table go): the next request with an old cookie is a 401, and signing in is refused
 * while inactive. An admin cannot deactivate themself.
 */
export function deactivateUser(ctx: AppContext, admin: CurrentUser, userId: string, reason: string) {
  return act(ctx, userId, async (tx, target, now) => {
    if (target.id === admin.id) throw new AppError('conflict', { message: 'You cannot deactivate your own account.' });
    if (!target.active) throw new AppError('conflict', { message: 'This account is already inactive.' });
    await tx.update(profiles).set({ isActive: false, updatedAt: now }).where(eq(profiles.userId, userId));
    const ended = await tx.delete(session).where(eq(session.userId, userId)).returning({ id: session.id });
    await recordAdminAction(ctx, tx, {
      adminId: admin.id,
      action: 'user.deactivate',
      targetType: 'user',
      targetId: userId,
      reason,
      data: { sessionsEnded: ended.length },
    });
  });
}

/** Reactivates an account; the user is told in-app (they see it when they sign in again). */
export function reactivateUser(ctx: AppContext, admin: CurrentUser, userId: string, reason: string) {
  return act(ctx, userId, async (tx, target, now) => {
    if (target.active) throw new AppError('conflict', { message: 'This account is already active.' });
    await tx.update(profiles).set({ isActive: true, updatedAt: now }).where(eq(profiles.userId, userId));
    await recordAdminAction(ctx, tx, { adminId: admin.id, action: 'user.reactivate', targetType: 'user', targetId: userId, reason });
    await notifyUser(tx, userId, 'reactivated');
  });
}

/**
 * Sets a user's plan. Pro or Enterprise runs for the settings' plan period from now (choosing the
 * same paid plan again starts a new period); free ends any plan. Free to free is a 409.
 */
export async function changeUserPlan(ctx: AppContext, admin: CurrentUser, userId: string, tier: Tier, reason: string) {
  const { planPeriodDays } = await getSettings(ctx);
  return act(ctx, userId, async (tx, target, now) => {
    if (tier === 'free' && target.tier === 'free') throw new AppError('conflict', { message: 'This user is already on the free plan.' });
    const planEndsAt = tier === 'free' ? null : new Date(now.getTime() + planPeriodDays * 86_400_000);
    await tx.update(profiles).set({ subscriptionTier: tier, planEndsAt, updatedAt: now }).where(eq(profiles.userId, userId));
    await recordAdminAction(ctx, tx, {
      adminId: admin.id,
      action: 'user.plan',
      targetType: 'user',
      targetId: userId,
      reason,
      data: { from: target.tier, to: tier, planEndsAt: planEndsAt?.toISOString() ?? null },
    });
    if (tier === 'free') await notifyUser(tx, userId, 'planFree');
    else await notifyUser(tx, userId, 'planChanged', { plan: tier === 'pro' ? 'Pro' : 'Enterprise', days: String(planPeriodDays) });
  });
}

/** Gives a client all their free bookings back (a 409 when none is used). */
export function resetFreeBookings(ctx: AppContext, admin: CurrentUser, userId: string, reason: string) {
  return act(ctx, userId, async (tx, target, now) => {
    if (target.freeBookingsUsed === 0) throw new AppError('conflict', { message: 'This user has not used any free booking.' });
    await tx.update(profiles).set({ freeBookingsUsed: 0, updatedAt: now }).where(eq(profiles.userId, userId));
    await recordAdminAction(ctx, tx, {
      adminId: admin.id,
      action: 'user.reset_free_bookings',
      targetType: 'user',
      targetId: userId,
      reason,
      data: { used: target.freeBookingsUsed },
    });
    await notifyUser(tx, userId, 'freeBookingsReset');
  });
}
