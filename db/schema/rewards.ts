import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { bookings } from './bookings.ts';

/** `provider_late_cancel`: the guarantee credit when a provider cancels close to the start (issue 26.4). */
export const rewardEntryKinds = ['referral_bonus', 'welcome_bonus', 'redemption', 'adjustment', 'provider_late_cancel'] as const;
export type RewardEntryKind = (typeof rewardEntryKinds)[number];
export const rewardEntryKindEnum = pgEnum('reward_entry_kind', rewardEntryKinds);

/**
 * The points ledger for what is not derived from bookings and the profile: referrals,
 * redemptions and admin adjustments. `points` is signed (redemptions are negative).
 */
export const rewardEntries = pgTable(
  'reward_entries',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: rewardEntryKindEnum().notNull(),
    points: integer().notNull(),
    /** The other side of a referral: who was referred, or who referred this user. */
    relatedUserId: text().references(() => user.id, { onDelete: 'set null' }),
    /** An admin adjustment's reason and the admin who made it. */
    reason: text(),
    adjustedBy: text().references(() => user.id, { onDelete: 'set null' }),
    /** The booking a `provider_late_cancel` credit is for; unique per booking, so the credit is given once. */
    bookingId: uuid().references(() => bookings.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reward_entries_user_idx').on(t.userId, t.createdAt),
    // A user can join through one referral only.
    uniqueIndex('reward_entries_one_welcome_uq')
      .on(t.userId)
      .where(sql`${t.kind} = 'welcome_bonus'`),
    // Only booking credits carry a booking (nulls are distinct), so each booking's credit is given once.
    uniqueIndex('reward_entries_booking_uq').on(t.bookingId),
  ],
);

/** Each user's shareable referral code, made the first time they open their rewards. */
export const referralCodes = pgTable('referral_codes', {
  userId: text()
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  code: text().notNull().unique(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
