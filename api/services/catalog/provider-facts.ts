/** What the agent's constrained search needs of providers beyond the search index: area, languages, rating. */
import { inArray } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { providers } from '#db/schema/index.ts';

export type ProviderFacts = { area: string | null; languages: string[]; ratingAvg: number };

/** Facts of the given providers, by id (one query; unknown ids are absent). */
export async function providerFacts(db: Db, ids: readonly string[]): Promise<Map<string, ProviderFacts>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: providers.id, area: providers.area, languages: providers.languages, ratingAvg: providers.ratingAvg })
    .from(providers)
    .where(inArray(providers.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, { area: row.area, languages: row.languages, ratingAvg: row.ratingAvg }]));
}
