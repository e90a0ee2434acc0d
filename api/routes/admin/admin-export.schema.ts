import { z } from 'zod';
import { adminBookingsQuerySchema } from './admin-bookings.schema.ts';
import { adminComplaintListQuerySchema } from './admin-complaints.schema.ts';
import { transactionsQuerySchema } from './admin-payments.schema.ts';
import { providerListQuerySchema } from './admin-providers.schema.ts';
import { userListQuerySchema } from './admin-users.schema.ts';

/**
 * Each export takes exactly the filters of its admin list (the lists' own query schemas; paging and
 * sorting are accepted and ignored: an export is the whole filtered list, in id order).
 */
export const exportQuerySchemas = {
  bookings: adminBookingsQuerySchema,
  users: userListQuerySchema,
  providers: providerListQuerySchema,
  payments: transactionsQuerySchema,
  complaints: adminComplaintListQuerySchema,
} as const;

export const exportKindSchema = z.enum(['bookings', 'users', 'providers', 'payments', 'complaints']);
export type ExportKindName = z.infer<typeof exportKindSchema>;
