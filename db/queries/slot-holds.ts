import { sql, type SQL } from 'drizzle-orm';

/** No live hold on the slot (`slot` is its alias): held slots are left out of the lists others see (issue 26.2). */
export function notHeldSlot(slot: string, now: Date): SQL {
  return sql`not exists (select 1 from slot_holds h where h.slot_id = ${sql.raw(slot)}.id and h.expires_at > ${now.toISOString()}::timestamptz)`;
}
