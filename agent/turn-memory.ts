/** Between turns: what the parser should know of the last one, and the state a new task must not inherit. */
import { agreesToCancel, type ConversationMemory, type Intent, type Understanding } from './nlu/index.ts';
import { proposedKind, shownOffers, type AgentState } from './session/state.ts';

/** The parser's view of the conversation: the offered slots (or bookings) are the numbered options. */
export function memoryFromState(state: AgentState): ConversationMemory {
  const choosingBooking = state.pendingAction !== null && state.bookings.length > 0;
  const options = choosingBooking
    ? state.bookings.map((booking) => ({ time: booking.time, date: booking.date, id: booking.bookingId }))
    : state.offers.length > 0
      ? state.offers.map((offer) => ({ time: offer.time, date: offer.date, id: offer.slotId }))
      : // Search results have no time: they are picked by number only.
        state.providers.map((provider) => ({ time: '', id: provider.providerId }));
  return {
    intent: (state.intent as Intent | null) ?? null,
    category: state.category,
    date: state.date,
    language: state.language,
    script: state.script,
    options,
    awaiting: state.proposal ? 'confirmation' : options.length > 0 ? 'option' : null,
    time: state.proposal && state.proposal.kind !== 'cancel' ? state.proposal.offer.time : state.request.time,
    timeWindow: state.request.timeWindow,
    city: state.request.city,
    proposedKind: proposedKind(state) || null,
    proposedPlace:
      state.proposal && state.proposal.kind !== 'cancel'
        ? [state.proposal.offer.area, state.proposal.offer.city].filter(Boolean).join(', ')
        : null,
  };
}

/** Intents that start something new: whatever waited for a choice or a yes is dropped (an aside keeps it). */
const freshTasks: ReadonlySet<Intent> = new Set(['search', 'list_bookings', 'cancel', 'quota', 'greeting', 'reschedule', 'complaint']);

/** The offers on show when the turn began: a turn that searched replaced them with a new list. */
const offersAtStart = new WeakMap<AgentState, AgentState['offers']>();

/** Clears what the new message makes stale, before any tool runs. */
export function beginTurn(state: AgentState, reading: Understanding): void {
  offersAtStart.set(state, state.offers);
  if (state.proposal && reading.confirmation === true) return;
  // A cancel waits only for the very next message's yes ("ஆமா, வேண்டாம்" agrees too): "ruko, cancel mat karo, ek
  // ghanta pehle kar do" drops it, so a later "haan" cannot cancel what the client took back.
  if (state.proposal?.kind === 'cancel' && !agreesToCancel(reading)) state.proposal = null;
  const newRequest =
    (reading.intent === 'book' || reading.intent === 'slots') && reading.category !== null && !reading.carried.includes('category');
  if (freshTasks.has(reading.intent) || newRequest) {
    state.proposal = null;
    state.pendingAction = null;
    if (reading.intent !== 'reschedule') state.rescheduleBookingId = null;
  }
  if (newRequest && reading.category !== state.category) state.providerId = null;
  // Who the visit is for holds for the request until the client names someone else or asks for another kind.
  if (reading.who.length > 0) state.forWhom = reading.who;
  else if (newRequest && reading.category !== state.request.category) state.forWhom = [];
  if (reading.partySize) state.partySize = reading.partySize;
  else if (newRequest && reading.category !== state.request.category) state.partySize = null;
}

/**
 * Safety: a message naming a city makes the offers on show stale when any of them is elsewhere (the turn did not
 * search there): a later "the 4 pm one" or "yes" can never book in a city the client did not ask for. All go, not
 * only those elsewhere: the numbers the client saw stay the numbers of the list shown. The city is kept for the
 * request in any case ("it's the barber in Chromepet, Chennai" in a turn that searched nothing), so that the next
 * search is there. A question about an offer ("is it in Pune?") keeps them.
 */
function dropOffersElsewhere(state: AgentState, reading: Understanding): void {
  const city = reading.city?.toLowerCase();
  if (!city || reading.intent === 'offer_question') return;
  const shown = shownOffers(state);
  if (state.request.city?.toLowerCase() !== city) state.request = { ...state.request, city: reading.city, area: reading.area };
  if (!shown.some((offer) => offer.city !== '' && offer.city.toLowerCase() !== city)) return;
  state.offers = [];
  state.proposal = null;
}

/**
 * Safety, as for a city: a message naming a day that none of the offers on show is on, in a turn that searched
 * nothing (it was read as an aside, or as a move with no booking to move), makes them stale; a later "the first
 * one" never books the day the client turned down. A turn that searched shows what it found for that day, or the
 * nearest days with room, and keeps them.
 */
function asksAnotherDay(state: AgentState, reading: Understanding): boolean {
  const day = reading.date !== null && !reading.carried.includes('date') ? reading.date.iso : null;
  // The day of a cancel or a move names the booking, not a new request's day.
  const aboutBooking = ['offer_question', 'cancel', 'reschedule', 'list_bookings', 'complaint'].includes(reading.intent);
  if (!day || aboutBooking || state.offers !== offersAtStart.get(state)) return false;
  const shown = shownOffers(state);
  return shown.length > 0 && shown.every((offer) => offer.date !== day);
}

/** Remembers the reply language and the task, for follow-ups like "2" or "haan" that carry neither. */
export function endTurn(state: AgentState, reading: Understanding): void {
  if (asksAnotherDay(state, reading)) {
    state.offers = [];
    state.proposal = null;
  }
  dropOffersElsewhere(state, reading);
  state.language = reading.language;
  state.script = reading.script;
  const followUp = ['confirm', 'deny', 'choose_option', 'other_day', 'drop', 'defer', 'offer_question', 'unknown', 'out_of_scope'].includes(
    reading.intent,
  );
  if (!followUp) state.intent = reading.intent;
  if (reading.category) state.category = reading.category;
  if (reading.time) state.time = reading.time;
  if (reading.timeWindow) state.timeWindow = reading.timeWindow;
  else if (!followUp && (reading.date || reading.time)) state.timeWindow = null;
}
