import { and, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { bookings, complaints, providers, roleRequests, services, transactions, user } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';
import { addDays, istDate, istToInstant } from '../../core/time-zone.ts';
import { dashboardFigures, type DashboardFigures } from '../insights/dashboard-figures.ts';
import { dashboardRange, type DashboardRangeKey } from '../insights/ist-range.ts';

export type AdminOverview = {
  /** Things waiting for an admin, each a link on the dashboard. */
  waiting: { roleRequests: number; services: number; payments: number; complaints: number; providers: number };
  /** Today in IST. */
  today: { date: string; bookings: number; cancelled: number };
  platform: { clients: number; providers: number; bookingsUpcoming: number };
  /** The range switch (today, 7 or 30 IST days, today included) and its figures. */
  range: { key: DashboardRangeKey; from: string; to: string };
  figures: DashboardFigures;
};

const one = async (query: Promise<Array<{ n: number }>>) => (await query)[0]?.n ?? 0;

/** The dashboard's figures: what is waiting for an admin and how today looks. Each is one indexed count. */
export async function adminOverview(ctx: AppContext, rangeKey: DashboardRangeKey = 'today'): Promise<AdminOverview> {
  const now = ctx.now();
  const today = istDate(now);
  const dayStart = istToInstant(today);
  const dayEnd = istToInstant(addDays(today, 1));
  const db = ctx.db;
  const n = count();
  const range = dashboardRange(now, rangeKey);
  const [roleRequestsWaiting, servicesWaiting, paymentsWaiting, complaintsOpen, providersPending] = await Promise.all([
    one(db.select({ n }).from(roleRequests).where(eq(roleRequests.status, 'pending'))),
    one(db.select({ n }).from(services).where(eq(services.approval, 'pending'))),
    one(
      db
        .select({ n })
        .from(transactions)
        .where(and(eq(transactions.status, 'pending'), sql`${transactions.reference} is not null`)),
    ),
    one(
      db
        .select({ n })
        .from(complaints)
        .where(inArray(complaints.status, ['open', 'in_progress'])),
    ),
    one(db.select({ n }).from(providers).where(eq(providers.verification, 'pending'))),
  ]);
  const [todayBookings, todayCancelled, clients, listed, upcoming] = await Promise.all([
    one(
      db
        .select({ n })
        .from(bookings)
        .where(and(gte(bookings.startsAt, dayStart), lt(bookings.startsAt, dayEnd))),
    ),
    one(
      db
        .select({ n })
        .from(bookings)
        .where(and(gte(bookings.startsAt, dayStart), lt(bookings.startsAt, dayEnd), eq(bookings.status, 'cancelled'))),
    ),
    one(db.select({ n }).from(user).where(eq(user.role, 'user'))),
    one(db.select({ n }).from(providers).where(eq(providers.verification, 'verified'))),
    one(
      db
        .select({ n })
        .from(bookings)
        .where(and(gte(bookings.startsAt, now), inArray(bookings.status, ['pending', 'confirmed']))),
    ),
  ]);
  return {
    waiting: {
      roleRequests: roleRequestsWaiting,
      services: servicesWaiting,
      payments: paymentsWaiting,
      complaints: complaintsOpen,
      providers: providersPending,
    },
    today: { date: today, bookings: todayBookings, cancelled: todayCancelled },
    platform: { clients, providers: listed, bookingsUpcoming: upcoming },
    range: { key: rangeKey, from: range.from, to: range.to },
    figures: await dashboardFigures(ctx, range),
  };
}
