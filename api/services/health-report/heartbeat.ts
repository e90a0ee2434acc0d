import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { lt } from 'drizzle-orm';
import { instanceHeartbeats } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';
import { describeError } from '../../core/logger.ts';
import { projectPath } from '../../core/paths.ts';
import { workerStatuses } from './worker-status.ts';

export const heartbeatIntervalMs = 30_000;
/** Three missed beats: the instance is shown as stale. */
export const staleAfterMs = 90_000;
/** Rows of instances gone for a day are removed, so the list does not grow with every deploy. */
const forgetAfterMs = 24 * 3_600_000;

/** This process: a random id per start (a pid repeats across machines and restarts). */
export const instanceId = randomUUID();
const startedAt = new Date();

/** The version in package.json, read once. */
export const appVersion: string = (() => {
  const text = readFileSync(projectPath('package.json'), 'utf8');
  return (JSON.parse(text) as { version: string }).version;
})();

/** Writes (or refreshes) this instance's heartbeat row with its workers' last runs. */
export async function writeHeartbeat(ctx: Pick<AppContext, 'db' | 'now'>): Promise<void> {
  const now = ctx.now();
  const row = {
    instanceId,
    hostname: hostname(),
    pid: String(process.pid),
    version: appVersion,
    startedAt,
    beatAt: now,
    workers: workerStatuses(),
  };
  await ctx.db
    .insert(instanceHeartbeats)
    .values(row)
    .onConflictDoUpdate({ target: instanceHeartbeats.instanceId, set: { beatAt: row.beatAt, workers: row.workers, version: row.version } });
  await ctx.db.delete(instanceHeartbeats).where(lt(instanceHeartbeats.beatAt, new Date(now.getTime() - forgetAfterMs)));
}

/** Beats now and every 30 s until stopped; a failed beat is logged and the next one tries again. */
export function startHeartbeat(ctx: AppContext): { stop: () => Promise<void> } {
  let running: Promise<void> | undefined;
  const beat = () => {
    if (running) return;
    running = writeHeartbeat(ctx)
      .catch((error: unknown) => ctx.logger.error('heartbeat failed', describeError(error)))
      .finally(() => {
        running = undefined;
      });
  };
  beat();
  const timer = setInterval(beat, heartbeatIntervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
