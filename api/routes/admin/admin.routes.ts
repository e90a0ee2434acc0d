import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env.ts';
import { jsonResponse } from '../../http/openapi.ts';
import { validate } from '../../http/validate.ts';
import { adminGate } from '../../middleware/admin-gate.ts';
import { clientIp } from '../../middleware/rate-limit.ts';
import { adminOverview } from '../../services/admin/overview.ts';
import { approveRoleRequest, listRoleRequestsForAdmin, rejectRoleRequest } from '../../services/admin/role-requests.ts';
import { decideService, listServicesForAdmin } from '../../services/admin/service-approvals.ts';
import type { RouteDeps } from '../deps.ts';
import { createAdminComplaintsRoutes } from './admin-complaints.routes.ts';
import { createAdminInsightsRoutes } from './admin-insights.routes.ts';
import { createAdminExportRoutes } from './admin-export.routes.ts';
import { createAdminHealthRoutes } from './admin-health.routes.ts';
import { createAdminIpRoutes } from './admin-ip.routes.ts';
import { createAdminSettingsRoutes } from './admin-settings.routes.ts';
import { createAdminBookingRoutes } from './admin-bookings.routes.ts';
import { createAdminPaymentRoutes } from './admin-payments.routes.ts';
import { createAdminProviderRoutes } from './admin-providers.routes.ts';
import { createAdminProviderNameRoutes } from './admin-provider-names.routes.ts';
import { createAdminRewardsRoutes } from './admin-rewards.routes.ts';
import { createAdminEmergencyRoutes } from './admin-emergency.routes.ts';
import { createAdminAgentRoutes } from './admin-agents.routes.ts';
import { createAdminUserRoutes } from './admin-users.routes.ts';
import {
  adminAccessSchema,
  adminOverviewSchema,
  overviewQuerySchema,
  adminRoleRequestSchema,
  adminServiceSchema,
  decidedServiceSchema,
  approveBodySchema,
  rejectBodySchema,
  roleRequestIdParamSchema,
  roleRequestListQuerySchema,
  serviceIdParamSchema,
  serviceListQuerySchema,
} from './admin.schema.ts';

const errors = { 401: { description: 'Not signed in' }, 403: { description: 'Not an admin' } };

/** The admin API (every call logged in admin_access_logs): role requests and provider applications. */
export function createAdminRoutes(deps: RouteDeps) {
  const { ctx } = deps;
  return new Hono<AppEnv>()
    .use('*', adminGate(ctx, deps.requireUser()))
    .route('/', createAdminComplaintsRoutes(deps))
    .route('/', createAdminIpRoutes(deps))
    .route('/', createAdminSettingsRoutes(deps))
    .route('/', createAdminUserRoutes(deps))
    .route('/', createAdminProviderRoutes(deps))
    .get(
      '/access',
      describeRoute({
        tags: ['admin'],
        summary:
          'The admin gate: 200 when this admin may use the panel from this address (403 forbidden, account_inactive or ip_not_allowed otherwise)',
        responses: { 200: jsonResponse(adminAccessSchema, 'Granted'), ...errors },
      }),
      (c) => c.json({ email: c.var.user.email, name: c.var.user.name, ipAddress: clientIp(c, ctx.config.TRUST_PROXY) }),
    )
    .get(
      '/overview',
      describeRoute({
        tags: ['admin'],
        summary: 'The dashboard: what waits for an admin, today (IST), the platform, and the figures of today or the last 7 or 30 days',
        responses: { 200: jsonResponse(adminOverviewSchema, 'Overview'), 400: { description: 'Unknown range' }, ...errors },
      }),
      validate('query', overviewQuerySchema),
      async (c) => c.json(await adminOverview(ctx, c.req.valid('query').range)),
    )
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
      async (c) => c.json(await approveRoleRequest(ctx, deps.search, c.var.user, c.req.valid('param').id)),
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
      async (c) => c.json(await rejectRoleRequest(ctx, c.var.user, c.req.valid('param').id, c.req.valid('json').reason)),
    )
    .get(
      '/services',
      describeRoute({
        tags: ['admin'],
        summary: 'Services by approval state (default: pending, oldest first)',
        responses: { 200: jsonResponse(z.array(adminServiceSchema), 'Services'), ...errors },
      }),
      validate('query', serviceListQuerySchema),
      async (c) => c.json(await listServicesForAdmin(ctx, c.req.valid('query').approval)),
    )
    .post(
      '/services/:id/approve',
      describeRoute({
        tags: ['admin'],
        summary: 'Approve a pending service (bookable while active)',
        responses: {
          200: jsonResponse(decidedServiceSchema, 'Approved'),
          ...errors,
          404: { description: 'No such service' },
          409: { description: 'Already decided' },
        },
      }),
      validate('param', serviceIdParamSchema),
      validate('json', approveBodySchema),
      async (c) => c.json(await decideService(ctx, c.var.user, c.req.valid('param').id, { kind: 'approved' })),
    )
    .post(
      '/services/:id/reject',
      describeRoute({
        tags: ['admin'],
        summary: 'Reject a pending service with a reason the provider is told',
        responses: {
          200: jsonResponse(decidedServiceSchema, 'Rejected'),
          ...errors,
          404: { description: 'No such service' },
          409: { description: 'Already decided' },
        },
      }),
      validate('param', serviceIdParamSchema),
      validate('json', rejectBodySchema),
      async (c) =>
        c.json(await decideService(ctx, c.var.user, c.req.valid('param').id, { kind: 'rejected', reason: c.req.valid('json').reason })),
    )
    .route('/', createAdminProviderNameRoutes(deps))
    .route('/', createAdminBookingRoutes(deps))
    .route('/', createAdminPaymentRoutes(deps))
    .route('/', createAdminInsightsRoutes(deps))
    .route('/', createAdminExportRoutes(deps))
    .route('/', createAdminHealthRoutes(deps))
    .route('/', createAdminRewardsRoutes(deps))
    .route('/', createAdminEmergencyRoutes(deps))
    .route('/', createAdminAgentRoutes(deps));
}
