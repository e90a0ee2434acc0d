import { tool } from 'ai';
import type { BookingView } from '#api/services/bookings/booking-view.ts';
import { listBookings } from '#api/services/bookings/list-bookings.ts';
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

/** list_bookings: the caller's upcoming active bookings, soonest first, numbered. */
export function listBookingsTool(session: AgentSession) {
  return tool({
    description: "The signed-in user's upcoming bookings (soonest first), numbered, with their ids.",
    inputSchema: toolInputSchemas.listBookings,
    execute: async () => {
      if (!session.user) return signInRequired();
      const upcoming = await listBookings(session.ctx, session.user.id, 'upcoming');
      const refs = upcoming.map(toBookingRef);
      session.state.bookings = refs;
      // "Same as last time" needs to know whether the client ever booked, not only what is still ahead.
      const everBooked = refs.length > 0 || (await listBookings(session.ctx, session.user.id, 'all')).length > 0;
      return {
        ok: true as const,
        everBooked,
        bookings: refs.map((ref, index) => ({ option: index + 1, reference: bookingRef(ref.bookingId), ...ref })),
      };
    },
  });
}
