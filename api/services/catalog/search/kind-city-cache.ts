/**
 * Where each specialty is, held per process for a short while: "dentist" asks the same loose index
 * scan on every turn, and its answer (a few dozen cities) changes when a provider opens in a new town.
 * Only an answer that holds the asked city is taken from here; one that lacks it is read again, so a
 * provider new in a city is found at once. Bounded by the distinct kinds asked, never the providers.
 */
import type { Db } from '#db/client.ts';

const keepMs = 30_000;
/** Far above the kinds and categories clients ask for: a bound, not a working size. */
const maxEntries = 2_000;

type Entry = { at: number; cities: string[] };
const caches = new WeakMap<Db, Map<string, Entry>>();

/** The cached cities of `key` when fresh and `accept`ed, else what `read` finds (then kept). */
export async function cachedKindCities(
  db: Db,
  key: string,
  accept: (cities: string[]) => boolean,
  read: () => Promise<string[]>,
): Promise<string[]> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const hit = cache.get(key);
  if (hit && performance.now() - hit.at < keepMs && accept(hit.cities)) return hit.cities;
  const cities = await read();
  if (cache.size >= maxEntries) cache.clear();
  cache.set(key, { at: performance.now(), cities });
  return cities;
}
