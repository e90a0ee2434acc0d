import { z } from 'zod';
import { upiReferenceSchema } from '#db/contract/upi.ts';

export const purchasePlanBodySchema = z.strictObject({
  plan: z.enum(['pro', 'enterprise']),
  utr: upiReferenceSchema,
});

const planPaymentSchema = z.object({
  id: z.uuid(),
  plan: z.enum(['pro', 'enterprise']),
  amountPaise: z.number().int(),
  reference: z.string().nullable(),
  createdAt: z.iso.datetime(),
  reason: z.string().nullable().describe('Why an admin rejected it'),
  decidedAt: z.iso.datetime().nullable(),
});

export const plansSchema = z.object({
  plans: z.array(
    z.object({
      id: z.enum(['free', 'pro', 'enterprise']),
      pricePaise: z.number().int(),
      periodDays: z.number().int().nullable(),
    }),
  ),
  freeBookingLimit: z.number().int().describe('Free bookings a new client gets'),
  current: z.object({ tier: z.enum(['free', 'pro', 'enterprise']), planEndsAt: z.iso.datetime().nullable() }),
  pending: planPaymentSchema.nullable(),
  rejected: planPaymentSchema.nullable(),
});
