/**
 * Writes search documents with set-based statements: each call sends a few arrays, never one
 * statement per row. Words first (their ids never change), then the documents and their postings.
 */
import { sql } from 'drizzle-orm';
import { executeRows, type Db } from '#db/client.ts';
import { trigramsOf } from '../../../core/text/fuzzy.ts';
import { compareText } from './catalog-documents.ts';
import { categoryWords } from './category-vocabulary.ts';
import { encodeTokens, wordsOfRows, type DocumentRow } from './search-documents-rows.ts';

const textArray = (values: readonly (string | null)[]) => sql`${sql.param(values)}::text[]`;

/**
 * Adds the words not yet in the dictionary (with their trigrams) and returns the id of each.
 * Only missing words reach the INSERT, so the identity sequence is not spent on words that exist;
 * sorted, so two drains adding the same new words take their index locks in one order.
 */
export async function resolveWordIds(db: Db, words: readonly string[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  if (words.length === 0) return ids;
  const sorted = [...new Set(words)].sort(compareText);
  const added = await executeRows<{ id: number; word: string }>(
    db,
    sql`insert into search_words (word)
        select w.word from unnest(${textArray(sorted)}) with ordinality as w(word, n)
        where not exists (select 1 from search_words s where s.word = w.word)
        order by w.n
        on conflict (word) do nothing
        returning id, word`,
  );
  await addGrams(db, added);
  const rows = await executeRows<{ id: number; word: string }>(
    db,
    sql`select id, word from search_words where word = any(${textArray(sorted)})`,
  );
  for (const row of rows) ids.set(row.word, row.id);
  return ids;
}

async function addGrams(db: Db, words: { id: number; word: string }[]) {
  if (words.length === 0) return;
  const grams: string[] = [];
  const wordIds: number[] = [];
  for (const { id, word } of words) {
    for (const gram of trigramsOf(word)) {
      grams.push(gram);
      wordIds.push(id);
    }
  }
  await db.execute(
    sql`insert into search_word_grams (gram, word_id)
        select * from unnest(${textArray(grams)}, ${sql.param(wordIds)}::int[])
        on conflict do nothing`,
  );
}

/** Puts the category vocabulary in the dictionary, so typo correction can land on a synonym ("dentst" → "dentist"). */
export async function writeVocabulary(db: Db): Promise<void> {
  await resolveWordIds(db, [...categoryWords().keys()]);
}

/**
 * Removes the documents of these providers (and any document about to be written again, such as
 * a service that moved to one of them) with their postings: each posting is found by its
 * (word, score, document), which the postings' unique index serves. Call inside a transaction.
 */
export async function deleteDocuments(db: Db, providerIds: readonly string[], docIds: readonly string[]): Promise<void> {
  // For the rest of the caller's transaction: a hash join would read every posting (92 M at a million
  // providers) to delete a few thousand; the nested loop probes the unique index once per posting.
  await db.execute(sql`select set_config('enable_hashjoin', 'off', true), set_config('enable_mergejoin', 'off', true)`);
  await db.execute(
    sql`with old as (
          delete from search_docs
          where provider_id = any(${sql.param(providerIds)}::uuid[]) or id = any(${sql.param(docIds)}::uuid[])
          returning id, score, words)
        delete from search_postings p
        using (select id, score, unnest(words) as word_id from old) o
        where p.word_id = o.word_id and p.score = o.score and p.doc_id = o.id`,
  );
}

function documentsInsert(rows: readonly DocumentRow[], wordIds: ReadonlyMap<string, number>) {
  const encoded = rows.map((row) => encodeTokens(row, wordIds));
  const column = <T>(pick: (row: DocumentRow) => T) => rows.map(pick);
  return sql`insert into search_docs (id, kind, provider_id, category, label, label_key, provider_name, city, city_key,
                                      area, specialty, specialty_key, price_paise, score, tokens, words)
    select id, kind, provider_id, category::category, label, label_key, provider_name, city, city_key,
           area, specialty, specialty_key, price_paise, score, tokens::int[], words::int[]
    from unnest(${sql.param(column((row) => row.id))}::uuid[], ${textArray(column((row) => row.kind))},
                ${sql.param(column((row) => row.providerId))}::uuid[], ${textArray(column((row) => row.category))},
                ${textArray(column((row) => row.label))}, ${textArray(column((row) => row.labelKey))},
                ${textArray(column((row) => row.providerName))}, ${textArray(column((row) => row.city))},
                ${textArray(column((row) => row.cityKey))}, ${textArray(column((row) => row.area))},
                ${textArray(column((row) => row.specialty))}, ${textArray(column((row) => row.specialtyKey))},
                ${sql.param(column((row) => row.pricePaise))}::int[], ${sql.param(column((row) => row.score))}::real[],
                ${textArray(encoded.map((doc) => `{${doc.tokens.join(',')}}`))},
                ${textArray(encoded.map((doc) => `{${doc.words.join(',')}}`))})
      as r(id, kind, provider_id, category, label, label_key, provider_name, city, city_key,
           area, specialty, specialty_key, price_paise, score, tokens, words)`;
}

/** Inserts the documents and, from the same rows, one posting per (word, document). */
export async function insertDocuments(db: Db, rows: readonly DocumentRow[], wordIds: ReadonlyMap<string, number>): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(
    sql`with d as (${documentsInsert(rows, wordIds)} returning id, score, words)
        insert into search_postings (word_id, score, doc_id)
        select unnest(d.words), d.score, d.id from d`,
  );
}

/** Inserts the documents alone: the bulk rebuild writes all postings at once at the end. */
export async function insertDocumentsOnly(db: Db, rows: readonly DocumentRow[], wordIds: ReadonlyMap<string, number>): Promise<void> {
  if (rows.length > 0) await db.execute(documentsInsert(rows, wordIds));
}

/** Every word of the rows with its id: the dictionary grown by the rows' new words. */
export async function wordIdsOfRows(db: Db, rows: readonly DocumentRow[]): Promise<Map<string, number>> {
  return resolveWordIds(db, wordsOfRows(rows));
}
