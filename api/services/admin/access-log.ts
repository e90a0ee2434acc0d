import { inArray, lt, sql } from 'drizzle-orm';
import { adminAccessLogs } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';
import { describeError } from '../../core/logger.ts';

export type AdminAccess = { userId: string | null; ipAddress: string; route: string; granted: boolean; userAgent: string | null };

/** Repeated calls (see logAdminAccess) are counted in one row per this window. */
export const accessLogWindowMs = 60 * 60 * 1000;
/** Access-log rows whose last call is older than this are deleted by the retention job. */
export const accessLogRetentionDays = 90;
/** The retention job deletes at most this many rows per statement, so a large backlog never holds one long lock. */
const pruneBatch = 5_000;

/** Text as Postgres can store it: a hostile path may carry NUL or a lone surrogate, and the call must still be logged. */
function storable(text: string, max: number): string {
  return text.slice(0, max).replaceAll('\u0000', '\uFFFD').toWellFormed();
}

/**
 * Records one call to the admin API, allowed or refused (DESIGN §2 admin_access_logs). A granted
 * call is a row of its own, always. A refused one adds to the hour's row of its caller — the
 * address when signed out, the account and address when signed in — where `hits` grows and the
 * route and user agent are the latest: a flood of refused calls is one row per caller and hour,
 * never a thousand rows that push everyone else's attempts off the IP Security page.
 */
export async function logAdminAccess(ctx: AppContext, access: AdminAccess): Promise<void> {
  const now = ctx.now();
  const row = {
    userId: access.userId,
    ipAddress: access.ipAddress,
    routeAccessed: storable(access.route, 500),
    accessGranted: access.granted,
    userAgent: access.userAgent === null ? null : storable(access.userAgent, 500),
    createdAt: now,
    lastSeenAt: now,
  };
  if (access.granted) {
    await ctx.db.insert(adminAccessLogs).values(row);
    return;
  }
  const window = new Date(Math.floor(now.getTime() / accessLogWindowMs) * accessLogWindowMs).toISOString();
  const caller = access.userId === null ? 'signed-out' : `user ${access.userId}`;
  await ctx.db
    .insert(adminAccessLogs)
    .values({ ...row, bucket: `${caller} ${storable(access.ipAddress, 100)} ${window}` })
    .onConflictDoUpdate({
      target: adminAccessLogs.bucket,
      set: {
        hits: sql`${adminAccessLogs.hits} + 1`,
        lastSeenAt: sql`greatest(${adminAccessLogs.lastSeenAt}, excluded.last_seen_at)`,
        routeAccessed: sql`excluded.route_accessed`,
        userAgent: sql`excluded.user_agent`,
      },
    });
}

/**
 * Deletes the access-log rows whose last call is older than the retention period, in batches;
 * returns how many went.
 */
export async function pruneAccessLogs(ctx: Pick<AppContext, 'db' | 'now'>): Promise<number> {
  const cutoff = new Date(ctx.now().getTime() - accessLogRetentionDays * 86_400_000);
  let deleted = 0;
  for (;;) {
    const batch = ctx.db
      .select({ id: adminAccessLogs.id })
      .from(adminAccessLogs)
      .where(lt(adminAccessLogs.lastSeenAt, cutoff))
      .limit(pruneBatch);
    const gone = await ctx.db.delete(adminAccessLogs).where(inArray(adminAccessLogs.id, batch)).returning({ id: adminAccessLogs.id });
    deleted += gone.length;
    if (gone.length < pruneBatch) return deleted;
  }
}

/**
 * The access-log retention job of this process: once at start and then hourly, never overlapping
 * itself (several instances pruning the same rows is harmless). Off under NODE_ENV=test, where
 * tests call pruneAccessLogs themselves.
 */
export function startAccessLogRetention(ctx: AppContext): { stop: () => Promise<void> } {
  if (ctx.config.NODE_ENV === 'test') return { stop: async () => {} };
  let running: Promise<void> | undefined;
  const run = () => {
    if (running) return;
    running = pruneAccessLogs(ctx)
      .then(
        (count) => {
          if (count > 0) ctx.logger.info('admin access log pruned', { count, retentionDays: accessLogRetentionDays });
        },
        (error: unknown) => ctx.logger.error('admin access log pruning failed', describeError(error)),
      )
      .finally(() => {
        running = undefined;
      });
  };
  run();
  const timer = setInterval(run, 60 * 60 * 1000);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
