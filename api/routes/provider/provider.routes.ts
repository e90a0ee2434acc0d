import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env.ts';
import { jsonResponse } from '../../http/openapi.ts';
import { validate } from '../../http/validate.ts';
import { addOwnService, changeOwnService, listOwnServices } from '../../services/providers/provider-services.ts';
import type { RouteDeps } from '../deps.ts';
import { createProviderBookingRoutes } from './provider-bookings.routes.ts';
import { createProviderPolicyRoutes } from './provider-policies.routes.ts';
import { createProviderPracticeRoutes } from './provider-practice.routes.ts';
import { createProviderProfileRoutes } from './provider-profile.routes.ts';
import {
  addServiceBodySchema,
  changeServiceBodySchema,
  providerRouteErrors,
  providerServiceSchema,
  serviceIdParamSchema,
} from './provider.schema.ts';

const errors = providerRouteErrors;

/** A provider's services: add (pending until approved), edit, pause (issue 13.3). */
function createProviderServiceRoutes(deps: RouteDeps) {
  const { ctx } = deps;
  return new Hono<AppEnv>()
    .get(
      '/services',
      describeRoute({
        tags: ['provider'],
        summary: 'My services, every state',
        responses: { 200: jsonResponse(z.array(providerServiceSchema), 'Services'), ...errors },
      }),
      async (c) => c.json(await listOwnServices(ctx, c.var.user.id)),
    )
    .post(
      '/services',
      describeRoute({
        tags: ['provider'],
        summary: 'Add a service (pending until an admin approves it)',
        responses: {
          201: jsonResponse(providerServiceSchema, 'Added'),
          400: { description: 'Invalid' },
          409: { description: 'limit_reached: too many services already waiting for approval' },
          ...errors,
        },
      }),
      validate('json', addServiceBodySchema),
      async (c) => c.json(await addOwnService(ctx, c.var.user.id, c.req.valid('json')), 201),
    )
    .patch(
      '/services/:id',
      describeRoute({
        tags: ['provider'],
        summary: 'Edit or pause a service (a new name or price goes back to an admin)',
        responses: {
          200: jsonResponse(providerServiceSchema, 'Changed'),
          400: { description: 'Invalid' },
          409: { description: 'limit_reached: a new name or price would wait for approval, and too many services already do' },
          ...errors,
        },
      }),
      validate('param', serviceIdParamSchema),
      validate('json', changeServiceBodySchema),
      async (c) => c.json(await changeOwnService(ctx, c.var.user.id, c.req.valid('param').id, c.req.valid('json'))),
    );
}

/**
 * A provider's own practice (DESIGN §3: only their own services, slots and bookings). Signed out
 * 401, another role 403, checked once here for every route below.
 */
export function createProviderRoutes(deps: RouteDeps) {
  return new Hono<AppEnv>()
    .use('*', deps.requireUser(['provider']))
    .route('/', createProviderServiceRoutes(deps))
    .route('/', createProviderBookingRoutes(deps))
    .route('/', createProviderPracticeRoutes(deps))
    .route('/', createProviderPolicyRoutes(deps))
    .route('/', createProviderProfileRoutes(deps));
}
