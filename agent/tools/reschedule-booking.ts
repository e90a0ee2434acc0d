import { tool } from 'ai';
import { rescheduleBooking } from '#api/services/bookings/reschedule-booking.ts';
import { bookingRef } from '#api/services/notifications/booking-texts.ts';
import type { AgentSession } from '../session/session.ts';
import { alternativesFor, offeredSlot } from './book-slot.ts';
import { isUuid, userConfirmedSlot } from './confirmation.ts';
import { assertKind } from './kind-guard.ts';
import { toolInputSchemas } from './schemas.ts';
import { expected, failure, isFailure, signInRequired } from './tool-result.ts';

/** reschedule_booking: moves one of the caller's bookings to an offered slot they confirmed. */
export function rescheduleBookingTool(session: AgentSession) {
  return tool({
    description:
      "Move one of the signed-in user's bookings to another free slot of the same provider (offered by find_slots), only after the user confirmed the new slot.",
    inputSchema: toolInputSchemas.rescheduleBooking,
    execute: async ({ bookingId, slotId }) => {
      if (!session.user) return signInRequired();
      if (!isUuid(bookingId)) return failure('not_found', 'No such booking among yours.');
      const offer = isUuid(slotId) ? offeredSlot(session, slotId) : undefined;
      const ofKind = offer ? await expected(() => assertKind(session, offer)) : undefined;
      if (isFailure(ofKind)) return ofKind;
      if (!offer || !userConfirmedSlot(session, slotId)) {
        return failure('not_confirmed', 'Not moved: propose the new slot to the user and move the booking only after they confirm it.');
      }
      const moved = await expected(() => rescheduleBooking(session.ctx, session.user!, bookingId, { slotId }));
      if (isFailure(moved)) {
        const lostSlot = moved.reason === 'slot_taken' || moved.reason === 'slot_unavailable';
        return { ...moved, alternatives: lostSlot ? await alternativesFor(session, slotId) : [] };
      }
      session.state.proposal = null;
      session.state.offers = [];
      session.state.rescheduleBookingId = null;
      return {
        ok: true as const,
        booking: {
          id: moved.id,
          reference: bookingRef(moved.id),
          provider: moved.provider.name,
          service: moved.service?.name ?? null,
          date: moved.date,
          time: moved.time,
        },
      };
    },
  });
}
