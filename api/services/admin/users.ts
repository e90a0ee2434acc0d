import { and, asc, count, desc, eq, gt, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import {
  bookings,
  conversationMessages,
  conversations,
  notifications,
  profiles,
  providers,
  services,
  session,
  user,
  type Role,
} from '#db/schema/index.ts';
import { containsPattern } from '#db/queries/like-pattern.ts';
import type { AppContext } from '../../core/context.ts';
import type { CurrentUser } from '../../core/current-user.ts';
import { AppError } from '../../core/errors.ts';
import { addDays, istToInstant } from '../../core/time-zone.ts';
import { getSettings } from '../settings/settings.ts';
import { pageWindow } from '../../core/page-window.ts';
import { recordAdminAction } from './admin-actions.ts';
import { notifyUser } from './admin-notify.ts';

export type Tier = 'free' | 'pro' | 'enterprise';

export type UserListQuery = {
  page: number;
  pageSize: number;
  dir: 'asc' | 'desc';
  sort: 'name' | 'email' | 'joined' | 'role';
  q?: string | undefined;
  role?: Role | undefined;
  tier?: Tier | undefined;
  active?: boolean | undefined;
  city?: string | undefined;
  /** IST dates, both days included. */
  joinedFrom?: string | undefined;
  joinedTo?: string | undefined;
};

export type AdminUserRow = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  role: Role;
  active: boolean;
  tier: Tier;
  city: string | null;
  joinedAt: string;
};

const phoneColumn = sql<string | null>`coalesce(${user.phoneNumber}, ${profiles.contactPhone})`;
const activeColumn = sql<boolean>`coalesce(${profiles.isActive}, true)`;
const tierColumn = sql<Tier>`coalesce(${profiles.subscriptionTier}, 'free')`;

const rowColumns = {
  id: user.id,
  name: user.name,
  email: user.email,
  phone: phoneColumn,
  role: user.role,
  active: activeColumn,
  tier: tierColumn,
  city: profiles.city,
  joinedAt: user.createdAt,
};

/** The list's filters without its paging and sorting (the CSV export takes the same ones). */
export type UserWhere = Omit<UserListQuery, 'page' | 'pageSize' | 'dir' | 'sort'>;

function userFilters(query: UserWhere): SQL | undefined {
  const where: SQL[] = [];
  if (query.q) {
    const pattern = containsPattern(query.q);
    const digits = query.q.replace(/\D/g, '');
    const anyOf: SQL[] = [ilike(user.name, pattern), ilike(user.email, pattern), ilike(sql`coalesce(${profiles.fullName}, '')`, pattern)];
    // Phone numbers are searched by their digits, so "98400 12345", "+91 98400-12345" and "9840012345" all find one.
    if (digits.length >= 3) {
      anyOf.push(
        sql`regexp_replace(coalesce(${user.phoneNumber}, '') || ' ' || coalesce(${profiles.contactPhone}, ''), '\D', '', 'g') like ${`%${digits}%`}`,
      );
    }
    where.push(or(...anyOf)!);
  }
  if (query.role) where.push(eq(user.role, query.role));
  if (query.tier) where.push(sql`${tierColumn} = ${query.tier}`);
  if (query.active !== undefined) where.push(sql`${activeColumn} = ${query.active}`);
  if (query.city) where.push(sql`lower(${profiles.city}) = lower(${query.city})`);
  if (query.joinedFrom) where.push(gte(user.createdAt, istToInstant(query.joinedFrom)));
  if (query.joinedTo) where.push(lt(user.createdAt, istToInstant(addDays(query.joinedTo, 1))));
  return where.length > 0 ? and(...where) : undefined;
}

const sortColumns = { name: sql`lower(${user.name})`, email: user.email, joined: user.createdAt, role: user.role } as const;

function toRow(row: {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  role: string;
  active: boolean;
  tier: Tier;
  city: string | null;
  joinedAt: Date;
}): AdminUserRow {
  return { ...row, role: row.role as Role, joinedAt: row.joinedAt.toISOString() };
}

/** Users for the admin table: searched, filtered, sorted and paged on the server. */
export async function listUsersForAdmin(ctx: AppContext, query: UserListQuery) {
  const where = userFilters(query);
  const order = query.dir === 'asc' ? asc : desc;
  const { offset, limit } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select(rowColumns)
      .from(user)
      .leftJoin(profiles, eq(profiles.userId, user.id))
      .where(where)
      .orderBy(order(sortColumns[query.sort]), asc(user.id))
      .offset(offset)
      .limit(limit),
    ctx.db.select({ n: count() }).from(user).leftJoin(profiles, eq(profiles.userId, user.id)).where(where),
  ]);
  return { items: rows.map(toRow), total: Number(total?.n ?? 0), page: query.page, pageSize: query.pageSize };
}

/** The filtered list in id order, `limit` rows after `afterId` (keyset paging for the CSV export). */
export async function usersAfter(
  ctx: Pick<AppContext, 'db'>,
  query: UserWhere,
  afterId: string | null,
  limit: number,
): Promise<AdminUserRow[]> {
  const rows = await ctx.db
    .select(rowColumns)
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(and(userFilters(query), afterId ? gt(user.id, afterId) : undefined))
    .orderBy(asc(user.id))
    .limit(limit);
  return rows.map(toRow);
}

const latestBookings = 10;
const latestMessages = 20;
const latestNotifications = 10;
const messagePreviewLength = 500;

/**
 * One user for support: the profile, their latest bookings, and what was said to and by them —
 * their own words and Mitra's answers in their conversations (tool and system turns are the
 * agent's internals, left out) and the notifications they were sent, newest first.
 */
export async function getUserForAdmin(ctx: AppContext, userId: string) {
  const [found] = await ctx.db
    .select({
      ...rowColumns,
      tierEndsAt: profiles.planEndsAt,
      freeBookingsUsed: sql<number>`coalesce(${profiles.freeBookingsUsed}, 0)`,
      freeBookingLimit: sql<number>`coalesce(${profiles.freeBookingLimit}, 0)`,
      locale: sql<string>`coalesce(${profiles.locale}::text, 'en')`,
      providerId: providers.id,
      providerVerification: providers.verification,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .leftJoin(providers, eq(providers.userId, user.id))
    .where(eq(user.id, userId));
  if (!found) throw new AppError('not_found', { message: 'User not found.' });
  const [bookingRows, messageRows, notificationRows] = await Promise.all([
    ctx.db
      .select({
        id: bookings.id,
        status: bookings.status,
        startsAt: bookings.startsAt,
        channel: bookings.channel,
        amountPaise: bookings.amountPaise,
        provider: { id: providers.id, name: providers.name },
        serviceName: services.name,
      })
      .from(bookings)
      .innerJoin(providers, eq(providers.id, bookings.providerId))
      .leftJoin(services, eq(services.id, bookings.serviceId))
      .where(eq(bookings.userId, userId))
      .orderBy(desc(bookings.startsAt))
      .limit(latestBookings),
    ctx.db
      .select({
        id: conversationMessages.id,
        role: conversationMessages.role,
        content: conversationMessages.content,
        channel: conversations.channel,
        createdAt: conversationMessages.createdAt,
      })
      .from(conversationMessages)
      .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
      .where(and(eq(conversations.userId, userId), inArray(conversationMessages.role, ['user', 'assistant'])))
      .orderBy(desc(conversationMessages.createdAt), desc(conversationMessages.id))
      .limit(latestMessages),
    ctx.db
      .select({
        id: notifications.id,
        title: notifications.title,
        message: notifications.message,
        type: notifications.type,
        readAt: notifications.readAt,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(latestNotifications),
  ]);
  const { tierEndsAt, providerId, providerVerification, ...profile } = found;
  return {
    ...toRow(profile),
    planEndsAt: tierEndsAt?.toISOString() ?? null,
    freeBookingsUsed: Number(profile.freeBookingsUsed),
    freeBookingLimit: Number(profile.freeBookingLimit),
    locale: profile.locale,
    provider: providerId ? { id: providerId, verification: providerVerification! } : null,
    bookings: bookingRows.map((row) => ({ ...row, startsAt: row.startsAt.toISOString() })),
    messages: messageRows
      .filter((row) => row.content.trim() !== '')
      .map((row) => ({
        ...row,
        role: row.role as 'user' | 'assistant',
        content: row.content.slice(0, messagePreviewLength),
        createdAt: row.createdAt.toISOString(),
      })),
    notifications: notificationRows.map((row) => ({
      ...row,
      readAt: row.readAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

export type AdminUserDetail = Awaited<ReturnType<typeof getUserForAdmin>>;

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
