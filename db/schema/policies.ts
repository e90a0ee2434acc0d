import { sql } from 'drizzle-orm';
import { check, date, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { providers, timeSlots } from './catalog.ts';
import { bookingChannelEnum } from './enums.ts';

export const partsOfDay = ['morning', 'afternoon', 'evening'] as const;
export type PartOfDay = (typeof partsOfDay)[number];

/**
 * `waiting` until a matching slot frees; `offered` while a slot is held for it (slot_holds);
 * then `booked`, `cancelled` by the client, or `expired` with its day.
 */
export const waitlistStatuses = ['waiting', 'offered', 'booked', 'cancelled', 'expired'] as const;
export type WaitlistStatus = (typeof waitlistStatuses)[number];
export const waitlistStatusEnum = pgEnum('waitlist_status', waitlistStatuses);

/** A client waiting for a provider's day, or part of it, to free up (issue 26.2). */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    providerId: uuid()
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    /** The day asked for, in IST. */
    day: date({ mode: 'string' }).notNull(),
    /** Null means any time that day. */
    partOfDay: text().$type<PartOfDay>(),
    status: waitlistStatusEnum().notNull().default('waiting'),
    /** Where the client joined: the offer goes back there too (WhatsApp/SMS besides the in-app notice). */
    channel: bookingChannelEnum().notNull().default('web'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The first waiter of a provider's day is found in join order.
    index('waitlist_entries_provider_day_idx').on(t.providerId, t.day, t.createdAt),
    index('waitlist_entries_user_idx').on(t.userId, t.createdAt),
    // One live entry per client, provider, day and part of day.
    uniqueIndex('waitlist_entries_live_uq')
      .on(t.userId, t.providerId, t.day, sql`coalesce(${t.partOfDay}, '')`)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    check('waitlist_entries_part_check', sql`${t.partOfDay} is null or ${t.partOfDay} in ('morning', 'afternoon', 'evening')`),
  ],
);

/**
 * A freed slot held for one waiter until `expiresAt`: anyone else booking it gets 409 `slot_held`.
 * One hold per slot; an expired hold passes to the next waiter or is deleted.
 */
export const slotHolds = pgTable(
  'slot_holds',
  {
    slotId: uuid()
      .primaryKey()
      .references(() => timeSlots.id, { onDelete: 'cascade' }),
    waitlistEntryId: uuid()
      .notNull()
      .references(() => waitlistEntries.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('slot_holds_expires_idx').on(t.expiresAt), index('slot_holds_entry_idx').on(t.waitlistEntryId)],
);

/** An admin lifting a client's no-show block (issue 26.3): no-shows marked before `createdAt` no longer count. */
export const noShowBlockLifts = pgTable(
  'no_show_block_lifts',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    liftedBy: text().references(() => user.id, { onDelete: 'set null' }),
    reason: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('no_show_block_lifts_user_idx').on(t.userId, t.createdAt)],
);
