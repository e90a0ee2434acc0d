/** Replies to what the last turn offered: a number or time picked, yes, no, "another day". */
import { addDays, istDate } from '#api/core/time-zone.ts';
import {
  bookingValues,
  lines,
  offerChips,
  offerLines,
  proposeBooking,
  proposeMove,
  say,
  suggestions,
  welcomeSuggestions,
  type Reply,
} from '../../replies/compose.ts';
import { formatClock, formatDay, translatorFor } from '../../replies/translator.ts';
import type { Understanding } from '../../nlu/index.ts';
import type { AgentSession } from '../../session/session.ts';
import { emptyRequest, type SlotOffer, type SlotRequest } from '../../session/state.ts';
import { answer, call, defined, failureOf, notUnderstood, type Decision, type TurnResults } from './decision.ts';
import { contradictsProposal, outsideSaidWindow, pickedOffer } from '../../tools/confirmation.ts';
import type { ToolFailure } from '../../tools/tool-result.ts';
import { withClashes } from './duplicate-warning.ts';
import { explainFailure } from './failures.ts';
import { mergeRequest, slotsInput, windowHolds } from './request.ts';
import { answerWithSlots, listOffers } from './slots-flow.ts';

type DoneBooking = { booking: { id: string; reference: string; provider: string; date: string; time: string } };

/** The booking being moved, when the user is choosing its new slot. */
function bookingBeingMoved(session: AgentSession) {
  const { state } = session;
  return state.rescheduleBookingId ? state.bookings.find((booking) => booking.bookingId === state.rescheduleBookingId) : undefined;
}

/** Proposes a picked slot (web), or acts on it at once where the number itself is the yes (WhatsApp, SMS). */
function takeOffer(session: AgentSession, offer: SlotOffer): Decision {
  const moving = bookingBeingMoved(session);
  if (session.channel !== 'chat') {
    return moving
      ? call('reschedule_booking', { bookingId: moving.bookingId, slotId: offer.slotId })
      : call('book_slot', { slotId: offer.slotId });
  }
  return proposeOffer(session, offer);
}

/** Proposes an offered slot: a move of the booking being moved, or a new booking (with any clash said first). */
function proposeOffer(session: AgentSession, offer: SlotOffer): Decision {
  const language = session.replyLocale();
  const moving = bookingBeingMoved(session);
  if (moving) {
    session.state.proposal = { kind: 'reschedule', booking: moving, offer };
    return answer(proposeMove(language, moving, offer));
  }
  session.state.proposal = { kind: 'book', offer };
  return answer(withClashes(session, [offer], proposeBooking(language, offer)));
}

/**
 * "ok", "seri avangale", "unhi ke paas kar do" to one provider's list of times, or "ok that one is fine" to a list of
 * several providers of the kind asked (a specialty or service) in one city: the time asked for (when on show) or
 * the earliest is proposed, naming its provider, place, day, time and price. "Yes, book it", "haan book kar do",
 * "seri, book pannunga" — a yes that also says to book, with no doubt or question in it and nothing new — books that
 * slot at once when the list is what was asked (the kind and area asked, not wider ones; the day and the time or part
 * of the day asked): every slot on show then meets the request, and the reply names what was booked. A list of several
 * providers of a kind never resolved ("any doctor") or across cities is shown again for a pick: which one is not
 * said, and the first is no better a guess than the others. Null when nothing is on show.
 */
export function acceptOneProvider(session: AgentSession): Decision | null {
  const { offers, proposal, request } = session.state;
  const [first] = offers;
  if (proposal || !first) return null;
  const several = offers.some((offer) => offer.providerId !== first.providerId);
  const oneCity = offers.every((offer) => offer.city === first.city);
  if (several && (request.query === null || !oneCity)) {
    const language = session.replyLocale();
    return answer(lines(language, [['whichOne'], ...offerLines(language, offers)], offerChips(language, offers)));
  }
  // The time the request asked for, when it is on show; else the earliest.
  const asked = offers.findIndex((offer) => offer.time === request.time);
  const offer = offers[asked >= 0 ? asked : offerByProperty(offers, 'earliest')]!;
  const reading = session.understanding();
  const booksIt =
    reading.strongYes && reading.saysBook === true && reading.confirmation === true && !reading.isQuestion && !namesAnything(reading);
  if (!booksIt || session.state.widened || bookingBeingMoved(session) || !meetsRequest(offer, request)) return proposeOffer(session, offer);
  // Recorded as the proposal, so that a booking like it already made is said and proposed again (bookedReply).
  session.state.proposal = { kind: 'book', offer };
  return call('book_slot', { slotId: offer.slotId });
}

/** "haan book kar do, par shaam ko", "yes book it, in Bandra": a yes that says more than yes is no yes to the list as it is. */
function namesAnything(reading: Understanding): boolean {
  const says = (field: 'date' | 'time' | 'category') => reading[field] !== null && !reading.carried.includes(field);
  const constraint = reading.city ?? reading.area ?? reading.providerName ?? reading.providerLanguage ?? reading.maxPricePaise;
  const window = reading.timeWindow !== null && !reading.carried.includes('time');
  return says('date') || says('time') || says('category') || window || constraint !== null || reading.pickBy !== null;
}

/**
 * The slot is the day and the time (or part of the day) the request asked: a list that fell back to the nearest free
 * times or days ("5 pm is taken; 4 or 5:30?") holds slots nobody asked for, and a yes to it books none of them.
 */
function meetsRequest(offer: SlotOffer, request: SlotRequest): boolean {
  if (request.date !== null && offer.date !== request.date) return false;
  if (request.time !== null) return offer.time === request.time;
  return request.timeWindow === null || windowHolds(request.timeWindow, offer.time);
}

/** "kaalaila earliest slot, book pannunga" of a list with nothing proposed: the option with that property. */
function pickedByProperty(session: AgentSession): SlotOffer | undefined {
  const reading = session.understanding();
  const { offers, proposal } = session.state;
  const saidTime = reading.time !== null && !reading.carried.includes('time');
  if (proposal || reading.pickBy === null || reading.optionNumber !== null || saidTime) return undefined;
  return offers[offerByProperty(offers, reading.pickBy)];
}

/** "the earliest", "the later one", "the cheaper one": the offered option with that property. */
export function offerByProperty(offers: readonly SlotOffer[], by: 'earliest' | 'latest' | 'cheapest'): number {
  let best = -1;
  offers.forEach((offer, index) => {
    const current = offers[best];
    const better =
      !current ||
      (by === 'earliest' && `${offer.date}${offer.time}` < `${current.date}${current.time}`) ||
      (by === 'latest' && `${offer.date}${offer.time}` > `${current.date}${current.time}`) ||
      (by === 'cheapest' && (offer.pricePaise ?? Infinity) < (current.pricePaise ?? Infinity));
    if (better) best = index;
  });
  return best;
}

/**
 * "Yes, the 2 pm one, book it": the message names an offered option and says yes in the same
 * breath, so it is both the pick and the confirmation (DESIGN §5) — on the web as on WhatsApp.
 */
export function pickAndConfirm(session: AgentSession, results: TurnResults): Decision | null {
  const reading = session.understanding();
  const { state } = session;
  if (results.book_slot !== undefined) return bookedReply(session, results.book_slot);
  if (results.reschedule_booking !== undefined) return movedReply(session, results.reschedule_booking);
  // A real yes ("yes", "haan", "book it"), not a mere "ok" that may only acknowledge the list.
  const saysYes = reading.strongYes && reading.confirmation !== false;
  const offer = pickedOffer(session) ?? pickedByProperty(session);
  // "wednesday first slot podunga" while Tuesday is shown: the first slot of Wednesday, not this list's.
  const otherDay = reading.date !== null && !reading.carried.includes('date') && reading.date.iso !== offer?.date;
  // Slots found this turn were never shown: a pick among them is proposed (chooseFlow), not booked.
  const fresh = results.find_slots !== undefined;
  const otherWindow = offer !== undefined && outsideSaidWindow(reading, offer);
  if (!saysYes || !offer || state.pendingAction || otherDay || otherWindow || fresh || contradictsProposal(session)) return null;
  const moving = bookingBeingMoved(session);
  return moving
    ? call('reschedule_booking', { bookingId: moving.bookingId, slotId: offer.slotId })
    : call('book_slot', { slotId: offer.slotId });
}

export function chooseFlow(session: AgentSession, results: TurnResults): Decision {
  const reading = session.understanding();
  const { state } = session;
  const byProperty = reading.optionNumber === null && reading.pickBy ? offerByProperty(state.offers, reading.pickBy) : -1;
  const index = byProperty >= 0 ? byProperty : (reading.optionNumber ?? 0) - 1;
  if (results.book_slot !== undefined) return bookedReply(session, results.book_slot);
  if (results.reschedule_booking !== undefined) return movedReply(session, results.reschedule_booking);
  // The slots of a provider picked from search results have just been found.
  if (results.find_slots !== undefined) {
    return answerWithSlots(session, results);
  }
  if (state.pendingAction && state.bookings.length > 0) {
    const booking = state.bookings[index];
    if (!booking)
      return notUnderstood(
        'unresolved_reference',
        say(session.replyLocale(), state.pendingAction === 'cancel' ? 'whichCancel' : 'whichReschedule'),
      );
    if (state.pendingAction === 'cancel') {
      state.proposal = { kind: 'cancel', booking };
      return answer(say(session.replyLocale(), 'proposeCancel', bookingValues(session.replyLocale(), booking), ['yesCancel', 'no']));
    }
    state.rescheduleBookingId = booking.bookingId;
    state.pendingAction = null;
    return answer(say(session.replyLocale(), 'askNewTime', bookingValues(session.replyLocale(), booking), ['slotsTomorrow']));
  }
  // "Nungambakkam la irukkuradhu, night 8 manikku": of the options at that time, the one in the place named.
  const offer = (byProperty < 0 ? pickedOffer(session) : undefined) ?? state.offers[index];
  if (offer) return takeOffer(session, offer);
  const provider = state.offers.length === 0 ? state.providers[index] : undefined;
  // A provider picked from the listed names: at the day and time asked for before, unless the pick says another.
  const says =
    (reading.date !== null && !reading.carried.includes('date')) ||
    (reading.time !== null && !reading.carried.includes('time')) ||
    reading.timeWindow !== null;
  if (provider)
    return call(
      'find_slots',
      defined({
        providerId: provider.providerId,
        category: provider.category,
        date: says ? reading.date?.iso : (state.request.date ?? reading.date?.iso),
        time: says ? reading.time : state.request.time,
        timeWindow: says ? reading.timeWindow : state.request.timeWindow,
      }),
    );
  if (state.offers.length > 0 && reading.optionNumber !== null) return answer(outOfRange(session));
  // "the 4 pm one" when 4 pm is not among the few slots shown (or only providers were listed):
  // look for that time in the open request rather than say there is nothing to pick.
  if (reading.time && reading.optionNumber === null && (state.request.category || state.request.providerId)) {
    return call('find_slots', slotsInput(mergeRequest(session)));
  }
  return notUnderstood(
    'unresolved_reference',
    say(session.replyLocale(), state.offers.length > 0 ? 'pickOption' : 'nothingToConfirm', {}, welcomeSuggestions),
  );
}

/** "The 2nd one" of a single option: say how many there are and show them again; the offer stands. */
function outOfRange(session: AgentSession): Reply {
  const language = session.replyLocale();
  const { offers } = session.state;
  const count = offers.length;
  return lines(
    language,
    [[count === 1 ? 'onlyOneOption' : 'pickWithin', { count }], ...offerLines(language, offers)],
    offerChips(language, offers),
  );
}

export function confirmFlow(session: AgentSession, results: TurnResults): Decision {
  const language = session.replyLocale();
  const proposal = session.state.proposal;
  if (results.book_slot !== undefined) return bookedReply(session, results.book_slot);
  if (results.cancel_booking !== undefined) return cancelledReply(session, results.cancel_booking);
  if (results.reschedule_booking !== undefined) return movedReply(session, results.reschedule_booking);
  if (!proposal) return notUnderstood('unresolved_reference', say(language, 'nothingToConfirm', {}, welcomeSuggestions));
  switch (proposal.kind) {
    case 'book':
      return call('book_slot', { slotId: proposal.offer.slotId });
    case 'cancel':
      return call('cancel_booking', { bookingId: proposal.booking.bookingId });
    case 'reschedule':
      return call('reschedule_booking', { bookingId: proposal.booking.bookingId, slotId: proposal.offer.slotId });
  }
}

/** "No" to a proposal: that slot is not booked; the options and the request stay for another pick. */
export function denyFlow(session: AgentSession): Decision {
  const { state } = session;
  const declinedSlot = state.proposal !== null && state.proposal.kind !== 'cancel';
  state.proposal = null;
  state.pendingAction = null;
  if (declinedSlot && state.offers.length > 0) {
    const language = session.replyLocale();
    return answer(lines(language, [['declinedPickAnother'], ...offerLines(language, state.offers)], offerChips(language, state.offers)));
  }
  return answer(say(session.replyLocale(), 'declined', {}, ['otherDay', 'myBookings']));
}

/** "Leave it", "rehne do", "விடுங்க": the whole request is dropped, not just one proposal. */
export function dropFlow(session: AgentSession): Decision {
  const { state } = session;
  state.proposal = null;
  state.pendingAction = null;
  state.offers = [];
  state.providers = [];
  state.rescheduleBookingId = null;
  state.request = { ...emptyRequest(), city: state.request.city };
  return answer(say(session.replyLocale(), 'dropped', {}, welcomeSuggestions));
}

/** "another day": the same request, the day after the one last shown. */
export function otherDayFlow(session: AgentSession, results: TurnResults): Decision {
  const reading = session.understanding();
  const { state } = session;
  if (results.find_slots !== undefined) {
    if (failureOf(results.find_slots)) return answer(say(session.replyLocale(), 'noSlots', {}, ['myBookings']));
    return answer(listOffers(session, results));
  }
  const moving = bookingBeingMoved(session);
  const { request } = state;
  if (!moving && !request.category && !request.providerId) return answer(say(session.replyLocale(), 'askService', {}, welcomeSuggestions));
  // The day after the one turned down (or last shown), unless the message names the day.
  const from = reading.rejected.date ?? state.date ?? istDate(session.ctx.now());
  state.proposal = null;
  const date = reading.date?.iso ?? addDays(from, 1);
  if (moving)
    return call(
      'find_slots',
      defined({ providerId: moving.providerId, category: moving.category, date, timeWindow: reading.timeWindow ?? request.timeWindow }),
    );
  return call('find_slots', slotsInput(request, { date, ...(reading.timeWindow ? { timeWindow: reading.timeWindow, time: null } : {}) }));
}

export function bookedReply(session: AgentSession, output: unknown): Decision {
  const language = session.replyLocale();
  const reason = failureOf(output);
  const proposal = session.state.proposal;
  // A booking like it exists: say so, and propose this slot again; only a yes to that books it.
  if (reason === 'duplicate_warning' && proposal?.kind === 'book') {
    return answer(withClashes(session, [proposal.offer], proposeBooking(language, proposal.offer)));
  }
  // The yes named another service of the provider: the slot is proposed again with it.
  if (reason === 'other_service' && proposal?.kind === 'book') return answer(proposeBooking(language, proposal.offer));
  if (reason) return answer(explainFailure(language, reason, session.state, output as ToolFailure));
  const { booking } = output as DoneBooking;
  // Done: the next request starts afresh, in the same city.
  session.state.request = { ...emptyRequest(), city: session.state.request.city };
  return answer(
    say(
      language,
      'booked',
      {
        provider: booking.provider,
        date: formatDay(language, booking.date),
        time: formatClock(language, booking.time),
        ref: booking.reference,
      },
      ['myBookings'],
    ),
  );
}

export function movedReply(session: AgentSession, output: unknown): Decision {
  const language = session.replyLocale();
  const reason = failureOf(output);
  if (reason) return answer(explainFailure(language, reason, session.state, output as ToolFailure));
  const { booking } = output as DoneBooking;
  return answer(
    say(
      language,
      'rescheduled',
      { provider: booking.provider, date: formatDay(language, booking.date), time: formatClock(language, booking.time) },
      ['myBookings'],
    ),
  );
}

export function cancelledReply(session: AgentSession, output: unknown): Decision {
  const language = session.replyLocale();
  const reason = failureOf(output);
  if (reason) return answer(explainFailure(language, reason, session.state, output as ToolFailure));
  const { booking, freeBookingReturned } = output as DoneBooking & { freeBookingReturned: boolean };
  const t = translatorFor(language);
  const text =
    t('cancelled', { provider: booking.provider, date: formatDay(language, booking.date), time: formatClock(language, booking.time) }) +
    (freeBookingReturned ? t('freeReturned') : '');
  return answer(lines(language, [text], suggestions(language, ['myBookings', 'findDoctor'])));
}
