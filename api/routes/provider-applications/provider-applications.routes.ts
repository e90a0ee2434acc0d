import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv } from '../../http/app-env.ts';
import { jsonResponse } from '../../http/openapi.ts';
import { validate } from '../../http/validate.ts';
import { applyAsProvider, getMyApplication } from '../../services/providers/applications.ts';
import type { RouteDeps } from '../deps.ts';
import { providerApplicationBodySchema, providerApplicationSchema } from './provider-applications.schema.ts';

/** A client's application to become a provider (joining): file it, and follow its state. */
export function createProviderApplicationRoutes(deps: RouteDeps) {
  const { ctx } = deps;
  return new Hono<AppEnv>()
    .use('*', deps.requireUser())
    .get(
      '/mine',
      describeRoute({
        tags: ['providers'],
        summary: 'My provider application (null when I never applied)',
        responses: { 200: jsonResponse(providerApplicationSchema.nullable(), 'Application'), 401: { description: 'Not signed in' } },
      }),
      async (c) => c.json(await getMyApplication(ctx, c.var.user.id)),
    )
    .post(
      '/',
      describeRoute({
        tags: ['providers'],
        summary: 'Apply to become a provider: an unlisted provider, its first services and weekly hours, for an admin to approve',
        responses: {
          201: jsonResponse(providerApplicationSchema, 'Application filed'),
          400: { description: 'Invalid application' },
          401: { description: 'Not signed in' },
          409: { description: 'conflict: already a provider, or an application is waiting for review' },
        },
      }),
      validate('json', providerApplicationBodySchema),
      async (c) => c.json(await applyAsProvider(ctx, c.var.user, c.req.valid('json')), 201),
    );
}
