import { getBookingOfUser, listBookingsOfUser, type BookingScope } from '#db/queries/bookings.ts';
import { activeBookingStatuses } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';
import { onlineChangeWindows, type OnlineChangeWindow } from '../policies/notice.ts';
import { toBookingView, type BookingView } from './booking-view.ts';

/** At most this many bookings per list; a client's history is short, and this bounds the response. */
export const bookingListLimit = 100;

/**
 * The user's bookings. `upcoming`: active and not started, soonest first; `past`: the rest
 * (started, cancelled, completed, no-show), newest first; `all`: upcoming, then past.
 */
export async function listBookings(ctx: AppContext, userId: string, scope: BookingScope = 'all'): Promise<BookingView[]> {
  const rows = await listBookingsOfUser(ctx.db, { userId, scope, now: ctx.now(), limit: bookingListLimit });
  return rows.map(toBookingView);
}

/** Whether a listed booking is in the `upcoming` scope: active and not started at `now`. */
function isUpcoming(booking: { status: string; startsAt: Date }, now: Date): boolean {
  return (activeBookingStatuses as readonly string[]).includes(booking.status) && booking.startsAt.getTime() > now.getTime();
}

/**
 * The user's bookings (`all`) and the `upcoming` ones among them, from one read instead of one per
 * scope: `all` lists the upcoming first, in the order and up to the limit the `upcoming` scope reads.
 */
export async function listAllAndUpcomingBookings(
  ctx: AppContext,
  userId: string,
): Promise<{ all: BookingView[]; upcoming: BookingView[] }> {
  const now = ctx.now();
  const rows = await listBookingsOfUser(ctx.db, { userId, scope: 'all', now, limit: bookingListLimit });
  return { all: rows.map(toBookingView), upcoming: rows.filter((row) => isUpcoming(row.booking, now)).map(toBookingView) };
}

/**
 * The same list for My bookings: each booking also says until when it can still be cancelled or
 * moved online (the provider's cancel notice, issue 26.1) and whom to call after that.
 */
export async function listBookingsWithChangeWindows(
  ctx: AppContext,
  userId: string,
  scope: BookingScope = 'all',
): Promise<Array<BookingView & OnlineChangeWindow>> {
  const views = await listBookings(ctx, userId, scope);
  const windows = await onlineChangeWindows(
    ctx.db,
    views.map((view) => ({ providerId: view.provider.id, startsAt: new Date(view.startsAt) })),
  );
  return views.map((view, index) => ({ ...view, ...windows[index]! }));
}

/** One of the user's own bookings; someone else's is a 404, never revealed. */
export async function getBooking(ctx: AppContext, userId: string, bookingId: string): Promise<BookingView> {
  const row = await getBookingOfUser(ctx.db, { bookingId, userId });
  if (!row) throw new AppError('not_found', { message: 'Booking not found.' });
  return toBookingView(row);
}
