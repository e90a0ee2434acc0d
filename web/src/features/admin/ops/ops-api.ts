/**
 * The admin API of Data Export and Health. The health report's shape is inferred from the server's
 * route (type-only, erased at build), so it never drifts from what the server answers.
 */
import { queryOptions } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { apiError, client, json, NetworkError, type Api } from '../../../lib/api.ts';
import { adminKey } from '../api/admin-queries.ts';

type Admin = Api['admin'];
export type HealthReport = InferResponseType<Admin['health']['$get'], 200>;
export type FailedMessage = HealthReport['outbox']['failed'][number];
export type InstanceBeat = HealthReport['instances'][number];

const healthKey = [...adminKey, 'health'] as const;
/** The page refreshes itself this often. */
export const healthRefreshMs = 10_000;

export const healthQuery = queryOptions({
  queryKey: healthKey,
  queryFn: () => json(client.admin.health.$get()),
  refetchInterval: healthRefreshMs,
});

export function retryMessage(id: string) {
  return json(client.admin.outbox[':id'].retry.$post({ param: { id }, json: {} }));
}

export const exportKinds = ['bookings', 'users', 'providers', 'payments', 'complaints'] as const;
export type ExportKind = (typeof exportKinds)[number];
export type ExportFilters = Record<string, string>;
export type ExportProgress = { rows: number; bytes: number; total: number | null };
export type ExportFile = { blob: Blob; filename: string; rows: number };

function filenameOf(response: Response, kind: ExportKind): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? `bookmitra-${kind}.csv`;
}

/**
 * Downloads an export while it streams: rows are counted as they arrive (each record ends in CRLF;
 * the header is not a row) against the server's X-Export-Rows estimate, for the progress bar.
 */
export async function downloadExport(
  kind: ExportKind,
  filters: ExportFilters,
  onProgress: (progress: ExportProgress) => void,
): Promise<ExportFile> {
  const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== ''));
  let response: Response;
  try {
    response = await fetch(`/api/admin/export/${kind}.csv${query.size > 0 ? `?${query}` : ''}`, { credentials: 'include' });
  } catch (error) {
    throw new NetworkError(error);
  }
  if (!response.ok || !response.body) throw await apiError(response);
  const estimate = Number(response.headers.get('x-export-rows'));
  const total = Number.isFinite(estimate) && response.headers.has('x-export-rows') ? estimate : null;
  const reader = response.body.getReader();
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let bytes = 0;
  let lineEnds = 0;
  let lastByte = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    bytes += value.byteLength;
    for (const byte of value) {
      if (byte === 0x0a && lastByte === 0x0d) lineEnds += 1;
      lastByte = byte;
    }
    onProgress({ rows: Math.max(0, lineEnds - 1), bytes, total });
  }
  return {
    blob: new Blob(parts, { type: 'text/csv;charset=utf-8' }),
    filename: filenameOf(response, kind),
    rows: Math.max(0, lineEnds - 1),
  };
}

/** Hands a downloaded file to the browser's save flow through a temporary Blob link. */
export function saveFile(file: ExportFile): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The click starts the save at once; the URL is released after the browser has taken it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
