/**
 * The catalogue's search postings, kept in the database so every instance reads the same ones
 * and none holds the catalogue in memory (docs/decisions: search in PostgreSQL). Derived data:
 * rewritten from providers, services and profiles whenever search_dirty names a provider.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { categoryEnum } from './enums.ts';

/** The dictionary of normalised words; a word's id never changes, so postings and tokens stay valid. */
export const searchWords = pgTable(
  'search_words',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    word: text().notNull(),
  },
  (t) => [uniqueIndex('search_words_word_idx').on(t.word), index('search_words_prefix_idx').on(t.word.op('text_pattern_ops'))],
);

/** The padded trigrams of each word (api/core/text/fuzzy.ts), for typo correction. */
export const searchWordGrams = pgTable(
  'search_word_grams',
  {
    gram: text().notNull(),
    wordId: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.gram, t.wordId] })],
);

/**
 * One row per listed provider and per bookable service of one. `tokens` holds
 * `(wordId << 3) | field` for each distinct word of each field (fields as fieldWeights in
 * search-fields.ts); `words` the distinct word ids, for AND queries.
 */
export const searchDocs = pgTable(
  'search_docs',
  {
    id: uuid().primaryKey(),
    kind: text().notNull().$type<'provider' | 'service'>(),
    providerId: uuid().notNull(),
    category: categoryEnum().notNull(),
    label: text().notNull(),
    labelKey: text().notNull(),
    providerName: text().notNull(),
    city: text().notNull(),
    cityKey: text().notNull(),
    area: text(),
    specialty: text(),
    specialtyKey: text(),
    pricePaise: integer(),
    score: real().notNull(),
    tokens: integer().array().notNull(),
    words: integer().array().notNull(),
  },
  (t) => [
    index('search_docs_label_idx').on(t.labelKey),
    index('search_docs_provider_idx').on(t.providerId),
    index('search_docs_rank_idx').on(t.category, t.kind, t.score.desc(), t.labelKey, t.id),
    index('search_docs_kind_idx')
      .on(t.specialtyKey, t.cityKey, t.score.desc())
      .where(sql`${t.kind} = 'provider'`),
    index('search_docs_city_idx').on(t.cityKey),
    index('search_docs_words_idx').using('gin', t.words),
    // A service's own name words are tokens of field 4: kind matching reads them without the provider's words.
    index('search_docs_tokens_idx').using('gin', t.tokens),
  ],
);

/** Word → documents, best static score first: the head of a word's list is its best documents. */
export const searchPostings = pgTable(
  'search_postings',
  {
    wordId: integer().notNull(),
    score: real().notNull(),
    docId: uuid().notNull(),
  },
  (t) => [uniqueIndex('search_postings_rank_idx').on(t.wordId, t.score.desc(), t.docId)],
);

/** Providers whose documents must be rewritten, queued by triggers on providers, services and profiles. */
export const searchDirty = pgTable('search_dirty', {
  providerId: uuid().primaryKey(),
  queuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
