import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv } from '../../http/app-env.ts';
import { jsonResponse } from '../../http/openapi.ts';
import { validate } from '../../http/validate.ts';
import { createFirstAdmin, firstAdminAvailable } from '../../services/accounts/first-admin.ts';
import type { RouteDeps } from '../deps.ts';
import { createFirstAdminBodySchema, firstAdminCreatedSchema, firstAdminStateSchema } from './setup.schema.ts';

/** The one-off set-up of the platform's first admin (spec: create-admin-account); refused once an admin exists. */
export function createSetupRoutes(deps: RouteDeps) {
  const { ctx } = deps;
  return new Hono<AppEnv>()
    .get(
      '/admin',
      describeRoute({
        tags: ['setup'],
        summary: 'Whether the first admin may still be created',
        responses: { 200: jsonResponse(firstAdminStateSchema, 'State') },
      }),
      async (c) => c.json({ available: await firstAdminAvailable(ctx) }),
    )
    .post(
      '/admin',
      describeRoute({
        tags: ['setup'],
        summary: 'Create the first admin account (only while none exists)',
        responses: {
          201: jsonResponse(firstAdminCreatedSchema, 'Created; sign in with it'),
          400: { description: 'Invalid, a weak or published password' },
          409: { description: 'An admin exists already, or the e-mail has an account' },
        },
      }),
      validate('json', createFirstAdminBodySchema),
      async (c) => c.json(await createFirstAdmin(ctx, c.req.valid('json')), 201),
    );
}
