import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { countAnswer } from '../services/metrics/error-window.ts';
import { httpRequestDuration, httpRequestsTotal } from '../services/metrics/registry.ts';

/**
 * Counts and times every request by method, the matched route pattern (`/api/bookings/:id`, never
 * the raw URL: ids would make a series per booking) and status. After `next()` the route index
 * points at the handler that answered (a middleware's own pattern when it answered, e.g. a 401).
 */
export function requestMetrics(): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const labels = { method: c.req.method, route: routePath(c) || 'unmatched', status: String(c.res.status) };
    httpRequestsTotal.inc(labels);
    httpRequestDuration.observe(labels, (performance.now() - started) / 1000);
    countAnswer(c.res.status, Date.now());
  };
}
