import { z } from 'zod';
import { bookingChannels, bookingStatuses } from '#db/schema/index.ts';
import { calendarDateSchema } from '../../http/bounded-dates.ts';
import { pageOf, pageQuerySchema, reasonBodySchema } from './admin.schema.ts';

const paymentStatuses = ['none', 'pending', 'paid', 'refunded'] as const;

export const adminBookingsQuerySchema = pageQuerySchema.extend({
  sort: z.enum(['start', 'created', 'amount', 'status']).default('start'),
  status: z.enum(bookingStatuses).optional(),
  day: calendarDateSchema.optional().describe('Appointments on this IST day'),
  from: calendarDateSchema.optional().describe('Appointments from this IST day on'),
  to: calendarDateSchema.optional().describe('Appointments up to this IST day, inclusive'),
  madeFrom: calendarDateSchema
    .optional()
    .describe('Bookings made from this IST day on (the dashboard counts bookings by the day they were made)'),
  madeTo: calendarDateSchema.optional().describe('Bookings made up to this IST day, inclusive'),
  providerId: z.uuid().optional(),
  client: z.string().trim().min(1).max(100).optional().describe("Part of the client's name or e-mail, or their phone number"),
  channel: z.enum(bookingChannels).optional(),
  paymentStatus: z.enum(paymentStatuses).optional(),
});
export type AdminBookingsQuery = z.infer<typeof adminBookingsQuerySchema>;

export const adminBookingSchema = z.object({
  id: z.uuid(),
  reference: z.string().describe('The short reference clients see, BM and ten hex digits'),
  client: z.object({
    id: z.string(),
    name: z.string().describe('Who the appointment is for'),
    phone: z.string().nullable().describe('E.164'),
    email: z.string(),
  }),
  provider: z.object({ id: z.uuid(), name: z.string(), city: z.string() }),
  service: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  slotId: z.uuid(),
  startsAt: z.iso.datetime(),
  date: z.iso.date().describe('IST date'),
  time: z.string().describe('IST time, HH:MM'),
  status: z.enum(bookingStatuses),
  channel: z.enum(bookingChannels),
  amountPaise: z.number().int(),
  paymentStatus: z.enum(paymentStatuses),
  cancelReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type AdminBooking = z.infer<typeof adminBookingSchema>;

export const adminBookingPageSchema = pageOf(adminBookingSchema);

export const bookingLookupQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .describe('A booking id, its reference (BM…, any case, # or BM- allowed), the 8-character short id, or a phone number'),
});

export const bookingLookupSchema = z.object({
  matchedBy: z.array(z.enum(['id', 'reference', 'phone'])).describe('How the query was read'),
  phone: z.string().nullable().describe('The phone number searched, in E.164'),
  items: z.array(adminBookingSchema),
});

export const adminBookingIdParamSchema = z.object({ id: z.uuid() });
export const adminCancelBodySchema = reasonBodySchema;
export const adminMoveBodySchema = z.strictObject({
  slotId: z.uuid(),
  reason: z.string().trim().min(3).max(500),
});

export const providerIdParamSchema = z.object({ id: z.uuid() });
export const freeSlotsQuerySchema = z.object({
  date: calendarDateSchema.optional().describe('One IST day (default: the next 14 days)'),
});
export const adminSlotSchema = z.object({
  id: z.uuid(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  date: z.iso.date(),
  time: z.string(),
});
