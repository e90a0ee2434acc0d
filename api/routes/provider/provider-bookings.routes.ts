import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env.ts';
import { jsonResponse } from '../../http/openapi.ts';
import { validate } from '../../http/validate.ts';
import {
  cancelAsProvider,
  markAttended,
  markNoShow,
  markPaymentReceived,
  moveAsProvider,
  undoMark,
} from '../../services/providers/provider-booking-actions.ts';
import { listProviderBookings, providerFigures } from '../../services/providers/provider-bookings.ts';
import type { RouteDeps } from '../deps.ts';
import {
  bookingIdParamSchema,
  cancelAsProviderBodySchema,
  moveAsProviderBodySchema,
  providerBookingSchema,
  providerBookingsQuerySchema,
  providerFiguresSchema,
  providerRouteErrors,
} from './provider.schema.ts';

const errors = providerRouteErrors;
const changed = {
  200: jsonResponse(providerBookingSchema, 'The booking after the change'),
  409: { description: 'Not possible now' },
  ...errors,
};

/** The provider's agenda and what they do with each booking (issue 13.2). */
export function createProviderBookingRoutes(deps: RouteDeps) {
  const { ctx } = deps;
  const doc = (summary: string, responses: Parameters<typeof describeRoute>[0]['responses'] = changed) =>
    describeRoute({ tags: ['provider'], summary, responses });
  // Signed in as a provider: checked by the parent router (provider.routes.ts).
  return new Hono<AppEnv>()
    .get(
      '/figures',
      doc('Today, this week, attendance, earnings this month, rating', { 200: jsonResponse(providerFiguresSchema, 'Figures'), ...errors }),
      async (c) => c.json(await providerFigures(ctx, c.var.user.id)),
    )
    .get(
      '/bookings',
      doc('My bookings with who booked them: upcoming (today on), past, cancelled; by IST day; by client name or phone', {
        200: jsonResponse(z.array(providerBookingSchema), 'Bookings'),
        400: { description: 'Invalid' },
        ...errors,
      }),
      validate('query', providerBookingsQuerySchema),
      async (c) => c.json(await listProviderBookings(ctx, c.var.user.id, c.req.valid('query'))),
    )
    .post('/bookings/:id/attended', doc('Mark attended (after the start)'), validate('param', bookingIdParamSchema), async (c) =>
      c.json(await markAttended(ctx, c.var.user.id, c.req.valid('param').id)),
    )
    .post('/bookings/:id/no-show', doc('Mark no-show (after the start)'), validate('param', bookingIdParamSchema), async (c) =>
      c.json(await markNoShow(ctx, c.var.user.id, c.req.valid('param').id)),
    )
    .post(
      '/bookings/:id/undo',
      doc('Undo an attended or no-show mark within 5 minutes of it (the booking is confirmed again; 409 later)'),
      validate('param', bookingIdParamSchema),
      async (c) => c.json(await undoMark(ctx, c.var.user.id, c.req.valid('param').id)),
    )
    .post(
      '/bookings/:id/cancel',
      doc('Cancel with a reason; the client is notified in-app, by WhatsApp/SMS and e-mail'),
      validate('param', bookingIdParamSchema),
      validate('json', cancelAsProviderBodySchema),
      async (c) => c.json(await cancelAsProvider(ctx, c.var.user.id, c.req.valid('param').id, c.req.valid('json').reason)),
    )
    .post(
      '/bookings/:id/move',
      doc('Move to another of my free slots; the client is notified'),
      validate('param', bookingIdParamSchema),
      validate('json', moveAsProviderBodySchema),
      async (c) => c.json(await moveAsProvider(ctx, c.var.user.id, c.req.valid('param').id, c.req.valid('json').slotId)),
    )
    .post('/bookings/:id/payment-received', doc('Mark the payment received'), validate('param', bookingIdParamSchema), async (c) =>
      c.json(await markPaymentReceived(ctx, c.var.user.id, c.req.valid('param').id)),
    );
}
