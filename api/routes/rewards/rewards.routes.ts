import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type { AppEnv } from '../../http/app-env.ts';
import { validate } from '../../http/validate.ts';
import { applyReferralCode, readRewards, redeemPoints } from '../../services/rewards/rewards.ts';
import type { RouteDeps } from '../deps.ts';
import { applyReferralBodySchema, redeemBodySchema, rewardsSchema } from './rewards.schema.ts';

const state = {
  description: 'Points, level, referral code and recent activity',
  content: { 'application/json': { schema: resolver(rewardsSchema) } },
};
const signedOut = { 401: { description: 'Not signed in' } };

/** Rewards and benefits: points for appointments, the profile and referrals, spent on free bookings. */
export function createRewardsRoutes(deps: RouteDeps) {
  const { ctx } = deps;
  return new Hono<AppEnv>()
    .use('*', deps.requireUser())
    .get(
      '/',
      describeRoute({
        tags: ['rewards'],
        summary: 'My points, level, referral code and activity',
        responses: { 200: state, ...signedOut },
      }),
      async (c) => c.json(await readRewards(ctx, c.var.user.id)),
    )
    .post(
      '/redeem',
      describeRoute({
        tags: ['rewards'],
        summary: 'Spend points on one more free booking (free plan)',
        responses: { 200: state, 409: { description: 'conflict: not enough points, or an unlimited plan' }, ...signedOut },
      }),
      validate('json', redeemBodySchema),
      async (c) => c.json(await redeemPoints(ctx, c.var.user.id)),
    )
    .post(
      '/referral',
      describeRoute({
        tags: ['rewards'],
        summary: "Join through a friend's referral code",
        responses: {
          200: state,
          400: { description: 'Invalid, or your own code' },
          404: { description: 'Unknown code' },
          409: { description: 'A code was already used, or not a new client' },
          ...signedOut,
        },
      }),
      validate('json', applyReferralBodySchema),
      async (c) => c.json(await applyReferralCode(ctx, c.var.user.id, c.req.valid('json').code)),
    );
}
