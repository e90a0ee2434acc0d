import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { finishActiveBooking } from '#db/queries/bookings.ts';
import { insertNotifications } from '#db/queries/notifications.ts';
import { bookings, notifications, outbox, transactions } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';
import { toE164 } from '../../core/phone-number.ts';
import { cancelLoadedBooking, loadBookingOf, type FoundBooking } from '../bookings/cancel-booking.ts';
import { inBookingTransaction, type EmitEvents } from '../bookings/booking-transaction.ts';
import { moveLoadedBooking } from '../bookings/reschedule-booking.ts';
import type { AppEvent, BookingEventData } from '../events/event-hub.ts';
import { enqueueMessage } from '../messaging/outbox.ts';
import { renderReviewRequest } from '../notifications/booking-texts.ts';
import { ownProvider } from './own-provider.ts';
import { toProviderBookingView, undoDeadline, undoMinutes, type ProviderBookingView } from './provider-bookings.ts';

type Action = (tx: Db, emit: EmitEvents, found: FoundBooking) => Promise<ProviderBookingView>;

/** Runs an action on one of the signed-in provider's bookings (another provider's is a 404) in one transaction. */
async function onOwnBooking(ctx: AppContext, userId: string, bookingId: string, action: Action): Promise<ProviderBookingView> {
  const provider = await ownProvider(ctx, userId);
  return inBookingTransaction(ctx, async (tx, emit) => action(tx, emit, await loadBookingOf(tx, { providerId: provider.id }, bookingId)));
}

/** The live event of a status the provider set, for the client's and the provider's open pages. */
function statusEvent(found: FoundBooking, booking: { id: string; status: string; slotId: string; startsAt: Date }): AppEvent {
  return {
    type: 'booking',
    userIds: [found.booking.userId, found.provider.userId],
    data: {
      action: booking.status,
      bookingId: booking.id,
      status: booking.status,
      slotId: booking.slotId,
      startsAt: booking.startsAt.toISOString(),
    } satisfies BookingEventData,
  };
}

function viewOf(found: FoundBooking, booking: FoundBooking['booking']): ProviderBookingView {
  return toProviderBookingView({ booking, provider: found.provider, service: found.service });
}

/**
 * Marks a booking attended, only once the appointment has started: marked ahead, it would let a
 * throw-away client review a visit that never happened.
 */
export function markAttended(ctx: AppContext, userId: string, bookingId: string): Promise<ProviderBookingView> {
  return onOwnBooking(ctx, userId, bookingId, async (tx, emit, found) => {
    const now = ctx.now();
    if (found.booking.startsAt.getTime() > now.getTime()) {
      throw new AppError('conflict', { message: 'A booking can be marked attended only after it has started.' });
    }
    const booking = await finishActiveBooking(tx, { bookingId, status: 'completed', now });
    if (!booking) throw new AppError('booking_not_active');
    await askForReview(ctx, tx, found);
    emit([statusEvent(found, booking), { type: 'notification', userIds: [found.booking.userId], data: { action: 'created', bookingId } }]);
    return viewOf(found, booking);
  });
}

/** Marks a booking no-show; only once the appointment has started. */
export function markNoShow(ctx: AppContext, userId: string, bookingId: string): Promise<ProviderBookingView> {
  return onOwnBooking(ctx, userId, bookingId, async (tx, emit, found) => {
    const now = ctx.now();
    if (found.booking.startsAt.getTime() > now.getTime()) {
      throw new AppError('conflict', { message: 'A booking can be marked no-show only after it has started.' });
    }
    const booking = await finishActiveBooking(tx, { bookingId, status: 'no_show', now });
    if (!booking) throw new AppError('booking_not_active');
    emit([statusEvent(found, booking)]);
    return viewOf(found, booking);
  });
}

/**
 * Takes back an attended or no-show mark within `undoMinutes` of it: the booking is confirmed
 * again, so the points the mark granted (counted from the status) go with it, and the review
 * request it queued is withdrawn where it has not gone out yet. Later, or with no mark, 409.
 */
export function undoMark(ctx: AppContext, userId: string, bookingId: string): Promise<ProviderBookingView> {
  return onOwnBooking(ctx, userId, bookingId, async (tx, emit, found) => {
    const now = ctx.now();
    const deadline = undoDeadline(found.booking);
    if (!deadline) throw new AppError('conflict', { message: 'This booking has no attended or no-show mark to undo.' });
    if (now.getTime() > deadline.getTime()) {
      throw new AppError('conflict', { message: `A mark can be undone only within ${undoMinutes} minutes.` });
    }
    // Conditional on the mark read above, so two undos (or an undo racing a new mark) change it once.
    const [booking] = await tx
      .update(bookings)
      .set({ status: 'confirmed', finishedAt: null, updatedAt: now })
      .where(and(eq(bookings.id, bookingId), eq(bookings.status, found.booking.status)))
      .returning();
    if (!booking) throw new AppError('conflict', { message: 'This booking has no attended or no-show mark to undo.' });
    if (found.booking.status === 'completed') await withdrawReviewRequest(ctx, tx, found);
    emit([statusEvent(found, booking)]);
    return viewOf(found, booking);
  });
}

/** The review request of an undone attended mark: the in-app one goes, the WhatsApp one unless it is being sent or was. */
async function withdrawReviewRequest(ctx: AppContext, tx: Db, found: FoundBooking) {
  const { booking, client, provider } = found;
  await tx.delete(outbox).where(and(eq(outbox.dedupeKey, `review_request:${booking.id}`), inArray(outbox.status, ['pending', 'unsent'])));
  // Told apart from the booking's other notices by its title, written as askForReview wrote it.
  const { title } = renderReviewRequest(client.locale, provider.name, `${ctx.config.publicUrl}/bookings`);
  await tx
    .delete(notifications)
    .where(
      and(
        eq(notifications.userId, booking.userId),
        eq(notifications.title, title),
        sql`${notifications.data}->>'bookingId' = ${booking.id}`,
      ),
    );
}

/** Cancels a booking with a reason; the client is told in-app, by WhatsApp/SMS and by e-mail. */
export function cancelAsProvider(ctx: AppContext, userId: string, bookingId: string, reason: string): Promise<ProviderBookingView> {
  return onOwnBooking(ctx, userId, bookingId, async (tx, emit, found) => {
    const { booking } = await cancelLoadedBooking(ctx, tx, emit, found, { byProvider: { reason } });
    return { ...booking, cancelReason: reason, undoUntil: null };
  });
}

/** Moves a booking to another of the provider's free slots; the client is told. */
export function moveAsProvider(ctx: AppContext, userId: string, bookingId: string, slotId: string): Promise<ProviderBookingView> {
  return onOwnBooking(ctx, userId, bookingId, async (tx, emit, found) => {
    // A moved booking is active, so it has no cancellation reason.
    return { ...(await moveLoadedBooking(ctx, tx, emit, found, { slotId, byProvider: true })), cancelReason: null, undoUntil: null };
  });
}

/**
 * Records that the provider received the payment (UPI or cash): the booking is paid, and the
 * client's UPI reference, when they gave one, is confirmed; otherwise a received transaction is written.
 */
export function markPaymentReceived(ctx: AppContext, userId: string, bookingId: string): Promise<ProviderBookingView> {
  return onOwnBooking(ctx, userId, bookingId, async (tx, _emit, found) => {
    const { booking } = found;
    if (booking.status === 'cancelled') throw new AppError('booking_not_active');
    if (booking.amountPaise === 0) throw new AppError('conflict', { message: 'This booking has nothing to pay.' });
    if (booking.paymentStatus === 'paid' || booking.paymentStatus === 'refunded') {
      throw new AppError('conflict', { message: 'This booking is already paid.' });
    }
    const now = ctx.now();
    const confirmed = await tx
      .update(transactions)
      .set({ status: 'succeeded', updatedAt: now })
      .where(and(eq(transactions.bookingId, bookingId), eq(transactions.status, 'pending')))
      .returning({ id: transactions.id });
    if (confirmed.length === 0) {
      await tx
        .insert(transactions)
        .values({ userId: booking.userId, bookingId, amountPaise: booking.amountPaise, method: 'upi', status: 'succeeded' });
    }
    // Conditional on the state read above, so a second click does not write a second transaction.
    const [paid] = await tx
      .update(bookings)
      .set({ paymentStatus: 'paid', updatedAt: now })
      .where(and(eq(bookings.id, bookingId), eq(bookings.paymentStatus, booking.paymentStatus)))
      .returning();
    if (!paid) throw new AppError('conflict', { message: 'This booking is already paid.' });
    return viewOf(found, paid);
  });
}

/** After an attended appointment, the client is asked for a rating: in-app, and on WhatsApp when they can be written to. */
async function askForReview(ctx: AppContext, tx: Db, found: FoundBooking) {
  const { booking, client, provider } = found;
  const texts = renderReviewRequest(client.locale, provider.name, `${ctx.config.publicUrl}/bookings`);
  await insertNotifications(tx, [
    {
      userId: booking.userId,
      type: 'booking',
      title: texts.title,
      message: texts.message,
      data: { bookingId: booking.id, providerId: provider.id },
    },
  ]);
  const to = booking.phone && !client.messagingOptOut ? toE164(booking.phone) : null;
  if (to) {
    await enqueueMessage(ctx, tx, {
      channel: 'whatsapp',
      to,
      body: texts.outgoing,
      kind: 'review_request',
      userId: booking.userId,
      bookingId: booking.id,
      dedupeKey: `review_request:${booking.id}`,
    });
  }
}
