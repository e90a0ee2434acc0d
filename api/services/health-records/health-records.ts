import { and, count, desc, eq, sql } from 'drizzle-orm';
import { healthRecordFiles, healthRecords, type HealthRecordKind } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';
import { istDate } from '../../core/time-zone.ts';
import { safeFileName, sniffFileType, type HealthRecordMimeType } from './file-type.ts';

/** Limits of the health record locker (per file, per client). */
export const healthRecordLimits = { maxFileBytes: 5 * 1024 * 1024, maxRecordsPerUser: 200 } as const;

export type HealthRecordView = {
  id: string;
  kind: HealthRecordKind;
  title: string;
  note: string | null;
  recordedOn: string | null;
  file: { name: string; mimeType: string; sizeBytes: number } | null;
  createdAt: string;
  updatedAt: string;
};

export type NewHealthRecord = {
  kind: HealthRecordKind;
  title: string;
  note?: string | undefined;
  recordedOn?: string | undefined;
  file?: { name: string; bytes: Uint8Array } | undefined;
};

export type HealthRecordPatch = Partial<{ kind: HealthRecordKind; title: string; note: string | null; recordedOn: string | null }>;

type Row = typeof healthRecords.$inferSelect;

function toView(row: Row): HealthRecordView {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    note: row.note,
    recordedOn: row.recordedOn,
    file:
      row.fileName && row.mimeType && row.sizeBytes !== null
        ? { name: row.fileName, mimeType: row.mimeType, sizeBytes: row.sizeBytes }
        : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const invalid = (path: string, message: string) => new AppError('invalid_request', { message, issues: [{ path, message }] });

/** A document's date cannot be later than today in IST. */
function checkRecordedOn(ctx: AppContext, recordedOn: string | null | undefined) {
  if (recordedOn && recordedOn > istDate(ctx.now())) throw invalid('recordedOn', 'The date cannot be in the future.');
}

function checkFile(file: NewHealthRecord['file']): { type: HealthRecordMimeType; name: string; bytes: Uint8Array } | undefined {
  if (!file) return undefined;
  if (file.bytes.byteLength > healthRecordLimits.maxFileBytes) {
    throw new AppError('payload_too_large', { message: 'The file is larger than 5 MB.' });
  }
  const type = sniffFileType(file.bytes);
  if (!type) throw invalid('file', 'Upload a PDF, PNG, JPEG or WebP file.');
  return { type, name: safeFileName(file.name, type), bytes: file.bytes };
}

/** The caller's records, newest first; `kind` narrows them. */
export async function listHealthRecords(ctx: AppContext, userId: string, kind?: HealthRecordKind): Promise<HealthRecordView[]> {
  const rows = await ctx.db
    .select()
    .from(healthRecords)
    .where(and(eq(healthRecords.userId, userId), kind ? eq(healthRecords.kind, kind) : undefined))
    .orderBy(desc(healthRecords.createdAt))
    .limit(healthRecordLimits.maxRecordsPerUser);
  return rows.map(toView);
}

/**
 * Stores a record (a document, a note, or both) for the caller. The record and its file are
 * written in one transaction; the per-client cap is checked inside it, under a lock on the
 * client's profile row, so concurrent uploads cannot pass it together.
 */
export async function createHealthRecord(ctx: AppContext, userId: string, input: NewHealthRecord): Promise<HealthRecordView> {
  const file = checkFile(input.file);
  const note = input.note?.trim() || null;
  if (!file && !note) throw invalid('file', 'Add a file or write a note.');
  checkRecordedOn(ctx, input.recordedOn);
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from profiles where user_id = ${userId} for update`);
    const [{ value: existing } = { value: 0 }] = await tx
      .select({ value: count() })
      .from(healthRecords)
      .where(eq(healthRecords.userId, userId));
    if (existing >= healthRecordLimits.maxRecordsPerUser) {
      throw new AppError('conflict', {
        message: `You can keep up to ${healthRecordLimits.maxRecordsPerUser} records. Delete some to add more.`,
      });
    }
    const now = ctx.now();
    const [row] = await tx
      .insert(healthRecords)
      .values({
        userId,
        kind: input.kind,
        title: input.title,
        note,
        recordedOn: input.recordedOn ?? null,
        fileName: file?.name ?? null,
        mimeType: file?.type ?? null,
        sizeBytes: file?.bytes.byteLength ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('insert into health_records returned no row');
    if (file) await tx.insert(healthRecordFiles).values({ recordId: row.id, content: Buffer.from(file.bytes) });
    return toView(row);
  });
}

const notFound = () => new AppError('not_found', { message: 'Health record not found.' });
const ownRecord = (userId: string, id: string) => and(eq(healthRecords.id, id), eq(healthRecords.userId, userId));

/** The file of one of the caller's records; 404 for anyone else's (their existence is not revealed). */
export async function getHealthRecordFile(ctx: AppContext, userId: string, id: string) {
  const [found] = await ctx.db
    .select({ name: healthRecords.fileName, mimeType: healthRecords.mimeType, content: healthRecordFiles.content })
    .from(healthRecords)
    .innerJoin(healthRecordFiles, eq(healthRecordFiles.recordId, healthRecords.id))
    .where(ownRecord(userId, id));
  if (!found?.name || !found.mimeType) throw notFound();
  return { name: found.name, mimeType: found.mimeType as HealthRecordMimeType, bytes: found.content };
}

/** Changes a record's details; a record must keep a file or a note (a failed check changes nothing). */
export async function updateHealthRecord(ctx: AppContext, userId: string, id: string, patch: HealthRecordPatch): Promise<HealthRecordView> {
  checkRecordedOn(ctx, patch.recordedOn);
  const note = patch.note === undefined ? undefined : patch.note?.trim() || null;
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(healthRecords)
      .set({ ...patch, ...(note === undefined ? {} : { note }), updatedAt: ctx.now() })
      .where(ownRecord(userId, id))
      .returning();
    if (!row) throw notFound();
    if (!row.note && !row.fileName) throw invalid('note', 'A record without a file needs a note.');
    return toView(row);
  });
}

/** Deletes one of the caller's records and its file (the file row goes with it, by cascade). */
export async function deleteHealthRecord(ctx: AppContext, userId: string, id: string): Promise<void> {
  const deleted = await ctx.db.delete(healthRecords).where(ownRecord(userId, id)).returning({ id: healthRecords.id });
  if (deleted.length === 0) throw notFound();
}
