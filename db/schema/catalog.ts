import { boolean, check, index, integer, pgTable, real, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { user } from './auth.ts';
import { approvalEnum, categoryEnum, verificationEnum } from './enums.ts';
import { lastTenDigits } from './phone-digits.ts';

/** A bookable professional; always backed by a user with role `provider`. */
export const providers = pgTable(
  'providers',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /**
     * A listed provider's new name while it waits for an admin (issue 22.7): clients keep seeing
     * `name` until it is approved. `pendingNameAt` is when it was asked for.
     */
    pendingName: text(),
    pendingNameAt: timestamp({ withTimezone: true }),
    category: categoryEnum().notNull(),
    /** What the provider calls their speciality ("Dermatologist", "Bridal make-up"). */
    specialty: text(),
    city: text().notNull(),
    area: text(),
    bio: text(),
    languages: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    phone: text(),
    avatarUrl: text(),
    /** The clinic or shop address clients come to; null with `visitsAtHome` only. */
    address: text(),
    /** The provider goes to the client (plumbers, tutors at home…). */
    visitsAtHome: boolean().notNull().default(false),
    verification: verificationEnum().notNull().default('pending'),
    /** Length of one slot; services of this provider fit in one slot. */
    slotMinutes: integer().notNull().default(30),
    /** Minutes kept free after each slot before the next one starts. */
    gapMinutes: integer().notNull().default(0),
    /**
     * Issue 26.1: how close to the start a client may still book, and cancel or move. Null follows
     * the platform's defaults in admin settings.
     */
    bookingNoticeMinutes: integer(),
    cancelNoticeMinutes: integer(),
    ratingAvg: real().notNull().default(0),
    ratingCount: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('providers_category_city_idx').on(t.category, t.city),
    index('providers_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    // A WhatsApp message from a listing's phone is read as its provider (api/services/provider-whatsapp).
    index('providers_phone_digits_idx').on(lastTenDigits(t.phone)),
    // Free slots across providers read a city's listed providers of a category best rated first (db/queries/open-slots.ts).
    index('providers_listed_rank_idx')
      .on(t.category, sql`lower(${t.city})`, t.ratingAvg.desc(), t.id)
      .where(sql`${t.verification} = 'verified'`),
    check('providers_slot_minutes_check', sql`${t.slotMinutes} between 5 and 240`),
    check('providers_gap_minutes_check', sql`${t.gapMinutes} between 0 and 120`),
    check('providers_booking_notice_check', sql`${t.bookingNoticeMinutes} between 0 and 10080`),
    check('providers_cancel_notice_check', sql`${t.cancelNoticeMinutes} between 0 and 10080`),
  ],
);

export const services = pgTable(
  'services',
  {
    id: uuid().primaryKey().defaultRandom(),
    providerId: uuid()
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    category: categoryEnum().notNull(),
    description: text(),
    durationMinutes: integer().notNull(),
    pricePaise: integer().notNull(),
    approval: approvalEnum().notNull().default('pending'),
    /** While a change of an approved service waits for an admin: the name and price last approved. */
    previousName: text(),
    previousPricePaise: integer(),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('services_provider_idx').on(t.providerId),
    index('services_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    check('services_price_check', sql`${t.pricePaise} >= 0`),
    check('services_duration_check', sql`${t.durationMinutes} > 0`),
  ],
);

/** Weekly working hours, in IST minutes after midnight; slots are generated from them. */
export const availabilityRules = pgTable(
  'availability_rules',
  {
    id: uuid().primaryKey().defaultRandom(),
    providerId: uuid()
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    /** 0 = Sunday … 6 = Saturday, as JavaScript's getDay(). */
    weekday: smallint().notNull(),
    startMinute: integer().notNull(),
    endMinute: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('availability_rules_provider_idx').on(t.providerId),
    check('availability_rules_weekday_check', sql`${t.weekday} between 0 and 6`),
    check('availability_rules_range_check', sql`0 <= ${t.startMinute} and ${t.startMinute} < ${t.endMinute} and ${t.endMinute} <= 1440`),
  ],
);

export const timeSlots = pgTable(
  'time_slots',
  {
    id: uuid().primaryKey().defaultRandom(),
    providerId: uuid()
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    isAvailable: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('time_slots_provider_start_uq').on(t.providerId, t.startsAt),
    index('time_slots_free_idx')
      .on(t.providerId, t.startsAt)
      .where(sql`${t.isAvailable}`),
    // Lets start-up read how far ahead slots already exist without scanning them all.
    index('time_slots_starts_idx').on(t.startsAt),
    check('time_slots_range_check', sql`${t.startsAt} < ${t.endsAt}`),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid().primaryKey().defaultRandom(),
    providerId: uuid()
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    userId: text().references(() => user.id, { onDelete: 'set null' }),
    bookingId: uuid().unique(),
    authorName: text().notNull(),
    rating: smallint().notNull(),
    comment: text(),
    /** The provider's one public answer. */
    reply: text(),
    repliedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reviews_provider_idx').on(t.providerId, t.createdAt), check('reviews_rating_check', sql`${t.rating} between 1 and 5`)],
);

/** A provider's time off (whole days, ranges or part of a day): no slot is generated inside it. */
export const providerTimeOff = pgTable(
  'provider_time_off',
  {
    id: uuid().primaryKey().defaultRandom(),
    providerId: uuid()
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    reason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('provider_time_off_provider_idx').on(t.providerId, t.startsAt),
    check('provider_time_off_range_check', sql`${t.startsAt} < ${t.endsAt}`),
  ],
);
