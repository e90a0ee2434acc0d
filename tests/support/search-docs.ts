/**
 * Test-only: writes search_docs and search_words for a small catalogue as the schema describes
 * them (catalogDrafts' documents, tokenise()'s words, `(wordId << 3) | field` tokens), so the
 * database-side search can be tested without the sync that fills them in the app.
 */
import { sql } from 'drizzle-orm';
import { executeRows, type Db } from '#db/client.ts';
import { searchDocs } from '#db/schema/index.ts';
import { catalogDrafts, type CatalogProvider, type CatalogService } from '#api/services/catalog/search/catalog-documents.ts';
import { normaliseLabel, normaliseText, specialtyKey, tokenise } from '#api/services/catalog/search/normalise.ts';

/** Dictionary ids of these words, adding the new ones. */
async function wordIds(db: Db, words: string[]): Promise<Map<string, number>> {
  await db.execute(sql`insert into search_words (word) select unnest(${sql.param(words)}::text[]) on conflict (word) do nothing`);
  const rows = await executeRows<{ id: number; word: string }>(
    db,
    sql`select id, word from search_words where word = any(${sql.param(words)}::text[])`,
  );
  return new Map(rows.map((row) => [row.word, row.id]));
}

/** Writes the documents of these listed providers and their bookable services. */
export async function writeSearchDocs(db: Db, providers: CatalogProvider[], services: CatalogService[]): Promise<void> {
  const drafts = catalogDrafts(providers, services);
  const fieldWords = drafts.map((draft) => draft.texts.map((text) => [...new Set(text ? tokenise(text) : [])]));
  const ids = await wordIds(db, [...new Set(fieldWords.flat(2))]);
  const areas = new Map(providers.map((provider) => [provider.id, provider.area]));
  const rows = drafts.map((draft, at) => {
    const tokens = fieldWords[at]!.flatMap((words, field) => words.map((word) => (ids.get(word)! << 3) | (draft.fieldBase + field)));
    const { hit } = draft;
    return {
      id: hit.id,
      kind: hit.kind,
      providerId: hit.providerId,
      category: hit.category,
      label: hit.label,
      labelKey: normaliseLabel(hit.label),
      providerName: hit.providerName,
      city: hit.city,
      cityKey: normaliseText(hit.city),
      area: areas.get(hit.providerId) ?? null,
      specialty: hit.specialty,
      specialtyKey: hit.specialty ? specialtyKey(hit.specialty) : null,
      pricePaise: hit.pricePaise,
      score: draft.score,
      tokens,
      words: [...new Set(tokens.map((token) => token >> 3))],
    };
  });
  for (let at = 0; at < rows.length; at += 500) await db.insert(searchDocs).values(rows.slice(at, at + 500));
}
