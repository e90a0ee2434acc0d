import { and, desc, gte, lte, sql } from 'drizzle-orm';
import { bookingChannels, type BookingChannel, type CategoryId } from '#db/schema/enums.ts';
import { bookingDayCounts, bookingDayPlaces } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';
import { daysOf, type IstRange } from './ist-range.ts';

/**
 * Every chart counts the bookings made in the range from the rollups the bookings trigger keeps
 * (booking_day_counts, booking_day_places: a few rows per IST day), never the bookings themselves.
 */
const countsIn = (range: IstRange) => and(gte(bookingDayCounts.day, range.from), lte(bookingDayCounts.day, range.to));
const placesIn = (range: IstRange) => and(gte(bookingDayPlaces.day, range.from), lte(bookingDayPlaces.day, range.to));
const summed = (column: typeof bookingDayCounts.bookings | typeof bookingDayPlaces.bookings) =>
  sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

/** Channels where the client booked by talking to Mitra; the rest (web, admin) are the screens. */
export const chattingChannels: readonly BookingChannel[] = ['chat', 'whatsapp', 'sms'];
/** Cities shown by name; the rest are added up as "others". */
export const topCities = 10;

export type ChannelDay = { date: string } & Record<BookingChannel, number>;

export async function bookingsByChannelPerDay(ctx: AppContext, range: IstRange): Promise<ChannelDay[]> {
  const rows = await ctx.db
    .select({ day: bookingDayCounts.day, channel: bookingDayCounts.channel, n: summed(bookingDayCounts.bookings) })
    .from(bookingDayCounts)
    .where(countsIn(range))
    .groupBy(bookingDayCounts.day, bookingDayCounts.channel);
  const days = new Map(
    daysOf(range).map((date) => [date, { date, ...Object.fromEntries(bookingChannels.map((c) => [c, 0])) } as ChannelDay]),
  );
  for (const row of rows) {
    const day = days.get(row.day);
    if (day) day[row.channel] += row.n;
  }
  return [...days.values()];
}

/** The range's bookings added up by one place column (category or city), most first; places with none left out. */
function placeTotals<Column extends typeof bookingDayPlaces.category | typeof bookingDayPlaces.city>(
  ctx: AppContext,
  range: IstRange,
  column: Column,
) {
  const total = summed(bookingDayPlaces.bookings);
  return ctx.db
    .select({ place: column, count: total })
    .from(bookingDayPlaces)
    .where(placesIn(range))
    .groupBy(column)
    .having(sql`sum(${bookingDayPlaces.bookings}) > 0`)
    .orderBy(desc(total), column);
}

export async function bookingsByCategory(ctx: AppContext, range: IstRange): Promise<Array<{ category: CategoryId; count: number }>> {
  const rows = await placeTotals(ctx, range, bookingDayPlaces.category);
  return rows.map((row) => ({ category: row.place, count: row.count }));
}

export async function bookingsByCity(
  ctx: AppContext,
  range: IstRange,
): Promise<{ cities: Array<{ city: string; count: number }>; others: number }> {
  const rows = (await placeTotals(ctx, range, bookingDayPlaces.city)).map((row) => ({ city: row.place, count: row.count }));
  const others = rows.slice(topCities).reduce((sum, row) => sum + row.count, 0);
  return { cities: rows.slice(0, topCities), others };
}

export type OutcomeDay = { date: string; cancelled: number; noShows: number };

/** Per day the bookings were made: how many of them ended cancelled or as a no-show. */
export async function cancellationsPerDay(ctx: AppContext, range: IstRange): Promise<OutcomeDay[]> {
  const rows = await ctx.db
    .select({
      day: bookingDayCounts.day,
      cancelled:
        sql<number>`coalesce(sum(${bookingDayCounts.bookings}) filter (where ${bookingDayCounts.status} = 'cancelled'), 0)`.mapWith(Number),
      noShows: sql<number>`coalesce(sum(${bookingDayCounts.bookings}) filter (where ${bookingDayCounts.status} = 'no_show'), 0)`.mapWith(
        Number,
      ),
    })
    .from(bookingDayCounts)
    .where(countsIn(range))
    .groupBy(bookingDayCounts.day);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return daysOf(range).map((date) => ({ date, cancelled: byDay.get(date)?.cancelled ?? 0, noShows: byDay.get(date)?.noShows ?? 0 }));
}

export type ChatShare = { chatting: number; screens: number; byChannel: Record<BookingChannel, number> };

export async function chatShare(ctx: AppContext, range: IstRange): Promise<ChatShare> {
  const rows = await ctx.db
    .select({ channel: bookingDayCounts.channel, n: summed(bookingDayCounts.bookings) })
    .from(bookingDayCounts)
    .where(countsIn(range))
    .groupBy(bookingDayCounts.channel);
  const byChannel = Object.fromEntries(bookingChannels.map((c) => [c, 0])) as Record<BookingChannel, number>;
  for (const row of rows) byChannel[row.channel] = row.n;
  const chatting = chattingChannels.reduce((sum, channel) => sum + byChannel[channel], 0);
  const total = Object.values(byChannel).reduce((sum, value) => sum + value, 0);
  return { chatting, screens: total - chatting, byChannel };
}
