import type { AppContext } from '../../core/context.ts';
import { listPayments, paymentsAfter, type PaymentFilter } from '../admin/payments.ts';
import { istStamp, rupees } from './csv-cells.ts';
import { csvWords } from './csv-labels.ts';
import { countPage, keyset, type ExportSource } from './export-source.ts';

/** The payments ledger under the admin list's filters, with each payment's client and booking. */
export function paymentsExport(ctx: AppContext, filter: PaymentFilter): ExportSource {
  return {
    header: [
      'payment_id',
      'created_ist',
      'kind',
      'plan',
      'status',
      'amount_inr',
      'method',
      'utr',
      'client_name',
      'client_email',
      'client_phone',
      'booking_reference',
      'provider',
      'verified_ist',
      'verified_by',
      'reject_reason',
    ],
    count: async () => (await listPayments(ctx, { ...filter, ...countPage })).total,
    after: keyset(
      (afterId, limit) => paymentsAfter(ctx, filter, afterId, limit),
      (row) => [
        row.id,
        istStamp(row.createdAt),
        csvWords.paymentKind(row.kind),
        csvWords.plan(row.plan),
        csvWords.paymentStatus(row.status),
        rupees(row.amountPaise),
        csvWords.paymentMethod(row.method),
        row.reference,
        row.client.name,
        row.client.email,
        row.client.phone,
        row.booking?.reference,
        row.booking?.provider.name,
        istStamp(row.verifiedAt),
        row.verifiedBy?.name,
        row.rejectReason,
      ],
    ),
  };
}
