import { z } from 'zod';
import { upiReferenceSchema } from '#db/contract/upi.ts';

export const bookingIdParamSchema = z.object({ id: z.uuid() });

export const createBookingBodySchema = z.strictObject({
  slotId: z.uuid(),
  serviceId: z.uuid().optional(),
  name: z.string().trim().min(1).max(100).optional().describe("Who the appointment is for (default: the caller's profile name)"),
  phone: z.string().trim().min(6).max(20).optional().describe("Contact number, normalised to E.164 (default: the profile's phone)"),
});

export const rescheduleBookingBodySchema = z.strictObject({ slotId: z.uuid() });

/** The UPI transaction reference (UTR) the client copied from their UPI app. */
export const recordPaymentBodySchema = z.strictObject({ utr: upiReferenceSchema });

export const listBookingsQuerySchema = z.object({
  scope: z.enum(['upcoming', 'past', 'all']).default('all'),
});

export const bookingSchema = z.object({
  id: z.uuid(),
  status: z.enum(['pending', 'confirmed', 'cancelled', 'completed', 'no_show']),
  channel: z.enum(['web', 'chat', 'whatsapp', 'sms', 'admin']),
  slotId: z.uuid(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  date: z.iso.date(),
  time: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  amountPaise: z.int(),
  paymentStatus: z.enum(['none', 'pending', 'paid', 'refunded']),
  countedFree: z.boolean(),
  provider: z.object({ id: z.uuid(), name: z.string(), category: z.string(), city: z.string() }),
  service: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  createdAt: z.iso.datetime(),
  cancelledAt: z.iso.datetime().nullable(),
  review: z.object({ rating: z.int(), comment: z.string().nullable() }).nullable().describe("The client's rating of an attended booking"),
});

/** A booking in My bookings: also until when it can be changed online, and whom to call after (issue 26.1). */
export const listedBookingSchema = bookingSchema.extend({
  onlineChangesUntil: z.iso
    .datetime()
    .nullable()
    .describe("The provider's cancel notice before the start: later, cancel or reschedule only by calling (null: no notice)"),
  providerPhone: z.string().nullable().describe('The number to call (E.164)'),
});

export const reviewBodySchema = z.strictObject({
  rating: z.int().min(1).max(5),
  comment: z.string().trim().max(1000).nullable().optional(),
});

export const reviewSchema = z.object({
  id: z.uuid(),
  bookingId: z.uuid().nullable(),
  authorName: z.string(),
  rating: z.int(),
  comment: z.string().nullable(),
  reply: z.string().nullable().describe("The provider's one public answer"),
  repliedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});

export const cancelBookingResponseSchema = z.object({ booking: bookingSchema, freeBookingReturned: z.boolean() });
