import { asc, eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { bookings, providers, services } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';
import { affectedBookingsWhere, checkPeriod, type PausePeriod, type PauseScope } from './pause-scope.ts';

export type AffectedBooking = {
  id: string;
  startsAt: string;
  clientName: string;
  provider: { id: string; name: string; category: string; city: string };
  serviceName: string | null;
  status: string;
};

/** A preview lists at most this many; the pause itself cancels every one. */
const previewLimit = 500;

/** A provider scope must name a provider that exists (404 otherwise, never an empty pause). */
export async function requireScopeProvider(db: Db, scope: PauseScope): Promise<void> {
  if (scope.scope !== 'provider') return;
  const [found] = await db.select({ id: providers.id }).from(providers).where(eq(providers.id, scope.providerId));
  if (!found) throw new AppError('not_found', { message: 'Provider not found.' });
}

/** The future bookings a pause of this scope and period would cancel, soonest first. */
export async function listAffectedBookings(db: Db, scope: PauseScope, period: PausePeriod, now: Date, limit = previewLimit) {
  return db
    .select({
      id: bookings.id,
      startsAt: bookings.startsAt,
      clientName: bookings.name,
      status: bookings.status,
      serviceName: services.name,
      provider: { id: providers.id, name: providers.name, category: providers.category, city: providers.city },
    })
    .from(bookings)
    .innerJoin(providers, eq(providers.id, bookings.providerId))
    .leftJoin(services, eq(services.id, bookings.serviceId))
    .where(affectedBookingsWhere(scope, period, now))
    .orderBy(asc(bookings.startsAt))
    .limit(limit);
}

/** What the admin sees before confirming a pause: the bookings it would cancel. */
export async function previewPause(ctx: AppContext, scope: PauseScope, period: PausePeriod): Promise<{ bookings: AffectedBooking[] }> {
  const now = ctx.now();
  checkPeriod(period, now);
  await requireScopeProvider(ctx.db, scope);
  const rows = await listAffectedBookings(ctx.db, scope, period, now);
  return { bookings: rows.map((row) => ({ ...row, startsAt: row.startsAt.toISOString() })) };
}
