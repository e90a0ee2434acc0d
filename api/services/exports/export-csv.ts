import { stringify } from 'csv-stringify/sync';
import type { AppContext } from '../../core/context.ts';
import type { CurrentUser } from '../../core/current-user.ts';
import { istDate } from '../../core/time-zone.ts';
import { recordAdminAction } from '../admin/admin-actions.ts';
import { safeCell, type Cell } from './csv-cells.ts';
import { exportSource, type ExportRequest } from './export-sources.ts';

/** Rows read per query: small enough that memory stays flat, large enough that round trips do not dominate. */
export const exportBatchSize = 500;
/** Excel opens UTF-8 CSV (Hindi, Tamil) correctly only when the file starts with this byte order mark. */
const byteOrderMark = '\uFEFF';

export type CsvExport = {
  filename: string;
  /** The filtered list's size when the export began (rows written later may join or leave it). */
  estimatedRows: number;
  /** The file as text chunks: the BOM and header first, then one chunk per batch. */
  chunks: AsyncGenerator<string>;
};

function toCsv(rows: Cell[][]): string {
  // RFC 4180 line ends: what Excel writes and expects. csv-stringify quotes a cell that holds the
  // record delimiter (CR LF) but not a lone CR or LF, which every spreadsheet still reads as a new row.
  return stringify(
    rows.map((row) => row.map(safeCell)),
    { record_delimiter: 'windows', quoted_match: /[\r\n]/ },
  );
}

async function* csvChunks(source: ReturnType<typeof exportSource>, batchSize: number): AsyncGenerator<string> {
  yield byteOrderMark + toCsv([source.header]);
  let afterId: string | null = null;
  for (;;) {
    const batch = await source.after(afterId, batchSize);
    if (batch.rows.length > 0) yield toCsv(batch.rows);
    if (batch.rows.length < batchSize || batch.lastId === null) return;
    afterId = batch.lastId;
  }
}

/**
 * A CSV export of an admin list with that list's filters, read from the database in keyset batches
 * (never the whole result in memory), recorded as an admin action with its kind and filters.
 */
export async function exportCsv(
  ctx: AppContext,
  admin: CurrentUser,
  request: ExportRequest,
  batchSize = exportBatchSize,
): Promise<CsvExport> {
  const source = exportSource(ctx, admin, request);
  const estimatedRows = await source.count();
  await recordAdminAction(ctx, ctx.db, {
    adminId: admin.id,
    action: 'export.csv',
    targetType: 'export',
    targetId: request.kind,
    data: { filters: request.filter, estimatedRows },
  });
  return {
    filename: `bookmitra-${request.kind}-${istDate(ctx.now())}.csv`,
    estimatedRows,
    chunks: csvChunks(source, batchSize),
  };
}
