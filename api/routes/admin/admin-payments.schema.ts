import { z } from 'zod';
import { calendarDateSchema } from '../../http/bounded-dates.ts';
import { approveBodySchema, pageOf, pageQuerySchema, reasonBodySchema } from './admin.schema.ts';

const transactionStatuses = ['pending', 'succeeded', 'failed', 'refunded'] as const;

const ledgerFilters = {
  sort: z.enum(['created', 'amount', 'status']).default('created'),
  kind: z.enum(['booking', 'plan']).optional(),
  q: z.string().trim().min(1).max(100).optional().describe("A UTR, the client's name, e-mail or phone, or a booking reference"),
  from: calendarDateSchema.optional().describe('Recorded from this IST day on'),
  to: calendarDateSchema.optional().describe('Recorded up to this IST day, inclusive'),
  userId: z.string().min(1).max(100).optional().describe("One client's payments"),
};

/** The verification queue: UPI references clients gave; pending ones, oldest first, unless asked otherwise. */
export const paymentsQuerySchema = pageQuerySchema.extend({
  ...ledgerFilters,
  dir: z.enum(['asc', 'desc']).default('asc'),
  status: z.enum(['pending', 'succeeded', 'failed']).default('pending'),
});

/** The ledger: every transaction, newest first. */
export const transactionsQuerySchema = pageQuerySchema.extend({
  ...ledgerFilters,
  status: z.enum(transactionStatuses).optional(),
});

export const paymentSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['booking', 'plan']),
  plan: z.enum(['pro', 'enterprise']).nullable(),
  status: z.enum(transactionStatuses),
  amountPaise: z.number().int(),
  method: z.string(),
  reference: z.string().nullable().describe('The UPI reference (UTR) the client gave'),
  rejectReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
  verifiedAt: z.iso.datetime().nullable().describe('When an admin decided'),
  verifiedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  client: z.object({ id: z.string(), name: z.string(), email: z.string(), phone: z.string().nullable() }),
  booking: z
    .object({
      id: z.uuid(),
      reference: z.string(),
      startsAt: z.iso.datetime(),
      status: z.enum(['pending', 'confirmed', 'cancelled', 'completed', 'no_show']),
      paymentStatus: z.enum(['none', 'pending', 'paid', 'refunded']),
      provider: z.object({ id: z.uuid(), name: z.string() }),
    })
    .nullable(),
});

export const paymentPageSchema = pageOf(paymentSchema);
export const paymentIdParamSchema = z.object({ id: z.uuid() });
export const verifyBodySchema = approveBodySchema;
export const rejectPaymentBodySchema = reasonBodySchema;
