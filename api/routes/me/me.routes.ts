import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type { AppEnv } from '../../http/app-env.ts';
import type { CurrentUser } from '../../core/current-user.ts';
import { jsonResponse } from '../../http/openapi.ts';
import { validate } from '../../http/validate.ts';
import { ensureProfile, updateProfile, type Profile } from '../../services/accounts/profiles.ts';
import { getQuota } from '../../services/bookings/quota.ts';
import { readNoShowBlock } from '../../services/policies/no-show-block.ts';
import type { RouteDeps } from '../deps.ts';
import { bookingBlockSchema, meSchema, profilePatchSchema, quotaSchema } from './me.schema.ts';

function toMe(user: CurrentUser, profile: Profile) {
  const { userId: _userId, ...fields } = profile;
  return {
    user: { id: user.id, email: user.email, name: profile.fullName ?? user.name, role: user.role, phoneNumber: user.phoneNumber },
    profile: {
      ...fields,
      // The spec keeps both names; profile_setup_completed mirrors profile_completed.
      profileSetupCompleted: profile.profileCompleted,
      createdAt: profile.createdAt.toISOString(),
      updatedAt: profile.updatedAt.toISOString(),
    },
  };
}

/** The signed-in user: who they are, their profile, and their booking quota. */
export function createMeRoutes(deps: RouteDeps) {
  const { ctx } = deps;
  return new Hono<AppEnv>()
    .use('*', deps.requireUser())
    .get(
      '/',
      describeRoute({
        tags: ['me'],
        summary: 'The session user, role and profile',
        responses: { 200: jsonResponse(meSchema, 'Me'), 401: { description: 'Not signed in' } },
      }),
      async (c) => {
        const profile = await ensureProfile(ctx, ctx.db, { userId: c.var.user.id });
        return c.json(toMe(c.var.user, profile));
      },
    )
    .patch(
      '/profile',
      describeRoute({
        tags: ['me'],
        summary: 'Update my profile',
        responses: {
          200: jsonResponse(meSchema, 'Updated'),
          400: { description: 'Invalid or unknown fields' },
          401: { description: 'Not signed in' },
        },
      }),
      validate('json', profilePatchSchema),
      async (c) => {
        const profile = await updateProfile(ctx, c.var.user.id, c.req.valid('json'));
        return c.json(toMe(c.var.user, profile));
      },
    )
    .get(
      '/quota',
      describeRoute({
        tags: ['me'],
        summary: 'My booking quota',
        responses: {
          200: { description: 'Quota', content: { 'application/json': { schema: resolver(quotaSchema) } } },
          401: { description: 'Not signed in' },
        },
      }),
      async (c) => c.json(await getQuota(ctx, c.var.user.id)),
    )
    .get(
      '/booking-block',
      describeRoute({
        tags: ['me'],
        summary: 'Whether my new bookings are paused after missed appointments (the no-show policy)',
        responses: { 200: jsonResponse(bookingBlockSchema, 'Block state'), 401: { description: 'Not signed in' } },
      }),
      async (c) => c.json(await readNoShowBlock(ctx, c.var.user.id)),
    );
}
