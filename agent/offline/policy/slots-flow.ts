/** Search, availability and booking requests: "dentist kal subah 10 baje", "Is Dr. Mehta free tomorrow?". */
import {
  lines,
  offerChips,
  offerLines,
  offersHeader,
  proposeBooking,
  say,
  suggestions,
  welcomeSuggestions,
  type Reply,
} from '../../replies/compose.ts';
import { formatClock, translatorFor } from '../../replies/translator.ts';
import type { Understanding } from '../../nlu/index.ts';
import type { AgentSession } from '../../session/session.ts';
import type { SlotOffer, SlotRequest } from '../../session/state.ts';
import { answer, call, defined, failureOf, notUnderstood, type Decision, type TurnResults } from './decision.ts';
import { clashLines, withClashes } from './duplicate-warning.ts';
import { addDays, isoDate, istToday } from '../../nlu/extract/date-math.ts';
import { namedHit, namedProvider, noSuchProvider, searchResultLines, type SearchResult } from './named-provider.ts';
import { namesNoKind } from '../../tools/kind-guard.ts';
import { kindOf, mergeRequest, slotsInput } from './request.ts';

/** The provider the message is about: named just now, or picked from listed search results ("the 3rd one tomorrow"). */
function providerOf(session: AgentSession, results: TurnResults, request: SlotRequest): string | null {
  const reading = session.understanding();
  if (results.search_catalog !== undefined && reading.providerName) {
    return namedProvider(results.search_catalog, reading.providerName) ?? request.providerId;
  }
  const picked =
    reading.optionNumber !== null && session.state.offers.length === 0 ? session.state.providers[reading.optionNumber - 1] : undefined;
  return picked?.providerId ?? request.providerId;
}

export function slotsFlow(session: AgentSession, results: TurnResults): Decision {
  const reading = session.understanding();
  const language = session.replyLocale();
  if (reading.needsClarification === 'invalid_date') return answer(say(language, 'invalidDate'));
  // "a table in December": which day is asked; slots from today are never offered for it.
  if (reading.needsClarification === 'month_only' && session.state.request.date === null) return answer(say(language, 'whichDayOfMonth'));
  const request = mergeRequest(session);
  if (reading.providerName && results.search_catalog === undefined) {
    return call('search_catalog', defined({ query: reading.providerName, category: request.category, city: request.city }));
  }
  if (results.find_slots === undefined) {
    const named = reading.providerName ? namedHit(results.search_catalog, reading.providerName) : undefined;
    if (reading.providerName && !named) {
      // "सरिता राठौर मैम … कंप्यूटर पर गेम": a name not among the kind read is looked for in every kind, once.
      if (request.category !== null && !session.extras.searchedNameEverywhere) {
        session.extras.searchedNameEverywhere = true;
        return call('search_catalog', defined({ query: reading.providerName, city: request.city }));
      }
      // "book at Sharma Sweets" with no such provider: say so, and list the closest names, not another business's slots.
      session.state.request = { ...request, providerId: null };
      return answer(noSuchProvider(language, results.search_catalog, reading.providerName));
    }
    const providerId = providerOf(session, results, request);
    if (!providerId && namesNoKind(request) && !onlyWhenAsked(session, request)) return askWhatFor(session, request);
    // The provider named is of the kind they are, whatever kind the other words were read as.
    const category = named?.category ?? request.category;
    return call('find_slots', slotsInput({ ...request, category, providerId }));
  }
  // Only a time was asked ("any slot at 2 today?"): find_slots wants the kind first, so ask for it.
  if (failureOf(results.find_slots) === 'kind_required') return askWhatFor(session, request);
  const sameDayNextWeek = nextWeekSameDay(session, results);
  if (sameDayNextWeek) return call('find_slots', slotsInput(session.state.request, { date: sameDayNextWeek }));
  return answerWithSlots(session, results);
}

/**
 * "Wednesday" said on a Wednesday with nothing left today means next week's Wednesday, not the next
 * day with room (another weekday). Asked once: the second search's date is no longer today.
 */
function nextWeekSameDay(session: AgentSession, results: TurnResults): string | null {
  if (!movedDay(results)) return null;
  const said = session.understanding().date;
  if (!said || !('weekday' in said.expression) || said.expression.next) return null;
  const today = istToday(session.ctx.now());
  if (said.iso !== isoDate(today) || session.state.request.date !== said.iso) return null;
  return isoDate(addDays(today, 7));
}

/**
 * A time and nothing else ("book 10 am", "aaj 2 baje koi slot?"): no word is left that could be a
 * need, so the question goes to find_slots, which names what it lacks. Words no vocabulary knows
 * ("my joint pain") are a need that was not resolved: askWhatFor answers them without any tool.
 */
function onlyWhenAsked(session: AgentSession, request: SlotRequest): boolean {
  const hasWhen = Boolean(request.date || request.time || request.timeWindow);
  return hasWhen && !request.query && session.understanding().unknownWords.length === 0;
}

/**
 * No kind resolved ("book 10 am", "my joint pain, tomorrow 5pm" when the need names nothing known):
 * ask what it is for, never slots "in any category" (issue 21). The day and time asked are kept,
 * so "a carpenter" next completes the request. Marked not understood: the hybrid model hands it over.
 */
function askWhatFor(session: AgentSession, request: SlotRequest): Decision {
  const language = session.replyLocale();
  session.state.request = { ...request, providerId: null };
  const hasWhen = request.date || request.time || request.timeWindow;
  const reading = session.understanding();
  const asksNothing = !hasWhen && !request.query && reading.understood;
  if (asksNothing) return answer(say(language, 'askService', {}, welcomeSuggestions));
  const question = say(language, 'askWhatFor', {}, welcomeSuggestions);
  // Only a time was asked: understood, and the question is the whole answer.
  if (onlyWhenAsked(session, request)) return answer(question);
  return notUnderstood('unresolved_need', question);
}

type SlotsFailure = { kindNotInCity?: boolean; citiesWithKind?: string[] };

/** Nothing matched: say which constraint had nothing, and what else there is, rather than offering something else silently. */
function noSlotsReply(session: AgentSession, output: unknown): Reply {
  const language = session.replyLocale();
  const { request } = session.state;
  const failed = output as SlotsFailure;
  const chips = suggestions(language, ['otherDay', 'myBookings']);
  if (failed.kindNotInCity && request.city) {
    const elsewhere = (failed.citiesWithKind ?? []).slice(0, 4).join(', ');
    const key = elsewhere ? 'kindNotInCity' : 'kindNowhere';
    return { text: translatorFor(language)(key, { kind: request.query ?? '', city: request.city, cities: elsewhere }), suggestions: chips };
  }
  const within = [
    request.city,
    request.maxPricePaise !== null ? translatorFor(language)('underPrice', { price: `₹${request.maxPricePaise / 100}` }) : null,
  ]
    .filter(Boolean)
    .join(', ');
  return { text: translatorFor(language)(within ? 'noSlotsWithin' : 'noSlots', { within }), suggestions: chips };
}

export function answerWithSlots(session: AgentSession, results: TurnResults): Decision {
  const reading = session.understanding();
  const language = session.replyLocale();
  const { state } = session;
  if (failureOf(results.find_slots)) return answer(noSlotsReply(session, results.find_slots));
  if (reading.needsClarification === 'ambiguous_hour' && reading.timeCandidates.length === 2) {
    const [am, pm] = reading.timeCandidates.map((time) => formatClock(language, time));
    return answer({ text: translatorFor(language)('askAmPm', { am, pm }), suggestions: [am ?? '', pm ?? ''] });
  }
  // The exact time this message asks for is free: propose it (a yes books it), the others stay numbered.
  const said = reading.carried.includes('time') ? null : reading.time;
  // "a haircut in Jayanagar" after "Saturday 11 am" went unanswered ("no past booking to repeat"): that 11 am is asked.
  const asked = said ?? (keepsAskedTime(reading) || session.extras.completesRequest === true ? state.request.time : null);
  const exact = asked && !movedDay(results) ? state.offers.find((offer) => offer.time === asked) : undefined;
  // "wednesday first slot": the option at that position of the new list.
  const byPosition = reading.date && reading.optionNumber !== null ? state.offers[reading.optionNumber - 1] : undefined;
  // "the earliest I can see …": the first free slot found is the one asked for.
  const earliest = reading.pickBy === 'earliest' && !asked && reading.optionNumber === null ? firstInTime(state.offers) : undefined;
  // "Wednesday evening, the cheapest": a new day and the pick by price in one message; the pick is of the new list.
  const cheapest =
    reading.pickBy === 'cheapest' && !asked && reading.optionNumber === null && reading.date !== null && !reading.carried.includes('date')
      ? cheapestOf(state.offers)
      : undefined;
  const chosen = exact ?? byPosition ?? earliest ?? cheapest;
  // A search at the time the message names ("we moved to Bandra, see there, same Saturday 7 am"), or one that keeps the
  // time asked (a changed place or language: "a Tamil-speaking doctor?"), proposes that time when it is free.
  if (chosen && (reading.intent !== 'search' || chosen === earliest || chosen === exact)) {
    state.proposal = { kind: 'book', offer: chosen };
    const proposal = proposeBooking(language, chosen);
    const noted = { ...proposal, text: [...kindNotes(session, results), proposal.text].join('\n') };
    return answer(withClashes(session, [chosen], noted));
  }
  return answer(listOffers(session, results));
}

/**
 * "make it Wednesday, same time", "Adyar illa, T Nagar la", "a Tamil-speaking doctor?": a correction that
 * names only a day (of a booking request), only a place or only the provider's language or price keeps the
 * time asked before, and that time is proposed again when free (a question about what is free, "free slots
 * tomorrow", still gets the list).
 */
function keepsAskedTime(reading: Understanding): boolean {
  if (reading.time || reading.timeWindow) return false;
  const newDay = reading.date !== null && !reading.carried.includes('date');
  const newConstraint =
    reading.city !== null || reading.area !== null || reading.providerLanguage !== null || reading.maxPricePaise !== null;
  const newPlace = newConstraint && !newDay;
  // The category's own word ("a Tamil-speaking doctor?") names no new kind: the request's stays.
  const newKind = reading.category !== null && !reading.carried.includes('category') && kindOf(reading) !== null;
  // "sunday ku maathalaama? adhe time": a new day asked about, with the same time said, keeps it too.
  return ((reading.intent === 'book' || reading.sameTime === true) && newDay) || (newPlace && !newKind);
}

/** The lowest price, the earlier of equal prices; none when a price is unknown (nothing to compare). */
function cheapestOf(offers: readonly SlotOffer[]): SlotOffer | undefined {
  if (offers.some((offer) => offer.pricePaise === null)) return undefined;
  return [...offers].sort((a, b) => a.pricePaise! - b.pricePaise! || byStart(a, b))[0];
}

const byStart = (a: SlotOffer, b: SlotOffer) => `${a.date}${a.time}`.localeCompare(`${b.date}${b.time}`);

function firstInTime(offers: readonly SlotOffer[]): SlotOffer | undefined {
  return [...offers].sort(byStart)[0];
}

/** find_slots found nothing on the day asked and answered with the next day that has room. */
export function movedDay(results: TurnResults): boolean {
  return (results.find_slots as { movedFromAskedDate?: boolean } | undefined)?.movedFromAskedDate === true;
}

function areaWidened(results: TurnResults): boolean {
  return (results.find_slots as { areaWidened?: boolean } | undefined)?.areaWidened === true;
}

/** "No diabetologist in Nagpur: a general physician can see you for this": a widened kind is said, never hidden. */
function kindNotes(session: AgentSession, results: TurnResults): string[] {
  const widened = (results.find_slots as { kindWidened?: { asked: string; offered: string } | null } | undefined)?.kindWidened;
  if (!widened) return [];
  const city = session.state.request.city ?? '';
  return [translatorFor(session.replyLocale())('kindWidened', { asked: widened.asked, offered: widened.offered, city })];
}

/** The numbered slots just found, under a header saying whose, which day and where; the city is asked once when unknown and it matters. */
export function listOffers(session: AgentSession, results: TurnResults): Reply {
  const language = session.replyLocale();
  const { offers, request } = session.state;
  const t = translatorFor(language);
  const header = offersHeader(language, offers, request.date, movedDay(results));
  const areaNotes = areaWidened(results) && request.area ? [t('areaWidened', { area: request.area, city: request.city ?? '' })] : [];
  const notes = [...kindNotes(session, results), ...areaNotes];
  // One provider's own times (a move, a provider named) are near wherever that provider is: no city to ask.
  // Nor is it asked under one city's slots (issue 21): "which city are you in?" only when the list spans cities.
  const oneCity = new Set(offers.map((offer) => offer.city)).size <= 1;
  const askCity = !request.city && !request.providerId && !session.state.askedCity && !oneCity;
  if (askCity) session.state.askedCity = true;
  const outro = askCity ? [t('pickOption'), t('askCity')] : [t('pickOption')];
  const warnings = clashLines(session, offers);
  return lines(language, [...warnings, ...notes, header, ...offerLines(language, offers), ...outro], offerChips(language, offers));
}

/** search_catalog for "find me a therapist who speaks Tamil": the best matches, numbered, each with its city and price. */
export function searchFlow(session: AgentSession, results: TurnResults): Decision {
  const reading = session.understanding();
  const language = session.replyLocale();
  const request = mergeRequest(session);
  // "does the doctor speak Hindi?" of a paediatrician list: the category's own word keeps the kind asked (the request's).
  const query =
    reading.providerName ?? kindOf(reading) ?? request.query ?? reading.serviceTerm ?? reading.category ?? session.userText.trim();
  if (results.search_catalog === undefined) {
    // Remember what is asked, so a day given next ("Tuesday at 11?") finds slots of this kind, here.
    session.state.request = { ...request, providerId: null };
    return call(
      'search_catalog',
      defined({
        query: query.slice(0, 200),
        category: reading.category,
        city: request.city,
        area: request.area,
        maxPricePaise: request.maxPricePaise,
        language: request.language,
        sort: request.sort === 'time' ? null : request.sort,
      }),
    );
  }
  if (failureOf(results.search_catalog)) return answer(say(language, 'nothingFound', { query }, welcomeSuggestions));
  const found = (results.search_catalog as { results: SearchResult[] }).results;
  const resultLines = searchResultLines(language, found);
  return answer(
    lines(language, [['searchResults'], ...resultLines, ['searchOutro']], suggestions(language, ['slotsToday', 'slotsTomorrow'])),
  );
}
