import type { AppContext } from '../../core/context.ts';
import { listProvidersForAdmin, providersAfter, type ProviderListQuery } from '../admin/admin-providers.ts';
import { istStamp } from './csv-cells.ts';
import { csvWords } from './csv-labels.ts';
import { countPage, keyset, type ExportSource } from './export-source.ts';

/** The providers of the admin providers list under the same filters and verification tab. */
export function providersExport(ctx: AppContext, filter: ProviderListQuery): ExportSource {
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
        csvWords.category(row.category),
        row.specialty,
        row.city,
        row.area,
        csvWords.verification(row.verification),
        row.ratingAvg.toFixed(1),
        row.ratingCount,
        row.upcomingBookings,
        istStamp(row.joinedAt),
      ],
    ),
  };
}
