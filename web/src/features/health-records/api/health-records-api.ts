import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/api.ts';
import type { HealthRecord } from '../../../lib/api-types.ts';

export type { HealthRecord };
export type HealthRecordKind = HealthRecord['kind'];
export type HealthRecordEdit = Partial<{ kind: HealthRecordKind; title: string; note: string | null; recordedOn: string | null }>;

export const healthRecordKinds = [
  'prescription',
  'lab_report',
  'scan',
  'vaccination',
  'insurance',
  'note',
  'other',
] as const satisfies readonly HealthRecordKind[];

/** What the upload field accepts (the server checks the bytes again). */
export const acceptedFileTypes = 'application/pdf,image/png,image/jpeg,image/webp,.pdf,.png,.jpg,.jpeg,.webp';
export const maxFileBytes = 5 * 1024 * 1024;

export const healthRecordsKey = ['health-records'] as const;

export const healthRecordsApi = {
  list: () => request<{ items: HealthRecord[] }>('GET', '/health-records').then((body) => body.items),
  create: (form: FormData) => request<HealthRecord>('POST', '/health-records', { body: form }),
  update: (id: string, edit: HealthRecordEdit) => request<HealthRecord>('PATCH', `/health-records/${id}`, { body: edit }),
  remove: (id: string) => request<{ deleted: true }>('DELETE', `/health-records/${id}`),
  fileUrl: (id: string, inline = false) => `/api/health-records/${id}/file${inline ? '?inline=1' : ''}`,
};

export const healthRecordsQuery = () => queryOptions({ queryKey: healthRecordsKey, queryFn: healthRecordsApi.list });
