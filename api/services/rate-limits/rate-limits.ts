import { sql } from 'drizzle-orm';
import { executePreparedRows } from '#db/client.ts';
import type { RateLimitRule } from '../../core/env.ts';
import type { AppContext } from '../../core/context.ts';

export type RateLimitResult = { allowed: boolean; remaining: number; resetAt: Date };

/**
 * A rate limit counted by the write it guards, in the write's own statement, rather than by a
 * statement before it. `settle` hears the count (the route sets its RateLimit headers from it)
 * and throws when the limit is used up.
 */
export type CountedRateLimit = { key: string; rule: RateLimitRule; settle: (result: RateLimitResult) => void };

/**
 * Counts one hit against `key` in a fixed window kept in Postgres (`bump_rate_limit`, migration
 * 0009), so that every API instance sees the same count.
 */
export async function hitRateLimit(ctx: AppContext, key: string, rule: RateLimitRule): Promise<RateLimitResult> {
  const now = ctx.now();
  const resetAt = rateLimitWindowEnd(now, rule);
  const rows = await executePreparedRows<{ rate_count: number; rate_reset_at: string | Date }>(
    ctx.db,
    'hit_rate_limit',
    sql`
    select rate_count, rate_reset_at from bump_rate_limit(${key}, ${resetAt.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)`,
  );
  const row = rows[0];
  if (!row) throw new Error('rate limit upsert returned no row');
  return rateLimitResult(rule, Number(row.rate_count), new Date(row.rate_reset_at));
}

/** The counter of user `userId` under the per-user limit `name` (the session lookup's `hit` builds the same key in SQL). */
export function userRateLimitKey(name: string, userId: string): string {
  return `${name}:${userId}`;
}

/** Whether the `count`-th request of a window is allowed under `rule`. */
export function rateLimitResult(rule: RateLimitRule, count: number, resetAt: Date): RateLimitResult {
  return { allowed: count <= rule.limit, remaining: Math.max(0, rule.limit - count), resetAt };
}

/** Where a window opened at `now` ends (also for counters bumped by another statement). */
export function rateLimitWindowEnd(now: Date, rule: RateLimitRule): Date {
  return new Date(now.getTime() + rule.windowSeconds * 1000);
}
