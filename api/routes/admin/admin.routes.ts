import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env.ts';
import { jsonResponse } from '../../http/openapi.ts';
import { validate } from '../../http/validate.ts';
import { adminGate } from '../../middleware/admin-gate.ts';
import { decideRoleRequest, listRoleRequestsForAdmin } from '../../services/providers/applications.ts';
import type { RouteDeps } from '../deps.ts';
import {
  adminRoleRequestSchema,
  approveBodySchema,
  rejectBodySchema,
  roleRequestIdParamSchema,
  roleRequestListQuerySchema,
} from './admin.schema.ts';

const errors = { 401: { description: 'Not signed in' }, 403: { description: 'Not an admin' } };

/** The admin API (every call logged in admin_access_logs): role requests and provider applications. */
export function createAdminRoutes(deps: RouteDeps) {
  const { ctx } = deps;
  return new Hono<AppEnv>()
    .use('*', adminGate(ctx, deps.requireUser(['admin'])))
    .get(
      '/role-requests',
      describeRoute({
        tags: ['admin'],
        summary: 'Role requests and provider applications, newest first',
        responses: { 200: jsonResponse(z.array(adminRoleRequestSchema), 'Requests'), ...errors },
      }),
      validate('query', roleRequestListQuerySchema),
      async (c) => c.json(await listRoleRequestsForAdmin(ctx, c.req.valid('query').status)),
    )
    .post(
      '/role-requests/:id/approve',
      describeRoute({
        tags: ['admin'],
        summary: 'Approve a pending request: the role is granted; an application’s provider is verified and listed',
        responses: {
          200: jsonResponse(adminRoleRequestSchema, 'Approved'),
          ...errors,
          404: { description: 'No such request' },
          409: { description: 'Already decided' },
        },
      }),
      validate('param', roleRequestIdParamSchema),
      validate('json', approveBodySchema),
      async (c) => c.json(await decideRoleRequest(ctx, c.var.user, c.req.valid('param').id, { kind: 'approved' })),
    )
    .post(
      '/role-requests/:id/reject',
      describeRoute({
        tags: ['admin'],
        summary: 'Reject a pending request with a reason the applicant is told',
        responses: {
          200: jsonResponse(adminRoleRequestSchema, 'Rejected'),
          ...errors,
          404: { description: 'No such request' },
          409: { description: 'Already decided' },
        },
      }),
      validate('param', roleRequestIdParamSchema),
      validate('json', rejectBodySchema),
      async (c) =>
        c.json(await decideRoleRequest(ctx, c.var.user, c.req.valid('param').id, { kind: 'rejected', reason: c.req.valid('json').reason })),
    );
}
