import type { Db } from '#db/client.ts';
import { insertNotifications } from '#db/queries/notifications.ts';
import { claimFirstWaiter, holdSlotFor, lockOfferableSlot, setEntryStatus, takeHold, type ClaimedWaiter } from '#db/queries/waitlist.ts';
import type { Locale } from '#db/schema/index.ts';
import en from '#locales/en/waitlist.json' with { type: 'json' };
import hi from '#locales/hi/waitlist.json' with { type: 'json' };
import ta from '#locales/ta/waitlist.json' with { type: 'json' };
import type { AppContext } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';
import { toE164 } from '../../core/phone-number.ts';
import { createTranslators } from '../../core/translator.ts';
import type { AppEvent } from '../events/event-hub.ts';
import { enqueueMessage } from '../messaging/outbox.ts';
import { formatWhen } from '../notifications/booking-texts.ts';
import { getSettings } from '../settings/settings.ts';

const textsFor = createTranslators<Locale>('waitlist', { en, hi, ta });

/** The outbox kind of an offer: the WhatsApp conversation reads it to take "yes" as booking the held slot. */
export const waitlistOfferKind = 'waitlist_offer';

/**
 * Offers a freed slot to the first matching waiter, inside the transaction that freed it (or the
 * worker's): a hold for settings.waitlistHoldMinutes, the entry `offered`, an in-app notification of
 * type `waitlist` and a WhatsApp/SMS message in their language through the outbox. Nothing happens
 * when the slot is not free, already held, locked by another transaction, or nobody waits for it.
 * Returns the live events to publish after commit.
 */
export async function offerFreedSlot(ctx: AppContext, tx: Db, slotId: string): Promise<AppEvent[]> {
  const now = ctx.now();
  const slot = await lockOfferableSlot(tx, { slotId, now });
  if (!slot) return [];
  const waiter = await claimFirstWaiter(tx, slot);
  if (!waiter) return [];
  // Read in the transaction: a second connection would wait on it (PGlite has one).
  const { waitlistHoldMinutes } = await getSettings({ config: ctx.config, db: tx });
  const expiresAt = new Date(now.getTime() + waitlistHoldMinutes * 60_000);
  await holdSlotFor(tx, { slotId, entryId: waiter.id, userId: waiter.user_id, expiresAt, now });
  const startsAt = new Date(slot.starts_at);
  const t = textsFor(waiter.locale);
  const values = { provider: waiter.provider_name, when: formatWhen(waiter.locale, startsAt), minutes: waitlistHoldMinutes };
  const data = {
    waitlistEntryId: waiter.id,
    slotId,
    providerId: slot.provider_id,
    startsAt: startsAt.toISOString(),
    expiresAt: expiresAt.toISOString(),
  };
  await insertNotifications(tx, [
    { userId: waiter.user_id, type: 'waitlist', title: t('offerTitle'), message: t('offerMessage', values), data },
  ]);
  await sendOfferMessage(ctx, tx, waiter, { slotId, text: t('offerText', { ...values, link: `${ctx.config.publicUrl}/bookings` }) });
  return [
    { type: 'notification', userIds: [waiter.user_id], data: { action: 'created' } },
    { type: 'slot', userIds: [waiter.user_id], data: { providerId: slot.provider_id, slotId, isAvailable: false } },
  ];
}

async function sendOfferMessage(ctx: AppContext, tx: Db, waiter: ClaimedWaiter, offer: { slotId: string; text: string }) {
  const to = waiter.phone && !waiter.messaging_opt_out ? toE164(waiter.phone) : null;
  if (!to) return;
  await enqueueMessage(ctx, tx, {
    channel: waiter.channel === 'sms' ? 'sms' : 'whatsapp',
    to,
    body: offer.text,
    kind: waitlistOfferKind,
    userId: waiter.user_id,
    dedupeKey: `${waitlistOfferKind}:${waiter.id}:${offer.slotId}`,
  });
}

/**
 * A move into a slot, like book_slot does for a booking (db/functions/book_slot.sql): a live hold
 * for someone else refuses it (409 `slot_held`); otherwise the hold ends, and the waiter's entry is
 * `booked` when they took it themselves. Call it after the slot's row is locked by the move.
 */
export async function settleHoldOnTakenSlot(ctx: Pick<AppContext, 'now'>, tx: Db, input: { slotId: string; userId: string }) {
  const hold = await takeHold(tx, { slotId: input.slotId });
  if (!hold) return;
  const now = ctx.now();
  const own = hold.user_id === input.userId;
  if (!own && new Date(hold.expires_at).getTime() > now.getTime()) throw new AppError('slot_held');
  await setEntryStatus(tx, { entryId: hold.waitlist_entry_id, from: 'offered', to: own ? 'booked' : 'expired', now });
}
