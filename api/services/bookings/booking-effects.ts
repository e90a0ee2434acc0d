import type { Db } from '#db/client.ts';
import type { ProviderParty } from '#db/queries/bookings.ts';
import { insertNotifications, type NewNotification } from '#db/queries/notifications.ts';
import type { Locale } from '#db/schema/index.ts';
import type { AppContext } from '../../context.ts';
import { toE164 } from '../../lib/phone-number.ts';
import type { AppEvent } from '../events/event-hub.ts';
import {
  renderBookingMessage, renderBookingNotification, type Audience, type BookingChangeKind, type BookingTextInput,
} from '../notifications/booking-texts.ts';
import { enqueueMessage } from '../outbox.ts';
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
 * Tells the client and the provider about a booking change, inside the change's transaction:
 * in-app notifications in each one's locale (unless the caller already wrote `bookingNotifications`
 * with the booking, to save a round trip) and WhatsApp messages through the outbox when a phone
 * is known. Returns the live events, which the caller publishes after commit.
 */
export async function announceBookingChange(
  ctx: AppContext, tx: Db, change: BookingChange, options: { notificationsWritten?: boolean } = {},
): Promise<AppEvent[]> {
  const { booking } = change;
  const recipients = recipientsOf(change);
  if (!options.notificationsWritten) await insertNotifications(tx, bookingNotifications(change));
  for (const recipient of recipients) {
    const to = recipient.phone ? toE164(recipient.phone) : null;
    if (!to) continue;
    await enqueueMessage(ctx, tx, {
      channel: 'whatsapp',
      to,
      kind: `booking_${change.kind}`,
      body: renderBookingMessage(textInput(change, recipient)),
      userId: recipient.userId,
      bookingId: booking.id,
      // Confirmation and cancellation happen once per booking; reschedules may repeat.
      ...(change.kind === 'rescheduled' ? {} : { dedupeKey: `booking_${change.kind}:${booking.id}:${recipient.audience}` }),
    });
  }
  return eventsOf(change, recipients.map((recipient) => recipient.userId));
}

function eventsOf(change: BookingChange, userIds: string[]): AppEvent[] {
  const { booking } = change;
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
