import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { categoryEnum, localeEnum, subscriptionTierEnum } from './enums.ts';
import { lastTenDigits } from './phone-digits.ts';

export type LocationData = { lat?: number; lng?: number; address?: string; pincode?: string };

/** One row per user (spec §3 profiles), created with the user. */
export const profiles = pgTable(
  'profiles',
  {
    userId: text()
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    fullName: text(),
    bio: text(),
    serviceCategory: categoryEnum(),
    contactPhone: text(),
    avatarUrl: text(),
    locationData: jsonb().$type<LocationData>(),
    city: text(),
    locale: localeEnum().notNull().default('en'),
    isActive: boolean().notNull().default(true),
    profileCompleted: boolean().notNull().default(false),
    freeBookingsUsed: integer().notNull().default(0),
    freeBookingLimit: integer().notNull().default(5),
    subscriptionTier: subscriptionTierEnum().notNull().default('free'),
    /** When a paid plan ends (it started when an admin verified its payment); null on free. */
    planEndsAt: timestamp({ withTimezone: true }),
    /** Set when the client writes STOP on a messaging channel; cleared by START. */
    messagingOptOut: boolean().notNull().default(false),
    /** Appointment reminders (24 h and 2 h before) on WhatsApp or SMS; a setting of the client's. */
    remindersEnabled: boolean().notNull().default(true),
    /** A provider's agenda for the day at 08:00 IST on WhatsApp (SMS outside the WhatsApp window); off until they turn it on. */
    morningAgenda: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // A WhatsApp message from a provider's contact phone is read as the provider (api/services/provider-whatsapp).
  (t) => [index('profiles_contact_phone_digits_idx').on(lastTenDigits(t.contactPhone))],
);
