import type { AppContext } from '../../core/context.ts';
import type { CurrentUser } from '../../core/current-user.ts';
import { adminBookingsAfter, listAdminBookings, type AdminBookingFilter } from '../admin/admin-bookings.ts';
import { listProvidersForAdmin, providersAfter, type ProviderListQuery } from '../admin/admin-providers.ts';
import { listPayments, paymentsAfter, type PaymentFilter } from '../admin/payments.ts';
import { listUsersForAdmin, usersAfter, type UserListQuery } from '../admin/users.ts';
import { complaintsAfter, listComplaintsForAdmin, type AdminComplaintQuery } from '../complaints/admin-complaints.ts';
import { istStamp, rupees, type Cell } from './csv-cells.ts';

/** What can be exported, each with the filters of its admin list. */
export type ExportRequest =
  | { kind: 'bookings'; filter: AdminBookingFilter }
  | { kind: 'users'; filter: UserListQuery }
  | { kind: 'providers'; filter: ProviderListQuery }
  | { kind: 'payments'; filter: PaymentFilter }
  | { kind: 'complaints'; filter: AdminComplaintQuery };
export type ExportKind = ExportRequest['kind'];
export const exportKinds: readonly ExportKind[] = ['bookings', 'users', 'providers', 'payments', 'complaints'];

/** One kind's export: its header row, how many rows the filtered list has, and its rows batch by batch. */
export type ExportSource = {
  header: string[];
  count: () => Promise<number>;
  /** The rows after `afterId` in id order, at most `limit`, as cells, with the last row's id. */
  after: (afterId: string | null, limit: number) => Promise<{ rows: Cell[][]; lastId: string | null }>;
};

function keyset<Row extends { id: string }>(fetch: (afterId: string | null, limit: number) => Promise<Row[]>, cells: (row: Row) => Cell[]) {
  return async (afterId: string | null, limit: number) => {
    const rows = await fetch(afterId, limit);
    return { rows: rows.map(cells), lastId: rows.at(-1)?.id ?? null };
  };
}

/** One row counts the filtered list (the lists' own totals, so the export and the table agree). */
const countPage = { page: 1, pageSize: 1 } as const;

export function exportSource(ctx: AppContext, admin: CurrentUser, request: ExportRequest): ExportSource {
  switch (request.kind) {
    case 'bookings': {
      const { filter } = request;
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
            row.status,
            row.channel,
            row.client.name,
            row.client.phone,
            row.client.email,
            row.provider.name,
            row.provider.city,
            row.service?.name,
            rupees(row.amountPaise),
            row.paymentStatus,
            row.cancelReason,
            istStamp(row.createdAt),
          ],
        ),
      };
    }
    case 'users': {
      const { filter } = request;
      return {
        header: ['user_id', 'name', 'email', 'phone', 'role', 'active', 'plan', 'city', 'joined_ist'],
        count: async () => (await listUsersForAdmin(ctx, { ...filter, ...countPage })).total,
        after: keyset(
          (afterId, limit) => usersAfter(ctx, filter, afterId, limit),
          (row) => [
            row.id,
            row.name,
            row.email,
            row.phone,
            row.role,
            row.active ? 'yes' : 'no',
            row.tier,
            row.city,
            istStamp(row.joinedAt),
          ],
        ),
      };
    }
    case 'providers': {
      const { filter } = request;
      return {
        header: [
          'provider_id',
          'name',
          'email',
          'phone',
          'category',
          'specialty',
          'city',
          'area',
          'verification',
          'rating',
          'ratings',
          'upcoming_bookings',
          'joined_ist',
        ],
        count: async () => (await listProvidersForAdmin(ctx, { ...filter, ...countPage })).total,
        after: keyset(
          (afterId, limit) => providersAfter(ctx, filter, afterId, limit),
          (row) => [
            row.id,
            row.name,
            row.email,
            row.phone,
            row.category,
            row.specialty,
            row.city,
            row.area,
            row.verification,
            row.ratingAvg.toFixed(1),
            row.ratingCount,
            row.upcomingBookings,
            istStamp(row.joinedAt),
          ],
        ),
      };
    }
    case 'payments': {
      const { filter } = request;
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
            row.kind,
            row.plan,
            row.status,
            rupees(row.amountPaise),
            row.method,
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
    case 'complaints': {
      const { filter } = request;
      return {
        header: [
          'reference',
          'complaint_id',
          'created_ist',
          'updated_ist',
          'status',
          'channel',
          'subject',
          'text',
          'client_name',
          'client_email',
          'assignee',
          'messages',
          'resolved_ist',
        ],
        count: async () => (await listComplaintsForAdmin(ctx, admin, { ...filter, ...countPage })).total,
        after: keyset(
          (afterId, limit) => complaintsAfter(ctx, admin, filter, afterId, limit),
          (row) => [
            row.reference,
            row.id,
            istStamp(row.createdAt),
            istStamp(row.updatedAt),
            row.status,
            row.channel,
            row.subject,
            row.body,
            row.client.name,
            row.client.email,
            row.assignee?.name,
            row.messageCount,
            istStamp(row.resolvedAt),
          ],
        ),
      };
    }
  }
}
