import { createLogger } from '#api/core/logger.ts';
import { rebuildSearchDocuments } from '#api/services/catalog/search/search-sync.ts';
import type { Database } from '#db/client.ts';

/**
 * Builds the search documents (search_docs, search_postings, search_words) of a freshly seeded
 * benchmark database in bulk, as a deployment does once after a bulk import; the seed itself
 * writes only the catalogue. The one place the benchmarks call the search sync.
 */
export async function buildSearchDocuments(database: Database): Promise<void> {
  const started = performance.now();
  const built = await rebuildSearchDocuments({ db: database.db, logger: createLogger('warn'), now: () => new Date() });
  console.log(`Search documents ${JSON.stringify(built)} in ${Math.round(performance.now() - started)} ms.`);
}
