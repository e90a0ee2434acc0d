import { customType, date, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

export const healthRecordKinds = ['prescription', 'lab_report', 'scan', 'vaccination', 'insurance', 'note', 'other'] as const;
export type HealthRecordKind = (typeof healthRecordKinds)[number];
export const healthRecordKindEnum = pgEnum('health_record_kind', healthRecordKinds);

export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * A client's own health document or note, private to them. The file's bytes live in
 * health_record_files so that listing records never reads them.
 */
export const healthRecords = pgTable(
  'health_records',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: healthRecordKindEnum().notNull(),
    title: text().notNull(),
    note: text(),
    /** The date on the document (IST calendar date), when the client gives one. */
    recordedOn: date({ mode: 'string' }),
    fileName: text(),
    mimeType: text(),
    sizeBytes: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('health_records_user_idx').on(t.userId, t.createdAt)],
);

export const healthRecordFiles = pgTable('health_record_files', {
  recordId: uuid()
    .primaryKey()
    .references(() => healthRecords.id, { onDelete: 'cascade' }),
  content: bytea().notNull(),
});
