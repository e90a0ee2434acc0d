/** A complaint: ask what happened when the message does not say, then raise it and give the reference. */
import { complaintHasDetails } from '../../nlu/extract/complaint-details.ts';
import { say, welcomeSuggestions } from '../../replies/compose.ts';
import { formatDay } from '../../replies/translator.ts';
import type { AgentSession } from '../../session/session.ts';
import { answer, call, defined, failureOf, type Decision, type TurnResults } from './decision.ts';

type Raised = { complaint: { reference: string; booking: { provider: string; date: string } | null } };

/** A booking the message names from the last list ("#2") or by its id. */
function namedBookingId(session: AgentSession): string | null {
  const ref = session.understanding().bookingRef;
  if (!ref) return null;
  const byNumber = /^#?(\d{1,2})$/.exec(ref);
  if (!byNumber) return ref;
  return session.state.bookings[Number(byNumber[1]) - 1]?.bookingId ?? null;
}

function raisedReply(session: AgentSession, output: unknown): Decision {
  const language = session.replyLocale();
  const failed = failureOf(output);
  if (failed === 'sign_in_required') return answer(say(language, 'complaintSignIn'));
  if (failed === 'not_found') return answer(say(language, 'bookingNotFound', {}, ['myBookings']));
  if (failed === 'limit_reached') return answer(say(language, 'complaintLimit'));
  if (failed) return answer(say(language, 'failed', { message: (output as { message: string }).message }));
  const { reference, booking } = (output as Raised).complaint;
  return answer(
    booking
      ? say(language, 'complaintRaisedAbout', { ref: reference, provider: booking.provider, date: formatDay(language, booking.date) })
      : say(language, 'complaintRaised', { ref: reference }),
  );
}

/** While Mitra waits for what happened, "no" or "leave it" (saying nothing more) drops the complaint. */
export function dropsComplaint(session: AgentSession): boolean {
  const { intent } = session.understanding();
  return session.state.complaint !== null && (intent === 'deny' || intent === 'drop') && !complaintHasDetails(session.userText);
}

export function complaintFlow(session: AgentSession, results: TurnResults): Decision {
  const language = session.replyLocale();
  const reading = session.understanding();
  const { state } = session;
  if (results.raise_complaint !== undefined) return raisedReply(session, results.raise_complaint);
  if (dropsComplaint(session)) {
    state.complaint = null;
    return answer(say(language, 'complaintDropped', {}, welcomeSuggestions));
  }
  if (!session.user) return answer(say(language, 'complaintSignIn'));
  const pending = state.complaint;
  const bookingId = namedBookingId(session) ?? pending?.bookingId ?? null;
  const about = reading.providerName ?? reading.serviceTerm ?? pending?.about ?? null;
  const category = reading.category ?? pending?.category ?? null;
  if (!pending && !complaintHasDetails(session.userText)) {
    state.complaint = { bookingId, about, category };
    return answer(say(language, 'complaintAsk'));
  }
  return call('raise_complaint', defined({ description: session.userText.trim(), bookingId, about, category }));
}
