import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env.ts';
import { jsonResponse } from '../../http/openapi.ts';
import { userFilePolicy } from '../../http/content-security.ts';
import { validate } from '../../http/validate.ts';
import { contentDisposition } from '../../services/health-records/file-type.ts';
import {
  createHealthRecord,
  deleteHealthRecord,
  getHealthRecordFile,
  listHealthRecords,
  updateHealthRecord,
} from '../../services/health-records/health-records.ts';
import type { RouteDeps } from '../deps.ts';
import {
  createHealthRecordFormSchema,
  fileQuerySchema,
  healthRecordIdParamSchema,
  healthRecordSchema,
  listHealthRecordsQuerySchema,
  updateHealthRecordBodySchema,
} from './health-records.schema.ts';

const errors = { 401: { description: 'Not signed in' }, 404: { description: 'Not found (or not yours)' } };

/** The client's private health records: documents and notes only they can see. */
export function createHealthRecordsRoutes(deps: RouteDeps) {
  const { ctx } = deps;
  return new Hono<AppEnv>()
    .use('*', deps.requireUser())
    .get(
      '/',
      describeRoute({
        tags: ['health records'],
        summary: 'My health records, newest first',
        responses: { 200: jsonResponse(z.object({ items: z.array(healthRecordSchema) }), 'Records'), ...errors },
      }),
      validate('query', listHealthRecordsQuerySchema),
      async (c) => c.json({ items: await listHealthRecords(ctx, c.var.user.id, c.req.valid('query').kind) }),
    )
    .post(
      '/',
      describeRoute({
        tags: ['health records'],
        summary: 'Add a record (multipart/form-data: kind, title, note?, recordedOn?, file? — PDF, PNG, JPEG or WebP up to 5 MB)',
        responses: {
          201: jsonResponse(healthRecordSchema, 'Stored'),
          400: { description: 'Invalid fields or file type' },
          409: { description: 'Record limit reached' },
          413: { description: 'File over 5 MB' },
          ...errors,
        },
      }),
      validate('form', createHealthRecordFormSchema),
      async (c) => {
        const form = c.req.valid('form');
        const file =
          form.file && form.file.size > 0 ? { name: form.file.name, bytes: new Uint8Array(await form.file.arrayBuffer()) } : undefined;
        const record = await createHealthRecord(ctx, c.var.user.id, {
          kind: form.kind,
          title: form.title,
          note: form.note,
          recordedOn: form.recordedOn || undefined,
          file,
        });
        return c.json(record, 201);
      },
    )
    .get(
      '/:id/file',
      describeRoute({
        tags: ['health records'],
        summary: 'Download the document of one of my records (?inline=1 to view it)',
        responses: { 200: { description: 'The file' }, ...errors },
      }),
      validate('param', healthRecordIdParamSchema),
      validate('query', fileQuerySchema),
      async (c) => {
        const file = await getHealthRecordFile(ctx, c.var.user.id, c.req.valid('param').id);
        return c.body(new Uint8Array(file.bytes), 200, {
          'content-type': file.mimeType,
          'content-disposition': contentDisposition(file.name, c.req.valid('query').inline === '1'),
          'x-content-type-options': 'nosniff',
          'cache-control': 'private, no-store',
          // A user's upload is shown, never run, even when viewed inline.
          'content-security-policy': userFilePolicy,
        });
      },
    )
    .patch(
      '/:id',
      describeRoute({
        tags: ['health records'],
        summary: 'Change the kind, title, note or date of one of my records',
        responses: { 200: jsonResponse(healthRecordSchema, 'Updated'), 400: { description: 'Invalid' }, ...errors },
      }),
      validate('param', healthRecordIdParamSchema),
      validate('json', updateHealthRecordBodySchema),
      async (c) => c.json(await updateHealthRecord(ctx, c.var.user.id, c.req.valid('param').id, c.req.valid('json'))),
    )
    .delete(
      '/:id',
      describeRoute({
        tags: ['health records'],
        summary: 'Delete one of my records and its file',
        responses: { 200: jsonResponse(z.object({ deleted: z.literal(true) }), 'Deleted'), ...errors },
      }),
      validate('param', healthRecordIdParamSchema),
      async (c) => {
        await deleteHealthRecord(ctx, c.var.user.id, c.req.valid('param').id);
        return c.json({ deleted: true as const });
      },
    );
}
