/**
 * The read side of the search tables (db/schema/search.ts): dictionary lookups and the few
 * document queries a search needs, each bounded by a limit and served by an index, so a query
 * costs the same at a thousand providers and at a million.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { CategoryId } from '#db/schema/index.ts';
import { executeRows, type Db } from '#db/client.ts';
import { prefixPattern } from '#db/queries/like-pattern.ts';
import { compareText, type SearchHit } from './catalog-documents.ts';

/** A search document as stored: its hit, the keys filters compare, its static score and its tokens. */
export type StoredDoc = { hit: SearchHit; labelKey: string; cityKey: string; score: number; tokens: readonly number[] };

export type DocFilters = { category?: CategoryId | undefined; cityKey?: string | undefined };

type DocRow = {
  id: string;
  kind: 'provider' | 'service';
  provider_id: string;
  category: CategoryId;
  label: string;
  label_key: string;
  provider_name: string;
  city: string;
  city_key: string;
  specialty: string | null;
  price_paise: number | null;
  score: number;
  tokens: number[];
};

/** Arrays travel as one parameter each, so no value (a hostile query word included) is ever spliced into SQL. */
export const textArray = (values: readonly string[]) => sql`${sql.param(values)}::text[]`;
export const intArray = (values: readonly number[]) => sql`${sql.param(values)}::int[]`;

/** Documents best first: static score, then label key and id (the order of search_docs_rank_idx), so the order never depends on the plan. */
export const compareDocs = (a: StoredDoc, b: StoredDoc) =>
  b.score - a.score || compareText(a.labelKey, b.labelKey) || compareText(a.hit.id, b.hit.id);

const docColumns = sql.raw(
  'd.id, d.kind, d.provider_id, d.category, d.label, d.label_key, d.provider_name, d.city, d.city_key, d.specialty, d.price_paise, d.score, d.tokens',
);

function toDoc(row: DocRow): StoredDoc {
  return {
    hit: {
      kind: row.kind,
      id: row.id,
      label: row.label,
      providerId: row.provider_id,
      providerName: row.provider_name,
      category: row.category,
      city: row.city,
      specialty: row.specialty,
      pricePaise: row.price_paise,
    },
    labelKey: row.label_key,
    cityKey: row.city_key,
    score: Number(row.score),
    tokens: row.tokens,
  };
}

function filterSql(filters: DocFilters): SQL {
  return sql`${filters.category ? sql`and d.category = ${filters.category}` : sql``} ${filters.cityKey !== undefined ? sql`and d.city_key = ${filters.cityKey}` : sql``}`;
}

/** Reads documents with a condition on `d`, best first, at most `limit`. */
export async function readDocs(db: Db, where: SQL, limit: number): Promise<StoredDoc[]> {
  const rows = await executeRows<DocRow>(
    db,
    sql`select ${docColumns} from search_docs d where ${where} order by d.score desc nulls last, d.label_key, d.id limit ${limit}`,
  );
  return rows.map(toDoc);
}

/** Ids of dictionary words, by word. */
export async function wordIds(db: Db, words: readonly string[]): Promise<Map<string, number>> {
  if (words.length === 0) return new Map();
  const rows = await executeRows<{ id: number; word: string }>(
    db,
    sql`select id, word from search_words where word = any(${textArray(words)})`,
  );
  return new Map(rows.map((row) => [row.word, row.id]));
}

/** Dictionary words beginning with `prefix` (itself excluded), in word order, at most `limit`. */
export async function prefixWords(db: Db, prefix: string, limit: number): Promise<{ id: number; word: string }[]> {
  return executeRows(
    db,
    sql`select id, word from search_words where word like ${prefixPattern(prefix)} and word <> ${prefix} order by word collate "C" limit ${limit}`,
  );
}

/** Dictionary words sharing at least `needed` of these trigrams: the few worth an edit distance. */
export async function wordsSharingGrams(db: Db, grams: readonly string[], needed: number): Promise<{ id: number; word: string }[]> {
  return executeRows(
    db,
    sql`select w.id, w.word from search_word_grams g join search_words w on w.id = g.word_id
        where g.gram = any(${textArray(grams)}) group by w.id, w.word having count(*) >= ${needed}`,
  );
}

/** A posting list to read from its head: a word and how many of its best documents. */
export type ListHead = { word: number; take: number };

/** The best documents of each word (the head of its posting list), within the filters; a document may come more than once. */
export async function headDocs(db: Db, heads: readonly ListHead[], filters: DocFilters): Promise<StoredDoc[]> {
  if (heads.length === 0) return [];
  const words = intArray(heads.map((head) => head.word));
  const takes = intArray(heads.map((head) => head.take));
  const rows = await executeRows<DocRow>(
    db,
    sql`select ${docColumns} from unnest(${words}, ${takes}) w(id, take) cross join lateral (
          select p.doc_id from search_postings p
          ${filters.category !== undefined || filters.cityKey !== undefined ? sql`join search_docs d on d.id = p.doc_id` : sql``}
          where p.word_id = w.id ${filterSql(filters)} order by p.score desc nulls last, p.doc_id limit w.take) p
        join search_docs d on d.id = p.doc_id`,
  );
  return rows.map(toDoc);
}

/** The best `limit` providers and services of each category, within the filters. */
export async function categoryHeadDocs(
  db: Db,
  categories: readonly CategoryId[],
  limit: number,
  filters: DocFilters,
): Promise<StoredDoc[]> {
  const lists = await Promise.all(
    categories
      .filter((category) => !filters.category || filters.category === category)
      .flatMap((category) =>
        (['provider', 'service'] as const).map((kind) =>
          readDocs(db, sql`d.category = ${category} and d.kind = ${kind} ${filterSql(filters)}`, limit),
        ),
      ),
  );
  return lists.flat();
}

/** Documents whose whole label is this key. */
export async function labelDocs(db: Db, labelKey: string, limit: number, filters: DocFilters): Promise<StoredDoc[]> {
  return readDocs(db, sql`d.label_key = ${labelKey} ${filterSql(filters)}`, limit);
}

/** One condition per query word: the document has one of its words, or is of one of its categories. */
export type TermCondition = { words: readonly number[]; categories: readonly CategoryId[] };

function termSql(term: TermCondition): SQL {
  const parts: SQL[] = [];
  if (term.words.length > 0) parts.push(sql`d.words && ${intArray(term.words)}`);
  if (term.categories.length > 0) parts.push(sql`d.category::text = any(${textArray(term.categories)})`);
  return parts.length === 0 ? sql`false` : sql`(${sql.join(parts, sql` or `)})`;
}

/** The best `limit` documents matching every condition (the GIN index on words intersects them). */
export async function docsMatchingAll(db: Db, terms: readonly TermCondition[], limit: number, filters: DocFilters): Promise<StoredDoc[]> {
  // A term naming the filtered category holds for every document: with only such terms, these are the
  // category's best documents, which categoryHeadDocs reads by index; the condition would read the whole city's category.
  const { category } = filters;
  const telling = category ? terms.filter((term) => !term.categories.includes(category)) : terms;
  if (telling.length === 0) return [];
  return readDocs(db, sql`${sql.join(telling.map(termSql), sql` and `)} ${filterSql(filters)}`, limit);
}

/**
 * The best `limit` documents of a small set (`set`, a condition an index serves, such as one kind in
 * one city) that hold every term: the set is read first and the terms checked on its rows, since a
 * GIN intersection of common words ("nagar") would read far more than the set.
 */
export async function setDocsMatchingAll(db: Db, set: SQL, terms: readonly TermCondition[], limit: number): Promise<StoredDoc[]> {
  const rows = await executeRows<DocRow>(
    db,
    sql`select ${docColumns} from (select * from search_docs d where ${set} offset 0) d
        where ${sql.join(terms.map(termSql), sql` and `)} order by d.score desc nulls last, d.label_key, d.id limit ${limit}`,
  );
  return rows.map(toDoc);
}

/** The most cities read: India has a few thousand towns; the cap keeps the cache bounded whatever the data. */
const maxCities = 50_000;

/**
 * Every city of the catalogue by its key, with its display name: a loose index scan, one probe of
 * search_docs_city_idx per city, so its cost follows the number of cities, not of providers.
 */
export async function catalogueCities(db: Db): Promise<Map<string, string>> {
  const rows = await executeRows<{ key: string; city: string }>(
    db,
    sql`with recursive c(key, city) as (
          (select city_key, city from search_docs order by city_key limit 1)
          union all
          select n.city_key, n.city from c cross join lateral (
            select d.city_key, d.city from search_docs d where d.city_key > c.key order by d.city_key limit 1) n
        )
        select key, city from c limit ${maxCities}`,
  );
  return new Map(rows.map((row) => [row.key, row.city]));
}
