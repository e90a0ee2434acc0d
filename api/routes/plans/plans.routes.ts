import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv } from '../../http/app-env.ts';
import { jsonResponse } from '../../http/openapi.ts';
import { validate } from '../../http/validate.ts';
import { getPlans, purchasePlan } from '../../services/plans/plans.ts';
import type { RouteDeps } from '../deps.ts';
import { plansSchema, purchasePlanBodySchema } from './plans.schema.ts';

/** Plans for the signed-in client: prices from the settings, their plan, and buying one by UPI. */
export function createPlansRoutes(deps: RouteDeps) {
  const { ctx } = deps;
  return new Hono<AppEnv>()
    .use('*', deps.requireUser())
    .get(
      '/',
      describeRoute({
        tags: ['plans'],
        summary: 'The plans with price and period, my plan and its end, and my plan payment waiting or rejected',
        responses: { 200: jsonResponse(plansSchema, 'Plans'), 401: { description: 'Not signed in' } },
      }),
      async (c) => c.json(await getPlans(ctx, c.var.user.id)),
    )
    .post(
      '/purchase',
      describeRoute({
        tags: ['plans'],
        summary: 'Record a plan paid by UPI (the UTR); it starts when an admin verifies the payment',
        responses: {
          201: jsonResponse(plansSchema, 'Recorded; plans with the pending payment'),
          400: { description: 'Unknown plan or not a 12-digit UTR' },
          401: { description: 'Not signed in' },
          409: { description: 'A plan payment is already pending, or the UTR was already recorded' },
        },
      }),
      validate('json', purchasePlanBodySchema),
      async (c) => c.json(await purchasePlan(ctx, c.var.user, c.req.valid('json')), 201),
    );
}
