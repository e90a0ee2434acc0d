import { randomUUID } from 'node:crypto';
import {
  bookingContextAttachment,
  bookingContextFromAttachment,
  bookSlot,
  readBookingContext,
  type BookingContext,
} from '#db/queries/bookings.ts';
import type { SessionAttachment } from '#db/queries/sessions.ts';
import type { BookingChannel } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';
import { AppError, pgErrorOf } from '../../core/errors.ts';
import type { CurrentUser } from '../../core/current-user.ts';
import { toE164 } from '../../core/phone-number.ts';
import { publishEvents } from '../events/event-hub.ts';
import { refuseShortNotice } from '../policies/notice.ts';
import {
  hitRateLimit,
  rateLimitResult,
  rateLimitWindowEnd,
  type CountedRateLimit,
  type RateLimitResult,
} from '../rate-limits/rate-limits.ts';
import { bookingEvents, bookingMessages, bookingNotifications, logUnsentMessages, type BookingChange } from './booking-effects.ts';
import { explainUntakenSlot, slotConflictOf } from './booking-transaction.ts';
import { toBookingView, type BookingView } from './booking-view.ts';
import { explainPausedBooking } from './paused-scope.ts';
import { assertNotNoShowBlocked } from '../policies/no-show-block.ts';

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

/** SQLSTATE raised by `book_slot` (db/functions/book_slot.sql) when a free-tier client has no free booking left. */
const quotaUsedUp = 'BM402';
/** SQLSTATE raised by `book_slot` when an emergency pause covers the slot (docs/decisions/0001). */
const bookingPaused = 'BM409';
/** SQLSTATE raised by `book_slot` when the slot is held for a waiter other than the caller (issue 26.2). */
const slotHeld = 'BM423';

function parsePhone(raw: string | null | undefined): string | undefined {
  if (raw === undefined || raw === null || raw.trim() === '') return undefined;
  const phone = toE164(raw);
  if (!phone)
    throw new AppError('invalid_request', {
      message: 'The phone number is not valid.',
      issues: [{ path: 'phone', message: 'Not a phone number' }],
    });
  return phone;
}

/** The rules that need the slot, its provider and the requested service (DESIGN §3), checked before anything is written. */
function checkBookable(caller: CurrentUser, context: BookingContext, serviceId: string | null, now: Date) {
  const { slot, provider, service } = context;
  if (!context.client) throw new AppError('not_found', { message: 'User not found.' });
  if (provider.userId === caller.id) throw new AppError('forbidden', { message: 'You cannot book your own slot.' });
  if (slot.startsAt.getTime() <= now.getTime()) throw new AppError('slot_unavailable', { message: 'This slot has already started.' });
  if (slot.booked) throw new AppError('slot_taken');
  if (!provider.listed) throw new AppError('slot_unavailable', { message: 'This provider is not taking bookings.' });
  if (!slot.isAvailable) throw new AppError('slot_unavailable');
  refuseShortNotice({
    startsAt: slot.startsAt,
    noticeMinutes: slot.bookingNoticeMinutes,
    now,
    providerPhone: provider.phone,
    action: 'book',
  });
  if (serviceId && (!service || service.providerId !== slot.providerId || !service.bookable)) {
    throw new AppError('invalid_request', {
      message: "The service is not one of this provider's services.",
      issues: [{ path: 'serviceId', message: 'Unknown service for this slot' }],
    });
  }
  return context.client;
}

/** What the session lookup of a booking request should also read (the booking's context). */
export function bookingContextForSession(input: { slotId: string; serviceId?: string | null | undefined }): SessionAttachment {
  return bookingContextAttachment({ slotId: input.slotId, serviceId: input.serviceId ?? null });
}

/** The context read with the session: null for an unknown slot, undefined when it was not read. */
export function preloadedBookingContext(attached: Record<string, unknown> | undefined): BookingContext | null | undefined {
  return attached ? (bookingContextFromAttachment(attached) ?? null) : undefined;
}

/**
 * Books a free future slot for the caller in two round trips: one read of everything the booking
 * needs (so the rules and the localised texts are settled first; `preloaded` when the session
 * lookup already read it, see bookingContextForSession), then one atomic `book_slot`
 * statement that refuses a slot in an emergency pause (under the pause's lock, so a pause being
 * created either sees the booking or is seen), takes the slot, counts the free-tier quota and
 * writes the booking and both parties' notifications and messages — all of it or nothing. The live events follow the commit.
 *
 * With `limit`, the attempt counts against the caller's rate limit, whatever its outcome: the
 * booking statement bumps the counter itself (a booking stays one write transaction), and an
 * attempt refused before or by it is counted on its own. `limit.settle` hears the count.
 * @example await createBooking(ctx, user, { slotId, channel: 'web' })
 */
export async function createBooking(
  ctx: AppContext,
  caller: CurrentUser,
  input: CreateBookingInput,
  preloaded?: BookingContext | null,
  limit?: CountedRateLimit,
): Promise<BookingView> {
  let counted = false;
  const counting = limit && {
    ...limit,
    settle: (result: RateLimitResult) => {
      counted = true;
      limit.settle(result);
    },
  };
  try {
    return await book(ctx, caller, input, preloaded, counting);
  } catch (error) {
    if (limit && !counted && error instanceof AppError) limit.settle(await hitRateLimit(ctx, limit.key, limit.rule));
    throw error;
  }
}

async function book(
  ctx: AppContext,
  caller: CurrentUser,
  input: CreateBookingInput,
  preloaded: BookingContext | null | undefined,
  limit: CountedRateLimit | undefined,
): Promise<BookingView> {
  const phone = parsePhone(input.phone);
  const serviceId = input.serviceId ?? null;
  const now = ctx.now();
  // A preloaded context without the client's profile (made by the session lookup just now) is read again.
  const context =
    preloaded === null || preloaded?.client
      ? preloaded
      : await readBookingContext(ctx.db, { slotId: input.slotId, userId: caller.id, serviceId });
  if (!context) throw new AppError('not_found', { message: 'Slot not found.' });
  await assertNotNoShowBlocked(ctx, caller.id);
  const client = checkBookable(caller, context, serviceId, now);
  const { slot, provider, service } = context;
  const values = {
    id: randomUUID(),
    userId: caller.id,
    slotId: slot.id,
    serviceId: service?.id ?? null,
    name: input.name?.trim() || client.fullName || caller.name,
    phone: phone ?? toE164(client.contactPhone ?? caller.phoneNumber ?? '') ?? null,
    channel: input.channel,
    amountPaise: service?.pricePaise ?? 0,
    now,
  };
  const change: BookingChange = {
    kind: 'confirmed',
    at: now,
    booking: { ...values, providerId: slot.providerId, startsAt: slot.startsAt, endsAt: slot.endsAt, status: 'confirmed' },
    provider,
    // The caller is the client: their account e-mail comes with the session.
    client: { ...client, email: caller.email },
    serviceName: service?.name ?? null,
  };
  const messages = bookingMessages(ctx.config, change);
  const rateCounter = limit && { key: limit.key, limit: limit.rule.limit, resetAt: rateLimitWindowEnd(now, limit.rule) };
  const { booking, rate } = await bookSlot(ctx.db, values, { notifications: bookingNotifications(change), messages }, rateCounter).catch(
    async (error: unknown) => {
      const code = pgErrorOf(error)?.code;
      if (code === quotaUsedUp) throw new AppError('quota_exceeded', { cause: error });
      if (code === slotHeld) throw new AppError('slot_held', { cause: error });
      // book_slot checks the pauses under their lock, so a pause created meanwhile is seen (issue 22.2).
      if (code === bookingPaused) {
        throw await explainPausedBooking(
          ctx.db,
          { providerId: provider.id, category: provider.category, city: provider.city },
          slot,
          error,
        );
      }
      throw slotConflictOf(error) ?? error;
    },
  );
  if (limit && rate) limit.settle(rateLimitResult(limit.rule, rate.count, rate.resetAt));
  // Someone took the slot between the read and the booking.
  if (!booking) throw await explainUntakenSlot(ctx.db, { slotId: slot.id, now });
  logUnsentMessages(ctx, messages, booking.id);
  await publishEvents(ctx, bookingEvents(change));
  return toBookingView({ booking, provider, service });
}
