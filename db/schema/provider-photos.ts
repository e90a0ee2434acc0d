import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { providers } from './catalog.ts';
import { bytea } from './health-records.ts';

/**
 * A provider's profile photo, already resized for cards (stored in the database like health
 * records, so every instance serves it). Apart from the providers row so listings never read it.
 */
export const providerPhotos = pgTable('provider_photos', {
  providerId: uuid()
    .primaryKey()
    .references(() => providers.id, { onDelete: 'cascade' }),
  content: bytea().notNull(),
  contentType: text().notNull(),
  width: integer().notNull(),
  height: integer().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
