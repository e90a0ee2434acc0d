import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env.ts';
import { jsonResponse } from '../../http/openapi.ts';
import { validate } from '../../http/validate.ts';
import { addOwnService, changeOwnService, listOwnServices } from '../../services/providers/provider-services.ts';
import type { RouteDeps } from '../deps.ts';
import { addServiceBodySchema, changeServiceBodySchema, providerServiceSchema, serviceIdParamSchema } from './provider.schema.ts';

const errors = {
  401: { description: 'Not signed in' },
  403: { description: 'Not a provider, or suspended' },
  404: { description: 'Not found (or not yours)' },
};

/** A provider's own practice (DESIGN §3: only their own services, slots and bookings). */
export function createProviderRoutes(deps: RouteDeps) {
  const { ctx } = deps;
  return new Hono<AppEnv>()
    .use('*', deps.requireUser(['provider']))
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
        responses: { 201: jsonResponse(providerServiceSchema, 'Added'), 400: { description: 'Invalid' }, ...errors },
      }),
      validate('json', addServiceBodySchema),
      async (c) => c.json(await addOwnService(ctx, c.var.user.id, c.req.valid('json')), 201),
    )
    .patch(
      '/services/:id',
      describeRoute({
        tags: ['provider'],
        summary: 'Edit or pause a service (a new name or price goes back to an admin)',
        responses: { 200: jsonResponse(providerServiceSchema, 'Changed'), 400: { description: 'Invalid' }, ...errors },
      }),
      validate('param', serviceIdParamSchema),
      validate('json', changeServiceBodySchema),
      async (c) => c.json(await changeOwnService(ctx, c.var.user.id, c.req.valid('param').id, c.req.valid('json'))),
    );
}
