/**
 * Writes every search document from scratch, in bulk: for seeding and benchmarks. One transaction
 * empties the documents, postings and queue and fills them again, so a failure leaves the previous
 * documents; but it locks the search tables throughout, so it must not run while instances serve
 * (their searches would wait for it). Serving instances keep documents current with the drain.
 */
import { sql } from 'drizzle-orm';
import { executeRows, type Db } from '#db/client.ts';
import type { AppContext } from '../../../core/context.ts';
import { readCatalogueSlice } from './search-documents-reader.ts';
import { documentRows } from './search-documents-rows.ts';
import { insertDocumentsOnly, wordIdsOfRows, writeVocabulary } from './search-documents-writer.ts';

/** Listed providers per keyset batch: thousands per round trip, a few MB of arrays per statement. */
export const rebuildBatchSize = 5000;

export type RebuildSummary = { providers: number; services: number; words: number };

/**
 * Runs `load` with the tables' indexes dropped (all but those of constraints), then creates them
 * again from their own definitions: building an index once over loaded rows is several times
 * faster than growing it row by row (PostgreSQL docs, "Populating a Database").
 */
async function withoutIndexes<T>(tx: Db, tables: string[], load: () => Promise<T>): Promise<T> {
  const indexes = await executeRows<{ name: string; definition: string }>(
    tx,
    sql`select c.relname as name, pg_get_indexdef(c.oid) as definition
        from pg_index x join pg_class c on c.oid = x.indexrelid
        where x.indrelid = any(${sql.param(tables)}::regclass[])
          and not exists (select 1 from pg_constraint k where k.conindid = x.indexrelid)`,
  );
  for (const index of indexes) await tx.execute(sql`drop index ${sql.identifier(index.name)}`);
  const result = await load();
  for (const index of indexes) await tx.execute(sql.raw(index.definition));
  return result;
}

async function loadDocuments(tx: Db, limit: number): Promise<Omit<RebuildSummary, 'words'>> {
  const summary = { providers: 0, services: 0 };
  for (let after: string | null = null; ;) {
    const slice = await readCatalogueSlice(tx, { after, limit });
    const last = slice.providers.at(-1);
    if (!last) break;
    const rows = documentRows(slice);
    await insertDocumentsOnly(tx, rows, await wordIdsOfRows(tx, rows));
    summary.providers += slice.providers.length;
    summary.services += slice.services.length;
    after = last.id;
  }
  // All postings in one statement, from the documents just written.
  await tx.execute(sql`insert into search_postings (word_id, score, doc_id) select unnest(words), score, id from search_docs`);
  return summary;
}

/** Rebuilds search_docs and search_postings from the listed catalogue; the dictionary keeps its ids. */
export async function rebuildSearchDocuments(
  ctx: Pick<AppContext, 'db' | 'logger' | 'now'>,
  options: { batchSize?: number } = {},
): Promise<RebuildSummary> {
  const limit = options.batchSize ?? rebuildBatchSize;
  const started = performance.now();
  const loaded = await ctx.db.transaction(async (tx) => {
    // Index builds sort in memory up to this much, instead of spilling to disk at the 64 MB default.
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    await tx.execute(sql`truncate search_docs, search_postings, search_dirty`);
    await writeVocabulary(tx);
    return withoutIndexes(tx, ['search_docs', 'search_postings'], () => loadDocuments(tx, limit));
  });
  // Fresh statistics, or the planner judges the reloaded tables by their empty state and scans them whole.
  await ctx.db.execute(sql`analyze search_docs, search_postings, search_words, search_word_grams`);
  const [words] = await executeRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from search_words`);
  const summary = { ...loaded, words: words?.n ?? 0 };
  ctx.logger.info('search documents rebuilt', { ...summary, ms: Math.round(performance.now() - started) });
  return summary;
}
