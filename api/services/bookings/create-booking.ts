import { randomUUID } from 'node:crypto';
import type { Db } from '#db/client.ts';
import { insertBookingWithNotifications, takeSlotForBooking } from '#db/queries/bookings.ts';
import { useFreeBooking } from '#db/queries/quota.ts';
import type { BookingChannel } from '#db/schema/index.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { CurrentUser } from '../../http/app-env.ts';
import { toE164 } from '../../lib/phone-number.ts';
import { announceBookingChange, bookingNotifications } from './booking-effects.ts';
import { explainUntakenSlot, inBookingTransaction } from './booking-transaction.ts';
import { toBookingView, type BookingView } from './booking-view.ts';

export type CreateBookingInput = {
  slotId: string;
  serviceId?: string | null | undefined;
  /** Who the appointment is for; defaults to the caller's profile name. */
  name?: string | null | undefined;
  /** Contact number; defaults to the caller's profile phone. Normalised to E.164. */
  phone?: string | null | undefined;
  /** Where the booking was made: the web app, the chat agent, WhatsApp, SMS or an admin. */
  channel: BookingChannel;
};

type TakenSlot = NonNullable<Awaited<ReturnType<typeof takeSlotForBooking>>>;

function parsePhone(raw: string | null | undefined): string | undefined {
  if (raw === undefined || raw === null || raw.trim() === '') return undefined;
  const phone = toE164(raw);
  if (!phone) throw new AppError('invalid_request', { message: 'The phone number is not valid.', issues: [{ path: 'phone', message: 'Not a phone number' }] });
  return phone;
}

/** The rules that need the slot's provider and the requested service (DESIGN §3). */
function checkBookable(caller: CurrentUser, taken: TakenSlot, serviceId: string | null) {
  if (taken.provider.userId === caller.id) throw new AppError('forbidden', { message: 'You cannot book your own slot.' });
  if (!taken.provider.listed) throw new AppError('slot_unavailable', { message: 'This provider is not taking bookings.' });
  const service = taken.service;
  if (serviceId && (!service || service.providerId !== taken.slot.providerId || !service.bookable)) {
    throw new AppError('invalid_request', { message: "The service is not one of this provider's services.", issues: [{ path: 'serviceId', message: 'Unknown service for this slot' }] });
  }
}

/** Counts a free booking on the free tier (402 `quota_exceeded` when none is left); paid tiers are not counted. */
async function countQuota(ctx: AppContext, tx: Db, userId: string, tier: string): Promise<boolean> {
  if (tier !== 'free') return false;
  if (await useFreeBooking(tx, { userId, now: ctx.now() })) return true;
  throw new AppError('quota_exceeded');
}

/**
 * Books a free future slot for the caller, in one transaction: takes the slot conditionally,
 * counts the free-tier quota, inserts the confirmed booking, and notifies both parties
 * (in-app, outbox, live event). Any failure rolls all of it back.
 * @example await createBooking(ctx, user, { slotId, channel: 'web' })
 */
export async function createBooking(ctx: AppContext, caller: CurrentUser, input: CreateBookingInput): Promise<BookingView> {
  const phone = parsePhone(input.phone);
  const serviceId = input.serviceId ?? null;
  return inBookingTransaction(ctx, async (tx, emit) => {
    const now = ctx.now();
    const taken = await takeSlotForBooking(tx, { slotId: input.slotId, userId: caller.id, serviceId, now });
    if (!taken) throw await explainUntakenSlot(tx, { slotId: input.slotId, now });
    if (!taken.client) throw new AppError('not_found', { message: 'User not found.' });
    checkBookable(caller, taken, serviceId);
    const { slot, provider, client, service } = taken;
    const countedFree = await countQuota(ctx, tx, caller.id, client.subscriptionTier);
    const values = {
      id: randomUUID(),
      userId: caller.id,
      providerId: slot.providerId,
      serviceId: service?.id ?? null,
      slotId: slot.id,
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      name: input.name?.trim() || client.fullName || caller.name,
      phone: phone ?? toE164(client.contactPhone ?? caller.phoneNumber ?? '') ?? null,
      status: 'confirmed' as const,
      channel: input.channel,
      amountPaise: service?.pricePaise ?? 0,
      countedFree,
    };
    const change = { kind: 'confirmed' as const, booking: values, provider, client, serviceName: service?.name ?? null };
    const booking = await insertBookingWithNotifications(tx, values, bookingNotifications(change));
    emit(await announceBookingChange(ctx, tx, { ...change, booking }, { notificationsWritten: true }));
    return toBookingView({ booking, provider, service });
  });
}
