import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv } from '../../http/app-env.ts';
import { jsonResponse } from '../../http/openapi.ts';
import { validate } from '../../http/validate.ts';
import { getServiceListing, listServices } from '../../services/catalog/service-listings.ts';
import type { RouteDeps } from '../deps.ts';
import { serviceIdParamSchema, serviceListingPageSchema, serviceListingSchema, serviceListQuerySchema } from './services.schema.ts';

const badInput = { description: 'Invalid query or id (issues listed)' };

/** The services list (spec route /services) and one service with its provider (spec route /services/{id}/book). */
export function createServicesRoutes(deps: Pick<RouteDeps, 'ctx'>) {
  return new Hono<AppEnv>()
    .get(
      '/',
      describeRoute({
        tags: ['catalog'],
        summary: 'Bookable services of listed providers, filtered by category and city; best-rated providers first',
        responses: { 200: jsonResponse(serviceListingPageSchema, 'A page of services'), 400: badInput },
      }),
      validate('query', serviceListQuerySchema),
      async (c) => c.json(await listServices(deps.ctx, c.req.valid('query'))),
    )
    .get(
      '/:id',
      describeRoute({
        tags: ['catalog'],
        summary: 'A bookable service with its provider',
        responses: {
          200: jsonResponse(serviceListingSchema, 'The service'),
          400: badInput,
          404: { description: 'Unknown or not bookable service' },
        },
      }),
      validate('param', serviceIdParamSchema),
      async (c) => c.json(await getServiceListing(deps.ctx, c.req.valid('param').id)),
    );
}
