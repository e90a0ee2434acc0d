import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv } from '../../http/app-env.ts';
import { jsonResponse } from '../../http/openapi.ts';
import { validate } from '../../http/validate.ts';
import { agentMisses, agentOverview } from '../../services/agent-insights/agent-insights.ts';
import type { RouteDeps } from '../deps.ts';
import { agentMissPageSchema, agentMissesQuerySchema, agentOverviewSchema, agentRangeQuerySchema } from './admin-agents.schema.ts';

const errors = { 401: { description: 'Not signed in' }, 403: { description: 'Not an admin' }, 400: { description: 'Invalid range' } };

/** Mitra for admins: its conversations, the bookings it made, its turns by model, and what it did not understand. */
export function createAdminAgentRoutes(deps: RouteDeps) {
  const { ctx } = deps;
  return new Hono<AppEnv>()
    .get(
      '/agents/overview',
      describeRoute({
        tags: ['admin'],
        summary: "Mitra's conversations by channel and language, bookings by channel, turns by model and outcome (IST range)",
        responses: { 200: jsonResponse(agentOverviewSchema, 'Overview'), ...errors },
      }),
      validate('query', agentRangeQuerySchema),
      async (c) => c.json(await agentOverview(ctx, c.req.valid('query'))),
    )
    .get(
      '/agents/misses',
      describeRoute({
        tags: ['admin'],
        summary: 'Turns Mitra did not understand or that failed, grouped by the normalised message, most frequent first',
        responses: { 200: jsonResponse(agentMissPageSchema, 'A page of misses'), ...errors },
      }),
      validate('query', agentMissesQuerySchema),
      async (c) => c.json(await agentMisses(ctx, c.req.valid('query'))),
    );
}
