/**
 * The kind of provider a client asks for ("dentist", "fridge repair", "maths tutor"), matched
 * against what the catalogue itself says: the provider's specialty (with its everyday words)
 * and its service names. Category words do not count: a dentist is a dental provider or
 * service, not any doctor. Read from search_docs: the stems are judged against the few hundred
 * distinct specialties and the dictionary words they could match, then the indexes give the
 * best providers of those, so the cost does not grow with the catalogue.
 */
import type { CategoryId } from '#db/schema/index.ts';
import type { AppContext } from '../../../core/context.ts';
import { categoryNames } from './category-vocabulary.ts';
import { candidateWords, kindCities, kindLists, serviceNameTokens, type KindRows, type KindScope } from './kind-queries.ts';
import { cachedKindCities } from './kind-city-cache.ts';
import { catalogSpecialties } from './kind-specialties.ts';
import { normaliseText, specialtyKey, tokenise } from './normalise.ts';

export type KindFilters = {
  category?: CategoryId | undefined;
  city?: string | undefined;
  /** Providers of this area come first in the (capped) lists; the kind is still judged in the whole city. */
  preferArea?: string | undefined;
  /** Only whether this provider is of the kind: the lists hold it or nothing, whatever the cap. */
  providerId?: string | undefined;
};

/**
 * Providers of the kind (and the services that made them match), and whether the catalogue has the kind anywhere.
 * The lists are capped (maxKindProviders, maxKindServices), the preferred area's first, then best static score.
 */
export type KindMatch = {
  providerIds: string[];
  serviceIds: string[];
  anywhere: boolean;
  /** Where the kind is: every city when the asked city lacks it; with a specialty in the city, that specialty's cities. */
  citiesWithKind: string[];
  /** The kind is a specialty somewhere (a dentist), not only words in some service names (a "pipe leak"). */
  bySpecialty: boolean;
};

/** Words that say nothing about the kind: they appear in every trade's service names. */
const vagueWords = new Set([
  'service',
  'services',
  'repair',
  'repairs',
  'check',
  'checkup',
  'up',
  'consultation',
  'consult',
  'session',
  'visit',
  'class',
  'classes',
  'home',
  'specialist',
  'expert',
  'general',
  'full',
  'and',
  'for',
  'the',
  'a',
  'of',
  'with',
  'in',
  'new',
  'fix',
  'booking',
  'appointment',
  'table',
  'help',
  'work',
  'job',
  'near',
  'me',
  'my',
  'best',
  'good',
  'cheap',
  'online',
]);

/** The category names themselves ("doctor", "salon", "tutors") name a category, not a kind. */
const categoryWordSet = new Set(Object.entries(categoryNames).flatMap(([id, name]) => [id, ...tokenise(name)]));

/** English endings that vary between the word for the person and for the trade: dentist / dental. */
const endings = /(ologist|ologists|ology|ician|icians|ists|ist|ians|ian|ics|ic|ing|ers|er|als|al|ry|es|s)$/;

/**
 * Words whose ending is no trade's ending: "physician" stripped to "phys" would begin "physiotherapist" (a
 * general physician offered for a physiotherapist, and the other way round).
 */
const unstemmed: ReadonlyMap<string, string> = new Map([
  ['physician', 'physician'],
  ['physicians', 'physician'],
]);

export function kindStem(word: string): string {
  const kept = unstemmed.get(word);
  if (kept) return kept;
  const stem = word.length > 5 ? word.replace(endings, '') : word;
  return stem.length >= 3 ? stem : word;
}

/** The distinctive stems of a kind request; empty when it names only a category or nothing specific. */
export function kindStems(term: string): string[] {
  return [
    ...new Set(
      tokenise(term)
        .filter((word) => !vagueWords.has(word) && !categoryWordSet.has(word))
        .map(kindStem),
    ),
  ];
}

export function wordMatches(stem: string, words: readonly string[]): boolean {
  return words.some((word) => {
    if (stem.length < 3 || word.length < 3) return word === stem;
    const other = kindStem(word);
    return other.startsWith(stem) || (other.length >= 4 && stem.startsWith(other));
  });
}

export const maxKindProviders = 500;
export const maxKindServices = 500;
/** Dictionary words read per stem: far above the words one stem begins, a bound for a pathological dictionary. */
const maxCandidateWords = 5_000;

/** The ending the stem may have lost: a word of the dictionary whose stem the asked stem starts with (dental → dent, for dentist). */
const endingList = ['', ...endings.source.slice(1, -2).split('|')];

/** Exact words that could match a stem without starting with it: a shorter stem of it plus an ending, or the stem itself. */
function shorterForms(stem: string): string[] {
  const forms = [stem];
  for (let length = 4; length < stem.length; length++) forms.push(...endingList.map((ending) => stem.slice(0, length) + ending));
  return forms;
}

/** Dictionary ids of the words matching any stem (wordMatches), which a service's own name must hold. */
async function matchingWordIds(ctx: Pick<AppContext, 'db'>, stems: readonly string[]): Promise<number[]> {
  const ids = new Set<number>();
  const candidates = await candidateWords(
    ctx.db,
    stems.map((stem) => ({ stem, exact: shorterForms(stem) })),
    maxCandidateWords,
  );
  stems.forEach((stem, index) => {
    for (const { id, word } of candidates[index] ?? []) if (wordMatches(stem, [word])) ids.add(id);
  });
  return [...ids];
}

/** Where one side's rows are: every city (in the category), and whether one is in the asked city. */
type Presence = { cities: string[]; inCity: boolean };
const absent: Presence = { cities: [], inCity: false };

/** city_key is normaliseText(city): the asked city is among the cities when one of them normalises to it. */
async function presence(ctx: Pick<AppContext, 'db'>, rows: KindRows, scope: KindScope): Promise<Presence> {
  const holdsCity = (cities: string[]) =>
    scope.cityKey === undefined ? cities.length > 0 : cities.some((city) => normaliseText(city) === scope.cityKey);
  const read = () => kindCities(ctx.db, rows, scope);
  // The specialty side's cities are few and asked on every turn; the service side's depend on the words.
  const cacheKey = `${scope.category ?? ''}|${[...rows.specialtyKeys].sort().join(',')}`;
  const cities = rows.side === 'specialty' ? await cachedKindCities(ctx.db, cacheKey, holdsCity, read) : await read();
  return { cities, inCity: holdsCity(cities) };
}

/** Only the chosen side's lists are read: the other side's could be thousands of rows nobody uses. */
function lists(ctx: Pick<AppContext, 'db'>, rows: KindRows, scope: KindScope) {
  return kindLists(ctx.db, rows, scope, { providers: maxKindProviders, services: maxKindServices });
}

/**
 * Providers whose specialty or a service matches any distinctive word of `term`, within the
 * filters; null when the term names no kind (only a category, or vague words). Specialty
 * matches win over service-name matches within the city: "kids doctor" means paediatricians,
 * not the ophthalmologist who also offers a kids' eye check-up. Service names decide where no
 * specialty matches ("fridge repair", "threading").
 */
export async function matchKind(ctx: Pick<AppContext, 'db'>, term: string, filters: KindFilters = {}): Promise<KindMatch | null> {
  const stems = kindStems(term);
  if (stems.length === 0) return null;
  const specialties = await catalogSpecialties(ctx.db);
  const specialtyKeys = [...specialties].filter(([, words]) => stems.some((stem) => wordMatches(stem, words))).map(([key]) => key);
  const wordIds = await matchingWordIds(ctx, stems);
  const scope: KindScope = {
    category: filters.category,
    cityKey: filters.city ? normaliseText(filters.city) : undefined,
    preferArea: filters.preferArea,
    providerId: filters.providerId,
  };
  const words = { specialtyKeys, wordIds, nameTokens: serviceNameTokens(wordIds) };
  const specialtyRows: KindRows = { side: 'specialty', ...words };
  const serviceRows: KindRows = { side: 'service', ...words };
  const bySpecialty = specialtyKeys.length > 0 ? await presence(ctx, specialtyRows, scope) : absent;
  // Specialty matches in the city win, so the service side is not needed then: where service names
  // hold the words is a scan of every such service in the catalogue (the slow part at a million).
  const byService = wordIds.length > 0 && !bySpecialty.inCity ? await presence(ctx, serviceRows, scope) : absent;
  const chosen = bySpecialty.inCity ? specialtyRows : byService.inCity ? serviceRows : null;
  const { providerIds, serviceIds } = chosen ? await lists(ctx, chosen, scope) : { providerIds: [], serviceIds: [] };
  return {
    providerIds,
    serviceIds,
    anywhere: bySpecialty.cities.length > 0 || byService.cities.length > 0,
    bySpecialty: bySpecialty.cities.length > 0,
    citiesWithKind: [...new Set([...bySpecialty.cities, ...byService.cities])].sort(),
  };
}

/**
 * Providers of one catalogue specialty ("Home Tutor") within the filters: a kind known by its specialty, for when
 * its name has no word of its own to match by ("home" and "tutor" name nothing specific).
 */
export async function matchSpecialty(ctx: Pick<AppContext, 'db'>, specialty: string, filters: KindFilters = {}): Promise<KindMatch> {
  const scope: KindScope = {
    category: filters.category,
    cityKey: filters.city ? normaliseText(filters.city) : undefined,
    preferArea: filters.preferArea,
    providerId: filters.providerId,
  };
  const rows: KindRows = { side: 'specialty', specialtyKeys: [specialtyKey(specialty)], wordIds: [], nameTokens: [] };
  const here = await presence(ctx, rows, scope);
  const { providerIds, serviceIds } = here.inCity ? await lists(ctx, rows, scope) : { providerIds: [], serviceIds: [] };
  return { providerIds, serviceIds, anywhere: here.cities.length > 0, bySpecialty: here.cities.length > 0, citiesWithKind: here.cities };
}
