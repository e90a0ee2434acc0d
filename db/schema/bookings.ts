import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { user } from './auth.ts';
import { providers, services, timeSlots } from './catalog.ts';
import {
  bookingChannelEnum,
  bookingStatusEnum,
  notificationTypeEnum,
  paymentStatusEnum,
  subscriptionTierEnum,
  transactionStatusEnum,
} from './enums.ts';

/**
 * A client's appointment. The partial unique index on the slot and the exclusion
 * constraint on the provider's time range (migration 0002) make double booking impossible.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    providerId: uuid()
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    serviceId: uuid().references(() => services.id, { onDelete: 'set null' }),
    slotId: uuid()
      .notNull()
      .references(() => timeSlots.id, { onDelete: 'restrict' }),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    name: text().notNull(),
    phone: text(),
    status: bookingStatusEnum().notNull().default('confirmed'),
    channel: bookingChannelEnum().notNull().default('web'),
    amountPaise: integer().notNull().default(0),
    paymentStatus: paymentStatusEnum().notNull().default('none'),
    /** True when this booking used one of the client's free bookings. */
    countedFree: boolean().notNull().default(false),
    cancelledAt: timestamp({ withTimezone: true }),
    /** Why the provider (or an admin) cancelled, told to the client. */
    cancelReason: text(),
    /** Who cancelled: `client`, `provider`, `admin` or `emergency` (null for bookings before 0015). */
    cancelledBy: text(),
    /** When the provider marked it attended or no-show: the undo window (a few minutes) counts from here. */
    finishedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bookings_active_slot_uq')
      .on(t.slotId)
      .where(sql`${t.status} in ('pending', 'confirmed')`),
    index('bookings_user_idx').on(t.userId, t.startsAt),
    // Deleting or regenerating slots checks the foreign key; the active-slot index covers active bookings only.
    index('bookings_slot_idx').on(t.slotId),
    index('bookings_provider_idx').on(t.providerId, t.startsAt),
    // The provider report and the export find the bookings made in a range (the dashboard and the
    // charts read the rollups in insights.ts instead).
    index('bookings_created_idx').on(t.createdAt),
    // The dashboard counts today's appointments (by status) and the upcoming ones.
    index('bookings_starts_idx').on(t.startsAt, t.status),
    // The reminder job scans confirmed bookings by start, every minute.
    index('bookings_confirmed_start_idx')
      .on(t.startsAt)
      .where(sql`${t.status} = 'confirmed'`),
  ],
);

export const transactions = pgTable(
  'transactions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    bookingId: uuid().references(() => bookings.id, { onDelete: 'set null' }),
    amountPaise: integer().notNull(),
    currency: text().notNull().default('INR'),
    method: text().notNull().default('upi'),
    reference: text(),
    status: transactionStatusEnum().notNull().default('pending'),
    /** `booking` (a booking's UPI payment) or `plan` (a Pro or Enterprise plan bought by UPI). */
    kind: text().notNull().default('booking'),
    /** For a plan payment: the plan bought. */
    plan: subscriptionTierEnum(),
    /** Why an admin rejected the payment; the client sees it. */
    rejectReason: text(),
    verifiedBy: text().references(() => user.id, { onDelete: 'set null' }),
    verifiedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('transactions_user_idx').on(t.userId, t.createdAt), index('transactions_status_idx').on(t.status, t.createdAt)],
);

export type NotificationData = { bookingId?: string; providerId?: string; startsAt?: string; roleRequestId?: string; complaintId?: string };

export const notifications = pgTable(
  'notifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    message: text().notNull(),
    type: notificationTypeEnum().notNull().default('other'),
    data: jsonb().$type<NotificationData>(),
    readAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);
