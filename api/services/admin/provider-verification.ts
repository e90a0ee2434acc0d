import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { activeBookingStatuses, bookings, providers, roleRequests, user } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';
import type { CurrentUser } from '../../core/current-user.ts';
import { AppError } from '../../core/errors.ts';
import { topUpSlots } from '../availability/slots-maintenance.ts';
import { inBookingTransaction } from '../bookings/booking-transaction.ts';
import { cancelLoadedBooking, loadBookingOf } from '../bookings/cancel-booking.ts';
import { recordAdminAction } from './admin-actions.ts';
import { notifyUser } from './admin-notify.ts';
import { providerRow, type AdminProviderRow, type Verification } from './admin-providers.ts';
import { approveRoleRequest, type SearchRefresh } from './role-requests.ts';

/*
 * An admin lists, delists and lists again a provider: verify, suspend, reinstate. Each answers with
 * the provider's row of the admin table; the route rebuilds search after suspend and reinstate,
 * verifying does it itself (approving an application must, whichever way it is approved).
 */

type LockedProvider = { id: string; userId: string; name: string; verification: Verification };

async function lockProvider(tx: Db, providerId: string): Promise<LockedProvider> {
  const [row] = await tx
    .select({ id: providers.id, userId: providers.userId, name: providers.name, verification: providers.verification })
    .from(providers)
    .where(eq(providers.id, providerId))
    .for('update');
  if (!row) throw new AppError('not_found', { message: 'Provider not found.' });
  return row;
}

/**
 * Verifies a pending provider. When their application (role request) is still waiting, verifying
 * approves it, exactly as Role requests would (role, services, slots, the applicant told);
 * otherwise the provider is listed, the account gets the provider role, and slots are made.
 * A verified provider is a 409; a suspended one is reinstated instead (409).
 */
export async function verifyProvider(
  ctx: AppContext,
  search: SearchRefresh,
  admin: CurrentUser,
  providerId: string,
  reason: string | null,
): Promise<AdminProviderRow> {
  const [pendingRequest] = await ctx.db
    .select({ id: roleRequests.id })
    .from(roleRequests)
    .innerJoin(providers, eq(providers.id, roleRequests.providerId))
    .where(and(eq(roleRequests.providerId, providerId), eq(roleRequests.status, 'pending'), eq(providers.verification, 'pending')));
  if (pendingRequest) {
    await approveRoleRequest(ctx, search, admin, pendingRequest.id);
    await ctx.db.transaction((tx) =>
      recordAdminAction(ctx, tx, {
        adminId: admin.id,
        action: 'provider.verify',
        targetType: 'provider',
        targetId: providerId,
        reason,
        data: { roleRequestId: pendingRequest.id },
      }),
    );
    return providerRow(ctx, providerId);
  }
  await ctx.db.transaction(async (tx) => {
    const provider = await lockProvider(tx, providerId);
    if (provider.verification === 'verified') throw new AppError('conflict', { message: 'This provider is already verified.' });
    if (provider.verification === 'suspended')
      throw new AppError('conflict', { message: 'This provider is suspended: reinstate them instead.' });
    const now = ctx.now();
    await tx.update(providers).set({ verification: 'verified', updatedAt: now }).where(eq(providers.id, providerId));
    await tx
      .update(user)
      .set({ role: 'provider', updatedAt: now })
      .where(and(eq(user.id, provider.userId), eq(user.role, 'user')));
    await recordAdminAction(ctx, tx, {
      adminId: admin.id,
      action: 'provider.verify',
      targetType: 'provider',
      targetId: providerId,
      reason,
    });
    await notifyUser(tx, provider.userId, 'providerVerified', {}, { providerId });
  });
  await topUpSlots(ctx, [providerId]);
  await search.refresh();
  return providerRow(ctx, providerId);
}

export type FutureBookings = 'keep' | 'cancel';

/**
 * Suspends a verified provider: hidden from listing, search, Mitra and booking at once (every
 * catalogue read and the booking path ask for `verified`). With `cancel`, their future active
 * bookings are cancelled with the reason, each client told as when the provider cancels; with
 * `keep` they stay. The provider is told either way. One transaction: all or nothing.
 */
export async function suspendProvider(
  ctx: AppContext,
  admin: CurrentUser,
  providerId: string,
  input: { reason: string; futureBookings: FutureBookings },
) {
  await inBookingTransaction(ctx, async (tx, emit) => {
    const provider = await lockProvider(tx, providerId);
    if (provider.verification === 'suspended') throw new AppError('conflict', { message: 'This provider is already suspended.' });
    if (provider.verification === 'pending') {
      throw new AppError('conflict', { message: 'This provider is not verified yet: reject their application instead.' });
    }
    const now = ctx.now();
    await tx.update(providers).set({ verification: 'suspended', updatedAt: now }).where(eq(providers.id, providerId));
    const future = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.providerId, providerId), inArray(bookings.status, [...activeBookingStatuses]), gt(bookings.startsAt, now)))
      .orderBy(asc(bookings.startsAt));
    if (input.futureBookings === 'cancel') {
      for (const { id } of future) {
        const found = await loadBookingOf(tx, { providerId }, id);
        // Told as the provider's cancel, but the admin's decision: no late-cancel guarantee.
        await cancelLoadedBooking(ctx, tx, emit, found, { byProvider: { reason: input.reason, guarantee: false } });
      }
    }
    await recordAdminAction(ctx, tx, {
      adminId: admin.id,
      action: 'provider.suspend',
      targetType: 'provider',
      targetId: providerId,
      reason: input.reason,
      data: { futureBookings: input.futureBookings, bookings: future.map((row) => row.id) },
    });
    await notifyUser(
      tx,
      provider.userId,
      input.futureBookings === 'cancel' ? 'providerSuspendedCancel' : 'providerSuspendedKeep',
      { reason: input.reason, count: String(future.length) },
      { providerId },
    );
  });
  return providerRow(ctx, providerId);
}

/** Lists a suspended provider again (slots for the horizon made); they are told. */
export async function reinstateProvider(ctx: AppContext, admin: CurrentUser, providerId: string, reason: string) {
  await ctx.db.transaction(async (tx) => {
    const provider = await lockProvider(tx, providerId);
    if (provider.verification !== 'suspended') throw new AppError('conflict', { message: 'This provider is not suspended.' });
    const now = ctx.now();
    await tx.update(providers).set({ verification: 'verified', updatedAt: now }).where(eq(providers.id, providerId));
    await recordAdminAction(ctx, tx, {
      adminId: admin.id,
      action: 'provider.reinstate',
      targetType: 'provider',
      targetId: providerId,
      reason,
    });
    await notifyUser(tx, provider.userId, 'providerReinstated', { reason }, { providerId });
  });
  await topUpSlots(ctx, [providerId]);
  return providerRow(ctx, providerId);
}
