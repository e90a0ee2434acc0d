import { z } from 'zod';
import {
  complaintBookingSchema,
  complaintMessageSchema,
  complaintStatusSchema,
  complaintSummarySchema,
  complaintTextSchema,
} from '../complaints/complaints.schema.ts';
import { pageQuerySchema } from './admin.schema.ts';

export const adminComplaintListQuerySchema = pageQuerySchema.extend({
  status: complaintStatusSchema.optional(),
  assigned: z.enum(['me', 'none', 'any']).default('any').describe('me: assigned to me; none: unassigned'),
  q: z.string().trim().max(100).optional().describe("Words of the subject or text, or the client's name or e-mail"),
  sort: z.enum(['createdAt', 'updatedAt', 'status', 'subject']).default('createdAt'),
});

const personSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });

export const adminComplaintItemSchema = complaintSummarySchema.extend({ client: personSchema, assignee: personSchema.nullable() });

export const adminComplaintDetailSchema = adminComplaintItemSchema.extend({
  client: personSchema.extend({ phone: z.string().nullable() }),
  booking: complaintBookingSchema.nullable(),
  messages: z.array(complaintMessageSchema),
});

export const assignComplaintBodySchema = z.strictObject({
  adminId: z.string().trim().min(1).max(100).optional().describe('The admin to assign; me when left out'),
});
export const answerComplaintBodySchema = z.strictObject({ body: complaintTextSchema.describe('Sent to the client') });
export const resolveComplaintBodySchema = z.strictObject({
  body: complaintTextSchema.optional().describe('A closing note, added to the conversation and sent to the client'),
});
