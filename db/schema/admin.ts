import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { user } from './auth.ts';
import { providers } from './catalog.ts';
import { requestStatusEnum } from './enums.ts';

/** A client asking to become a provider (or another role); an admin decides. */
export const roleRequests = pgTable(
  'role_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    newRole: text().notNull(),
    reason: text().notNull(),
    status: requestStatusEnum().notNull().default('pending'),
    /** For a provider application: the unlisted provider it created. */
    providerId: uuid().references(() => providers.id, { onDelete: 'set null' }),
    /** Why an admin rejected it (shown to the applicant). */
    decisionReason: text(),
    reviewedBy: text().references(() => user.id, { onDelete: 'set null' }),
    reviewedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('role_requests_one_pending_uq')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
    index('role_requests_status_idx').on(t.status, t.createdAt),
  ],
);

export const ipWhitelist = pgTable('ip_whitelist', {
  id: uuid().primaryKey().defaultRandom(),
  ipAddress: text().notNull(),
  ipRange: text(),
  description: text(),
  isActive: boolean().notNull().default(true),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const adminAccessLogs = pgTable(
  'admin_access_logs',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text().references(() => user.id, { onDelete: 'set null' }),
    ipAddress: text(),
    accessGranted: boolean().notNull(),
    routeAccessed: text().notNull(),
    userAgent: text(),
    /** When the first call of the row was made. */
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * Refused calls are counted, not kept one by one: one row per caller (account or, signed out,
     * address) and hour (`bucket`, unique), `hits` calls, the last at `lastSeenAt`. A granted call
     * is its own row (bucket null).
     */
    bucket: text(),
    hits: integer().notNull().default(1),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_access_logs_created_idx').on(t.createdAt),
    index('admin_access_logs_last_seen_idx').on(t.lastSeenAt),
    uniqueIndex('admin_access_logs_bucket_uq').on(t.bucket),
  ],
);

/** Fixed-window request counters shared by every API instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text().primaryKey(),
  count: integer().notNull().default(0),
  resetAt: timestamp({ withTimezone: true }).notNull(),
});
