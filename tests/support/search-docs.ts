/**
 * Test-only: writes the search documents of a synthetic catalogue (no users, profiles or rows in
 * providers) through the app's own writer, so the database-side search can be tested on exactly
 * the rows the sync would write.
 */
import type { Db } from '#db/client.ts';
import type { CatalogProvider, CatalogService } from '#api/services/catalog/search/catalog-documents.ts';
import { documentRows } from '#api/services/catalog/search/search-documents-rows.ts';
import { insertDocuments, wordIdsOfRows, writeVocabulary } from '#api/services/catalog/search/search-documents-writer.ts';

/** Writes the documents of these listed providers and their bookable services. */
export async function writeSearchDocs(db: Db, providers: CatalogProvider[], services: CatalogService[]): Promise<void> {
  const rows = documentRows({ providers, services });
  await writeVocabulary(db);
  await insertDocuments(db, rows, await wordIdsOfRows(db, rows));
}
