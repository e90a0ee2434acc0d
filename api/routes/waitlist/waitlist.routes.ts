import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env.ts';
import { jsonResponse } from '../../http/openapi.ts';
import { validate } from '../../http/validate.ts';
import { joinWaitlist, leaveWaitlist, listMyWaitlist } from '../../services/waitlist/waitlist.ts';
import type { RouteDeps } from '../deps.ts';
import {
  joinedWaitlistSchema,
  joinWaitlistBodySchema,
  leftWaitlistSchema,
  waitlistEntrySchema,
  waitlistIdParamSchema,
} from './waitlist.schema.ts';

const errors = { 401: { description: 'Not signed in' } };

/** The caller's waitlist entries (issue 26.2): join, list, leave. Open to the same callers as booking. */
export function createWaitlistRoutes(deps: RouteDeps) {
  const { ctx } = deps;
  return new Hono<AppEnv>()
    .use('*', deps.requireUser())
    .get(
      '/',
      describeRoute({
        tags: ['waitlist'],
        summary: 'My waitlist entries, newest first, with the slot held for me when offered',
        responses: { 200: jsonResponse(z.array(waitlistEntrySchema), 'Entries'), ...errors },
      }),
      async (c) => c.json(await listMyWaitlist(ctx, c.var.user.id)),
    )
    .post(
      '/',
      describeRoute({
        tags: ['waitlist'],
        summary: "Join a provider's waitlist for an IST day or part of it (joining again answers the live entry)",
        responses: {
          201: jsonResponse(joinedWaitlistSchema, 'Joined'),
          400: { description: 'Bad body, or a day in the past or beyond the booking horizon' },
          ...errors,
          403: { description: 'Your own provider page' },
          404: { description: 'Unknown or unlisted provider' },
        },
      }),
      validate('json', joinWaitlistBodySchema),
      async (c) => c.json(await joinWaitlist(ctx, c.var.user, { ...c.req.valid('json'), channel: 'web' }), 201),
    )
    .delete(
      '/:id',
      describeRoute({
        tags: ['waitlist'],
        summary: 'Leave a waitlist (a slot held for me goes to the next waiter)',
        responses: { 200: jsonResponse(leftWaitlistSchema, 'Left'), ...errors, 404: { description: 'Not found (or not yours)' } },
      }),
      validate('param', waitlistIdParamSchema),
      async (c) => c.json(await leaveWaitlist(ctx, c.var.user, c.req.valid('param').id)),
    );
}
