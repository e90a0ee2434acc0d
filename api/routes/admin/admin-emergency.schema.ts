import { z } from 'zod';
import { categoryIds } from '#db/schema/index.ts';
import { instantSchema } from '../../http/bounded-dates.ts';

const city = z.string().trim().min(2).max(60);
const period = {
  from: instantSchema.transform((value) => new Date(value)).describe('Start (any offset; the page sends IST)'),
  to: instantSchema.transform((value) => new Date(value)).describe('End: after the start, not past, at most 30 days ahead'),
};

const choices = {
  reason: z.string().trim().min(3).max(500).describe('Shown in the banner and told to the clients'),
  cancelBookings: z.boolean().describe('Cancel the future bookings in the period'),
  returnFreeBooking: z.boolean().describe("Give back a cancelled booking's free booking"),
};

const endsAfterStart = (value: { from: Date; to: Date }) => value.to > value.from;
const endsAfterStartIssue = { message: 'The end must be after the start', path: ['to'] };

/** The scope (one provider, one category in one city, or a whole city) and the period. */
export const pausePreviewQuerySchema = z
  .discriminatedUnion('scope', [
    z.strictObject({ scope: z.literal('provider'), providerId: z.uuid(), ...period }),
    z.strictObject({ scope: z.literal('category_city'), category: z.enum(categoryIds), city, ...period }),
    z.strictObject({ scope: z.literal('city'), city, ...period }),
  ])
  .refine(endsAfterStart, endsAfterStartIssue);

export const createPauseBodySchema = z
  .discriminatedUnion('scope', [
    z.strictObject({ scope: z.literal('provider'), providerId: z.uuid(), ...period, ...choices }),
    z.strictObject({ scope: z.literal('category_city'), category: z.enum(categoryIds), city, ...period, ...choices }),
    z.strictObject({ scope: z.literal('city'), city, ...period, ...choices }),
  ])
  .refine(endsAfterStart, endsAfterStartIssue);

export const pauseIdParamSchema = z.object({ id: z.uuid() });

export const affectedBookingSchema = z.object({
  id: z.uuid(),
  startsAt: z.iso.datetime(),
  clientName: z.string(),
  serviceName: z.string().nullable(),
  status: z.string(),
  provider: z.object({ id: z.uuid(), name: z.string(), category: z.string(), city: z.string() }),
});

export const pauseSchema = z.object({
  id: z.uuid(),
  scope: z.enum(['provider', 'category_city', 'city']),
  provider: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  category: z.enum(categoryIds).nullable(),
  city: z.string().nullable(),
  from: z.iso.datetime(),
  to: z.iso.datetime(),
  reason: z.string(),
  cancelBookings: z.boolean(),
  returnFreeBooking: z.boolean(),
  createdAt: z.iso.datetime(),
  createdBy: z.string().nullable(),
  endedAt: z.iso.datetime().nullable(),
  active: z.boolean(),
});
