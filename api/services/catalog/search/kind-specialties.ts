/**
 * The catalogue's distinct specialties and their words, held per process: a kind is judged
 * against these few hundred word lists, then providers are read by specialty_key through
 * search_docs_kind_idx. Its size follows the distinct specialties, never the providers.
 */
import { sql } from 'drizzle-orm';
import { executeRows, type Db } from '#db/client.ts';
import { needEntries, whoRefiners } from '../needs/needs.ts';
import { specialtySearchText } from './category-vocabulary.ts';
import { specialtyKey, tokenise } from './normalise.ts';

/** A new specialty may wait this long before a kind finds it, like the old index's debounced rebuild. */
const refreshMs = 30_000;
/** Far above the hundreds of specialties a catalogue has: a bound, not a working size. */
const maxKeys = 20_000;

/** specialty_key → the words its providers' specialty is searched by. */
export type SpecialtyWords = ReadonlyMap<string, readonly string[]>;

/**
 * The specialties that carry everyday words (specialtySearchText): a key holds their words too,
 * so a provider who typed "Cardiology" is found by "heart" like one who chose "Cardiologist".
 */
const knownByKey = (() => {
  const known = new Set([
    ...needEntries.map((entry) => entry.specialty),
    ...whoRefiners.flatMap((refiner) => Object.values(refiner.turns)),
  ]);
  const byKey = new Map<string, string[]>();
  for (const specialty of known) {
    const key = specialtyKey(specialty);
    byKey.set(key, [...(byKey.get(key) ?? []), ...tokenise(specialtySearchText(specialty))]);
  }
  return byKey;
})();

function wordsOf(key: string, sample: string): readonly string[] {
  return [...new Set([...tokenise(specialtySearchText(sample)), ...(knownByKey.get(key) ?? [])])];
}

/**
 * One index probe per distinct key (a loose index scan), and one row's spelling of it: reading
 * a million providers to list a few hundred specialties would cost seconds every refresh.
 */
async function loadSpecialties(db: Db): Promise<SpecialtyWords> {
  const rows = await executeRows<{ key: string; sample: string }>(
    db,
    sql`
    with recursive keys(key) as (
      (select specialty_key from search_docs where kind = 'provider' and specialty_key is not null order by specialty_key limit 1)
      union all
      select (select d.specialty_key from search_docs d
              where d.kind = 'provider' and d.specialty_key > keys.key order by d.specialty_key limit 1)
      from keys where keys.key is not null
    )
    select key,
           (select d.specialty from search_docs d where d.kind = 'provider' and d.specialty_key = keys.key limit 1) as sample
    from keys where key is not null
    limit ${maxKeys}`,
  );
  return new Map(rows.map((row) => [row.key, wordsOf(row.key, row.sample)]));
}

type Cached = { loadedAt: number; specialties: Promise<SpecialtyWords> };
const cache = new WeakMap<Db, Cached>();

/** The distinct specialties of the listed catalogue, at most `refreshMs` old. */
export function catalogSpecialties(db: Db): Promise<SpecialtyWords> {
  const cached = cache.get(db);
  if (cached && performance.now() - cached.loadedAt < refreshMs) return cached.specialties;
  const specialties = loadSpecialties(db);
  cache.set(db, { loadedAt: performance.now(), specialties });
  // A failed read is not kept: the next request tries again.
  specialties.catch(() => {
    if (cache.get(db)?.specialties === specialties) cache.delete(db);
  });
  return specialties;
}
