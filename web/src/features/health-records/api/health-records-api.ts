import { queryOptions } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { client, json, type Api } from '../../../lib/api.ts';
import type { HealthRecord } from '../../../lib/api-types.ts';

export type { HealthRecord };
export type HealthRecordKind = HealthRecord['kind'];
type Records = Api['health-records'];
export type HealthRecordEdit = InferRequestType<Records[':id']['$patch']>['json'];
/** The upload's fields: text as the form holds it, the document as a file (sent as multipart/form-data). */
export type NewHealthRecord = InferRequestType<Records['$post']>['form'];
const records = client['health-records'];

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
  list: () => json(records.$get({ query: {} })).then((body) => body.items),
  create: (form: NewHealthRecord) => json(records.$post({ form })),
  update: (id: string, edit: HealthRecordEdit) => json(records[':id'].$patch({ param: { id }, json: edit })),
  remove: (id: string) => json(records[':id'].$delete({ param: { id } })),
  /** The document's address for a link or a frame (the browser fetches it with the session cookie). */
  fileUrl: (id: string, inline = false) => `/api${records[':id'].file.$path({ param: { id }, query: inline ? { inline: '1' } : {} })}`,
};

export const healthRecordsQuery = () => queryOptions({ queryKey: healthRecordsKey, queryFn: healthRecordsApi.list });
