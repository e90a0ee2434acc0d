import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env.ts';
import { validate } from '../../http/validate.ts';
import { listFreeSlots } from '../../services/availability/slots.ts';
import type { RouteDeps } from '../deps.ts';
import { providerIdParamSchema, slotSchema, slotsQuerySchema } from './slots.schema.ts';

/**
 * Public free-slot listing, mounted at the API root. It resolves no session on purpose:
 * it is the hottest read of the product and is benchmarked against a bare route.
 */
export function createSlotsRoutes(deps: RouteDeps) {
  return new Hono<AppEnv>().get(
    '/providers/:id/slots',
    describeRoute({
      tags: ['slots'],
      summary: 'Free future slots of a listed provider, by start',
      responses: {
        200: { description: 'Slots', content: { 'application/json': { schema: resolver(z.array(slotSchema)) } } },
        400: { description: 'Bad id, dates, or a window over 31 days' },
        404: { description: 'Unknown or unlisted provider, or a service that is not theirs' },
      },
    }),
    validate('param', providerIdParamSchema),
    validate('query', slotsQuerySchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const query = c.req.valid('query');
      return c.json(await listFreeSlots(deps.ctx, { providerId: id, ...query }));
    },
  );
}
