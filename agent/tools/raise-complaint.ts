import { tool } from 'ai';
import type { BookingView } from '#api/services/bookings/booking-view.ts';
import { listBookings } from '#api/services/bookings/list-bookings.ts';
import { raiseComplaint } from '#api/services/complaints/complaints.ts';
import { foldCase } from '#api/core/text/fold.ts';
import type { AgentSession } from '../session/session.ts';
import { isUuid } from './confirmation.ts';
import { toolInputSchemas } from './schemas.ts';
import { expected, failure, isFailure, signInRequired } from './tool-result.ts';

/** A booking is "recent" for a complaint when it started within this many days, or is still to come. */
const recentDays = 30;

/** Of the client's recent bookings: the one the complaint names (by provider or service, else by kind), else the only one. */
function bookingFor(bookings: readonly BookingView[], about: string | undefined, category: string | undefined): BookingView | null {
  const named = about ? foldCase(about) : '';
  const byName = named
    ? bookings.filter((booking) =>
        [booking.provider.name, booking.service?.name ?? ''].some((text) => text && foldCase(text).includes(named)),
      )
    : [];
  if (byName.length === 1) return byName[0]!;
  const byKind = category ? bookings.filter((booking) => booking.provider.category === category) : [];
  if (byKind.length === 1) return byKind[0]!;
  return bookings.length === 1 ? bookings[0]! : null;
}

/** The first line of the description, shortened to a subject. */
function subjectOf(description: string): string {
  const line = description.split('\n')[0]!.trim();
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
}

/**
 * raise_complaint: raises a complaint for the signed-in caller, about one of their own bookings
 * when they named it or have exactly one recent booking; anyone else's booking is not found.
 */
export function raiseComplaintTool(session: AgentSession) {
  return tool({
    description:
      'Raise a complaint for the signed-in user with what happened; about one of their bookings when known. Returns the reference to quote.',
    inputSchema: toolInputSchemas.raiseComplaint,
    execute: async ({ description, subject, bookingId, about, category }) => {
      if (!session.user) return signInRequired();
      if (bookingId && !isUuid(bookingId)) return failure('not_found', 'No such booking among yours.');
      const since = session.ctx.now().getTime() - recentDays * 86_400_000;
      const recent = bookingId
        ? []
        : (await listBookings(session.ctx, session.user.id, 'all')).filter((booking) => new Date(booking.startsAt).getTime() >= since);
      const booking = bookingId ? null : bookingFor(recent, about, category);
      const channel = session.channel === 'chat' ? 'chat' : session.channel;
      const raised = await expected(() =>
        raiseComplaint(session.ctx, session.user!, {
          bookingId: bookingId ?? booking?.id ?? null,
          subject: subject ?? subjectOf(description),
          body: description,
          channel,
        }),
      );
      if (isFailure(raised)) return raised;
      session.state.complaint = null;
      return {
        ok: true as const,
        complaint: {
          id: raised.id,
          reference: raised.reference,
          booking: raised.booking
            ? { id: raised.booking.id, provider: raised.booking.provider.name, date: raised.booking.date, time: raised.booking.time }
            : null,
        },
      };
    },
  });
}
