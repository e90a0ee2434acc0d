import { and, count, eq, gte, lt, lte, sql } from 'drizzle-orm';
import { bookingChannels, bookingStatuses, type BookingChannel, type BookingStatus } from '#db/schema/enums.ts';
import { bookingDayCounts, outbox, providers, transactions, user } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';
import type { IstRange } from './ist-range.ts';

export type DashboardFigures = {
  bookings: { total: number; byStatus: Record<BookingStatus, number>; byChannel: Record<BookingChannel, number> };
  revenue: { bookingsPaise: number; plansPaise: number };
  newClients: number;
  newProviders: number;
  failedMessages: number;
};

const zeros = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
const one = async (query: Promise<Array<{ n: number }>>) => (await query)[0]?.n ?? 0;

/**
 * The dashboard's figures over a range of IST days: bookings made in it by status and channel, and
 * their paid amounts (from booking_day_counts, the rollup the bookings trigger keeps), plan revenue,
 * sign-ups and failed messages. Never rows into JS.
 */
export async function dashboardFigures(ctx: AppContext, range: IstRange): Promise<DashboardFigures> {
  const db = ctx.db;
  const n = count();
  const [groups, plansPaise, newClients, newProviders, failedMessages] = await Promise.all([
    db
      .select({
        status: bookingDayCounts.status,
        channel: bookingDayCounts.channel,
        n: sql<number>`coalesce(sum(${bookingDayCounts.bookings}), 0)`.mapWith(Number),
        paidPaise: sql<number>`coalesce(sum(${bookingDayCounts.paidPaise}), 0)`.mapWith(Number),
      })
      .from(bookingDayCounts)
      .where(and(gte(bookingDayCounts.day, range.from), lte(bookingDayCounts.day, range.to)))
      .groupBy(bookingDayCounts.status, bookingDayCounts.channel),
    // A plan's money counts on the day an admin verified its payment.
    one(
      db
        .select({ n: sql<number>`coalesce(sum(${transactions.amountPaise}), 0)`.mapWith(Number) })
        .from(transactions)
        .where(
          and(
            eq(transactions.kind, 'plan'),
            eq(transactions.status, 'succeeded'),
            sql`coalesce(${transactions.verifiedAt}, ${transactions.createdAt}) >= ${range.start}`,
            sql`coalesce(${transactions.verifiedAt}, ${transactions.createdAt}) < ${range.end}`,
          ),
        ),
    ),
    one(
      db
        .select({ n })
        .from(user)
        .where(and(eq(user.role, 'user'), gte(user.createdAt, range.start), lt(user.createdAt, range.end))),
    ),
    one(
      db
        .select({ n })
        .from(providers)
        .where(and(gte(providers.createdAt, range.start), lt(providers.createdAt, range.end))),
    ),
    // A row becomes failed when its last attempt is refused: that attempt's time is its updated_at.
    one(
      db
        .select({ n })
        .from(outbox)
        .where(and(eq(outbox.status, 'failed'), gte(outbox.updatedAt, range.start), lt(outbox.updatedAt, range.end))),
    ),
  ]);
  const byStatus = zeros(bookingStatuses);
  const byChannel = zeros(bookingChannels);
  let total = 0;
  let bookingsPaise = 0;
  for (const group of groups) {
    byStatus[group.status] += group.n;
    byChannel[group.channel] += group.n;
    total += group.n;
    bookingsPaise += group.paidPaise;
  }
  return { bookings: { total, byStatus, byChannel }, revenue: { bookingsPaise, plansPaise }, newClients, newProviders, failedMessages };
}
