import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * The last ten digits of a stored phone, however it was typed ("+91 98450-12345", "098450 12345").
 * Indexed on providers.phone and profiles.contact_phone, so a WhatsApp message finds its provider by
 * index: queries must use this very expression for the planner to match it.
 */
export function lastTenDigits(column: AnyColumn): SQL {
  return sql`right(regexp_replace(coalesce(${column}, ''), '\\D', '', 'g'), 10)`;
}
