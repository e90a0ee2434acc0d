import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppContext } from '../../core/context.ts';

/** Liveness and database reachability. */
export function createHealthRoutes(ctx: AppContext) {
  return new Hono().get('/', describeRoute({ tags: ['system'], summary: 'Health and database status' }), async (c) => {
    const started = performance.now();
    try {
      await ctx.db.execute(sql`select 1`);
      return c.json({ status: 'ok', db: { status: 'ok', driver: ctx.database.driver, ms: Math.round(performance.now() - started) } });
    } catch (error) {
      ctx.logger.error('health check failed', { error: error instanceof Error ? error.message : String(error) });
      return c.json({ status: 'degraded', db: { status: 'down', driver: ctx.database.driver } }, 503);
    }
  });
}
