import type { AppContext } from '../../core/context.ts';
import type { CurrentUser } from '../../core/current-user.ts';
import { complaintsAfter, listComplaintsForAdmin, type AdminComplaintQuery } from '../complaints/admin-complaints.ts';
import { istStamp } from './csv-cells.ts';
import { csvWords } from './csv-labels.ts';
import { countPage, keyset, type ExportSource } from './export-source.ts';

/** The complaints the admin list shows this admin under the same filters. */
export function complaintsExport(ctx: AppContext, admin: CurrentUser, filter: AdminComplaintQuery): ExportSource {
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
        csvWords.complaintStatus(row.status),
        csvWords.complaintChannel(row.channel),
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
