import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv } from '../../http/app-env.ts';
import { jsonResponse } from '../../http/openapi.ts';
import { validate } from '../../http/validate.ts';
import { rejectPayment, verifyPayment } from '../../services/admin/payment-decisions.ts';
import { listPayments } from '../../services/admin/payments.ts';
import type { RouteDeps } from '../deps.ts';
import {
  paymentIdParamSchema,
  paymentPageSchema,
  paymentSchema,
  paymentsQuerySchema,
  rejectPaymentBodySchema,
  transactionsQuerySchema,
  verifyBodySchema,
} from './admin-payments.schema.ts';

const errors = { 400: { description: 'Invalid' }, 401: { description: 'Not signed in' }, 403: { description: 'Not an admin' } };
const decided = {
  200: jsonResponse(paymentSchema, 'The payment after the decision'),
  ...errors,
  404: { description: 'No such payment' },
  409: { description: 'Already decided' },
};

/** Payments and Transactions for admins (issue 14.5). Gated by the parent router. */
export function createAdminPaymentRoutes(deps: RouteDeps) {
  const { ctx } = deps;
  const doc = (summary: string, responses: Parameters<typeof describeRoute>[0]['responses']) =>
    describeRoute({ tags: ['admin'], summary, responses });
  return new Hono<AppEnv>()
    .get(
      '/payments',
      doc('UPI references clients recorded, for bookings and plans (default: pending, oldest first)', {
        200: jsonResponse(paymentPageSchema, 'A page of payments'),
        ...errors,
      }),
      validate('query', paymentsQuerySchema),
      async (c) => c.json(await listPayments(ctx, { ...c.req.valid('query'), referencedOnly: true })),
    )
    .post(
      '/payments/:id/verify',
      doc('Verify a pending payment: the booking is paid, or the plan starts (or is extended); the client is told', decided),
      validate('param', paymentIdParamSchema),
      validate('json', verifyBodySchema),
      async (c) => c.json(await verifyPayment(ctx, c.var.user.id, c.req.valid('param').id)),
    )
    .post(
      '/payments/:id/reject',
      doc('Reject a pending payment with a reason the client is told', decided),
      validate('param', paymentIdParamSchema),
      validate('json', rejectPaymentBodySchema),
      async (c) => c.json(await rejectPayment(ctx, c.var.user.id, c.req.valid('param').id, c.req.valid('json').reason)),
    )
    .get(
      '/transactions',
      doc('The ledger: every transaction (booking and plan payments, any state), newest first', {
        200: jsonResponse(paymentPageSchema, 'A page of transactions'),
        ...errors,
      }),
      validate('query', transactionsQuerySchema),
      async (c) => c.json(await listPayments(ctx, c.req.valid('query'))),
    );
}
