import { z } from 'zod';

export const complaintIdParamSchema = z.object({ id: z.uuid() });

export const complaintSubjectSchema = z.string().trim().min(3).max(120).describe('What it is about, in a line');
export const complaintTextSchema = z.string().trim().min(3).max(4000);

export const raiseComplaintBodySchema = z.strictObject({
  bookingId: z.uuid().optional().describe('One of your own bookings, when the complaint is about it'),
  subject: complaintSubjectSchema,
  body: complaintTextSchema.describe('What happened'),
});

export const complaintMessageBodySchema = z.strictObject({ body: complaintTextSchema });

export const complaintStatusSchema = z.enum(['open', 'in_progress', 'resolved']);

export const complaintSummarySchema = z.object({
  id: z.uuid(),
  reference: z.string().describe('CMP- and eight hex digits, quoted in messages'),
  subject: z.string(),
  body: z.string(),
  status: complaintStatusSchema,
  channel: z.string(),
  bookingId: z.uuid().nullable(),
  messageCount: z.int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  resolvedAt: z.iso.datetime().nullable(),
});

export const complaintBookingSchema = z.object({
  id: z.uuid(),
  date: z.iso.date(),
  time: z.string(),
  status: z.string(),
  provider: z.object({ id: z.uuid(), name: z.string() }),
  service: z.string().nullable(),
});

export const complaintMessageSchema = z.object({
  id: z.uuid(),
  authorRole: z.enum(['client', 'admin']),
  body: z.string(),
  createdAt: z.iso.datetime(),
});

export const complaintDetailSchema = complaintSummarySchema.extend({
  booking: complaintBookingSchema.nullable(),
  messages: z.array(complaintMessageSchema),
});

export const supportContactSchema = z.object({ email: z.string(), phone: z.string() });
