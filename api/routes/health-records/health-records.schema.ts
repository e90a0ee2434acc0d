import { z } from 'zod';
import { healthRecordKinds } from '#db/schema/index.ts';
import { isoDateBetween } from '../../http/bounded-dates.ts';

const kind = z.enum(healthRecordKinds);
const title = z.string().trim().min(1).max(120);
const note = z.string().max(4000);
/** A document's date: in the past or near future (a follow-up), never a far-away year. */
const recordedOn = isoDateBetween(1900);

/** The multipart upload: the fields as text, the document as a file. */
export const createHealthRecordFormSchema = z.object({
  kind,
  title,
  note: note.optional(),
  recordedOn: z.union([recordedOn, z.literal('')]).optional(),
  file: z.instanceof(File).optional(),
});

export const updateHealthRecordBodySchema = z
  .strictObject({
    kind: kind.optional(),
    title: title.optional(),
    note: note.nullable().optional(),
    recordedOn: recordedOn.nullable().optional(),
  })
  .refine((patch) => Object.keys(patch).length > 0, { message: 'Nothing to change.' });

export const listHealthRecordsQuerySchema = z.object({ kind: kind.optional() });
export const healthRecordIdParamSchema = z.object({ id: z.uuid() });
export const fileQuerySchema = z.object({ inline: z.enum(['0', '1']).optional() });

export const healthRecordSchema = z.object({
  id: z.uuid(),
  kind,
  title: z.string(),
  note: z.string().nullable(),
  recordedOn: z.string().nullable(),
  file: z.object({ name: z.string(), mimeType: z.string(), sizeBytes: z.number().int() }).nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
