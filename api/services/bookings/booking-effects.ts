import type { Db } from '#db/client.ts';
import type { BookingMessage, ProviderParty } from '#db/queries/bookings.ts';
import { insertNotifications, type NewNotification } from '#db/queries/notifications.ts';
import type { Locale } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';
import { isDeliverableEmail, toE164 } from '../../core/phone-number.ts';
import type { AppEvent, BookingEventData } from '../events/event-hub.ts';
import { bookingInvitation } from '../notifications/booking-invitation.ts';
import {
  bookingRef,
  renderBookingEmail,
  renderBookingMessage,
  renderBookingNotification,
  type Audience,
  type BookingChangeKind,
  type BookingTextInput,
} from '../notifications/booking-texts.ts';
import { enqueueMessage, hasTransport } from '../messaging/outbox.ts';
import type { BookingRow } from './booking-view.ts';

/** One booking change and everyone it concerns; built by create, cancel and reschedule. */
export type BookingChange = {
  kind: BookingChangeKind;
  /** What the texts and events need of the booking (a new booking is announced before its insert returns). */
  booking: Pick<
    BookingRow,
    'id' | 'userId' | 'providerId' | 'slotId' | 'startsAt' | 'endsAt' | 'name' | 'phone' | 'amountPaise' | 'status'
  >;
  /** When the change happened (stamps the calendar update). */
  at: Date;
  provider: ProviderParty;
  /** The client's account e-mail (a phone account's placeholder is not one to write to). */
  client: { locale: Locale; messagingOptOut: boolean; email: string | null };
  serviceName: string | null;
  /** The slot a rescheduled booking left. */
  previous?: { slotId: string; startsAt: Date };
  /**
   * The provider made the change (from the dashboard), with the reason they gave for a cancellation
   * and the late-cancel guarantee's points when their cancel earned the client one.
   */
  byProvider?: { reason: string | null; credit?: number | undefined };
  /** An admin made the change on someone's behalf (from the admin panel), with the reason they gave. */
  byAdmin?: { reason: string };
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
    byProvider: change.byProvider !== undefined,
    byAdmin: change.byAdmin !== undefined,
    reason: change.byAdmin?.reason ?? change.byProvider?.reason,
    lateCancelCredit: recipient.audience === 'client' ? change.byProvider?.credit : undefined,
  };
}

/** The in-app notifications of a booking change: one for the client and one for the provider, each in their locale. */
export function bookingNotifications(change: BookingChange): NewNotification[] {
  const { booking } = change;
  const data = { bookingId: booking.id, providerId: booking.providerId, startsAt: booking.startsAt.toISOString() };
  return recipientsOf(change).map((recipient) => ({
    userId: recipient.userId,
    type: 'booking' as const,
    data,
    ...renderBookingNotification(textInput(change, recipient)),
  }));
}

/**
 * The outgoing messages of a booking change, for the outbox: a WhatsApp message per party with a
 * known phone who has not opted out, and an e-mail with the calendar file for a client with an
 * e-mail address. `unsent` when no transport is configured (kept and printed, never lost).
 */
export function bookingMessages(config: AppContext['config'], change: BookingChange): BookingMessage[] {
  const status = hasTransport(config, 'whatsapp') ? 'pending' : 'unsent';
  const whatsapp = recipientsOf(change).flatMap((recipient): BookingMessage[] => {
    const to = recipient.phone ? toE164(recipient.phone) : null;
    if (!to) return [];
    return [
      {
        channel: 'whatsapp' as const,
        to,
        kind: `booking_${change.kind}`,
        body: renderBookingMessage(textInput(change, recipient)),
        userId: recipient.userId,
        // Confirmation and cancellation happen once per booking; reschedules may repeat.
        dedupeKey: change.kind === 'rescheduled' ? null : `booking_${change.kind}:${change.booking.id}:${recipient.audience}`,
        status,
      },
    ];
  });
  const email = clientEmail(config, change);
  return email ? [...whatsapp, email] : whatsapp;
}

/** The client's confirmation, cancellation or reschedule e-mail, in their language, with the .ics attached. */
function clientEmail(config: AppContext['config'], change: BookingChange): BookingMessage | null {
  const { booking, provider, client } = change;
  if (!isDeliverableEmail(client.email)) return null;
  const [recipient] = recipientsOf(change);
  const place = provider.area ? `${provider.area}, ${provider.city}` : provider.city;
  const link = `${config.publicUrl}/bookings`;
  const reference = bookingRef(booking.id);
  const { subject, text } = renderBookingEmail({ ...textInput(change, recipient!), place, link });
  const ics = bookingInvitation({
    kind: change.kind,
    bookingId: booking.id,
    reference,
    summary: change.serviceName ? `${change.serviceName} — ${provider.name}` : provider.name,
    place,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    link,
    changedAt: change.at,
  });
  const method = change.kind === 'cancelled' ? 'CANCEL' : 'REQUEST';
  return {
    channel: 'email',
    to: client.email,
    subject,
    body: text,
    attachments: [{ filename: `bookmitra-${reference}.ics`, contentType: `text/calendar; charset=utf-8; method=${method}`, content: ics }],
    kind: `booking_${change.kind}`,
    userId: booking.userId,
    dedupeKey: change.kind === 'rescheduled' ? null : `booking_${change.kind}:${booking.id}:client:email`,
    status: hasTransport(config, 'email') ? 'pending' : 'unsent',
  };
}

/** Logs the messages written without a transport, so that their text is never lost (as enqueueMessage does). */
export function logUnsentMessages(ctx: Pick<AppContext, 'logger'>, messages: BookingMessage[], bookingId: string) {
  for (const message of messages) {
    if (message.status !== 'unsent') continue;
    ctx.logger.info('outgoing message kept (no transport configured)', {
      bookingId,
      channel: message.channel,
      to: message.to,
      kind: message.kind,
      subject: message.subject,
      body: message.body,
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
    type: 'slot',
    userIds,
    data: { providerId: booking.providerId, slotId, isAvailable },
  });
  const slotEvents =
    change.kind === 'confirmed'
      ? [slot(booking.slotId, false)]
      : change.kind === 'cancelled'
        ? [slot(booking.slotId, true)]
        : [slot(booking.slotId, false), ...(change.previous ? [slot(change.previous.slotId, true)] : [])];
  return [
    {
      type: 'booking',
      userIds,
      data: {
        action: change.kind,
        bookingId: booking.id,
        status: booking.status,
        slotId: booking.slotId,
        startsAt: booking.startsAt.toISOString(),
      } satisfies BookingEventData,
    },
    { type: 'notification', userIds, data: { action: 'created', bookingId: booking.id } },
    ...slotEvents,
  ];
}
