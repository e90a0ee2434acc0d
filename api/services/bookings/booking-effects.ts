import type { Db } from '#db/client.ts';
import type { BookingMessage, ProviderParty } from '#db/queries/bookings.ts';
import { insertNotifications, type NewNotification } from '#db/queries/notifications.ts';
import type { Locale } from '#db/schema/index.ts';
import type { AppContext } from '../../context.ts';
import { toE164 } from '../../lib/phone-number.ts';
import type { AppEvent } from '../events/event-hub.ts';
import {
  renderBookingMessage, renderBookingNotification, type Audience, type BookingChangeKind, type BookingTextInput,
} from '../notifications/booking-texts.ts';
import { enqueueMessage, hasTransport } from '../outbox.ts';
import type { BookingRow } from './booking-view.ts';

/** One booking change and everyone it concerns; built by create, cancel and reschedule. */
export type BookingChange = {
  kind: BookingChangeKind;
  /** What the texts and events need of the booking (a new booking is announced before its insert returns). */
  booking: Pick<BookingRow, 'id' | 'userId' | 'providerId' | 'slotId' | 'startsAt' | 'name' | 'phone' | 'amountPaise' | 'status'>;
  provider: ProviderParty;
  client: { locale: Locale; messagingOptOut: boolean };
  serviceName: string | null;
  /** The slot a rescheduled booking left. */
  previous?: { slotId: string; startsAt: Date };
};

type Recipient = { audience: Audience; userId: string; locale: Locale; phone: string | null };

function recipientsOf(change: BookingChange): Recipient[] {
  const { booking, provider, client } = change;
  return [
    { audience: 'client', userId: booking.userId, locale: client.locale, phone: client.messagingOptOut ? null : booking.phone },
    { audience: 'provider', userId: provider.userId, locale: provider.locale, phone: provider.messagingOptOut ? null : provider.phone },
  ];
}

function textInput(change: BookingChange, recipient: Recipient): BookingTextInput {
  return {
    kind: change.kind,
    audience: recipient.audience,
    locale: recipient.locale,
    bookingId: change.booking.id,
    providerName: change.provider.name,
    clientName: change.booking.name,
    serviceName: change.serviceName,
    startsAt: change.booking.startsAt,
    previousStartsAt: change.previous?.startsAt,
    amountPaise: change.booking.amountPaise,
  };
}

/** The in-app notifications of a booking change: one for the client and one for the provider, each in their locale. */
export function bookingNotifications(change: BookingChange): NewNotification[] {
  const { booking } = change;
  const data = { bookingId: booking.id, providerId: booking.providerId, startsAt: booking.startsAt.toISOString() };
  return recipientsOf(change).map((recipient) => ({
    userId: recipient.userId, type: 'booking' as const, data, ...renderBookingNotification(textInput(change, recipient)),
  }));
}

/**
 * The WhatsApp messages of a booking change, for the outbox: one per party with a known phone who
 * has not opted out. `unsent` when no transport is configured (kept and printed, never lost).
 */
export function bookingMessages(config: AppContext['config'], change: BookingChange): BookingMessage[] {
  const status = hasTransport(config, 'whatsapp') ? 'pending' : 'unsent';
  return recipientsOf(change).flatMap((recipient) => {
    const to = recipient.phone ? toE164(recipient.phone) : null;
    if (!to) return [];
    return [{
      channel: 'whatsapp' as const,
      to,
      kind: `booking_${change.kind}`,
      body: renderBookingMessage(textInput(change, recipient)),
      userId: recipient.userId,
      // Confirmation and cancellation happen once per booking; reschedules may repeat.
      dedupeKey: change.kind === 'rescheduled' ? null : `booking_${change.kind}:${change.booking.id}:${recipient.audience}`,
      status,
    }];
  });
}

/** Logs the messages written without a transport, so that their text is never lost (as enqueueMessage does). */
export function logUnsentMessages(ctx: Pick<AppContext, 'logger'>, messages: BookingMessage[], bookingId: string) {
  for (const message of messages) {
    if (message.status !== 'unsent') continue;
    ctx.logger.info('outgoing message kept (no transport configured)', {
      bookingId, channel: message.channel, to: message.to, kind: message.kind, body: message.body,
    });
  }
}

/**
 * Tells the client and the provider about a booking change, inside the change's transaction:
 * in-app notifications in each one's locale and WhatsApp messages through the outbox when a phone
 * is known. Returns the live events, which the caller publishes after commit. (A new booking
 * writes its notifications and messages in its one `book_slot` statement.)
 */
export async function announceBookingChange(ctx: AppContext, tx: Db, change: BookingChange): Promise<AppEvent[]> {
  await insertNotifications(tx, bookingNotifications(change));
  for (const message of bookingMessages(ctx.config, change)) {
    await enqueueMessage(ctx, tx, { ...message, bookingId: change.booking.id, dedupeKey: message.dedupeKey ?? undefined });
  }
  return bookingEvents(change);
}

/** The live events of a booking change, for both parties (and everyone watching the provider's slots). */
export function bookingEvents(change: BookingChange): AppEvent[] {
  const { booking } = change;
  const userIds = [booking.userId, change.provider.userId];
  const slot = (slotId: string, isAvailable: boolean): AppEvent => ({
    type: 'slot', userIds, data: { providerId: booking.providerId, slotId, isAvailable },
  });
  const slotEvents =
    change.kind === 'confirmed' ? [slot(booking.slotId, false)]
    : change.kind === 'cancelled' ? [slot(booking.slotId, true)]
    : [slot(booking.slotId, false), ...(change.previous ? [slot(change.previous.slotId, true)] : [])];
  return [
    { type: 'booking', userIds, data: { action: change.kind, bookingId: booking.id, status: booking.status, slotId: booking.slotId, startsAt: booking.startsAt.toISOString() } },
    { type: 'notification', userIds, data: { action: 'created', bookingId: booking.id } },
    ...slotEvents,
  ];
}
