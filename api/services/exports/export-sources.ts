import type { AppContext } from '../../core/context.ts';
import type { CurrentUser } from '../../core/current-user.ts';
import type { AdminBookingFilter } from '../admin/admin-bookings.ts';
import type { ProviderListQuery } from '../admin/admin-providers.ts';
import type { PaymentFilter } from '../admin/payments.ts';
import type { UserListQuery } from '../admin/users.ts';
import type { AdminComplaintQuery } from '../complaints/admin-complaints.ts';
import { bookingsExport } from './booking-export.ts';
import { complaintsExport } from './complaint-export.ts';
import type { ExportSource } from './export-source.ts';
import { paymentsExport } from './payment-export.ts';
import { providersExport } from './provider-export.ts';
import { usersExport } from './user-export.ts';

/** What can be exported, each with the filters of its admin list. */
export type ExportRequest =
  | { kind: 'bookings'; filter: AdminBookingFilter }
  | { kind: 'users'; filter: UserListQuery }
  | { kind: 'providers'; filter: ProviderListQuery }
  | { kind: 'payments'; filter: PaymentFilter }
  | { kind: 'complaints'; filter: AdminComplaintQuery };
export type ExportKind = ExportRequest['kind'];
export const exportKinds: readonly ExportKind[] = ['bookings', 'users', 'providers', 'payments', 'complaints'];

/** The source of one export: each kind's columns and rows live in its own file. */
export function exportSource(ctx: AppContext, admin: CurrentUser, request: ExportRequest): ExportSource {
  switch (request.kind) {
    case 'bookings':
      return bookingsExport(ctx, request.filter);
    case 'users':
      return usersExport(ctx, request.filter);
    case 'providers':
      return providersExport(ctx, request.filter);
    case 'payments':
      return paymentsExport(ctx, request.filter);
    case 'complaints':
      return complaintsExport(ctx, admin, request.filter);
  }
}
