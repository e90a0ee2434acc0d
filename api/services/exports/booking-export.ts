import type { AppContext } from '../../core/context.ts';
import { adminBookingsAfter, listAdminBookings, type AdminBookingFilter } from '../admin/admin-bookings.ts';
import { istStamp, rupees } from './csv-cells.ts';
import { csvWords } from './csv-labels.ts';
import { countPage, keyset, type ExportSource } from './export-source.ts';

/** Every booking the admin list shows under the same filters: one row each, times in IST, amounts in rupees. */
export function bookingsExport(ctx: AppContext, filter: AdminBookingFilter): ExportSource {
  return {
    header: [
      'reference',
      'booking_id',
      'date_ist',
      'time_ist',
      'status',
      'channel',
      'client_name',
      'client_phone',
      'client_email',
      'provider',
      'provider_city',
      'service',
      'amount_inr',
      'payment_status',
      'cancel_reason',
      'created_ist',
    ],
    count: async () => (await listAdminBookings(ctx, { ...filter, ...countPage })).total,
    after: keyset(
      (afterId, limit) => adminBookingsAfter(ctx, filter, afterId, limit),
      (row) => [
        row.reference,
        row.id,
        row.date,
        row.time,
        csvWords.bookingStatus(row.status),
        csvWords.bookingChannel(row.channel),
        row.client.name,
        row.client.phone,
        row.client.email,
        row.provider.name,
        row.provider.city,
        row.service?.name,
        rupees(row.amountPaise),
        csvWords.bookingPayment(row.paymentStatus),
        row.cancelReason,
        istStamp(row.createdAt),
      ],
    ),
  };
}
