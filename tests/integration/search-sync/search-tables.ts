/**
 * Reads the search tables back in words (ids decoded), so tests compare what a document says,
 * not which ids the dictionary happened to hand out.
 */
import { sql } from 'drizzle-orm';
import { executeRows, type Db } from '#db/client.ts';
import type { AppContext } from '#api/core/context.ts';
import { parseEnv } from '#api/core/env.ts';
import { createLogger } from '#api/core/logger.ts';
import { catalogDrafts, type CatalogProvider, type CatalogService } from '#api/services/catalog/search/catalog-documents.ts';
import { tokenise } from '#api/services/catalog/search/normalise.ts';
import type { TestDatabase } from '#tests/setup/test-db.ts';

export const contextOf = (database: TestDatabase): AppContext => ({
  db: database.db,
  database,
  config: parseEnv({}),
  logger: createLogger('silent'),
  now: () => new Date(),
});

export type DocSnapshot = {
  id: string;
  kind: string;
  provider_id: string;
  category: string;
  label: string;
  label_key: string;
  provider_name: string;
  city: string;
  city_key: string;
  area: string | null;
  specialty: string | null;
  specialty_key: string | null;
  price_paise: number | null;
  score: number;
  /** "field:word" for each token, sorted. */
  tokens: string[];
  /** The words of `words`, sorted. */
  words: string[];
};

/** The documents (of some providers, or all), tokens and words decoded, by id. */
export async function readDocs(db: Db, providerIds?: string[]): Promise<DocSnapshot[]> {
  const only = providerIds ? sql`where d.provider_id = any(${sql.param(providerIds)}::uuid[])` : sql``;
  const rows = await executeRows<DocSnapshot>(
    db,
    sql`select d.id, d.kind, d.provider_id, d.category::text as category, d.label, d.label_key, d.provider_name, d.city,
               d.city_key, d.area, d.specialty, d.specialty_key, d.price_paise, d.score,
               coalesce((select array_agg((t & 7)::text || ':' || w.word)
                         from unnest(d.tokens) t join search_words w on w.id = t >> 3), '{}') as tokens,
               coalesce((select array_agg(w.word) from unnest(d.words) x join search_words w on w.id = x), '{}') as words
        from search_docs d ${only} order by d.id`,
  );
  // Sorted here, in code-unit order, to compare with lists made in JavaScript whatever the database's collation.
  return rows.map((row) => ({ ...row, tokens: [...row.tokens].sort(), words: [...row.words].sort() }));
}

/** Postings as "word score doc", sorted. */
export async function readPostings(db: Db): Promise<string[]> {
  const rows = await executeRows<{ line: string }>(
    db,
    sql`select w.word || ' ' || p.score::text || ' ' || p.doc_id::text as line
        from search_postings p join search_words w on w.id = p.word_id`,
  );
  return rows.map((row) => row.line).sort();
}

/** Postings that are not exactly one per (word, document) of search_docs, at the document's score. */
export async function strayPostings(db: Db): Promise<number> {
  const [row] = await executeRows<{ n: number }>(
    db,
    sql`select count(*)::int as n
        from search_postings p
        full join (select unnest(words) as word_id, score, id from search_docs) d
          on p.word_id = d.word_id and p.score = d.score and p.doc_id = d.id
        where p.doc_id is null or d.id is null`,
  );
  return row?.n ?? -1;
}

export async function queuedProviders(db: Db): Promise<string[]> {
  const rows = await executeRows<{ provider_id: string }>(db, sql`select provider_id from search_dirty`);
  return rows.map((row) => row.provider_id).sort();
}

/** What catalogDrafts says each document's fields hold, as readDocs decodes them: id → sorted "field:word". */
export function expectedTokens(providers: CatalogProvider[], services: CatalogService[]): Map<string, string[]> {
  return new Map(
    catalogDrafts(providers, services).map((draft) => {
      const tokens = new Set<string>();
      draft.texts.forEach((text, position) => {
        for (const word of tokenise(text ?? '')) tokens.add(`${draft.fieldBase + position}:${word}`);
      });
      return [draft.hit.id, [...tokens].sort()];
    }),
  );
}
