import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { lockPauseScope } from '#db/queries/emergency-pauses.ts';
import { emergencyPauses, providers, user, type CategoryId } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';
import type { CurrentUser } from '../../core/current-user.ts';
import { AppError } from '../../core/errors.ts';
import { recordAdminAction } from '../admin/admin-actions.ts';
import { inBookingTransaction } from '../bookings/booking-transaction.ts';
import { cancelIfActive, loadBookingOf } from '../bookings/cancel-booking.ts';
import { listAffectedBookings, requireScopeProvider } from './affected-bookings.ts';
import { checkPeriod, type PausePeriod, type PauseScope } from './pause-scope.ts';
import { forgetActivePauses } from './active-pauses.ts';

export type NewPause = PauseScope & PausePeriod & { reason: string; cancelBookings: boolean; returnFreeBooking: boolean };

export type PauseView = {
  id: string;
  scope: 'provider' | 'category_city' | 'city';
  provider: { id: string; name: string } | null;
  category: CategoryId | null;
  city: string | null;
  from: string;
  to: string;
  reason: string;
  cancelBookings: boolean;
  returnFreeBooking: boolean;
  createdAt: string;
  createdBy: string | null;
  endedAt: string | null;
  active: boolean;
};

const pauseColumns = {
  id: emergencyPauses.id,
  scope: emergencyPauses.scope,
  providerId: providers.id,
  providerName: providers.name,
  category: emergencyPauses.category,
  city: emergencyPauses.city,
  from: emergencyPauses.startsAt,
  to: emergencyPauses.endsAt,
  reason: emergencyPauses.reason,
  cancelBookings: emergencyPauses.cancelBookings,
  returnFreeBooking: emergencyPauses.returnFreeBooking,
  createdAt: emergencyPauses.createdAt,
  createdBy: user.name,
  endedAt: emergencyPauses.endedAt,
};

type PauseRow = Awaited<ReturnType<typeof selectPauses>>[number];

function toPauseView(row: PauseRow, now: Date): PauseView {
  return {
    id: row.id,
    scope: row.scope as PauseView['scope'],
    provider: row.providerId ? { id: row.providerId, name: row.providerName ?? '' } : null,
    category: row.category,
    city: row.city,
    from: row.from.toISOString(),
    to: row.to.toISOString(),
    reason: row.reason,
    cancelBookings: row.cancelBookings,
    returnFreeBooking: row.returnFreeBooking,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    endedAt: row.endedAt?.toISOString() ?? null,
    active: !row.endedAt && row.to.getTime() > now.getTime(),
  };
}

function selectPauses(ctx: AppContext) {
  return ctx.db
    .select(pauseColumns)
    .from(emergencyPauses)
    .leftJoin(providers, eq(providers.id, emergencyPauses.providerId))
    .leftJoin(user, eq(user.id, emergencyPauses.createdBy));
}

async function readPause(ctx: AppContext, id: string): Promise<PauseView> {
  const [row] = await selectPauses(ctx).where(eq(emergencyPauses.id, id));
  if (!row) throw new AppError('not_found', { message: 'Pause not found.' });
  return toPauseView(row, ctx.now());
}

/** Active pauses first (by end), then past ones, newest first; the last 100. */
export async function listPauses(ctx: AppContext): Promise<{ active: PauseView[]; past: PauseView[] }> {
  const now = ctx.now();
  const rows = await selectPauses(ctx).orderBy(desc(emergencyPauses.createdAt)).limit(100);
  const views = rows.map((row) => toPauseView(row, now));
  return { active: views.filter((view) => view.active), past: views.filter((view) => !view.active) };
}

function scopeColumns(input: PauseScope) {
  if (input.scope === 'provider') return { scope: input.scope, providerId: input.providerId };
  if (input.scope === 'city') return { scope: input.scope, city: input.city.trim() };
  return { scope: input.scope, category: input.category, city: input.city.trim() };
}

/**
 * Pauses a provider, a category in a city or a city, in one transaction under the scope's lock
 * (lockPauseScope, which every booking of the scope holds shared): the pause, then (when
 * asked) every affected future booking cancelled as an emergency — each client and provider told
 * in their language by the usual booking notices — and the admin's action recorded.
 */
export async function createPause(ctx: AppContext, admin: CurrentUser, input: NewPause): Promise<{ pause: PauseView; cancelled: number }> {
  const now = ctx.now();
  checkPeriod(input, now);
  await requireScopeProvider(ctx.db, input);
  const { id, cancelled } = await inBookingTransaction(ctx, async (tx, emit) => {
    // First the scope's lock: bookings in flight commit before the list below (and are cancelled
    // with the others); later ones wait for this commit and are refused (issue 22.2).
    await lockPauseScope(tx, input);
    const [pause] = await tx
      .insert(emergencyPauses)
      .values({
        ...scopeColumns(input),
        startsAt: input.from,
        endsAt: input.to,
        reason: input.reason,
        cancelBookings: input.cancelBookings,
        returnFreeBooking: input.returnFreeBooking,
        createdBy: admin.id,
        createdAt: now,
      })
      .returning({ id: emergencyPauses.id });
    const affected = input.cancelBookings ? await listAffectedBookings(tx, input, input, now, Number.MAX_SAFE_INTEGER) : [];
    const cancelledIds: string[] = [];
    for (const booking of affected) {
      const found = await loadBookingOf(tx, { providerId: booking.provider.id }, booking.id);
      // A client's own cancel may commit after the list above: that booking is skipped, not an error.
      const cancelled = await cancelIfActive(ctx, tx, emit, found, {
        byEmergency: { reason: input.reason, returnFreeBooking: input.returnFreeBooking },
      });
      if (cancelled) cancelledIds.push(booking.id);
    }
    await recordAdminAction(ctx, tx, {
      adminId: admin.id,
      action: 'emergency.pause',
      targetType: 'emergency_pause',
      targetId: pause!.id,
      reason: input.reason,
      data: {
        ...scopeColumns(input),
        from: input.from.toISOString(),
        to: input.to.toISOString(),
        cancelled: cancelledIds,
      },
    });
    return { id: pause!.id, cancelled: cancelledIds.length };
  });
  forgetActivePauses(ctx);
  return { pause: await readPause(ctx, id), cancelled };
}

/** Undo: the pause ends now (booking allowed again, banner gone); cancelled bookings stay cancelled. */
export async function endPause(ctx: AppContext, admin: CurrentUser, id: string): Promise<PauseView> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const [ended] = await tx
      .update(emergencyPauses)
      .set({ endedAt: now, endedBy: admin.id })
      .where(and(eq(emergencyPauses.id, id), isNull(emergencyPauses.endedAt), gt(emergencyPauses.endsAt, now)))
      .returning({ id: emergencyPauses.id });
    if (!ended) {
      const [exists] = await tx.select({ id: emergencyPauses.id }).from(emergencyPauses).where(eq(emergencyPauses.id, id));
      throw exists
        ? new AppError('conflict', { message: 'This pause has already ended.' })
        : new AppError('not_found', { message: 'Pause not found.' });
    }
    await recordAdminAction(ctx, tx, { adminId: admin.id, action: 'emergency.end', targetType: 'emergency_pause', targetId: id });
  });
  forgetActivePauses(ctx);
  return readPause(ctx, id);
}
