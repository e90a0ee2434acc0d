import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env.ts';
import { jsonResponse } from '../../http/openapi.ts';
import { validate } from '../../http/validate.ts';
import { decideProviderName, listPendingProviderNames } from '../../services/admin/provider-names.ts';
import type { RouteDeps } from '../deps.ts';
import { pendingProviderNameSchema, providerNameIdParamSchema } from './admin-provider-names.schema.ts';
import { approveBodySchema, rejectBodySchema } from './admin.schema.ts';

const errors = { 401: { description: 'Not signed in' }, 403: { description: 'Not an admin' } };
const decided = {
  200: jsonResponse(pendingProviderNameSchema, 'The change as it was decided'),
  ...errors,
  400: { description: 'Invalid body' },
  404: { description: 'No such provider' },
  409: { description: 'No name change waiting' },
};

/**
 * A listed provider's new name waits for an admin, as a new price does (issue 22.7). An approval
 * rebuilds the search index before answering, so the catalogue shows the new name at once.
 */
export function createAdminProviderNameRoutes(deps: RouteDeps) {
  const { ctx, search } = deps;
  return new Hono<AppEnv>()
    .get(
      '/provider-names',
      describeRoute({
        tags: ['admin'],
        summary: 'Providers’ new names waiting for an admin (old → new), oldest first',
        responses: { 200: jsonResponse(z.array(pendingProviderNameSchema), 'Waiting name changes'), ...errors },
      }),
      async (c) => c.json(await listPendingProviderNames(ctx)),
    )
    .post(
      '/provider-names/:id/approve',
      describeRoute({ tags: ['admin'], summary: 'Approve a provider’s new name: clients see it from now on', responses: decided }),
      validate('param', providerNameIdParamSchema),
      validate('json', approveBodySchema),
      async (c) => {
        const decision = await decideProviderName(ctx, c.var.user, c.req.valid('param').id, { kind: 'approved' });
        await search.refresh();
        return c.json(decision);
      },
    )
    .post(
      '/provider-names/:id/reject',
      describeRoute({
        tags: ['admin'],
        summary: 'Reject a provider’s new name with a reason they are told; the old name stays',
        responses: decided,
      }),
      validate('param', providerNameIdParamSchema),
      validate('json', rejectBodySchema),
      async (c) =>
        c.json(
          await decideProviderName(ctx, c.var.user, c.req.valid('param').id, { kind: 'rejected', reason: c.req.valid('json').reason }),
        ),
    );
}
