import { and, asc, desc, eq, gte, lte, min, sql, count } from 'drizzle-orm';
import { instanceHeartbeats, outbox } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';
import { errorRate } from '../metrics/error-window.ts';
import { reminderLag } from './reminder-lag.ts';
import { appVersion, instanceId, staleAfterMs } from './heartbeat.ts';
import { workerStatuses } from './worker-status.ts';

const failedListLimit = 50;
const dayMs = 24 * 3_600_000;

export type HealthReport = Awaited<ReturnType<typeof healthReport>>;

async function databaseRoundTrip(ctx: Pick<AppContext, 'db'>): Promise<number> {
  const started = performance.now();
  await ctx.db.execute(sql`select 1`);
  return Math.round((performance.now() - started) * 10) / 10;
}

async function outboxBacklog(ctx: Pick<AppContext, 'db'>, now: Date) {
  const [[due], [failed], failedRows] = await Promise.all([
    ctx.db
      .select({ n: count(), oldest: min(outbox.sendAt) })
      .from(outbox)
      .where(and(eq(outbox.status, 'pending'), lte(outbox.sendAt, now))),
    ctx.db
      .select({ n: count() })
      .from(outbox)
      .where(and(eq(outbox.status, 'failed'), gte(outbox.updatedAt, new Date(now.getTime() - dayMs)))),
    ctx.db
      .select({
        id: outbox.id,
        channel: outbox.channel,
        to: outbox.to,
        kind: outbox.kind,
        attempts: outbox.attempts,
        lastError: outbox.lastError,
        updatedAt: outbox.updatedAt,
      })
      .from(outbox)
      .where(eq(outbox.status, 'failed'))
      .orderBy(desc(outbox.updatedAt), asc(outbox.id))
      .limit(failedListLimit),
  ]);
  const oldest = due?.oldest ? new Date(due.oldest) : null;
  return {
    dueNow: Number(due?.n ?? 0),
    oldestDueAgeSeconds: oldest ? Math.max(0, Math.round((now.getTime() - oldest.getTime()) / 1000)) : null,
    failedLast24h: Number(failed?.n ?? 0),
    failed: failedRows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() })),
  };
}

async function instances(ctx: Pick<AppContext, 'db'>, now: Date) {
  const rows = await ctx.db.select().from(instanceHeartbeats).orderBy(desc(instanceHeartbeats.beatAt));
  return rows.map((row) => ({
    instanceId: row.instanceId,
    hostname: row.hostname,
    pid: row.pid,
    version: row.version,
    startedAt: row.startedAt.toISOString(),
    beatAt: row.beatAt.toISOString(),
    stale: now.getTime() - row.beatAt.getTime() > staleAfterMs,
    current: row.instanceId === instanceId,
    // This instance's workers are read live; others' as of their last beat (at most 30 s old).
    workers: Object.entries(row.instanceId === instanceId ? workerStatuses() : row.workers).map(([name, status]) => ({ name, ...status })),
  }));
}

function poolUse(ctx: Pick<AppContext, 'database'>) {
  const stats = ctx.database.poolStats?.();
  return stats
    ? { kind: 'pool' as const, driver: ctx.database.driver, ...stats }
    : { kind: 'embedded' as const, driver: ctx.database.driver };
}

/**
 * The Health page in one answer: the database's round trip and pool, the outbox backlog with its
 * failed rows, how late reminders are, every instance's heartbeat and workers, this instance's
 * live connections and error rate, version and uptime.
 */
export async function healthReport(ctx: AppContext, live: { connections: number }) {
  const now = ctx.now();
  const [roundTripMs, backlog, lag, heartbeats] = await Promise.all([
    databaseRoundTrip(ctx),
    outboxBacklog(ctx, now),
    reminderLag(ctx, now),
    instances(ctx, now),
  ]);
  const errors = errorRate(Date.now());
  return {
    checkedAt: now.toISOString(),
    database: { roundTripMs, pool: poolUse(ctx) },
    outbox: backlog,
    reminders: lag,
    instances: heartbeats,
    live: { connections: live.connections },
    errors: { windowMinutes: 5, requests: errors.requests, errors: errors.errors, share: errors.share },
    version: appVersion,
    uptimeSeconds: Math.round(process.uptime()),
  };
}
