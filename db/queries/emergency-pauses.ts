import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import type { CategoryId } from '../schema/index.ts';

/** What a pause covers, as the lock key sees it (pause_lock_key: db/functions/pause_lock_key.sql). */
export type PauseLockScope =
  | { scope: 'provider'; providerId: string }
  | { scope: 'category_city'; category: CategoryId; city: string }
  | { scope: 'city'; city: string };

/**
 * Takes a pause scope's advisory lock for the rest of the transaction. Bookings of the scope's
 * providers hold it shared (holdPauseScopes, and book_slot itself), so once this returns no
 * booking of the scope is in flight, and every later one waits for the pause to commit and sees it.
 */
export async function lockPauseScope(db: Db, scope: PauseLockScope): Promise<void> {
  const providerId = scope.scope === 'provider' ? scope.providerId : null;
  const category = scope.scope === 'category_city' ? scope.category : null;
  const city = scope.scope === 'provider' ? null : scope.city;
  await db.execute(
    sql`select pg_advisory_xact_lock(pause_lock_key(${scope.scope}, ${providerId}::uuid, ${category}::text, ${city}::text))`,
  );
}

/**
 * Holds the pause locks of a provider's scopes (provider, category in city, city) shared for the
 * rest of the transaction: call it before the transaction touches any row, then check the pauses.
 */
export async function holdPauseScopes(db: Db, { providerId }: { providerId: string }): Promise<void> {
  await db.execute(sql`select hold_pause_scopes(${providerId}::uuid)`);
}
