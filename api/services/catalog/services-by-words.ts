/**
 * The service an offer is made with, by the client's words (issue 21): of a provider's bookable services, the
 * one whose name holds most of them ("family thali" → "Family thali for 4", "facial" → "Facial"). The slot query
 * offers each provider's cheapest service of the kind; this says which one the client actually named.
 */
import { and, inArray } from 'drizzle-orm';
import { services } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';
import { withinOneEdit } from '../../core/text/fuzzy.ts';
import { bookableService } from './listed-providers.ts';
import { needEntries } from './needs/needs.ts';
import type { NeedFor } from './needs/need-types.ts';
import { kindStem } from './search/kind-match.ts';
import { meaningfulWords, tokenise } from './search/normalise.ts';

export type NamedService = { id: string; name: string; pricePaise: number; durationMinutes: number };

/** Two-letter names of appliances that service names use ("AC service", "TV repair visit", "RO purifier service"). */
const appliances = new Set(['ac', 'tv', 'ro']);

/** Words every trade's service names share: they tell no service from another. */
const sharedWords = new Set(['service', 'services', 'session', 'consultation', 'visit', 'check', 'up', 'for', 'and', 'with', 'the']);

/** Everyday words for what service names say in English: "ghar pe aake" is a session "at home". */
const serviceWordsInEnglish: Readonly<Record<string, string>> = {
  ghar: 'home',
  gharpe: 'home',
  घर: 'home',
  veedu: 'home',
  veetuku: 'home',
  veettukku: 'home',
  veetla: 'home',
  veetula: 'home',
  வீடு: 'home',
  வீட்டுக்கு: 'home',
  வீட்ல: 'home',
  வீட்டில்: 'home',
  வீட்டுல: 'home',
  // English loanwords as Hindi and Tamil speakers spell them: "नया सिंक लगवाना" asks for the sink installation.
  सिंक: 'sink',
  சிங்க்: 'sink',
  फ्लश: 'flush',
  ஃப்ளஷ்: 'flush',
  टॉयलेट: 'toilet',
  டாய்லெட்: 'toilet',
  गीजर: 'geyser',
  गीज़र: 'geyser',
  கீசர்: 'geyser',
  टंकी: 'tank',
  டேங்க்: 'tank',
};

/** The distinctive stems of some words: no stop words, no words every service name holds, no numbers. */
export function serviceStems(words: readonly string[]): Set<string> {
  const english = words.flatMap((word) => tokenise(word)).map((word) => serviceWordsInEnglish[word] ?? word);
  const kept = meaningfulWords(english).filter(
    (word) => (word.length >= 3 || appliances.has(word)) && !sharedWords.has(word) && !/^\d+$/.test(word),
  );
  return new Set(kept.map(kindStem));
}

/**
 * A clause that turns a thing down: "group class nahi chahiye", "not the group one", "I don't want a facial", "அது
 * வேண்டாம்" — not any "not" ("water is not going down", "not more than 500").
 */
const refusal =
  /(?:nahi|nahin|nhi|na) (?:chahiye|chaiye|chahie)|नहीं चाहिए|\b(?:do ?n'?t|do not) (?:want|need)\b|\bnot the\b|வேண்டாம்|வேணாம்|\b(?:vendaam|vendam|venaam|venam|venda)\b/u;

/** "zumba nahi", "not the zumba", "no zumba": a clause that is only a thing and a no. */
const bareRefusal = /^\s*(?:not|no)\s|\s(?:nahi|nahin|nhi|no|not|नहीं|வேண்டாம்|vendaam|vendam|venam)\s*$/u;

const refuses = (clause: string) => refusal.test(clause.toLowerCase()) || bareRefusal.test(` ${clause.toLowerCase()}`);
const clausesOf = (text: string) => text.split(/[,.;!?।]+/u);

/** The stems of the service a message asks for: its words, but not those of a clause that turns something down. */
export function askedServiceStems(text: string): Set<string> {
  return serviceStems(clausesOf(text).filter((clause) => !refuses(clause)));
}

/** The stems of the services a message turns down ("zumba nahi"): no longer asked, whenever they were said. */
export function refusedServiceStems(text: string): Set<string> {
  return serviceStems(clausesOf(text).filter(refuses));
}

/** The English everyday words of a kind ("diabetologist": diabetes, sugar, insulin …), as stems; empty for an unknown kind. */
export function kindWordStems(kind: string): Set<string> {
  const entry = needEntries.find((candidate) => candidate.specialty.toLowerCase() === kind.toLowerCase());
  return entry ? serviceStems(entry.en) : new Set();
}

/** The words a service's name uses for whom it is meant ("Kids eye check-up", "Yoga for seniors", "Pregnancy check-up"). */
const whoWords: Readonly<Record<NeedFor, readonly string[]>> = {
  child: ['kids', 'kid', 'child', 'children', 'baby'],
  elderly: ['seniors', 'senior', 'elderly'],
  pregnant: ['pregnancy', 'prenatal'],
};

/** The stems that name a service meant for these people. */
export function whoStems(who: readonly NeedFor[]): Set<string> {
  return serviceStems(who.flatMap((one) => whoWords[one]));
}

/** How many of the stems the service's name holds, the client's own counted before the kind's everyday words. */
export function serviceScore(name: string, said: ReadonlySet<string>, kindWords: ReadonlySet<string>): number {
  return wordsNaming(name, said).length * 10 + wordsNaming(name, kindWords).length;
}

/** Which of the words a service's name holds. */
export function wordsNaming(name: string, words: Iterable<string>): string[] {
  const stems = [...serviceStems([name])];
  return [...words].filter((word) => stems.some((stem) => stem === word || beginsWord(stem, word) || slipOf(stem, word)));
}

/** "keybord" for "keyboard": a long word a letter off a service's word is that word mistyped. */
function slipOf(stem: string, word: string): boolean {
  return word.length >= 6 && stem.length >= 6 && withinOneEdit(stem, word);
}

/** "switch" of "switchboard": a word of five letters or more that a service's word begins with ("hair" is no "haircut"). */
function beginsWord(stem: string, word: string): boolean {
  return word.length >= 5 && stem.startsWith(word);
}

/** Whether a service's name is another's with words added ("Kids eye check-up" of "Eye check-up"): a narrower kind of it. */
function narrows(name: string, other: string): boolean {
  const own = serviceStems([name]);
  const others = serviceStems([other]);
  return own.size > others.size && [...others].every((stem) => own.has(stem));
}

/** The bookable services of some providers, each with its provider. */
function bookableServicesOf(ctx: Pick<AppContext, 'db'>, providerIds: readonly string[]) {
  return ctx.db
    .select({
      id: services.id,
      providerId: services.providerId,
      name: services.name,
      pricePaise: services.pricePaise,
      durationMinutes: services.durationMinutes,
    })
    .from(services)
    .where(and(inArray(services.providerId, [...providerIds]), bookableService()));
}

/**
 * For each provider, its bookable service (within the price ceiling) whose name holds most of the words; on a
 * tie the broader of two where one is the other with words added ("eye check up" is the "Eye check-up", not the
 * "Kids eye check-up"), else the cheaper; providers none of whose services holds any is left out (the slot query's
 * choice stands).
 */
export async function servicesNamedBy(
  ctx: Pick<AppContext, 'db'>,
  providerIds: readonly string[],
  words: { said: ReadonlySet<string>; kind: ReadonlySet<string> },
  maxPricePaise?: number,
): Promise<Map<string, NamedService & { score: number; overCeiling: boolean }>> {
  const named = new Map<string, NamedService & { score: number; overCeiling: boolean }>();
  if (providerIds.length === 0 || (words.said.size === 0 && words.kind.size === 0)) return named;
  const rows = await bookableServicesOf(ctx, providerIds);
  const best = new Map<string, NamedService & { score: number }>();
  const within = new Map<string, NamedService & { score: number }>();
  for (const { providerId, ...service } of rows) {
    const scored = { ...service, score: serviceScore(service.name, words.said, words.kind) };
    if (scored.score === 0) continue;
    if (beats(scored, best.get(providerId))) best.set(providerId, scored);
    const affordable = maxPricePaise === undefined || service.pricePaise <= maxPricePaise;
    if (affordable && beats(scored, within.get(providerId))) within.set(providerId, scored);
  }
  // The service the words name costs more than the ceiling when the best one within it is named by fewer of them,
  // or is a narrower kind of it ("AC servicing, under 500" of a provider whose AC service is ₹649: its ₹499
  // uninstallation is no stand-in).
  for (const [providerId, top] of best) {
    const affordable = within.get(providerId);
    // As good a match: as many words, and not a narrower kind of the one named ("AC uninstallation" of "AC service").
    const asGood =
      affordable !== undefined && (affordable.id === top.id || (affordable.score === top.score && !narrows(affordable.name, top.name)));
    named.set(providerId, asGood ? { ...affordable, overCeiling: false } : { ...top, overCeiling: true });
  }
  return named;
}

/** Of two services named by as many words, the broader of two where one is the other with words added, else the cheaper. */
function beats(service: NamedService & { score: number }, current: (NamedService & { score: number }) | undefined): boolean {
  if (!current || service.score > current.score) return true;
  if (service.score < current.score) return false;
  return narrows(current.name, service.name) || (!narrows(service.name, current.name) && service.pricePaise < current.pricePaise);
}

/** How many a service's name says it seats: "Table for 4 (meals)" 4, "Private dining for 10" 10; null when it says none. */
export function seatsOf(name: string): number | null {
  const seats = /\bfor (\d{1,2})\b/i.exec(name)?.[1];
  return seats ? Number(seats) : null;
}

/**
 * For each provider, its bookable service that seats the party (the fewest seats that do, then the cheaper), within
 * the price ceiling: "दस लोग" is a private dining for 10, never a table for 2.
 */
export async function servicesSeating(
  ctx: Pick<AppContext, 'db'>,
  providerIds: readonly string[],
  party: number,
  maxPricePaise?: number,
): Promise<Map<string, NamedService>> {
  const seating = new Map<string, NamedService & { seats: number }>();
  if (providerIds.length === 0) return seating;
  const rows = await bookableServicesOf(ctx, providerIds);
  for (const { providerId, ...service } of rows) {
    const seats = seatsOf(service.name);
    if (seats === null || seats < party || (maxPricePaise !== undefined && service.pricePaise > maxPricePaise)) continue;
    const best = seating.get(providerId);
    if (!best || seats < best.seats || (seats === best.seats && service.pricePaise < best.pricePaise))
      seating.set(providerId, { ...service, seats });
  }
  return seating;
}
