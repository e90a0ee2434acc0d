import { sql } from 'drizzle-orm';
import { executeRows } from '#db/client.ts';
import { generateSlotsFromRules } from '#db/queries/slots.ts';
import type { AppContext } from '../../core/context.ts';
import { addDays, istDate } from '../../core/time-zone.ts';

/** How far ahead slots exist: the seed promises 14 days of them. */
export const slotHorizonDays = 14;
/** How often a running instance extends the horizon (a new IST day brings a new day of slots). */
export const slotTopUpIntervalMs = 60 * 60 * 1000;

/**
 * Makes sure providers have slots for the next 14 IST days (idempotent). For everyone it
 * only generates the days past the last day that already has slots, so a restart on a large
 * catalogue costs one index probe; for named providers (new or changed hours) it fills the
 * whole horizon.
 */
export async function topUpSlots(ctx: AppContext, providerIds?: string[]) {
  const now = ctx.now();
  const today = istDate(now);
  const lastDay = addDays(today, slotHorizonDays - 1);
  const covered = providerIds ? null : await lastSlotDay(ctx);
  if (covered && covered >= lastDay) return 0;
  const fromDate = maxDate(today, covered);
  const days = daysBetween(fromDate, lastDay) + 1;
  const created = await generateSlotsFromRules(ctx.db, { fromDate, days, now, providerIds });
  if (created > 0) ctx.logger.info('slots generated', { created, fromDate, days });
  // New days of everyone's slots: fresh statistics now, not when autovacuum gets to it (if it runs
  // at all). Costed on the seed's two days, a query for next Tuesday planned nested loops over all slots.
  if (created > 0 && !providerIds) await ctx.db.execute(sql`analyze time_slots`);
  return created;
}

/** The IST day of the latest slot, or null when there are none. */
async function lastSlotDay(ctx: AppContext): Promise<string | null> {
  const [row] = await executeRows<{ last: Date | string | null }>(ctx.db, sql`select max(starts_at) as last from time_slots`);
  return row?.last ? istDate(new Date(row.last)) : null;
}

function maxDate(a: string, b: string | null) {
  return b && b > a ? b : a;
}

function daysBetween(from: string, to: string) {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
