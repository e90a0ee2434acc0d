import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { providers } from './catalog.ts';
import { bookingChannelEnum, bookingStatusEnum, categoryEnum, conversationChannelEnum, localeEnum } from './enums.ts';
import { conversations } from './messaging.ts';

/** A search that found nothing (the catalogue's search box or Mitra's search), for the analytics. */
export const searchMisses = pgTable(
  'search_misses',
  {
    id: uuid().primaryKey().defaultRandom(),
    term: text().notNull(),
    /** `web` (the catalogue), `chat` or `whatsapp`/`sms` (Mitra). */
    source: text().notNull(),
    locale: localeEnum(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('search_misses_created_idx').on(t.createdAt)],
);

/**
 * One of Mitra's turns: where, in which language, by which model, and how it ended. `outcome` is
 * `answered`, `booked`, `not_understood` (Mitra asked again or said it did not get it) or `error`.
 * The misses are what the team teaches Mitra next.
 */
export const agentTurns = pgTable(
  'agent_turns',
  {
    id: uuid().primaryKey().defaultRandom(),
    conversationId: uuid().references(() => conversations.id, { onDelete: 'set null' }),
    channel: conversationChannelEnum().notNull(),
    locale: localeEnum().notNull(),
    model: text().notNull(),
    outcome: text().notNull(),
    /** What the person wrote (kept for the misses). */
    userText: text().notNull().default(''),
    replyText: text().notNull().default(''),
    durationMs: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('agent_turns_created_idx').on(t.createdAt),
    index('agent_turns_misses_idx')
      .on(t.createdAt)
      .where(sql`${t.outcome} in ('not_understood', 'error')`),
  ],
);

/**
 * An emergency pause (floods, strikes): a provider, a category in a city, or a whole city takes no
 * bookings from `startsAt` to `endsAt`. `endedAt` set = undone.
 */
export const emergencyPauses = pgTable(
  'emergency_pauses',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** `provider`, `category_city` or `city`. */
    scope: text().notNull(),
    providerId: uuid().references(() => providers.id, { onDelete: 'cascade' }),
    category: categoryEnum(),
    city: text(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    /** Why, shown in the banner and told to the clients. */
    reason: text().notNull(),
    cancelBookings: boolean().notNull().default(true),
    /** Whether a cancelled booking's free booking is given back. */
    returnFreeBooking: boolean().notNull().default(true),
    createdBy: text().references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp({ withTimezone: true }),
    endedBy: text().references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('emergency_pauses_active_idx')
      .on(t.endsAt)
      .where(sql`${t.endedAt} is null`),
  ],
);

/** Each running instance's heartbeat and its workers' last runs, for the Health page. */
export const instanceHeartbeats = pgTable('instance_heartbeats', {
  instanceId: text().primaryKey(),
  hostname: text().notNull(),
  pid: text().notNull(),
  version: text().notNull(),
  startedAt: timestamp({ withTimezone: true }).notNull(),
  beatAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /** Worker name → its last run (ISO) and last error. */
  workers: jsonb().$type<Record<string, { lastRunAt: string | null; lastError: string | null }>>().notNull().default({}),
});

/**
 * Bookings counted by the IST day they were made, their channel and status: kept exact by a trigger
 * on bookings (every insert, delete and change of status, channel, payment or amount, in the same
 * transaction). The dashboard and the analytics read these few rows a day instead of the bookings.
 * `shard` (from the booking's id) spreads one day's busiest row over eight, so concurrent bookings
 * rarely wait for each other's row lock; readers add the shards up.
 */
export const bookingDayCounts = pgTable(
  'booking_day_counts',
  {
    day: date({ mode: 'string' }).notNull(),
    channel: bookingChannelEnum().notNull(),
    status: bookingStatusEnum().notNull(),
    shard: smallint().notNull(),
    bookings: integer().notNull().default(0),
    /** The amounts of the bookings paid, in paise. */
    paidPaise: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.channel, t.status, t.shard] })],
);

/**
 * Bookings counted by the IST day they were made and the category and city of their provider when
 * they were made (the same trigger keeps it; a provider who later moves keeps their past bookings
 * where they were). Read by the analytics' category and city charts.
 */
export const bookingDayPlaces = pgTable(
  'booking_day_places',
  {
    day: date({ mode: 'string' }).notNull(),
    category: categoryEnum().notNull(),
    city: text().notNull(),
    shard: smallint().notNull(),
    bookings: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.category, t.city, t.shard] })],
);
