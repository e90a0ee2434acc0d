import { tool } from 'ai';
import { cancelBooking } from '#api/services/bookings/cancel-booking.ts';
import { bookingRef } from '#api/services/notifications/booking-texts.ts';
import type { AgentSession } from '../session/session.ts';
import { isUuid } from './confirmation.ts';
import { toolInputSchemas } from './schemas.ts';
import { expected, failure, isFailure, signInRequired } from './tool-result.ts';

/** cancel_booking: cancels one of the caller's own bookings; anyone else's is not found. */
export function cancelBookingTool(session: AgentSession) {
  return tool({
    description: "Cancel one of the signed-in user's own bookings by its id (from list_bookings).",
    inputSchema: toolInputSchemas.cancelBooking,
    execute: async ({ bookingId }) => {
      if (!session.user) return signInRequired();
      if (!isUuid(bookingId)) return failure('not_found', 'No such booking among yours.');
      const done = await expected(() => cancelBooking(session.ctx, session.user!, bookingId));
      if (isFailure(done)) return done;
      session.state.proposal = null;
      session.state.bookings = [];
      const { booking } = done;
      return {
        ok: true as const,
        booking: {
          id: booking.id,
          reference: bookingRef(booking.id),
          provider: booking.provider.name,
          service: booking.service?.name ?? null,
          date: booking.date,
          time: booking.time,
        },
        freeBookingReturned: done.freeBookingReturned,
      };
    },
  });
}
