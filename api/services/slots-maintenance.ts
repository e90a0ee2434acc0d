import { generateSlotsFromRules } from '#db/queries/slots.ts';
import type { AppContext } from '../context.ts';
import { istDate } from '../lib/time-zone.ts';

/** How far ahead slots exist: the seed promises 14 days of them. */
export const slotHorizonDays = 14;

/** Makes sure every provider has slots for the next 14 IST days (idempotent; run at start-up). */
export async function topUpSlots(ctx: AppContext, providerIds?: string[]) {
  const now = ctx.now();
  const created = await generateSlotsFromRules(ctx.db, { fromDate: istDate(now), days: slotHorizonDays, now, providerIds });
  if (created > 0) ctx.logger.info('slots generated', { created });
  return created;
}
