import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv } from '../../http/app-env.ts';
import { jsonResponse } from '../../http/openapi.ts';
import { validate } from '../../http/validate.ts';
import { adjustPoints, readRewardsForAdmin } from '../../services/rewards/adjust-points.ts';
import type { RouteDeps } from '../deps.ts';
import { adjustmentBodySchema, clientRewardsSchema, rewardsUserParamSchema } from './admin-rewards.schema.ts';

const errors = { 401: { description: 'Not signed in' }, 403: { description: 'Not an admin' }, 404: { description: 'No such user' } };

/** A client's points for admins (found through GET /admin/users), and grants or deductions with a reason. */
export function createAdminRewardsRoutes(deps: RouteDeps) {
  const { ctx } = deps;
  return new Hono<AppEnv>()
    .get(
      '/rewards/:id',
      describeRoute({
        tags: ['admin'],
        summary: "A client's balance and ledger, as the client sees it, with the admins' adjustments",
        responses: { 200: jsonResponse(clientRewardsSchema, 'Points'), ...errors },
      }),
      validate('param', rewardsUserParamSchema),
      async (c) => c.json(await readRewardsForAdmin(ctx, c.req.valid('param').id)),
    )
    .post(
      '/rewards/:id/adjustments',
      describeRoute({
        tags: ['admin'],
        summary: 'Grant (points > 0) or deduct (points < 0) points with a reason; never below a zero balance',
        responses: {
          201: jsonResponse(clientRewardsSchema, 'Points after the adjustment'),
          ...errors,
          400: { description: 'Invalid body: non-zero integer of at most 10,000 either way, a reason of 3 to 500 characters' },
          409: {
            description:
              'points_insufficient: the deduction would take the balance below zero; limit_reached: the grant would pass the daily limit for this client',
          },
        },
      }),
      validate('param', rewardsUserParamSchema),
      validate('json', adjustmentBodySchema),
      async (c) => c.json(await adjustPoints(ctx, c.var.user, c.req.valid('param').id, c.req.valid('json')), 201),
    );
}
