import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type { AppEnv } from '../../http/app-env.ts';
import { validate } from '../../http/validate.ts';
import { createRoleRequest } from '../../services/accounts/role-requests.ts';
import type { RouteDeps } from '../deps.ts';
import { createRoleRequestBodySchema, roleRequestSchema } from './role-requests.schema.ts';

/** Role switch requests (spec request_role_switch); admins decide them under /api/admin. */
export function createRoleRequestsRoutes(deps: RouteDeps) {
  const { ctx } = deps;
  return new Hono<AppEnv>().use('*', deps.requireUser()).post(
    '/',
    describeRoute({
      tags: ['me'],
      summary: 'Ask for another role',
      responses: {
        201: { description: 'Requested', content: { 'application/json': { schema: resolver(roleRequestSchema) } } },
        400: { description: 'Invalid, or the role you already have' },
        409: { description: 'conflict: a request is already pending' },
      },
    }),
    validate('json', createRoleRequestBodySchema),
    async (c) => c.json(await createRoleRequest(ctx, c.var.user, c.req.valid('json')), 201),
  );
}
