import type { AppContext } from '../../core/context.ts';
import { listUsersForAdmin, usersAfter, type UserListQuery } from '../admin/users.ts';
import { istStamp } from './csv-cells.ts';
import { csvWords } from './csv-labels.ts';
import { countPage, keyset, type ExportSource } from './export-source.ts';

/** The accounts of the admin users list under the same filters. */
export function usersExport(ctx: AppContext, filter: UserListQuery): ExportSource {
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
        csvWords.role(row.role),
        row.active ? 'yes' : 'no',
        csvWords.tier(row.tier),
        row.city,
        istStamp(row.joinedAt),
      ],
    ),
  };
}
