import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv } from '../../http/app-env.ts';
import { jsonResponse } from '../../http/openapi.ts';
import { validate } from '../../http/validate.ts';
import { healthReport } from '../../services/health-report/health-report.ts';
import { retryOutboxMessage } from '../../services/health-report/outbox-retry.ts';
import type { RouteDeps } from '../deps.ts';
import { healthReportSchema, outboxIdParamSchema, retriedMessageSchema, retryBodySchema } from './admin-health.schema.ts';

const errors = { 401: { description: 'Not signed in' }, 403: { description: 'Not an admin' } };

/** Health (issue 16.5): the platform's vital signs, and a retry for failed outgoing messages. Gated by the parent router. */
export function createAdminHealthRoutes(deps: RouteDeps) {
  const { ctx, events } = deps;
  return new Hono<AppEnv>()
    .get(
      '/health',
      describeRoute({
        tags: ['admin'],
        summary:
          'Database round trip and pool, outbox backlog and failed messages, reminder lag, instances, live connections, error rate, version, uptime',
        responses: { 200: jsonResponse(healthReportSchema, 'Health'), ...errors },
      }),
      async (c) => c.json(await healthReport(ctx, { connections: events.subscriberCount() })),
    )
    .post(
      '/outbox/:id/retry',
      describeRoute({
        tags: ['admin'],
        summary: 'Queue a failed message again (pending, due now); the outbox worker sends it',
        responses: {
          200: jsonResponse(retriedMessageSchema, 'Queued again'),
          400: { description: 'Invalid' },
          ...errors,
          404: { description: 'No such message' },
          409: { description: 'The message is not failed' },
        },
      }),
      validate('param', outboxIdParamSchema),
      validate('json', retryBodySchema),
      async (c) => c.json(await retryOutboxMessage(ctx, c.var.user, c.req.valid('param').id)),
    );
}
