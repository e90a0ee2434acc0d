/**
 * The kind of provider a client asks for ("dentist", "fridge repair", "maths tutor"), matched
 * against what the catalogue itself says: the provider's specialty (with its everyday words)
 * and its service names. Category words do not count: a dentist is a dental provider or
 * service, not any doctor. Results are cached per index and request, since clients ask for a
 * few dozen kinds and the scan reads every document.
 */
import type { CategoryId } from '#db/schema/index.ts';
import { categoryNames, specialtySearchText } from './category-vocabulary.ts';
import { tokenise } from './normalise.ts';
import type { SearchIndex } from './search-index.ts';

export type KindFilters = { category?: CategoryId | undefined; city?: string | undefined };

/** Providers of the kind (and the services that made them match), and whether the catalogue has the kind anywhere. */
export type KindMatch = {
  providerIds: string[];
  serviceIds: string[];
  anywhere: boolean;
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

export function kindStem(word: string): string {
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

function wordMatches(stem: string, words: readonly string[]): boolean {
  return words.some((word) => {
    if (stem.length < 3 || word.length < 3) return word === stem;
    const other = kindStem(word);
    return other.startsWith(stem) || (other.length >= 4 && stem.startsWith(other));
  });
}

/** A document's words; equal word lists are one shared array, so that a scan judges each list once. */
type DocWords = { specialty: readonly string[]; label: readonly string[] };
const docWordCache = new WeakMap<SearchIndex, DocWords[]>();
const resultCache = new WeakMap<SearchIndex, Map<string, KindMatch>>();
const maxCachedRequests = 2_000;
const noWords: readonly string[] = [];

function docWords(index: SearchIndex): DocWords[] {
  let words = docWordCache.get(index);
  if (!words) {
    const specialties = new Map<string, readonly string[]>();
    const labels = new Map<string, readonly string[]>();
    const specialtyWords = (specialty: string | null) => {
      if (!specialty) return noWords;
      let found = specialties.get(specialty);
      if (!found) specialties.set(specialty, (found = tokenise(specialtySearchText(specialty))));
      return found;
    };
    // Tens of thousands of services share a few hundred names.
    const labelWords = (label: string) => {
      let found = labels.get(label);
      if (!found) labels.set(label, (found = tokenise(label)));
      return found;
    };
    words = index.docs.map((doc) => ({
      specialty: specialtyWords(doc.hit.specialty),
      label: doc.hit.kind === 'service' ? labelWords(doc.hit.label) : noWords,
    }));
    docWordCache.set(index, words);
  }
  return words;
}

const categoryDocCache = new WeakMap<SearchIndex, Map<CategoryId, number[]>>();

/** The positions of the category's documents, in index order: a kind is asked within a category, and the index holds all fifteen. */
function categoryDocs(index: SearchIndex, category: CategoryId): readonly number[] {
  let byCategory = categoryDocCache.get(index);
  if (!byCategory) {
    byCategory = new Map();
    index.docs.forEach((doc, at) => {
      const docs = byCategory!.get(doc.hit.category);
      if (docs) docs.push(at);
      else byCategory!.set(doc.hit.category, [at]);
    });
    categoryDocCache.set(index, byCategory);
  }
  return byCategory.get(category) ?? [];
}

/** Whether any stem matches a word list, judged once per distinct list in a scan (the lists are shared arrays). */
function stemMatcher(stems: readonly string[]): (words: readonly string[]) => boolean {
  const judged = new Map<readonly string[], boolean>();
  return (words) => {
    let matches = judged.get(words);
    if (matches === undefined) {
      matches = stems.some((stem) => wordMatches(stem, words));
      judged.set(words, matches);
    }
    return matches;
  };
}

type Found = { providerIds: Set<string>; serviceIds: string[]; anywhere: boolean; cities: Set<string> };
const emptyFound = (): Found => ({ providerIds: new Set(), serviceIds: [], anywhere: false, cities: new Set() });

/**
 * Specialty matches win over service-name matches within the city: "kids doctor" means
 * paediatricians, not the ophthalmologist who also offers a kids' eye check-up. Service names
 * decide where no specialty matches ("fridge repair", "threading").
 */
function scan(index: SearchIndex, stems: readonly string[], filters: KindFilters): KindMatch {
  const words = docWords(index);
  const matches = stemMatcher(stems);
  const bySpecialty = emptyFound();
  const byService = emptyFound();
  const visit = (at: number) => {
    const doc = index.docs[at]!;
    const { specialty, label } = words[at]!;
    const serviceMatch = doc.hit.kind === 'service' && matches(label);
    const found = matches(specialty) ? bySpecialty : serviceMatch ? byService : null;
    if (!found) return;
    found.anywhere = true;
    found.cities.add(doc.hit.city);
    if (filters.city && doc.hit.city.toLowerCase() !== filters.city.toLowerCase()) return;
    found.providerIds.add(doc.hit.providerId);
    if (serviceMatch) found.serviceIds.push(doc.hit.id);
  };
  if (filters.category) categoryDocs(index, filters.category).forEach(visit);
  else index.docs.forEach((_, at) => visit(at));
  const chosen = bySpecialty.providerIds.size > 0 || byService.providerIds.size === 0 ? bySpecialty : byService;
  return {
    providerIds: [...chosen.providerIds],
    serviceIds: chosen.serviceIds,
    anywhere: bySpecialty.anywhere || byService.anywhere,
    bySpecialty: bySpecialty.anywhere,
    citiesWithKind: [...new Set([...bySpecialty.cities, ...byService.cities])].sort(),
  };
}

/**
 * Providers whose specialty or a service matches any distinctive word of `term`, within the
 * filters; null when the term names no kind (only a category, or vague words).
 */
export function matchKind(index: SearchIndex, term: string, filters: KindFilters = {}): KindMatch | null {
  const stems = kindStems(term);
  if (stems.length === 0) return null;
  const key = `${stems.join(' ')}|${filters.category ?? ''}|${filters.city?.toLowerCase() ?? ''}`;
  let cache = resultCache.get(index);
  if (!cache) resultCache.set(index, (cache = new Map()));
  const cached = cache.get(key);
  if (cached) return cached;
  const match = scan(index, stems, filters);
  if (cache.size >= maxCachedRequests) cache.clear();
  cache.set(key, match);
  return match;
}
