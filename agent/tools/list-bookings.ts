import { tool } from 'ai';
import type { BookingView } from '#api/services/bookings/booking-view.ts';
import { listAllAndUpcomingBookings } from '#api/services/bookings/list-bookings.ts';
import { bookingRef } from '#api/services/notifications/booking-texts.ts';
import type { AgentSession } from '../session/session.ts';
import type { BookingRef } from '../session/state.ts';
import { toolInputSchemas } from './schemas.ts';
import { signInRequired } from './tool-result.ts';

export function toBookingRef(booking: BookingView): BookingRef {
  return {
    bookingId: booking.id,
    providerId: booking.provider.id,
    providerName: booking.provider.name,
    category: booking.provider.category,
    serviceName: booking.service?.name ?? null,
    date: booking.date,
    time: booking.time,
  };
}

/** The booking made most recently and not cancelled: what "the same as last time" repeats. */
function lastMade(bookings: readonly BookingView[]): BookingView | null {
  const kept = bookings.filter((booking) => booking.status !== 'cancelled');
  return kept.reduce<BookingView | null>((latest, booking) => (!latest || booking.createdAt > latest.createdAt ? booking : latest), null);
}

/** list_bookings: the caller's upcoming active bookings, soonest first, numbered. */
export function listBookingsTool(session: AgentSession) {
  return tool({
    description: "The signed-in user's upcoming bookings (soonest first), numbered, with their ids.",
    inputSchema: toolInputSchemas.listBookings,
    execute: async () => {
      if (!session.user) return signInRequired();
      // "Same as last time" needs what the client booked last, kept or done (not only what is still ahead).
      const { all, upcoming } = await listAllAndUpcomingBookings(session.ctx, session.user.id);
      const refs = upcoming.map(toBookingRef);
      session.state.bookings = refs;
      const last = lastMade(all);
      return {
        ok: true as const,
        everBooked: all.length > 0,
        lastBooked: last ? { ...toBookingRef(last), serviceId: last.service?.id ?? null } : null,
        bookings: refs.map((ref, index) => ({ option: index + 1, reference: bookingRef(ref.bookingId), ...ref })),
      };
    },
  });
}
