import { index, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { bookings } from './bookings.ts';

/**
 * What admins do to people and things (deactivate, change a plan, suspend a provider, move a
 * booking…): who, to what, why. Read by the panel's history and by support.
 */
export const adminActions = pgTable(
  'admin_actions',
  {
    id: uuid().primaryKey().defaultRandom(),
    adminId: text().references(() => user.id, { onDelete: 'set null' }),
    /** A short verb, `user.deactivate`, `provider.suspend`, `booking.move`, `payment.verify`… */
    action: text().notNull(),
    targetType: text().notNull(),
    targetId: text().notNull(),
    reason: text(),
    data: jsonb().$type<Record<string, unknown>>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_actions_target_idx').on(t.targetType, t.targetId, t.createdAt), index('admin_actions_created_idx').on(t.createdAt)],
);

/** Platform settings an admin may change (free booking limit, plan prices…); one row per key. */
export const platformSettings = pgTable('platform_settings', {
  key: text().primaryKey(),
  value: jsonb().$type<unknown>().notNull(),
  updatedBy: text().references(() => user.id, { onDelete: 'set null' }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Any JSON value, as a jsonb column holds it (a setting's value may change shape between releases). */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** Every settings change, kept: who, when, from what to what. */
export const settingChanges = pgTable(
  'setting_changes',
  {
    id: uuid().primaryKey().defaultRandom(),
    key: text().notNull(),
    oldValue: jsonb().$type<JsonValue>(),
    newValue: jsonb().$type<JsonValue>().notNull(),
    changedBy: text().references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('setting_changes_created_idx').on(t.createdAt)],
);

export const complaintStatusEnum = pgEnum('complaint_status', ['open', 'in_progress', 'resolved']);

/** A client's complaint, usually about a booking; admins assign, answer and resolve it. */
export const complaints = pgTable(
  'complaints',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    bookingId: uuid().references(() => bookings.id, { onDelete: 'set null' }),
    /** Where it was raised: `web`, `chat`, `whatsapp`, `sms`. */
    channel: text().notNull().default('web'),
    subject: text().notNull(),
    body: text().notNull(),
    status: complaintStatusEnum().notNull().default('open'),
    assignedTo: text().references(() => user.id, { onDelete: 'set null' }),
    resolvedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('complaints_status_idx').on(t.status, t.createdAt), index('complaints_user_idx').on(t.userId, t.createdAt)],
);

/** The conversation on a complaint: the client's follow-ups and the admins' answers. */
export const complaintMessages = pgTable(
  'complaint_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    complaintId: uuid()
      .notNull()
      .references(() => complaints.id, { onDelete: 'cascade' }),
    authorId: text().references(() => user.id, { onDelete: 'set null' }),
    /** `client` or `admin`. */
    authorRole: text().notNull(),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('complaint_messages_complaint_idx').on(t.complaintId, t.createdAt)],
);
