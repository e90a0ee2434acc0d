/**
 * A second booking with the same provider, or of the same kind on the same day, is made only
 * after the client was told (issue 21): "You already have a haircut at 4 pm tomorrow at …; book
 * another one?". find_slots reports the clashes with what it offers; book_slot, whatever model
 * calls it, warns once and books only on a later yes.
 */
import { listBookings } from '#api/services/bookings/list-bookings.ts';
import type { AgentSession } from '../session/session.ts';
import type { BookingRef, SlotOffer } from '../session/state.ts';
import { toBookingRef } from './list-bookings.ts';

/** Does an active booking clash with a slot: the same provider, or the same category on the same day? */
export const clashes = (booking: BookingRef, offer: SlotOffer) =>
  booking.providerId === offer.providerId || (booking.category === offer.category && booking.date === offer.date);

/** The caller's upcoming active bookings (none for a visitor). */
export async function upcomingBookings(session: AgentSession): Promise<BookingRef[]> {
  if (!session.user) return [];
  return (await listBookings(session.ctx, session.user.id, 'upcoming')).map(toBookingRef);
}

/** Those of `upcoming` that clash with any of the offers. */
export const clashesAmong = (upcoming: readonly BookingRef[], offers: readonly SlotOffer[]) =>
  upcoming.filter((booking) => offers.some((offer) => clashes(booking, offer)));

/** The caller's upcoming active bookings that clash with any of the offers. */
export async function clashingBookings(session: AgentSession, offers: readonly SlotOffer[]): Promise<BookingRef[]> {
  if (!session.user || offers.length === 0) return [];
  return clashesAmong(await upcomingBookings(session), offers);
}

const warnedThisTurn = new WeakMap<AgentSession, Set<string>>();

/** book_slot's warning for `offer` is still to give: it was not given before this turn (a yes after it books). */
export function mustWarn(session: AgentSession, slotId: string): boolean {
  return !session.state.warned.includes(slotId) || (warnedThisTurn.get(session)?.has(slotId) ?? false);
}

/** Records that the client is told, in this turn's reply, that `slotIds` clash with their bookings. */
export function markWarned(session: AgentSession, slotIds: readonly string[], byTool = false) {
  session.state.warned = [...new Set([...session.state.warned, ...slotIds])];
  if (!byTool) return;
  const now = warnedThisTurn.get(session) ?? new Set<string>();
  slotIds.forEach((slotId) => now.add(slotId));
  warnedThisTurn.set(session, now);
}

/** An existing booking as the model sees it in a warning. */
export const describeClash = (booking: BookingRef) => ({
  bookingId: booking.bookingId,
  provider: booking.providerName,
  category: booking.category,
  service: booking.serviceName,
  date: booking.date,
  time: booking.time,
});
