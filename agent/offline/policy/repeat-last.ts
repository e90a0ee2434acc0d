/**
 * "Same as last time" (issue 21). The client's last booking (the one made most recently, not cancelled)
 * is repeated: its provider and service, on the day the message asks (or the first with room), at the
 * time it asks or else the booked time, proposed for a yes. A client who never booked is told there is
 * nothing to repeat. A message naming another kind than the last booking's is a new request.
 */
import { lines, proposeBooking, suggestions, welcomeSuggestions } from '../../replies/compose.ts';
import type { AgentSession } from '../../session/session.ts';
import type { BookingRef } from '../../session/state.ts';
import { answer, call, defined, failureOf, type Decision, type TurnResults } from './decision.ts';
import { withClashes } from './duplicate-warning.ts';
import { mergeRequest } from './request.ts';
import { answerWithSlots, listOffers } from './slots-flow.ts';

type LastBooked = BookingRef & { serviceId: string | null };

/**
 * Whether this message asks to repeat an earlier booking. "What I booked last time, on Friday" and "jo last
 * time book kiya tha wahi kar do" also read like a list request: a new day or a "do it" makes them a repeat.
 */
function asksRepeat(session: AgentSession, results: TurnResults): boolean {
  const reading = session.understanding();
  const { state } = session;
  // Once this flow has read the bookings this turn, the offers it found are its own.
  const begun = results.list_bookings !== undefined;
  const fresh = begun || (state.proposal === null && state.offers.length === 0 && state.rescheduleBookingId === null);
  const asksAgain = reading.date !== null || reading.time !== null || reading.timeWindow !== null || reading.strongYes;
  const intents = asksAgain ? ['book', 'slots', 'search', 'unknown', 'list_bookings'] : ['book', 'slots', 'search', 'unknown'];
  return reading.repeatsLast && fresh && intents.includes(reading.intent);
}

/** The answer to a repeat request, or null to go on as usual. */
export function repeatLastFlow(session: AgentSession, results: TurnResults): Decision | null {
  // Signed out, the bookings cannot be read: the usual flow asks to sign in when it gets that far.
  if (!asksRepeat(session, results) || !session.user) return null;
  if (results.list_bookings === undefined) return call('list_bookings');
  if (failureOf(results.list_bookings)) return null;
  const { everBooked, lastBooked } = results.list_bookings as { everBooked?: boolean; lastBooked?: LastBooked | null };
  const language = session.replyLocale();
  if (everBooked === false) {
    // What the message did say (a haircut, Saturday at 4) stays the request, for the next message to go on with.
    session.state.request = mergeRequest(session);
    return answer(lines(language, [['noPastBooking'], ['askService']], suggestions(language, welcomeSuggestions)));
  }
  return lastBooked ? repeatBooking(session, results, lastBooked) : null;
}

function repeatBooking(session: AgentSession, results: TurnResults, last: LastBooked): Decision | null {
  const reading = session.understanding();
  const otherKind = reading.category !== null && reading.category !== last.category;
  if (otherKind || reading.providerName !== null) return null;
  const time = reading.time ?? (reading.timeWindow ? null : last.time);
  if (results.find_slots === undefined) {
    return call(
      'find_slots',
      defined({
        providerId: last.providerId,
        serviceId: last.serviceId,
        category: last.category,
        date: reading.date?.iso,
        time,
        timeWindow: reading.timeWindow,
      }),
    );
  }
  const { state } = session;
  if (failureOf(results.find_slots)) return answerWithSlots(session, results);
  const wanted = state.offers.find((offer) => offer.time === time && (!reading.date || offer.date === reading.date.iso));
  if (!wanted) return answer(listOffers(session, results));
  state.proposal = { kind: 'book', offer: wanted };
  return answer(withClashes(session, [wanted], proposeBooking(session.replyLocale(), wanted)));
}
