/** Search, availability and booking requests: "dentist kal subah 10 baje", "Is Dr. Mehta free tomorrow?". */
import type { Understanding } from '../../nlu/index.ts';
import {
  lines, offerChips, offerLines, offersHeader, proposeBooking, say, suggestions, welcomeSuggestions, type Reply,
} from '../../replies/compose.ts';
import { formatClock, translatorFor } from '../../replies/translator.ts';
import type { AgentSession } from '../../session.ts';
import { answer, call, defined, failureOf, type Decision, type TurnResults } from './decision.ts';

/** Words that name a whole category: searching for them adds nothing to the category filter. */
const genericTerms = new Set([
  'doctor', 'yoga', 'tutor', 'plumber', 'carpenter', 'consultant', 'psychologist', 'engineer', 'salon', 'business',
  'education', 'restaurant', 'car', 'repair', 'other', 'appointment', 'booking',
]);

/** What to look up before asking for slots: a named provider, or a service more specific than its category. */
export function searchTermOf(reading: Understanding): string | null {
  if (reading.providerName) return reading.providerName;
  const term = reading.serviceTerm?.trim().toLowerCase();
  return term && !genericTerms.has(term) ? reading.serviceTerm : null;
}

type SearchOutput = { ok: true; results: Array<{ providerId: string }> };

function providerFromSearch(output: unknown): string | undefined {
  return failureOf(output) ? undefined : (output as SearchOutput).results[0]?.providerId;
}

/** The provider the request is about: one just found, or the one in focus when the message only adds a day or time. */
function focusProvider(session: AgentSession, results: TurnResults): string | undefined {
  if (results.search_catalog !== undefined) return providerFromSearch(results.search_catalog);
  const reading = session.understanding();
  // "the 3rd one tomorrow morning" after a list of search results.
  const picked = reading.optionNumber !== null ? session.state.providers[reading.optionNumber - 1] : undefined;
  if (picked) return picked.providerId;
  const namesSomethingNew = (reading.category && !reading.carried.includes('category')) || reading.serviceTerm || reading.providerName;
  return namesSomethingNew ? undefined : (session.state.providerId ?? undefined);
}

export function slotsFlow(session: AgentSession, results: TurnResults): Decision {
  const reading = session.understanding();
  const language = session.replyLocale();
  if (reading.needsClarification === 'invalid_date') return answer(say(language, 'invalidDate'));
  const term = searchTermOf(reading);
  const pickedFromList = reading.optionNumber !== null && session.state.providers[reading.optionNumber - 1] !== undefined;
  if (term && !pickedFromList && results.search_catalog === undefined) {
    return call('search_catalog', defined({ query: term, category: reading.category, city: reading.city }));
  }
  if (results.find_slots === undefined) {
    const providerId = focusProvider(session, results);
    const hasWhat = providerId || reading.category;
    const hasWhen = reading.date || reading.time || reading.timeWindow;
    if (!hasWhat && !hasWhen) return answer(say(language, 'askService', {}, welcomeSuggestions));
    return call('find_slots', defined({
      providerId, category: reading.category, date: reading.date?.iso, time: reading.time, timeWindow: reading.timeWindow,
    }));
  }
  return answerWithSlots(session, results);
}

export function answerWithSlots(session: AgentSession, results: TurnResults): Decision {
  const reading = session.understanding();
  const language = session.replyLocale();
  const { state } = session;
  if (failureOf(results.find_slots)) return answer(say(language, 'noSlots', {}, ['otherDay', 'myBookings']));
  if (reading.needsClarification === 'ambiguous_hour' && reading.timeCandidates.length === 2) {
    const [am, pm] = reading.timeCandidates.map((time) => formatClock(language, time));
    return answer({ text: translatorFor(language)('askAmPm', { am, pm }), suggestions: [am ?? '', pm ?? ''] });
  }
  const exact = reading.time ? state.offers.find((offer) => offer.time === reading.time) : undefined;
  if ((reading.intent === 'book' || reading.intent === 'choose_option') && exact && !movedDay(results)) {
    state.proposal = { kind: 'book', offer: exact };
    return answer(proposeBooking(language, exact));
  }
  return answer(listOffers(session, results));
}

function movedDay(results: TurnResults): boolean {
  return (results.find_slots as { movedFromAskedDate?: boolean } | undefined)?.movedFromAskedDate === true;
}

/** The numbered slots just found, under a header saying whose and which day. */
export function listOffers(session: AgentSession, results: TurnResults): Reply {
  const reading = session.understanding();
  const language = session.replyLocale();
  const { offers } = session.state;
  const header = offersHeader(language, offers, reading.date?.iso ?? null, movedDay(results));
  return lines(language, [header, ...offerLines(language, offers), ['pickOption']], offerChips(language, offers));
}

/** search_catalog for "find me a therapist who speaks Tamil": the best matches, numbered. */
export function searchFlow(session: AgentSession, results: TurnResults): Decision {
  const reading = session.understanding();
  const language = session.replyLocale();
  const query = reading.providerName ?? reading.serviceTerm ?? reading.category ?? session.userText.trim();
  if (results.search_catalog === undefined) {
    return call('search_catalog', defined({ query: query.slice(0, 200), category: reading.category, city: reading.city }));
  }
  if (failureOf(results.search_catalog)) return answer(say(language, 'nothingFound', { query }, welcomeSuggestions));
  const found = (results.search_catalog as { results: Array<{ label: string; providerName: string; city: string; priceFrom: string | null; kind: string }> }).results;
  const t = translatorFor(language);
  const resultLines = found.map((hit, index) => t('searchLine', {
    n: index + 1,
    name: hit.kind === 'service' ? `${hit.label}, ${hit.providerName}` : hit.label,
    detail: [hit.city, hit.priceFrom].filter(Boolean).join(', '),
  }));
  return answer(lines(language, [['searchResults'], ...resultLines, ['searchOutro']], suggestions(language, ['slotsToday', 'slotsTomorrow'])));
}
