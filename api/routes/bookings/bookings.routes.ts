import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env.ts';
import { jsonResponse } from '../../http/openapi.ts';
import { validate } from '../../http/validate.ts';
import { cancelBooking } from '../../services/bookings/cancel-booking.ts';
import { bookingContextForSession, createBooking, preloadedBookingContext } from '../../services/bookings/create-booking.ts';
import { getBooking, listBookingsWithChangeWindows } from '../../services/bookings/list-bookings.ts';
import { recordUpiPayment } from '../../services/bookings/record-payment.ts';
import { rescheduleBooking } from '../../services/bookings/reschedule-booking.ts';
import { reviewBooking } from '../../services/reviews/reviews.ts';
import { enforceRateLimit } from '../../middleware/rate-limit.ts';
import type { AttachToSession } from '../../middleware/session.ts';
import { userRateLimitKey, type CountedRateLimit } from '../../services/rate-limits/rate-limits.ts';
import type { RouteDeps } from '../deps.ts';
import {
  bookingIdParamSchema,
  bookingSchema,
  listedBookingSchema,
  cancelBookingResponseSchema,
  createBookingBodySchema,
  listBookingsQuerySchema,
  recordPaymentBodySchema,
  rescheduleBookingBodySchema,
  reviewBodySchema,
  reviewSchema,
} from './bookings.schema.ts';

const errors = {
  401: { description: 'Not signed in' },
  404: { description: 'Not found (or not yours)' },
};

/** The validated booking body (the validator ran before) chooses what the session lookup also reads. */
const attachBookingContext: AttachToSession<{ out: { json: z.infer<typeof createBookingBodySchema> } }> = (c) =>
  bookingContextForSession(c.req.valid('json'));

/** The caller's bookings: list, detail, create, cancel, reschedule. */
export function createBookingsRoutes(deps: RouteDeps) {
  const { ctx } = deps;
  // Reads need a session; writes are also counted per user, in Postgres so every instance shares
  // the count, by the same statement that reads the session.
  const signedIn = deps.requireUser();
  const bookingLimit = { name: 'booking', rule: ctx.config.rateLimits.booking };
  const limitWrites = deps.requireUser(undefined, bookingLimit);
  return new Hono<AppEnv>()
    .get(
      '/',
      describeRoute({
        tags: ['bookings'],
        summary: 'My bookings (upcoming by start, then past newest first)',
        responses: { 200: jsonResponse(z.array(listedBookingSchema), 'Bookings'), ...errors },
      }),
      signedIn,
      validate('query', listBookingsQuerySchema),
      async (c) => c.json(await listBookingsWithChangeWindows(ctx, c.var.user.id, c.req.valid('query').scope)),
    )
    .get(
      '/:id',
      describeRoute({
        tags: ['bookings'],
        summary: 'One of my bookings',
        responses: { 200: jsonResponse(bookingSchema, 'Booking'), ...errors },
      }),
      signedIn,
      validate('param', bookingIdParamSchema),
      async (c) => c.json(await getBooking(ctx, c.var.user.id, c.req.valid('param').id)),
    )
    .post(
      '/',
      describeRoute({
        tags: ['bookings'],
        summary: 'Book a free future slot',
        responses: {
          201: jsonResponse(bookingSchema, 'Booked (confirmed)'),
          ...errors,
          402: { description: 'quota_exceeded: no free booking left' },
          403: { description: 'Own slot, or account inactive' },
          409: {
            description:
              'slot_taken, slot_unavailable (past, blocked), slot_held (kept for a waiter), notice_too_short (details.providerPhone) or no_show_block (details.until)',
          },
          429: { description: 'rate_limited' },
        },
      }),
      // The body first (after a cookie check, so a signed-out caller still gets 401): the booking's
      // context is then read by the session lookup itself, one round trip fewer on the hottest write,
      // and the rate limit is counted by the booking statement, one write transaction fewer.
      deps.requireSessionCookie,
      validate('json', createBookingBodySchema),
      deps.requireUser(undefined, undefined, attachBookingContext),
      async (c) => {
        const counted: CountedRateLimit = {
          key: userRateLimitKey(bookingLimit.name, c.var.user.id),
          rule: bookingLimit.rule,
          settle: (result) => enforceRateLimit(c, ctx, bookingLimit.rule, result),
        };
        const input = { ...c.req.valid('json'), channel: 'web' as const };
        const booking = await createBooking(ctx, c.var.user, input, preloadedBookingContext(c.var.attached), counted);
        return c.json(booking, 201);
      },
    )
    .post(
      '/:id/cancel',
      describeRoute({
        tags: ['bookings'],
        summary: 'Cancel my booking (frees the slot; returns the free booking before the start)',
        responses: {
          200: jsonResponse(cancelBookingResponseSchema, 'Cancelled'),
          ...errors,
          409: { description: 'booking_not_active or notice_too_short (details.providerPhone)' },
        },
      }),
      limitWrites,
      validate('param', bookingIdParamSchema),
      async (c) => c.json(await cancelBooking(ctx, c.var.user, c.req.valid('param').id)),
    )
    .post(
      '/:id/reschedule',
      describeRoute({
        tags: ['bookings'],
        summary: 'Move my booking to another free slot of the same provider',
        responses: {
          200: jsonResponse(bookingSchema, 'Moved (same id)'),
          ...errors,
          409: { description: 'slot_taken, slot_unavailable, slot_held, booking_not_active or notice_too_short (details.providerPhone)' },
        },
      }),
      limitWrites,
      validate('param', bookingIdParamSchema),
      validate('json', rescheduleBookingBodySchema),
      async (c) => c.json(await rescheduleBooking(ctx, c.var.user, c.req.valid('param').id, c.req.valid('json'))),
    )
    .post(
      '/:id/review',
      describeRoute({
        tags: ['bookings'],
        summary: "Rate my attended booking, once (1–5, optional comment); it counts in the provider's rating",
        responses: {
          201: jsonResponse(reviewSchema, 'Rated'),
          ...errors,
          409: { description: 'Not attended, or already rated' },
        },
      }),
      limitWrites,
      validate('param', bookingIdParamSchema),
      validate('json', reviewBodySchema),
      async (c) => c.json(await reviewBooking(ctx, c.var.user, c.req.valid('param').id, c.req.valid('json')), 201),
    )
    .post(
      '/:id/payment',
      describeRoute({
        tags: ['bookings'],
        summary: 'Record the UPI reference (UTR) of my payment for a priced booking; payment becomes pending until verified',
        responses: {
          200: jsonResponse(bookingSchema, 'Payment reference recorded'),
          ...errors,
          409: { description: 'booking_not_active, nothing to pay, or already paid' },
        },
      }),
      limitWrites,
      validate('param', bookingIdParamSchema),
      validate('json', recordPaymentBodySchema),
      async (c) => c.json(await recordUpiPayment(ctx, c.var.user, c.req.valid('param').id, c.req.valid('json').utr)),
    );
}
