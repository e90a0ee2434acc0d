import type { AgentSession } from '../session/session.ts';
import type { Understanding } from '../nlu/index.ts';
import { shownOffers, type SlotOffer } from '../session/state.ts';

/**
 * The offered option a message picks: by number, ordinal or time — and, when it also names an
 * area, a city or a provider ("the Vasant Kunj one at 10:30"), only an option there.
 */
export function pickedOffer(session: AgentSession): SlotOffer | undefined {
  const reading = session.understanding();
  const { offers } = session.state;
  const byNumber = reading.optionNumber !== null ? offers[reading.optionNumber - 1] : undefined;
  const where = (offer: SlotOffer) =>
    (!reading.area || offer.area === reading.area) &&
    (!reading.city || offer.city === reading.city) &&
    (!reading.providerName || offer.providerName.toLowerCase().includes(reading.providerName.toLowerCase()));
  // "monday 5 baje wala": the number was read off the last list; in the day's new list the said time decides.
  const saidTime = reading.time !== null && !reading.carried.includes('time') ? reading.time : null;
  if (byNumber && saidTime && byNumber.time !== saidTime) return offers.find((offer) => offer.time === saidTime && where(offer));
  if (!byNumber || where(byNumber)) return byNumber;
  return offers.find((offer) => offer.time === byNumber.time && offer.date === byNumber.date && where(offer));
}

const shownSlotIds = new WeakMap<AgentSession, ReadonlySet<string>>();

/**
 * The slots on show before this turn: read once per turn, before find_slots replaces them (it calls this first).
 * A yes confirms only what the client saw; slots found in the turn of the yes were never shown.
 */
export function shownSlots(session: AgentSession): ReadonlySet<string> {
  let shown = shownSlotIds.get(session);
  if (!shown) {
    shown = new Set(shownOffers(session.state).map((offer) => offer.slotId));
    shownSlotIds.set(session, shown);
  }
  return shown;
}

/**
 * "haan 11 baje wala theek hai" to a 10 am proposal: a yes that names another time or day than the slot
 * proposed is not a yes to that slot (it asks for the one it names). Nor is "aama, maathunga" (yes, move it) or
 * "haan, cancel kar do" a yes to a new booking: the client asks for another task. Nor is "do it" beside the
 * proposed day taken back ("that day won't work, a day later, do it"), or beside another provider or place.
 */
export function contradictsProposal(session: AgentSession): boolean {
  const { proposal } = session.state;
  if (!proposal || proposal.kind === 'cancel') return false;
  const reading = session.understanding();
  if (proposal.kind === 'book' && (reading.intent === 'reschedule' || reading.intent === 'cancel')) return true;
  const says = (field: 'date' | 'time') => reading[field] !== null && !reading.carried.includes(field);
  // "parso nahi ho payega … kar do": the day proposed is the one taken back, whatever "do it" says after.
  const takesBack = reading.rejected.date === proposal.offer.date || (reading.relativeMove !== null && !restatesProposal(session));
  // "book the cheaper one" when nothing on show is cheaper than the proposal: a cheaper one is to be looked for.
  const { offers } = session.state;
  const wantsCheaper =
    reading.pickBy === 'cheapest' && !offers.some((offer) => (offer.pricePaise ?? Infinity) < (proposal.offer.pricePaise ?? 0));
  return (
    takesBack ||
    wantsCheaper ||
    outsideSaidWindow(reading, proposal.offer) ||
    // "yes, book the plumber" to an electrician's proposal: another kind of provider is asked for.
    (reading.category !== null && !reading.carried.includes('category') && reading.category !== proposal.offer.category) ||
    // "book the Tamil speaking doctor" of a proposal searched with no such language: that provider may not speak it.
    (reading.providerLanguage !== null && reading.providerLanguage !== session.state.request.language) ||
    // "ok book it, but nothing above 500" of a ₹649 proposal: the ceiling said with the yes is not met.
    (reading.maxPricePaise !== null && (proposal.offer.pricePaise ?? 0) > reading.maxPricePaise) ||
    (says('time') && reading.time !== proposal.offer.time) ||
    (says('date') && reading.date?.iso !== proposal.offer.date && !namesOffersWeekday(reading, proposal.offer.date)) ||
    namesOtherPlace(reading, proposal.offer)
  );
}

/**
 * "yes, same day 6 in the evening, do it" to "move it from 5 pm to 6 pm the same day?": "same day" and the time
 * proposed say the proposal again; no move away from it.
 */
function restatesProposal(session: AgentSession): boolean {
  const { proposal } = session.state;
  const reading = session.understanding();
  const move = reading.relativeMove;
  if (!proposal || proposal.kind === 'cancel' || !move || move.days !== 0 || move.minutes !== 0) return false;
  const sameDay = proposal.kind === 'book' || proposal.booking.date === proposal.offer.date;
  return sameDay && (reading.time === null || reading.time === proposal.offer.time);
}

const weekdays = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/**
 * "haan, somvaar 11 baje wala book kar dijiye" of next Monday's proposal: a plain weekday (which reads as the coming
 * one) that is the proposal's weekday names the proposal's day.
 */
function namesOffersWeekday(reading: Understanding, offerDate: string): boolean {
  const expression = reading.date?.expression;
  if (!expression || !('weekday' in expression) || expression.next) return false;
  return weekdays[new Date(`${offerDate}T00:00:00Z`).getUTCDay()] === expression.weekday;
}

/** The hours people mean by each part of the day (wider than find_slots' filter: "raat 7 baje" is a night's dinner too). */
const saidWindowHours = { morning: [5, 12], afternoon: [12, 17], evening: [16, 21], night: [19, 24] } as const;

/** "subah ka jo pehla time ho" of a list of afternoon times: a part of the day the offer is not in. */
export function outsideSaidWindow(reading: Understanding, offer: SlotOffer): boolean {
  if (!reading.timeWindow) return false;
  const [start, end] = saidWindowHours[reading.timeWindow];
  const hour = Number(offer.time.slice(0, 2));
  return hour < start || hour >= end;
}

/**
 * "டி. நகர் அன்னபூர்ணா மெஸ்ல … அங்கயே போடுங்க" to a Nungambakkam proposal: a provider, area or city named that is
 * not the proposal's asks for that one, whatever "book there" says.
 */
function namesOtherPlace(reading: Understanding, offer: SlotOffer): boolean {
  const other = (said: string | null, offered: string | null) => said !== null && said.toLowerCase() !== (offered ?? '').toLowerCase();
  const otherProvider = reading.providerName !== null && !offer.providerName.toLowerCase().includes(reading.providerName.toLowerCase());
  return otherProvider || other(reading.area, offer.area) || other(reading.city, offer.city);
}

/**
 * The booking guard: does the user's message this turn confirm `slotId`? Only a slot this
 * conversation offered can be confirmed, and only by a yes (to the proposal, when there is one)
 * or, on WhatsApp and SMS, by the option's number or time (DESIGN §5). Whatever the model says,
 * nothing is booked or moved without it.
 */
export function userConfirmedSlot(session: AgentSession, slotId: string): boolean {
  const { state } = session;
  const proposed = state.proposal && state.proposal.kind !== 'cancel' ? state.proposal.offer.slotId : null;
  const offered = proposed === slotId || state.offers.some((offer) => offer.slotId === slotId);
  if (!offered || !shownSlots(session).has(slotId)) return false;
  const reading = session.understanding();
  if (contradictsProposal(session)) return false;
  const picked = pickedOffer(session);
  // "Yes, the 2 pm one, book it": a pick and a yes in one message confirm that option (DESIGN §5).
  const saysYes = reading.strongYes && reading.confirmation !== false;
  if (picked && saysYes) return picked.slotId === slotId && !outsideSaidWindow(reading, picked);
  if (reading.confirmation === true) return proposed === null || proposed === slotId;
  const picksByNumber = session.channel !== 'chat' && reading.optionNumber !== null;
  return picksByNumber && state.offers[(reading.optionNumber ?? 0) - 1]?.slotId === slotId;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids the model passes are checked before they reach SQL: a malformed one is simply not found. */
export const isUuid = (value: string) => uuidPattern.test(value);
