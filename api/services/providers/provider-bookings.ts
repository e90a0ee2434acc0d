import { and, asc, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { activeBookingStatuses, bookings, providers, services } from '#db/schema/index.ts';
import type { Db } from '#db/client.ts';
import { containsPattern } from '#db/queries/like-pattern.ts';
import type { AppContext } from '../../core/context.ts';
import { addDays, istDate, istToInstant } from '../../core/time-zone.ts';
import { toBookingView, type BookingView } from '../bookings/booking-view.ts';
import { ownProvider } from './own-provider.ts';

/**
 * `upcoming`: active bookings from the start of today (IST) on, soonest first — today's agenda
 * keeps a started appointment until it is marked; `past`: attended, no-show, and active ones
 * from before today, newest first; `cancelled`: newest first; `all`: everything, newest first.
 */
export type ProviderBookingScope = 'upcoming' | 'past' | 'cancelled' | 'all';

export type ProviderBookingFilter = {
  scope: ProviderBookingScope;
  /** One IST day, YYYY-MM-DD. */
  date?: string | undefined;
  /** Part of the client's name or phone number. */
  q?: string | undefined;
  limit: number;
};

/**
 * How long an attended or no-show mark can be undone: long enough to catch a wrong tap, short
 * enough that a review request or the client's points do not stay in doubt.
 */
export const undoMinutes = 5;

/** A booking as its provider sees it: who booked, why it was cancelled, and until when a mark can be undone. */
export type ProviderBookingView = BookingView & { cancelReason: string | null; undoUntil: string | null };

/** Until when the attended or no-show mark can be undone; null when there is no mark. */
export function undoDeadline(booking: { status: string; finishedAt: Date | null }): Date | null {
  if ((booking.status !== 'completed' && booking.status !== 'no_show') || !booking.finishedAt) return null;
  return new Date(booking.finishedAt.getTime() + undoMinutes * 60_000);
}

export function toProviderBookingView(source: Parameters<typeof toBookingView>[0]): ProviderBookingView {
  return {
    ...toBookingView(source),
    cancelReason: source.booking.cancelReason,
    undoUntil: undoDeadline(source.booking)?.toISOString() ?? null,
  };
}

const active = inArray(bookings.status, [...activeBookingStatuses]);

function scopeFilter(scope: ProviderBookingScope, startOfToday: Date): SQL | undefined {
  const beforeToday = lt(bookings.startsAt, startOfToday);
  switch (scope) {
    case 'upcoming':
      return and(active, gte(bookings.startsAt, startOfToday));
    case 'past':
      return or(inArray(bookings.status, ['completed', 'no_show']), and(active, beforeToday));
    case 'cancelled':
      return eq(bookings.status, 'cancelled');
    case 'all':
      return undefined;
  }
}

function searchFilter(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const digits = q.replace(/\D/g, '');
  // People type phone numbers with spaces or without +91: match on the digits they gave.
  const byPhone =
    digits.length >= 3 ? sql`regexp_replace(coalesce(${bookings.phone}, ''), '\\D', '', 'g') like ${containsPattern(digits)}` : undefined;
  return or(sql`${bookings.name} ilike ${containsPattern(q)}`, byPhone);
}

/** One provider's bookings with their service, as the dashboard shows them. */
export async function selectProviderBookings(
  db: Db,
  { providerId, where, order, limit }: { providerId: string; where: SQL | undefined; order: 'soonest' | 'newest'; limit?: number },
): Promise<ProviderBookingView[]> {
  const query = db
    .select({
      booking: bookings,
      provider: { id: providers.id, name: providers.name, category: providers.category, city: providers.city },
      service: { id: services.id, name: services.name },
    })
    .from(bookings)
    .innerJoin(providers, eq(providers.id, bookings.providerId))
    .leftJoin(services, eq(services.id, bookings.serviceId))
    .where(and(eq(bookings.providerId, providerId), where))
    .orderBy(order === 'soonest' ? asc(bookings.startsAt) : desc(bookings.startsAt))
    .$dynamic();
  const rows = await (limit === undefined ? query : query.limit(limit));
  return rows.map(toProviderBookingView);
}

/** The signed-in provider's bookings, filtered by scope, IST day and client name or phone. */
export async function listProviderBookings(ctx: AppContext, userId: string, filter: ProviderBookingFilter): Promise<ProviderBookingView[]> {
  const provider = await ownProvider(ctx, userId);
  const startOfToday = istToInstant(istDate(ctx.now()));
  const day = filter.date
    ? and(gte(bookings.startsAt, istToInstant(filter.date)), lt(bookings.startsAt, istToInstant(addDays(filter.date, 1))))
    : undefined;
  return selectProviderBookings(ctx.db, {
    providerId: provider.id,
    where: and(scopeFilter(filter.scope, startOfToday), day, searchFilter(filter.q)),
    order: filter.scope === 'upcoming' ? 'soonest' : 'newest',
    limit: filter.limit,
  });
}

export type ProviderFigures = {
  /** Bookings today (IST), cancelled ones aside. */
  today: number;
  /** Bookings this week, Monday to Sunday (IST), cancelled ones aside. */
  thisWeek: number;
  /** Attended out of attended and no-show, in the last 90 days; null before the first one. */
  attendanceRate: number | null;
  /** Completed bookings' prices this calendar month (IST), in paise. */
  earningsThisMonthPaise: number;
  rating: { average: number; count: number };
};

/** The dashboard's figures, in one query over the provider's bookings (indexed by provider and start). */
export async function providerFigures(ctx: AppContext, userId: string): Promise<ProviderFigures> {
  const provider = await ownProvider(ctx, userId);
  const today = istDate(ctx.now());
  const weekday = (new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7; // Monday = 0
  const weekStart = istToInstant(addDays(today, -weekday));
  const weekEnd = istToInstant(addDays(today, 7 - weekday));
  const dayStart = istToInstant(today);
  const dayEnd = istToInstant(addDays(today, 1));
  const monthStart = istToInstant(`${today.slice(0, 8)}01`);
  const attendanceFrom = istToInstant(addDays(today, -90));
  const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;
  const [row] = await ctx.db
    .select({
      today: sql<number>`count(*) filter (where ${bookings.status} <> 'cancelled' and ${bookings.startsAt} >= ${at(dayStart)} and ${bookings.startsAt} < ${at(dayEnd)})::int`,
      thisWeek: sql<number>`count(*) filter (where ${bookings.status} <> 'cancelled' and ${bookings.startsAt} >= ${at(weekStart)} and ${bookings.startsAt} < ${at(weekEnd)})::int`,
      attended: sql<number>`count(*) filter (where ${bookings.status} = 'completed' and ${bookings.startsAt} >= ${at(attendanceFrom)})::int`,
      missed: sql<number>`count(*) filter (where ${bookings.status} = 'no_show' and ${bookings.startsAt} >= ${at(attendanceFrom)})::int`,
      earnings: sql<number>`coalesce(sum(${bookings.amountPaise}) filter (where ${bookings.status} = 'completed' and ${bookings.startsAt} >= ${at(monthStart)} and ${bookings.startsAt} < ${at(dayEnd)}), 0)::int`,
    })
    .from(bookings)
    .where(and(eq(bookings.providerId, provider.id), gte(bookings.startsAt, attendanceFrom)));
  const attended = Number(row?.attended ?? 0);
  const marked = attended + Number(row?.missed ?? 0);
  return {
    today: Number(row?.today ?? 0),
    thisWeek: Number(row?.thisWeek ?? 0),
    attendanceRate: marked === 0 ? null : attended / marked,
    earningsThisMonthPaise: Number(row?.earnings ?? 0),
    rating: { average: provider.ratingAvg, count: provider.ratingCount },
  };
}
