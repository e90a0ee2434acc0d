import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env.ts';
import { jsonResponse, unionQueryParameters } from '../../http/openapi.ts';
import { validate } from '../../http/validate.ts';
import { previewPause } from '../../services/emergency/affected-bookings.ts';
import { createPause, endPause, listPauses } from '../../services/emergency/pauses.ts';
import type { RouteDeps } from '../deps.ts';
import {
  affectedBookingSchema,
  createPauseBodySchema,
  pauseIdParamSchema,
  pausePreviewQuerySchema,
  pauseSchema,
} from './admin-emergency.schema.ts';

const errors = { 401: { description: 'Not signed in' }, 403: { description: 'Not an admin' } };
const invalid = { 400: { description: 'Invalid scope or period (end before start, already over, more than 30 days ahead)' } };

/** The Emergency Hub: pause a provider, a category in a city or a city; preview, create, undo, list. */
export function createAdminEmergencyRoutes(deps: RouteDeps) {
  const { ctx } = deps;
  return new Hono<AppEnv>()
    .get(
      '/emergency/pauses',
      describeRoute({
        tags: ['admin'],
        summary: 'Active pauses and the latest past ones',
        responses: { 200: jsonResponse(z.object({ active: z.array(pauseSchema), past: z.array(pauseSchema) }), 'Pauses'), ...errors },
      }),
      async (c) => c.json(await listPauses(ctx)),
    )
    .get(
      '/emergency/preview',
      describeRoute({
        tags: ['admin'],
        summary: 'The future bookings a pause of this scope and period would cancel',
        parameters: unionQueryParameters(pausePreviewQuerySchema.options),
        responses: {
          200: jsonResponse(z.object({ bookings: z.array(affectedBookingSchema) }), 'Affected bookings'),
          ...errors,
          ...invalid,
          404: { description: 'No such provider' },
        },
      }),
      validate('query', pausePreviewQuerySchema),
      async (c) => {
        const { from, to, ...scope } = c.req.valid('query');
        return c.json(await previewPause(ctx, scope, { from, to }));
      },
    )
    .post(
      '/emergency/pauses',
      describeRoute({
        tags: ['admin'],
        summary: 'Pause: the affected bookings cancelled (if chosen) and their clients told in their language; new bookings refused',
        responses: {
          201: jsonResponse(z.object({ pause: pauseSchema, cancelled: z.number().int() }), 'Created'),
          ...errors,
          ...invalid,
          404: { description: 'No such provider' },
        },
      }),
      validate('json', createPauseBodySchema),
      async (c) => c.json(await createPause(ctx, c.var.user, c.req.valid('json')), 201),
    )
    .post(
      '/emergency/:id/end',
      describeRoute({
        tags: ['admin'],
        summary: 'Undo: end the pause now (cancelled bookings stay cancelled)',
        responses: {
          200: jsonResponse(pauseSchema, 'Ended'),
          ...errors,
          404: { description: 'No such pause' },
          409: { description: 'Already ended' },
        },
      }),
      validate('param', pauseIdParamSchema),
      async (c) => c.json(await endPause(ctx, c.var.user, c.req.valid('param').id)),
    );
}
