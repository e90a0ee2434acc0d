import { and, isNotNull, lte, ne } from 'drizzle-orm';
import { profiles } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';
import { describeError } from '../../core/logger.ts';

const defaultIntervalMs = 60_000;

/**
 * Moves every client whose paid plan has ended back to free. Quotas already count an ended plan as
 * free (quota.ts), but the booking statement (book_slot) reads the stored tier, so the row itself
 * must change for the free-booking count to apply again. Returns how many plans ended.
 */
export async function endExpiredPlans(ctx: Pick<AppContext, 'db' | 'now'>): Promise<number> {
  const now = ctx.now();
  const ended = await ctx.db
    .update(profiles)
    .set({ subscriptionTier: 'free', updatedAt: now })
    .where(and(ne(profiles.subscriptionTier, 'free'), isNotNull(profiles.planEndsAt), lte(profiles.planEndsAt, now)))
    .returning({ userId: profiles.userId });
  return ended.length;
}

/**
 * The plan-expiry job of this process: every minute, never overlapping itself. Off under
 * NODE_ENV=test, where tests call endExpiredPlans themselves.
 */
export function startPlanExpiryJob(ctx: AppContext): { stop: () => Promise<void> } {
  if (ctx.config.NODE_ENV === 'test') return { stop: async () => {} };
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = endExpiredPlans(ctx)
      .then(
        (count) => {
          if (count > 0) ctx.logger.info('plans ended', { count });
        },
        (error: unknown) => ctx.logger.error('plan expiry failed', describeError(error)),
      )
      .finally(() => {
        running = undefined;
      });
  }, defaultIntervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
