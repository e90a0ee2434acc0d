/**
 * Writes every search document from scratch, in bulk: for seeding and benchmarks. It empties the
 * documents, postings and queue first, so it must not run while instances serve (their searches
 * would see a half-filled catalogue); serving instances keep documents current with the drain.
 */
import { sql } from 'drizzle-orm';
import { executeRows } from '#db/client.ts';
import type { AppContext } from '../../../core/context.ts';
import { readCatalogueSlice } from './search-documents-reader.ts';
import { documentRows } from './search-documents-rows.ts';
import { insertDocuments, wordIdsOfRows, writeVocabulary } from './search-documents-writer.ts';

/** Listed providers per keyset batch: thousands per round trip, a few MB of arrays per statement. */
export const rebuildBatchSize = 5000;

export type RebuildSummary = { providers: number; services: number; words: number };

/** Rebuilds search_docs and search_postings from the listed catalogue; the dictionary keeps its ids. */
export async function rebuildSearchDocuments(
  ctx: Pick<AppContext, 'db' | 'logger' | 'now'>,
  options: { batchSize?: number } = {},
): Promise<RebuildSummary> {
  const limit = options.batchSize ?? rebuildBatchSize;
  const started = performance.now();
  await ctx.db.execute(sql`truncate search_docs, search_postings, search_dirty`);
  await writeVocabulary(ctx.db);
  const summary = { providers: 0, services: 0, words: 0 };
  for (let after: string | null = null; ;) {
    const slice = await readCatalogueSlice(ctx.db, { after, limit });
    const last = slice.providers.at(-1);
    if (!last) break;
    const rows = documentRows(slice);
    await ctx.db.transaction(async (tx) => insertDocuments(tx, rows, await wordIdsOfRows(tx, rows)));
    summary.providers += slice.providers.length;
    summary.services += slice.services.length;
    after = last.id;
  }
  const [words] = await executeRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from search_words`);
  summary.words = words?.n ?? 0;
  ctx.logger.info('search documents rebuilt', { ...summary, ms: Math.round(performance.now() - started) });
  return summary;
}
