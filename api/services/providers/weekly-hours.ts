import { asc, eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { availabilityRules, providers } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';
import { regenerateProviderSlots } from '../availability/slot-regeneration.ts';
import { ownProvider } from './own-provider.ts';

/** One range of weekly hours, in IST minutes after midnight. */
export type WeeklyHours = { weekday: number; startMinute: number; endMinute: number };

/** A provider's week: ranges per weekday (0 = Sunday), the slot length and the gap after each slot. */
export type WeekPlan = { slotMinutes: number; gapMinutes: number; hours: WeeklyHours[] };

/** Replaces a provider's weekly hours (in the caller's transaction). */
export async function replaceWeeklyHours(db: Db, providerId: string, hours: readonly WeeklyHours[]) {
  await db.delete(availabilityRules).where(eq(availabilityRules.providerId, providerId));
  if (hours.length > 0) await db.insert(availabilityRules).values(hours.map((range) => ({ providerId, ...range })));
}

async function readPlan(db: Db, provider: { id: string; slotMinutes: number; gapMinutes: number }): Promise<WeekPlan> {
  const hours = await db
    .select({ weekday: availabilityRules.weekday, startMinute: availabilityRules.startMinute, endMinute: availabilityRules.endMinute })
    .from(availabilityRules)
    .where(eq(availabilityRules.providerId, provider.id))
    .orderBy(asc(availabilityRules.weekday), asc(availabilityRules.startMinute));
  return { slotMinutes: provider.slotMinutes, gapMinutes: provider.gapMinutes, hours };
}

/** The signed-in provider's weekly hours. */
export async function getWeekPlan(ctx: AppContext, userId: string): Promise<WeekPlan> {
  return readPlan(ctx.db, await ownProvider(ctx, userId));
}

/**
 * Replaces the week and regenerates the slots of the whole horizon at once, in one transaction:
 * new free slots appear, the ones outside the new hours go, and booked slots stay as they are.
 */
export async function setWeekPlan(
  ctx: AppContext,
  userId: string,
  plan: WeekPlan,
): Promise<WeekPlan & { slots: { created: number; removed: number } }> {
  const provider = await ownProvider(ctx, userId);
  return ctx.db.transaction(async (tx) => {
    await tx
      .update(providers)
      .set({ slotMinutes: plan.slotMinutes, gapMinutes: plan.gapMinutes, updatedAt: ctx.now() })
      .where(eq(providers.id, provider.id));
    await replaceWeeklyHours(tx, provider.id, plan.hours);
    const slots = await regenerateProviderSlots(ctx, tx, [provider.id]);
    return { ...(await readPlan(tx, { ...provider, ...plan })), slots };
  });
}
