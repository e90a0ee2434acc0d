/**
 * Search that is honest about the kind asked for. A query that names a need ("toothache",
 * "dentist in Chennai") matches only providers of the kinds that serve it, in the city asked
 * (named in the query or as a filter). When there are none, the answer says so and offers,
 * labelled, the same kind in other cities and other providers of the category where asked; they
 * are never matches.
 */
import type { CategoryId } from '#db/schema/index.ts';
import { readNeed, type NeedReading } from './need-match.ts';
import { meaningfulWords, normaliseText, specialtyKey } from './normalise.ts';
import { makePlan, scoreDoc } from './query-plan.ts';
import type { SearchIndex } from './search-index.ts';

export type AlternativeReason = 'other_city' | 'other_specialty';

/** The kind a query asked for: its category, the catalogue specialties that serve it, and where. */
export type AskedKind = { category: CategoryId; specialties: string[]; city: string | null };

/** Document positions (best first) of the matches and of each labelled group of alternatives. */
export type KindDocs = { asked: AskedKind; matches: number[]; alternatives: { reason: AlternativeReason; docs: number[] }[] };

export type KindFilters = { category?: CategoryId | undefined; city?: string | undefined };

const cityCache = new WeakMap<SearchIndex, Map<string, string>>();

/** Specialty keys by the name as typed: a few hundred distinct names, read on every kind query. */
const specialtyKeys = new Map<string, string>();

function keyOfSpecialty(specialty: string): string {
  let key = specialtyKeys.get(specialty);
  if (key === undefined) {
    key = specialtyKey(specialty);
    if (specialtyKeys.size < 10_000) specialtyKeys.set(specialty, key);
  }
  return key;
}

/** The cities of the listed catalogue, by normalised name. */
function citiesOf(index: SearchIndex): Map<string, string> {
  let cities = cityCache.get(index);
  if (!cities) {
    cities = new Map(index.docs.map((doc) => [doc.cityKey, doc.hit.city]));
    cityCache.set(index, cities);
  }
  return cities;
}

const providerDocCache = new WeakMap<SearchIndex, Map<CategoryId, number[]>>();

/** The positions of the category's provider documents, in index order: read on every kind query, built once per index. */
function providerDocsOf(index: SearchIndex, category: CategoryId): readonly number[] {
  let byCategory = providerDocCache.get(index);
  if (!byCategory) {
    byCategory = new Map();
    index.docs.forEach((doc, at) => {
      if (doc.hit.kind !== 'provider') return;
      const docs = byCategory!.get(doc.hit.category);
      if (docs) docs.push(at);
      else byCategory!.set(doc.hit.category, [at]);
    });
    providerDocCache.set(index, byCategory);
  }
  return byCategory.get(category) ?? [];
}

/** A city named among the words ("dentist in chennai", "new delhi"), and the words without it. */
function cityIn(index: SearchIndex, words: readonly string[]): { city: string | null; rest: string[] } {
  const cities = citiesOf(index);
  for (let length = 3; length >= 1; length--) {
    for (let at = 0; at + length <= words.length; at++) {
      const city = cities.get(words.slice(at, at + length).join(' '));
      if (city) return { city, rest: [...words.slice(0, at), ...words.slice(at + length)] };
    }
  }
  return { city: null, rest: [...words] };
}

/**
 * The matches and labelled alternatives for a query that names a kind; null when it names none
 * (the ordinary word search answers those).
 */
export function kindDocs(
  index: SearchIndex,
  query: string,
  filters: KindFilters,
  reading: NeedReading | null = readNeed(query),
): KindDocs | null {
  if (!reading) return null;
  if (filters.category && filters.category !== reading.category) return null;
  const named = cityIn(index, reading.rest);
  const city = filters.city?.trim() ? filters.city.trim() : named.city;
  const cityKey = city ? normaliseText(city) : null;
  const kinds = new Set(reading.specialties.map(specialtyKey));
  const ofKind = (doc: number) => kinds.has(keyOfSpecialty(index.docs[doc]!.hit.specialty ?? ''));
  const inCity = (doc: number) => !cityKey || index.docs[doc]!.cityKey === cityKey;
  const all = providerDocsOf(index, reading.category);
  const kindHere = all.filter((doc) => ofKind(doc) && inCity(doc));
  const words = meaningfulWords(named.rest);
  let matches = kindHere;
  if (words.length > 0) {
    // What is left ("Anna Nagar", a name) orders and narrows the kind; words that match none of them are ignored.
    const plan = makePlan(index, words.join(' '), {}, true);
    if (plan) {
      const scored = kindHere
        .map((doc) => ({ doc, score: scoreDoc(index, doc, plan, plan.terms.length) }))
        .filter((entry) => entry.score >= 0)
        .sort((a, b) => b.score - a.score || a.doc - b.doc);
      if (scored.length > 0) matches = scored.map((entry) => entry.doc);
    }
  }
  const alternatives: KindDocs['alternatives'] = [];
  if (matches.length === 0) {
    const elsewhere = all.filter((doc) => ofKind(doc) && !inCity(doc));
    if (elsewhere.length > 0) alternatives.push({ reason: 'other_city', docs: elsewhere });
    const otherKinds = all.filter((doc) => !ofKind(doc) && inCity(doc));
    if (otherKinds.length > 0) alternatives.push({ reason: 'other_specialty', docs: otherKinds });
  }
  return { asked: { category: reading.category, specialties: reading.specialties, city }, matches, alternatives };
}
