import { sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { regenerateSlots } from '#db/queries/slots.ts';
import type { AppContext } from '../../core/context.ts';
import { addDays, istDate } from '../../core/time-zone.ts';
import { slotHorizonDays } from './slots-maintenance.ts';

/**
 * Brings the providers' slots for the whole horizon in line with their hours and time off, at
 * once, inside the caller's transaction (see `regenerateSlots`: booked slots are never touched).
 * The providers' rows are locked first, so two changes of one provider's hours regenerate one
 * after the other instead of interleaving.
 */
export async function regenerateProviderSlots(ctx: Pick<AppContext, 'now'>, tx: Db, providerIds: string[]) {
  if (providerIds.length === 0) return { created: 0, removed: 0 };
  await tx.execute(sql`select 1 from providers where id = any(${sql.param(providerIds)}::uuid[]) order by id for update`);
  const now = ctx.now();
  const fromDate = istDate(now);
  return regenerateSlots(tx, { fromDate, days: slotHorizonDays, now, providerIds });
}

/** The last IST day of the slot horizon, counted from today. */
export function horizonLastDay(now: Date): string {
  return addDays(istDate(now), slotHorizonDays - 1);
}
