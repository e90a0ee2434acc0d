/**
 * "Same as last time" (issue 21). Mitra cannot read what "last time" was, but it can tell a client who
 * never booked that there is nothing to repeat, instead of the generic "what would you like to book?".
 * A client who has booked gets the usual flow, unchanged.
 */
import { lines, suggestions, welcomeSuggestions } from '../../replies/compose.ts';
import type { AgentSession } from '../../session/session.ts';
import { answer, call, failureOf, type Decision, type TurnResults } from './decision.ts';

/** The answer to a repeat request from a client with no booking at all, or null to go on as usual. */
export function repeatLastFlow(session: AgentSession, results: TurnResults): Decision | null {
  const reading = session.understanding();
  const { state } = session;
  const fresh = state.proposal === null && state.offers.length === 0 && state.rescheduleBookingId === null;
  if (!reading.repeatsLast || !fresh || !['book', 'slots', 'search', 'unknown'].includes(reading.intent)) return null;
  // Signed out, the bookings cannot be read: the usual flow asks to sign in when it gets that far.
  if (!session.user) return null;
  if (results.list_bookings === undefined) return call('list_bookings');
  if (failureOf(results.list_bookings)) return null;
  const { everBooked } = results.list_bookings as { everBooked?: boolean };
  if (everBooked !== false) return null;
  const language = session.replyLocale();
  return answer(lines(language, [['noPastBooking'], ['askService']], suggestions(language, welcomeSuggestions)));
}
