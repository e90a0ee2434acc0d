import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env.ts';
import { jsonResponse } from '../../http/openapi.ts';
import { validate } from '../../http/validate.ts';
import { cancelAsAdmin, listFreeSlotsForAdmin, moveAsAdmin } from '../../services/admin/admin-booking-changes.ts';
import { listAdminBookings } from '../../services/admin/admin-bookings.ts';
import { lookupBookings } from '../../services/admin/booking-lookup.ts';
import type { RouteDeps } from '../deps.ts';
import {
  adminBookingIdParamSchema,
  adminBookingPageSchema,
  adminBookingSchema,
  adminBookingsQuerySchema,
  adminCancelBodySchema,
  adminMoveBodySchema,
  adminSlotSchema,
  bookingLookupQuerySchema,
  bookingLookupSchema,
  freeSlotsQuerySchema,
  providerIdParamSchema,
} from './admin-bookings.schema.ts';

const errors = { 400: { description: 'Invalid' }, 401: { description: 'Not signed in' }, 403: { description: 'Not an admin' } };
const changed = {
  200: jsonResponse(adminBookingSchema, 'The booking after the change'),
  ...errors,
  404: { description: 'No such booking (or slot)' },
  409: { description: 'The booking is no longer active, or the slot is taken or not bookable' },
};

/** Bookings for admins (issue 14.4): the list, Booking Lookup, and cancel or move on someone's behalf. Gated by the parent router. */
export function createAdminBookingRoutes(deps: RouteDeps) {
  const { ctx } = deps;
  const doc = (summary: string, responses: Parameters<typeof describeRoute>[0]['responses']) =>
    describeRoute({ tags: ['admin'], summary, responses });
  return new Hono<AppEnv>()
    .get(
      '/bookings',
      doc('Every booking: filter by status, IST day or range, provider, client, channel, payment; sort and page on the server', {
        200: jsonResponse(adminBookingPageSchema, 'A page of bookings'),
        ...errors,
      }),
      validate('query', adminBookingsQuerySchema),
      async (c) => c.json(await listAdminBookings(ctx, c.req.valid('query'))),
    )
    .get(
      '/bookings/lookup',
      doc('Booking Lookup by booking id, short reference (BM…) or phone number, newest first', {
        200: jsonResponse(bookingLookupSchema, 'Matching bookings'),
        ...errors,
      }),
      validate('query', bookingLookupQuerySchema),
      async (c) => c.json(await lookupBookings(ctx, c.req.valid('query').q)),
    )
    .post(
      '/bookings/:id/cancel',
      doc('Cancel on the client’s behalf with a reason; both parties are told', changed),
      validate('param', adminBookingIdParamSchema),
      validate('json', adminCancelBodySchema),
      async (c) => c.json(await cancelAsAdmin(ctx, c.var.user.id, c.req.valid('param').id, c.req.valid('json').reason)),
    )
    .post(
      '/bookings/:id/move',
      doc('Move to another free slot of the same provider with a reason (channel becomes admin); both parties are told', changed),
      validate('param', adminBookingIdParamSchema),
      validate('json', adminMoveBodySchema),
      async (c) => c.json(await moveAsAdmin(ctx, c.var.user.id, c.req.valid('param').id, c.req.valid('json'))),
    )
    .get(
      '/providers/:id/free-slots',
      doc('A provider’s free future slots on one IST day (default: the next 14 days), listed or not', {
        200: jsonResponse(z.array(adminSlotSchema), 'Free slots'),
        ...errors,
        404: { description: 'No such provider' },
      }),
      validate('param', providerIdParamSchema),
      validate('query', freeSlotsQuerySchema),
      async (c) => c.json(await listFreeSlotsForAdmin(ctx, c.req.valid('param').id, c.req.valid('query').date)),
    );
}
