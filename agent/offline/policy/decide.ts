/**
 * The offline model's policy: from the reading of the user's message, the conversation's
 * working memory and the tool results so far this turn, the next step — call tools or answer.
 */
import { agreesToCancel } from '../../nlu/index.ts';
import { say, welcomeSuggestions } from '../../replies/compose.ts';
import type { AgentSession } from '../../session/session.ts';
import { shownOffers } from '../../session/state.ts';
import { asideFlow } from './aside-flow.ts';
import { contradictsProposal } from '../../tools/confirmation.ts';
import { answer, type Decision, type TurnResults } from './decision.ts';
import { complaintFlow } from './complaint-flow.ts';
import { deferFlow } from './defer-flow.ts';
import { acceptOneProvider, chooseFlow, confirmFlow, denyFlow, dropFlow, otherDayFlow, pickAndConfirm } from './follow-up-flow.ts';
import { cancelFlow, listFlow, quotaFlow, rescheduleFlow, withQuotaToo } from './manage-flow.ts';
import { offerQuestionFlow } from './offer-question-flow.ts';
import { repeatLastFlow } from './repeat-last.ts';
import { searchFlow, slotsFlow } from './slots-flow.ts';
import { waitlistFlow } from './waitlist-flow.ts';

/** A pick by a property of the offers ("the earliest one") that names nothing new. */
function picksByProperty(session: AgentSession): boolean {
  const reading = session.understanding();
  const says = (field: 'date' | 'time' | 'category') => reading[field] !== null && !reading.carried.includes(field);
  // "anything cheaper? not above 250" to offers above it: searched again, not picked from what is on show.
  const ceiling = reading.maxPricePaise;
  const aboveCeiling = ceiling !== null && session.state.offers.some((offer) => (offer.pricePaise ?? 0) > ceiling);
  const namesNew = says('date') || says('time') || says('category') || aboveCeiling;
  return (
    reading.pickBy !== null &&
    reading.optionNumber === null &&
    session.state.offers.length > 0 &&
    !namesNew &&
    !['cancel', 'reschedule', 'list_bookings', 'quota', 'drop', 'defer', 'offer_question'].includes(reading.intent)
  );
}

/** A yes, or "them" ("seri avangale", "unhi ke paas"), to a list with nothing proposed and nothing new named. */
function acceptsProvider(session: AgentSession): boolean {
  const reading = session.understanding();
  if (session.state.proposal || reading.optionNumber !== null) return false;
  return (
    reading.intent === 'confirm' || (reading.pointsAtProvider === true && ['out_of_scope', 'unknown', 'book'].includes(reading.intent))
  );
}

/**
 * The open request has a day or time and nothing is on show (Mitra asked what it is for, or said there was no
 * past booking to repeat), and the message names a kind of provider: it completes that request ("HSR Layout
 * Bengaluru, facial hi chahiye" after "…facial, Saturday 4 baje") rather than starting a search for providers.
 */
function answersWhatFor(session: AgentSession): boolean {
  const reading = session.understanding();
  const { request, offers, proposal } = session.state;
  const hasWhen = request.date !== null || request.time !== null || request.timeWindow !== null;
  const nothingShown = offers.length === 0 && proposal === null && request.providerId === null;
  return hasWhen && nothingShown && reading.category !== null && reading.providerName === null;
}

/**
 * "in Delhi please", "the car is in Bangalore now, get it done there", "a Tamil-speaking doctor?", "anything under
 * 300?" while a request is open: the same request with its place, the provider's language or the price ceiling
 * changed, searched again.
 */
function changesConstraint(session: AgentSession, results: TurnResults): boolean {
  const reading = session.understanding();
  const { request } = session.state;
  // A search this turn ("find me a therapist who speaks Tamil") made the request it would otherwise change.
  if (request.category === null || reading.providerName !== null || results.search_catalog !== undefined) return false;
  const changes = reading.city !== null || reading.area !== null || reading.providerLanguage !== null || reading.maxPricePaise !== null;
  if (!changes || reading.category === null) return changes;
  // Naming the category again ("car service", "servicing", "a doctor") corrects options on show, whatever its
  // word for the kind (a new kind of it is merged like any correction); with nothing on show it may be a new search.
  const shown = session.state.offers.length > 0 || session.state.proposal !== null;
  return shown && reading.category === request.category;
}

/**
 * "what's the fee? I'd like to keep it under 650" of offers at ₹699: the question comes with a ceiling the offers on
 * show are above, so it is searched again under it; a ceiling they all meet leaves a question about the offer.
 */
function asksBelowShown(session: AgentSession): boolean {
  const ceiling = session.understanding().maxPricePaise;
  return ceiling !== null && shownOffers(session.state).some((offer) => (offer.pricePaise ?? 0) > ceiling);
}

/**
 * "Nungambakkam la irukkuradhu ok, adhula night 8 manikku" while nothing on show is in Nungambakkam: searched there,
 * the rest of the request kept (a yes to the Besant Nagar proposal on show booked it).
 */
function asksAreaNotOnShow(session: AgentSession): boolean {
  const { area, intent } = session.understanding();
  if (!area || !['choose_option', 'confirm', 'book', 'slots', 'unknown', 'out_of_scope'].includes(intent)) return false;
  if (session.state.rescheduleBookingId !== null) return false;
  const shown = shownOffers(session.state);
  return shown.length > 0 && !shown.some((offer) => offer.area?.toLowerCase() === area.toLowerCase());
}

/**
 * "the earliest I can see a dermatologist": a search for the first free slot, not for providers. "a carpenter" after
 * "book something for Monday afternoon": the answer to what it is for, at that time — and that time counts as asked
 * only when it answers before any tool ran (a search this turn clears what was on show). Once find_slots has run this
 * turn, the slots flow answers it.
 */
function searchTurn(session: AgentSession, results: TurnResults): Decision {
  const completes = answersWhatFor(session);
  if (completes && Object.keys(results).length === 0) session.extras.completesRequest = true;
  return session.understanding().pickBy === 'earliest' || completes || results.find_slots !== undefined
    ? slotsFlow(session, results)
    : searchFlow(session, results);
}

export function decide(session: AgentSession, results: TurnResults): Decision {
  const reading = session.understanding();
  const language = session.replyLocale();
  // While the user picks a new time for a booking being moved, a day or time continues the move.
  const moving = session.state.rescheduleBookingId !== null;
  // Mitra asked what happened: the answer is the complaint, whatever else its words look like ("the doctor was 2 hours late").
  if (session.state.complaint || results.raise_complaint !== undefined) return complaintFlow(session, results);
  // "Yes, cancel it" / "haan, badal do" answer the proposal, even though they also name a task.
  // A yes that names another time or day than the proposal's ("haan 11 baje wala") asks for that one instead.
  const yesToProposal = session.state.proposal !== null && reading.confirmation === true && !contradictsProposal(session);
  if (yesToProposal && reading.optionNumber === null) return confirmFlow(session, results);
  // "ஆமா, வேண்டாம்", "haan, nahi chahiye" to "cancel it?": the yes and the "don't want" agree; so does a no to
  // something else beside the cancel asked again ("nahi, aage ki date nahi chahiye, bas wo wali hata dijiye").
  const agreed = session.state.proposal?.kind === 'cancel' && agreesToCancel(reading);
  // "Yes, please cancel it." to "cancel it?": the yes and the cancel agree too.
  // "नहीं, कोई दूसरा दिन नहीं चाहिए। वो वाली हटा ही दीजिए": another day turned down beside the cancel asked again agrees too.
  const refusesOtherDay = reading.intent === 'other_day' && reading.asksCancel === true;
  if (agreed && (['deny', 'drop', 'out_of_scope', 'unknown', 'cancel'].includes(reading.intent) || refusesOtherDay))
    return confirmFlow(session, results);
  if (asksAreaNotOnShow(session)) return slotsFlow(session, results);
  const pickedAndConfirmed = pickAndConfirm(session, results);
  if (pickedAndConfirmed) return pickedAndConfirmed;
  if (yesToProposal) return confirmFlow(session, results);
  if (picksByProperty(session)) return chooseFlow(session, results);
  const accepted = acceptsProvider(session) ? acceptOneProvider(session) : null;
  if (accepted) return accepted;
  const repeat = repeatLastFlow(session, results);
  if (repeat) return repeat;
  if (changesConstraint(session, results) && ['search', 'unknown', 'out_of_scope'].includes(reading.intent))
    return slotsFlow(session, results);
  // (Once searched, the slots found answer it.)
  const searchedBelow = reading.maxPricePaise !== null && results.find_slots !== undefined;
  if (reading.intent === 'offer_question' && (asksBelowShown(session) || searchedBelow)) return slotsFlow(session, results);
  switch (reading.intent) {
    case 'greeting':
      return answer(say(language, 'greeting', {}, welcomeSuggestions));
    case 'out_of_scope':
    case 'unknown':
      return asideFlow(session);
    case 'quota':
      return quotaFlow(session, results);
    case 'waitlist':
      return waitlistFlow(session, results);
    case 'complaint':
      return complaintFlow(session, results);
    case 'list_bookings':
      return listFlow(session, results);
    case 'cancel':
      return withQuotaToo(session, results, () => cancelFlow(session, results));
    case 'reschedule':
      return withQuotaToo(session, results, () => rescheduleFlow(session, results));
    case 'confirm':
      return confirmFlow(session, results);
    case 'deny':
      return denyFlow(session);
    case 'drop':
      return dropFlow(session);
    case 'defer':
      return deferFlow(session);
    case 'offer_question':
      return offerQuestionFlow(session);
    case 'choose_option':
      return chooseFlow(session, results);
    case 'other_day':
      return otherDayFlow(session, results);
    case 'search':
      return searchTurn(session, results);
    case 'slots':
    case 'book':
      return moving ? rescheduleFlow(session, results) : slotsFlow(session, results);
  }
}
