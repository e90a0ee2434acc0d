import type { Db } from '#db/client.ts';
import { rewardEntries } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';
import { getSettings } from '../settings/settings.ts';

/**
 * The guarantee credit is worth one free booking: exactly what redeeming one costs
 * (rewardRules.redeemCost; not imported, as rewards → admin → bookings → here would be a cycle;
 * tests/integration/bookings/late-cancel-guarantee.test.ts holds the two equal).
 */
export const lateCancelCreditPoints = 500;

/** Whether a cancel at `now` is within `lateCancelMinutes` of the start, and before it (an appointment under way is marked, not cancelled). */
export function isLateCancel(startsAt: Date, now: Date, lateCancelMinutes: number): boolean {
  const ahead = startsAt.getTime() - now.getTime();
  return ahead > 0 && ahead <= lateCancelMinutes * 60_000;
}

/**
 * The late-cancel guarantee (issue 26.4): a provider cancelling within `lateCancelMinutes` of the
 * start gives the client a `provider_late_cancel` ledger entry worth one free booking, written in
 * the cancel's transaction. The unique booking_id makes it once per booking: a repeat writes
 * nothing. True when this call wrote the credit (the texts then carry the apology).
 */
export async function creditLateCancel(
  ctx: Pick<AppContext, 'config'>,
  tx: Db,
  booking: { id: string; userId: string; startsAt: Date },
  now: Date,
): Promise<boolean> {
  const { lateCancelMinutes } = await getSettings({ config: ctx.config, db: tx });
  if (!isLateCancel(booking.startsAt, now, lateCancelMinutes)) return false;
  const written = await tx
    .insert(rewardEntries)
    .values({ userId: booking.userId, kind: 'provider_late_cancel', points: lateCancelCreditPoints, bookingId: booking.id, createdAt: now })
    .onConflictDoNothing({ target: rewardEntries.bookingId })
    .returning({ id: rewardEntries.id });
  return written.length > 0;
}

/**
 * The guarantee of a cancel made as the provider: the points credited, or undefined when the cancel
 * is not the provider's own (`guarantee: false`, an admin's suspension), not late, or was credited before.
 */
export async function providerCancelCredit(
  ctx: Pick<AppContext, 'config'>,
  tx: Db,
  booking: { id: string; userId: string; startsAt: Date },
  byProvider: { guarantee?: boolean } | undefined,
  now: Date,
): Promise<number | undefined> {
  if (!byProvider || byProvider.guarantee === false) return undefined;
  return (await creditLateCancel(ctx, tx, booking, now)) ? lateCancelCreditPoints : undefined;
}
