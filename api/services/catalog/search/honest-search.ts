/**
 * Search that is honest about the kind asked for. A query that names a need ("toothache",
 * "dentist in Chennai") matches only providers of the kinds that serve it, in the city asked
 * (named in the query or as a filter). When there are none, the answer says so and offers,
 * labelled, the same kind in other cities and other providers of the category where asked; they
 * are never matches.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { CategoryId } from '#db/schema/index.ts';
import type { Db } from '#db/client.ts';
import { readNeed, type NeedReading } from './need-match.ts';
import { meaningfulWords, normaliseText, specialtyKey } from './normalise.ts';
import { makePlan, scoreDoc, termConditions } from './query-plan.ts';
import { catalogueCities, compareDocs, readDocs, setDocsMatchingAll, textArray, type StoredDoc } from './search-store.ts';

export type AlternativeReason = 'other_city' | 'other_specialty';

/** The kind a query asked for: its category, the catalogue specialties that serve it, and where. */
export type AskedKind = { category: CategoryId; specialties: string[]; city: string | null };

/** Provider documents (best first) of the matches and of each labelled group of alternatives. */
export type KindDocs = { asked: AskedKind; matches: StoredDoc[]; alternatives: { reason: AlternativeReason; docs: StoredDoc[] }[] };

export type KindFilters = { category?: CategoryId | undefined; city?: string | undefined };

/** The most providers of a kind one query reads (unless asked for fewer): the best by rating; a directory pages through them. */
export const maxKindDocs = 1_000;

/** How old the cached cities may be: 30 s when the words name a known city, 1 s before saying they name none. */
const citiesTtlMs = 30_000;
const citiesRecheckMs = 1_000;
const citiesCache = new WeakMap<Db, { at: number; cities: Promise<Map<string, string>> }>();

/** The catalogue's cities, read again when older than `maxAgeMs` (a few thousand entries at most). */
function citiesOf(db: Db, maxAgeMs: number): Promise<Map<string, string>> {
  const cached = citiesCache.get(db);
  if (cached && Date.now() - cached.at < maxAgeMs) return cached.cities;
  const cities = catalogueCities(db);
  citiesCache.set(db, { at: Date.now(), cities });
  cities.catch(() => citiesCache.delete(db));
  return cities;
}

/** A city named among the words ("dentist in chennai", "new delhi"), and the words without it. */
async function cityIn(db: Db, words: readonly string[]): Promise<{ city: string | null; rest: string[] }> {
  const spans: { at: number; length: number; key: string }[] = [];
  for (let length = 3; length >= 1; length--) {
    for (let at = 0; at + length <= words.length; at++) spans.push({ at, length, key: words.slice(at, at + length).join(' ') });
  }
  const find = (cities: Map<string, string>) => spans.find((span) => cities.has(span.key));
  // A city added a moment ago: look again before saying the words name none.
  let cities = await citiesOf(db, citiesTtlMs);
  if (!find(cities)) cities = await citiesOf(db, citiesRecheckMs);
  const found = find(cities);
  if (!found) return { city: null, rest: [...words] };
  return { city: cities.get(found.key)!, rest: [...words.slice(0, found.at), ...words.slice(found.at + found.length)] };
}

/** The kind's providers that also hold every remaining word ("Anna Nagar", a name), best match first; [] when none does. */
async function narrowedByWords(db: Db, kindSql: SQL, words: string[], limit: number): Promise<StoredDoc[]> {
  if (words.length === 0) return [];
  const plan = await makePlan(db, words.join(' '), {}, true);
  if (!plan) return [];
  // Scored on more than are kept: the match, not the rating alone, orders what is shown.
  const docs = await setDocsMatchingAll(db, kindSql, termConditions(plan), Math.max(limit * 3, 50));
  return docs
    .map((doc) => ({ doc, score: scoreDoc(doc, plan, plan.terms.length) }))
    .filter((entry) => entry.score >= 0)
    .sort((a, b) => b.score - a.score || compareDocs(a.doc, b.doc))
    .slice(0, limit)
    .map((entry) => entry.doc);
}

/**
 * The matches and labelled alternatives for a query that names a kind; null when it names none
 * (the ordinary word search answers those).
 */
export async function kindDocs(
  db: Db,
  query: string,
  filters: KindFilters,
  limit = maxKindDocs,
  reading: NeedReading | null = readNeed(query),
): Promise<KindDocs | null> {
  if (!reading) return null;
  if (filters.category && filters.category !== reading.category) return null;
  const named = await cityIn(db, reading.rest);
  const city = filters.city?.trim() ? filters.city.trim() : named.city;
  const cityKey = city ? normaliseText(city) : null;
  const kinds = textArray([...new Set(reading.specialties.map(specialtyKey))]);
  const ofCategory = sql`d.kind = 'provider' and d.category = ${reading.category}`;
  const ofKind = sql`${ofCategory} and d.specialty_key = any(${kinds})`;
  const here = cityKey === null ? sql`` : sql`and d.city_key = ${cityKey}`;
  // What is left ("Anna Nagar", a name) orders and narrows the kind; words that match none of them are ignored.
  const narrowed = await narrowedByWords(db, sql`${ofKind} ${here}`, meaningfulWords(named.rest), limit);
  const matches = narrowed.length > 0 ? narrowed : await readDocs(db, sql`${ofKind} ${here}`, limit);
  const alternatives: KindDocs['alternatives'] = [];
  if (matches.length === 0) {
    const [elsewhere, otherKinds] = await Promise.all([
      cityKey === null ? Promise.resolve([]) : readDocs(db, sql`${ofKind} and d.city_key <> ${cityKey}`, limit),
      readDocs(db, sql`${ofCategory} and coalesce(d.specialty_key, '') <> all(${kinds}) ${here}`, limit),
    ]);
    if (elsewhere.length > 0) alternatives.push({ reason: 'other_city', docs: elsewhere });
    if (otherKinds.length > 0) alternatives.push({ reason: 'other_specialty', docs: otherKinds });
  }
  return { asked: { category: reading.category, specialties: reading.specialties, city }, matches, alternatives };
}
