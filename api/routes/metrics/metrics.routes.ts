import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppContext } from '../../core/context.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { clientIp } from '../../middleware/rate-limit.ts';
import { assertMetricsAccess } from '../../services/metrics/metrics-access.ts';
import { renderMetrics } from '../../services/metrics/scrape.ts';

/** GET /metrics for Prometheus: a METRICS_TOKEN bearer or an allowlisted address (never open by default). */
export function createMetricsRoutes(ctx: AppContext) {
  return new Hono<AppEnv>().get(
    '/',
    describeRoute({
      tags: ['ops'],
      summary: 'Prometheus metrics (text format): requests by route, bookings, outbox, chat turns, process',
      responses: {
        200: { description: 'Metrics', content: { 'text/plain': { schema: { type: 'string' } } } },
        401: { description: 'No token and no allowlist' },
        403: { description: 'Wrong token, or an address outside the allowlist' },
      },
    }),
    async (c) => {
      await assertMetricsAccess(ctx, { authorization: c.req.header('authorization'), address: clientIp(c, ctx.config.TRUST_PROXY) });
      const { contentType, body } = await renderMetrics(ctx);
      return c.body(body, 200, { 'content-type': contentType, 'cache-control': 'no-store' });
    },
  );
}
