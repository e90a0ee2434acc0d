import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { bookingChannels, type BookingChannel, type CategoryId } from '#db/schema/enums.ts';
import { bookings, providers } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';
import { daysOf, type IstRange } from './ist-range.ts';

/** Every chart counts the bookings made in the range (bookings_created_idx), grouped in SQL. */
const madeIn = (range: IstRange) => and(gte(bookings.createdAt, range.start), lt(bookings.createdAt, range.end));
/** The IST day a booking was made, as YYYY-MM-DD. */
const madeOn: SQL<string> = sql<string>`to_char(${bookings.createdAt} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`;

/** Channels where the client booked by talking to Mitra; the rest (web, admin) are the screens. */
export const chattingChannels: readonly BookingChannel[] = ['chat', 'whatsapp', 'sms'];
/** Cities shown by name; the rest are added up as "others". */
export const topCities = 10;

export type ChannelDay = { date: string } & Record<BookingChannel, number>;

export async function bookingsByChannelPerDay(ctx: AppContext, range: IstRange): Promise<ChannelDay[]> {
  const rows = await ctx.db
    .select({ day: madeOn, channel: bookings.channel, n: count() })
    .from(bookings)
    .where(madeIn(range))
    .groupBy(madeOn, bookings.channel);
  const days = new Map(
    daysOf(range).map((date) => [date, { date, ...Object.fromEntries(bookingChannels.map((c) => [c, 0])) } as ChannelDay]),
  );
  for (const row of rows) {
    const day = days.get(row.day);
    if (day) day[row.channel] += row.n;
  }
  return [...days.values()];
}

export async function bookingsByCategory(ctx: AppContext, range: IstRange): Promise<Array<{ category: CategoryId; count: number }>> {
  return ctx.db
    .select({ category: providers.category, count: count() })
    .from(bookings)
    .innerJoin(providers, eq(providers.id, bookings.providerId))
    .where(madeIn(range))
    .groupBy(providers.category)
    .orderBy(desc(count()), providers.category);
}

export async function bookingsByCity(
  ctx: AppContext,
  range: IstRange,
): Promise<{ cities: Array<{ city: string; count: number }>; others: number }> {
  const rows = await ctx.db
    .select({ city: providers.city, count: count() })
    .from(bookings)
    .innerJoin(providers, eq(providers.id, bookings.providerId))
    .where(madeIn(range))
    .groupBy(providers.city)
    .orderBy(desc(count()), providers.city);
  const others = rows.slice(topCities).reduce((sum, row) => sum + row.count, 0);
  return { cities: rows.slice(0, topCities), others };
}

export type OutcomeDay = { date: string; cancelled: number; noShows: number };

/** Per day the bookings were made: how many of them ended cancelled or as a no-show. */
export async function cancellationsPerDay(ctx: AppContext, range: IstRange): Promise<OutcomeDay[]> {
  const rows = await ctx.db
    .select({
      day: madeOn,
      cancelled: sql<number>`count(*) filter (where ${bookings.status} = 'cancelled')`.mapWith(Number),
      noShows: sql<number>`count(*) filter (where ${bookings.status} = 'no_show')`.mapWith(Number),
    })
    .from(bookings)
    .where(madeIn(range))
    .groupBy(madeOn);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return daysOf(range).map((date) => ({ date, cancelled: byDay.get(date)?.cancelled ?? 0, noShows: byDay.get(date)?.noShows ?? 0 }));
}

export type ChatShare = { chatting: number; screens: number; byChannel: Record<BookingChannel, number> };

export async function chatShare(ctx: AppContext, range: IstRange): Promise<ChatShare> {
  const rows = await ctx.db.select({ channel: bookings.channel, n: count() }).from(bookings).where(madeIn(range)).groupBy(bookings.channel);
  const byChannel = Object.fromEntries(bookingChannels.map((c) => [c, 0])) as Record<BookingChannel, number>;
  for (const row of rows) byChannel[row.channel] = row.n;
  const chatting = chattingChannels.reduce((sum, channel) => sum + byChannel[channel], 0);
  const total = Object.values(byChannel).reduce((sum, value) => sum + value, 0);
  return { chatting, screens: total - chatting, byChannel };
}
