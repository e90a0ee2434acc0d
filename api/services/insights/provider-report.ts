import { and, asc, count, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { bookings, providers, rewardEntries, type CategoryId } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';
import { pageWindow } from '../../core/page-window.ts';
import type { IstRange } from './ist-range.ts';
import { reportFlagRule, reportFlags, type ReportFlag } from './report-flags.ts';

export const reportSorts = [
  'bookings',
  'completed',
  'noShows',
  'cancelledByProvider',
  'lateCancels',
  'cancelledByClient',
  'rating',
  'earnings',
  'name',
] as const;
export type ReportSort = (typeof reportSorts)[number];

export type ProviderReportQuery = {
  page: number;
  pageSize: number;
  sort: ReportSort;
  dir: 'asc' | 'desc';
  q?: string | undefined;
  flagged?: boolean | undefined;
};

export type ProviderReportRow = {
  provider: { id: string; name: string; category: CategoryId; city: string };
  bookings: number;
  completed: number;
  noShows: number;
  cancelledByProvider: number;
  /** The provider's cancels close to the start that earned the client the guarantee credit (issue 26.4). */
  lateCancels: number;
  cancelledByClient: number;
  /** Cancelled by an admin or an emergency pause. */
  cancelledByAdmin: number;
  /** Cancelled before 0015 recorded who cancelled. */
  cancelledUnknown: number;
  rating: number | null;
  reviews: number;
  earningsPaise: number;
  flags: ReportFlag[];
};

const tally = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
const cancelledBy = (who: SQL) => tally(sql`${bookings.status} = 'cancelled' and ${who}`);
/** A late cancel is one that earned the guarantee: its credit names the booking (one per booking, by index). */
const credited = sql`exists (select 1 from ${rewardEntries} where ${rewardEntries.bookingId} = ${bookings.id} and ${rewardEntries.kind} = 'provider_late_cancel')`;

/** Per provider, the bookings made in the range: one group-by, then providers and ratings joined to it. */
function tallies(ctx: AppContext, range: IstRange) {
  return ctx.db
    .select({
      providerId: bookings.providerId,
      bookings: count().as('bookings'),
      completed: tally(sql`${bookings.status} = 'completed'`).as('completed'),
      noShows: tally(sql`${bookings.status} = 'no_show'`).as('no_shows'),
      cancelledByProvider: cancelledBy(sql`${bookings.cancelledBy} = 'provider'`).as('cancelled_by_provider'),
      lateCancels: cancelledBy(credited).as('late_cancels'),
      cancelledByClient: cancelledBy(sql`${bookings.cancelledBy} = 'client'`).as('cancelled_by_client'),
      cancelledByAdmin: cancelledBy(sql`${bookings.cancelledBy} in ('admin', 'emergency')`).as('cancelled_by_admin'),
      cancelledUnknown: cancelledBy(sql`${bookings.cancelledBy} is null`).as('cancelled_unknown'),
      earningsPaise: sql<number>`coalesce(sum(${bookings.amountPaise}) filter (where ${bookings.paymentStatus} = 'paid'), 0)`
        .mapWith(Number)
        .as('earnings_paise'),
    })
    .from(bookings)
    .where(and(gte(bookings.createdAt, range.start), lt(bookings.createdAt, range.end)))
    .groupBy(bookings.providerId)
    .as('tallies');
}

/** The provider's rating as the catalogue shows it (kept by the reviews service), none before a first review. */
const rating = sql<number | null>`case when ${providers.ratingCount} > 0 then ${providers.ratingAvg} end`.mapWith(Number);

/** Providers with at least one booking made in the range, their outcomes, rating and earnings; paged and sorted in SQL. */
export async function providerReport(ctx: AppContext, range: IstRange, query: ProviderReportQuery) {
  const t = tallies(ctx, range);
  const { ratePercent, minBookings } = reportFlagRule;
  const flagged = sql`${t.bookings} >= ${minBookings} and (${t.cancelledByProvider} * 100 >= ${ratePercent} * ${t.bookings} or ${t.noShows} * 100 >= ${ratePercent} * ${t.bookings})`;
  const search = query.q ? or(ilike(providers.name, `%${query.q}%`), ilike(providers.city, `%${query.q}%`)) : undefined;
  const where = and(search, query.flagged ? flagged : undefined);
  const sortColumns: Record<ReportSort, SQL | SQL.Aliased | typeof providers.name> = {
    bookings: t.bookings,
    completed: t.completed,
    noShows: t.noShows,
    cancelledByProvider: t.cancelledByProvider,
    lateCancels: t.lateCancels,
    cancelledByClient: t.cancelledByClient,
    rating,
    earnings: t.earningsPaise,
    name: providers.name,
  };
  const sortColumn = sortColumns[query.sort];
  // Providers nobody rated yet go last whichever way the rating is sorted.
  const order = query.dir === 'asc' ? sql`${sortColumn} asc nulls last` : sql`${sortColumn} desc nulls last`;
  const { offset, limit } = pageWindow(query);
  // The total rides on each row (a window over the same group-by), so the bookings are tallied once.
  const rows = await ctx.db
    .select({
      provider: { id: providers.id, name: providers.name, category: providers.category, city: providers.city },
      bookings: t.bookings,
      completed: t.completed,
      noShows: t.noShows,
      cancelledByProvider: t.cancelledByProvider,
      lateCancels: t.lateCancels,
      cancelledByClient: t.cancelledByClient,
      cancelledByAdmin: t.cancelledByAdmin,
      cancelledUnknown: t.cancelledUnknown,
      earningsPaise: t.earningsPaise,
      rating,
      reviews: providers.ratingCount,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(t)
    .innerJoin(providers, eq(providers.id, t.providerId))
    .where(where)
    .orderBy(order, asc(providers.name), asc(providers.id))
    .limit(limit)
    .offset(offset);
  // A page past the end has no rows to carry the total: count it on its own then.
  const total =
    rows[0]?.total ??
    (offset === 0
      ? 0
      : ((await ctx.db.select({ n: count() }).from(t).innerJoin(providers, eq(providers.id, t.providerId)).where(where))[0]?.n ?? 0));
  const items: ProviderReportRow[] = rows.map(({ total: _total, ...row }) => ({
    ...row,
    rating: row.rating ?? null,
    reviews: row.reviews ?? 0,
    flags: reportFlags(row),
  }));
  return { items, total, page: query.page, pageSize: query.pageSize, flagRule: reportFlagRule };
}
