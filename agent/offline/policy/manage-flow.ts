/** The client's own bookings: list, cancel, reschedule; and the quota. */
import {
  bookingChips,
  bookingLines,
  bookingValues,
  lines,
  offerChips,
  offerLines,
  offersHeader,
  proposeMove,
  say,
  suggestions,
  welcomeSuggestions,
  type Reply,
} from '../../replies/compose.ts';
import { shiftBooking, type TimeWindow, type Understanding } from '../../nlu/index.ts';
import type { AgentSession } from '../../session/session.ts';
import type { BookingRef } from '../../session/state.ts';
import { answer, call, defined, failureOf, type Decision, type TurnResults } from './decision.ts';
import { minutesOf, weekdayNextWeek } from '../../nlu/extract/when.ts';
import { kindOf, windowHolds } from './request.ts';
import { listOffers, movedDay, slotsFlow } from './slots-flow.ts';
import { cancelledReply, movedReply } from './follow-up-flow.ts';

type QuotaOutput = { used: number; limit: number | null; remaining: number | null; isPremium: boolean };

function quotaReply(session: AgentSession, output: unknown): Reply {
  const language = session.replyLocale();
  if (failureOf(output)) return say(language, 'signInBookings');
  const quota = output as QuotaOutput;
  return quota.isPremium
    ? say(language, 'quotaUnlimited', { used: quota.used }, ['findDoctor'])
    : say(language, 'quota', { used: quota.used, limit: quota.limit, remaining: quota.remaining }, ['findDoctor', 'myBookings']);
}

export function quotaFlow(session: AgentSession, results: TurnResults): Decision {
  if (results.check_quota === undefined) return call('check_quota');
  return answer(quotaReply(session, results.check_quota));
}

/**
 * "cancel my saturday car service, and how many free bookings are left?": the quota is looked up first and said
 * above the cancel's (or move's) own answer, which keeps its quick replies.
 */
export function withQuotaToo(session: AgentSession, results: TurnResults, flow: () => Decision): Decision {
  if (!session.understanding().alsoAsksQuota) return flow();
  if (results.check_quota === undefined) return call('check_quota');
  const decision = flow();
  if (!('reply' in decision)) return decision;
  const quota = quotaReply(session, results.check_quota);
  return { ...decision, reply: { ...decision.reply, text: `${quota.text}\n${decision.reply.text}` } };
}

export function listFlow(session: AgentSession, results: TurnResults): Decision {
  const language = session.replyLocale();
  if (results.list_bookings === undefined) return call('list_bookings');
  if (failureOf(results.list_bookings)) return answer(say(language, 'signInBookings'));
  session.state.pendingAction = null;
  const { bookings } = session.state;
  if (bookings.length === 0) return answer(say(language, 'noBookings', {}, welcomeSuggestions));
  return answer(lines(language, [['bookingsHeader'], ...bookingLines(language, bookings)], suggestions(language, ['findDoctor', 'quota'])));
}

/** The booking a message points at: by id or "#n", else the only one, else the only one of the named category. */
function targetBooking(session: AgentSession): BookingRef | 'unknown_id' | null {
  const reading = session.understanding();
  const { bookings } = session.state;
  const ref = reading.bookingRef;
  if (ref) {
    const byNumber = /^#?(\d{1,2})$/.exec(ref);
    const found = byNumber
      ? bookings[Number(byNumber[1]) - 1]
      : bookings.find((booking) => booking.bookingId.toLowerCase() === ref.toLowerCase());
    return found ?? 'unknown_id';
  }
  if (bookings.length === 1) return bookings[0] ?? null;
  const ofCategory = reading.category ? bookings.filter((booking) => booking.category === reading.category) : [];
  return ofCategory.length === 1 ? (ofCategory[0] ?? null) : null;
}

export function cancelFlow(session: AgentSession, results: TurnResults): Decision {
  const language = session.replyLocale();
  const { state } = session;
  if (results.cancel_booking !== undefined) return cancelledReply(session, results.cancel_booking);
  if (results.list_bookings === undefined) return call('list_bookings');
  if (failureOf(results.list_bookings)) return answer(say(language, 'signInBookings'));
  if (state.bookings.length === 0) return answer(say(language, 'noBookings', {}, welcomeSuggestions));
  const target = targetBooking(session);
  // Someone else's booking id, or a made-up one: refuse and change nothing.
  if (target === 'unknown_id') return answer(say(language, 'bookingNotFound', {}, ['myBookings']));
  if (!target) {
    state.pendingAction = 'cancel';
    return answer(
      lines(
        language,
        [['bookingsHeader'], ...bookingLines(language, state.bookings), ['whichCancel']],
        bookingChips(language, state.bookings),
      ),
    );
  }
  state.proposal = { kind: 'cancel', booking: target };
  return answer(say(language, 'proposeCancel', bookingValues(language, target), ['yesCancel', 'no']));
}

export function rescheduleFlow(session: AgentSession, results: TurnResults): Decision {
  const reading = session.understanding();
  const language = session.replyLocale();
  const { state } = session;
  if (results.reschedule_booking !== undefined) return movedReply(session, results.reschedule_booking);
  const moving = state.rescheduleBookingId ? state.bookings.find((booking) => booking.bookingId === state.rescheduleBookingId) : undefined;
  if (!moving && results.list_bookings === undefined) return call('list_bookings');
  if (results.list_bookings !== undefined && failureOf(results.list_bookings)) return answer(say(language, 'signInBookings'));
  const target = moving ?? targetBooking(session);
  const saysWhen = Boolean(reading.date || reading.time || reading.timeWindow);
  const hasWhen = saysWhen || reading.relativeMove !== null;
  if (target === 'unknown_id') return answer(say(language, 'bookingNotFound', {}, ['myBookings']));
  if (state.bookings.length === 0) return noBookingToMove(session, results, saysWhen);
  if (!target) {
    state.pendingAction = 'reschedule';
    return answer(
      lines(
        language,
        [['bookingsHeader'], ...bookingLines(language, state.bookings), ['whichReschedule']],
        bookingChips(language, state.bookings),
      ),
    );
  }
  state.rescheduleBookingId = target.bookingId;
  state.pendingAction = null;
  if (!hasWhen) return answer(say(language, 'askNewTime', bookingValues(language, target), ['slotsTomorrow']));
  const wanted = newWhen(reading, target, session.ctx.now());
  if (results.find_slots === undefined) {
    return call(
      'find_slots',
      defined({
        providerId: target.providerId,
        // The booking's own provider and kind: "the doctor asked me to rest, shift my yoga to Thursday" moves the yoga.
        category: target.category,
        date: wanted.date,
        time: wanted.time,
        timeWindow: wanted.timeWindow,
      }),
    );
  }
  if (failureOf(results.find_slots)) return answer(say(language, 'noSlots', {}, ['otherDay']));
  // A said time, or the booked one kept ("to Wednesday, same time", "a day later"), is as much asked for.
  const askedTime = wanted.time;
  const exact = askedTime ? state.offers.find((offer) => offer.time === askedTime) : undefined;
  // "thursday lunch ko usi din dinner pe shift kar do": the booking's own provider, the day and part of the day
  // asked: its first time there is proposed, as a time said would be.
  const inWindow =
    !askedTime && wanted.timeWindow
      ? state.offers.find((offer) => offer.date === wanted.date && windowHolds(wanted.timeWindow, offer.time))
      : undefined;
  const chosen = exact ?? inWindow;
  if (chosen && session.channel === 'chat') {
    state.proposal = { kind: 'reschedule', booking: target, offer: chosen };
    return answer(proposeMove(language, target, chosen));
  }
  return answer(listOffers(session, results));
}

/**
 * The day and time a booking moves to. What the message leaves out stays as booked: "to Saturday,
 * same time", "to the evening" (same day). A relative move counts from the booking's own start in
 * IST: "a day later" keeps the time, "an hour earlier" the day, "same day in the evening" the day.
 * "To Saturday, same time" said on a Saturday after that time is next Saturday, as "Saturday 11:00"
 * said then would be (the parser moves a plain weekday only by a time it reads; the kept time is the booking's).
 */
function newWhen(
  reading: Understanding,
  target: BookingRef,
  now: Date,
): { date: string; time: string | null; timeWindow: TimeWindow | null } {
  const move = reading.relativeMove;
  if (move && (move.days !== 0 || move.minutes !== 0)) {
    const shifted = shiftBooking(target, move);
    // "a day later, in the evening": the day moves and the part of the day (or time) is new. A part of the day the
    // booking is in ("shaam 5 baje wali tuition ko agle hafte same time") describes the booking: its time is kept.
    const describesBooking = !reading.time && windowHolds(reading.timeWindow, target.time);
    if (move.minutes === 0 && !describesBooking && (reading.time || reading.timeWindow)) {
      return { date: shifted.date, time: reading.time, timeWindow: reading.time ? null : reading.timeWindow };
    }
    return { date: shifted.date, time: shifted.time, timeWindow: null };
  }
  if (move?.sameDay) return { date: target.date, time: reading.time, timeWindow: reading.timeWindow };
  const onlyDay = !reading.time && !reading.timeWindow;
  const nextWeek = onlyDay ? weekdayNextWeek(reading.date, minutesOf(target.time), now) : null;
  return {
    date: nextWeek ?? reading.date?.iso ?? target.date,
    time: reading.time ?? (onlyDay ? target.time : null),
    timeWindow: reading.timeWindow,
  };
}

/** Nothing to move: say so, and when a day or time was given, show what is free for a new booking. */
function noBookingToMove(session: AgentSession, results: TurnResults, hasWhen: boolean): Decision {
  const reading = session.understanding();
  const language = session.replyLocale();
  const { request } = session.state;
  // "can you check Thursday morning instead?" with nothing booked: the open request, on the day asked.
  if (hasWhen && (request.category || request.providerId)) return slotsFlow(session, results);
  if (!hasWhen) return answer(say(language, 'noBookingsToMove', {}, welcomeSuggestions));
  // With no kind named, find_slots refuses it (kind_required): no slots "in any category" are shown.
  if (results.find_slots === undefined) {
    // A new booking instead is offered where the client is, as any other (never all of India at once).
    const city = reading.city ?? session.state.clientCity;
    return call(
      'find_slots',
      defined({
        category: reading.category,
        query: kindOf(reading) ?? undefined,
        city,
        date: reading.date?.iso,
        time: reading.time,
        timeWindow: reading.timeWindow,
      }),
    );
  }
  const offers = session.state.offers;
  if (failureOf(results.find_slots) || offers.length === 0) return answer(say(language, 'noBookingsToMove', {}, welcomeSuggestions));
  return answer(
    lines(
      language,
      // The day (and the provider, when one) are said: the free day may not be the one asked.
      [
        ['noBookingsToMove'],
        ['newBookingInstead'],
        offersHeader(language, offers, reading.date?.iso ?? null, movedDay(results)),
        ...offerLines(language, offers),
        ['pickOption'],
      ],
      offerChips(language, offers),
    ),
  );
}
