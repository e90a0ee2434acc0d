/**
 * The in-memory search index of the listed catalogue: a dictionary of normalised words (with a
 * sorted view for prefixes and trigrams for typos), each word with postings per field, in order
 * of a static score (rating) so the best documents of any word come first. Built in one pass;
 * immutable once built, so a rebuild swaps it whole.
 */
import { categoryIds, type CategoryId } from '#db/schema/index.ts';
import { catalogDrafts, compareText, type CatalogProvider, type CatalogService, type Draft, type SearchHit } from './catalog-documents.ts';
import { categoryNameWords, categoryWords } from './category-vocabulary.ts';
import { trigramsOf } from '../../../core/text/fuzzy.ts';
import { normaliseLabel, normaliseText, tokenise } from './normalise.ts';

export type { CatalogProvider, CatalogService, SearchHit };
export { staticScore } from './catalog-documents.ts';

/** Where a word was found; each field has its own weight. */
export const fieldWeights = [
  1.0, // 0 provider name
  0.9, // 1 provider specialty
  0.3, // 2 provider area
  0.3, // 3 provider city
  0.95, // 4 service name
  0.5, // 5 service's provider name
  0.7, // 6 service's provider specialty
  0.25, // 7 service's city and area
] as const;
/** Weight of a category word (name or synonym) on a provider and on a service. */
export const categoryWeight = { provider: 0.6, service: 0.45 } as const;
/** Low bits of a token that hold the field; the rest is the word id. */
export const fieldBits = 3;

export type IndexDoc = {
  hit: SearchHit;
  labelKey: string;
  cityKey: string;
  /** Index of the provider's own document (itself for providers). */
  providerDoc: number;
};

export type WordEntry = {
  postings: { field: number; docs: Uint32Array }[];
  categories: CategoryId[];
};

export type SearchIndex = {
  /** Ordered by static score (best first): postings ascending are best-first too. */
  docs: IndexDoc[];
  /** (wordId << fieldBits | field) of every word of every document; document d owns tokenStart[d] up to tokenStart[d + 1]. */
  tokens: Uint32Array;
  tokenStart: Uint32Array;
  /** The dictionary: a word's id is its position. */
  words: string[];
  /** Word ids in word order, for prefix lookups. */
  sorted: Uint32Array;
  entries: WordEntry[];
  wordIds: Map<string, number>;
  trigrams: Map<string, Uint32Array>;
  categoryDocs: Record<CategoryId, { provider: Uint32Array; service: Uint32Array }>;
  byLabel: Map<string, number[]>;
  /** Words of the categories' own names: a query word beginning one names that category. */
  categoryNames: [string, CategoryId][];
  builtAt: Date;
};

const fieldCount = 1 << fieldBits;

type Dictionary = {
  ids: Map<string, number>;
  words: string[];
  /** At `wordId * fieldCount + field`: the documents, ascending (so best-first). */
  lists: (number[] | undefined)[];
};

function wordIdIn(dictionary: Dictionary, word: string): number {
  let id = dictionary.ids.get(word);
  if (id === undefined) {
    dictionary.ids.set(word, (id = dictionary.words.length));
    dictionary.words.push(word);
    dictionary.lists.length += fieldCount;
  }
  return id;
}

/** Adds every document's words to the dictionary; returns all tokens and where each document's start. */
function collectTokens(drafts: Draft[], dictionary: Dictionary): { tokens: Uint32Array; tokenStart: Uint32Array } {
  // Names, specialties, cities and service names repeat a lot: tokenise each text once.
  const idsOfText = new Map<string, number[]>();
  const all: number[] = [];
  const tokenStart = new Uint32Array(drafts.length + 1);
  drafts.forEach((draft, docIndex) => {
    const start = all.length;
    tokenStart[docIndex] = start;
    for (let position = 0; position < draft.texts.length; position++) {
      const text = draft.texts[position];
      if (!text) continue;
      const field = draft.fieldBase + position;
      let ids = idsOfText.get(text);
      if (!ids) idsOfText.set(text, (ids = tokenise(text).map((word) => wordIdIn(dictionary, word))));
      for (const id of ids) {
        const token = (id << fieldBits) | field;
        if (all.indexOf(token, start) >= 0) continue;
        all.push(token);
        const slot = id * fieldCount + field;
        const docs = dictionary.lists[slot];
        if (docs) docs.push(docIndex);
        else dictionary.lists[slot] = [docIndex];
      }
    }
  });
  tokenStart[drafts.length] = all.length;
  return { tokens: Uint32Array.from(all), tokenStart };
}

function indexDocs(drafts: Draft[]): IndexDoc[] {
  const keys = new Map<string, string>();
  const keyOf = (text: string, make: (text: string) => string) => {
    let key = keys.get(text);
    if (key === undefined) keys.set(text, (key = make(text)));
    return key;
  };
  const docs = drafts.map((draft): IndexDoc => ({
    hit: draft.hit,
    labelKey: keyOf(draft.hit.label, normaliseLabel),
    cityKey: keyOf(`\u0000${draft.hit.city}`, () => normaliseText(draft.hit.city)),
    providerDoc: -1,
  }));
  linkProviders(docs);
  return docs;
}

function entriesOf(dictionary: Dictionary, synonyms: Map<string, CategoryId[]>): WordEntry[] {
  return dictionary.words.map((word, id) => {
    const postings: WordEntry['postings'] = [];
    for (let field = 0; field < fieldCount; field++) {
      const docs = dictionary.lists[id * fieldCount + field];
      if (docs) postings.push({ field, docs: Uint32Array.from(docs) });
    }
    return { postings, categories: synonyms.get(word) ?? [] };
  });
}

/** Builds the index of the listed catalogue (providers and their bookable services). */
export function buildSearchIndex(providers: CatalogProvider[], services: CatalogService[], builtAt = new Date()): SearchIndex {
  const drafts = catalogDrafts(providers, services);
  const dictionary: Dictionary = { ids: new Map(), words: [], lists: [] };
  const { tokens, tokenStart } = collectTokens(drafts, dictionary);
  const synonyms = categoryWords();
  for (const word of synonyms.keys()) wordIdIn(dictionary, word);
  const { ids, words } = dictionary;
  const sorted = Uint32Array.from(words.keys()).sort((a, b) => compareText(words[a]!, words[b]!));
  const docs = indexDocs(drafts);
  return {
    docs,
    tokens,
    tokenStart,
    words,
    sorted,
    entries: entriesOf(dictionary, synonyms),
    wordIds: ids,
    trigrams: trigramIndex(words),
    categoryDocs: categoryPostings(docs),
    byLabel: labelIndex(docs),
    categoryNames: categoryNameWords(),
    builtAt,
  };
}

function linkProviders(docs: IndexDoc[]) {
  const providerDocs = new Map<string, number>();
  docs.forEach((doc, index) => doc.hit.kind === 'provider' && providerDocs.set(doc.hit.id, index));
  for (const doc of docs) doc.providerDoc = providerDocs.get(doc.hit.providerId) ?? -1;
}

function trigramIndex(words: string[]): Map<string, Uint32Array> {
  const grams = new Map<string, number[]>();
  words.forEach((word, id) => {
    for (const gram of trigramsOf(word)) {
      const list = grams.get(gram);
      if (list) list.push(id);
      else grams.set(gram, [id]);
    }
  });
  return new Map([...grams].map(([gram, ids]) => [gram, Uint32Array.from(ids)]));
}

function categoryPostings(docs: IndexDoc[]): SearchIndex['categoryDocs'] {
  const draft = Object.fromEntries(categoryIds.map((category) => [category, { provider: [] as number[], service: [] as number[] }]));
  docs.forEach((doc, index) => draft[doc.hit.category]![doc.hit.kind].push(index));
  return Object.fromEntries(
    categoryIds.map((category) => [
      category,
      { provider: Uint32Array.from(draft[category]!.provider), service: Uint32Array.from(draft[category]!.service) },
    ]),
  ) as SearchIndex['categoryDocs'];
}

function labelIndex(docs: IndexDoc[]): Map<string, number[]> {
  const byLabel = new Map<string, number[]>();
  docs.forEach((doc, index) => {
    const list = byLabel.get(doc.labelKey);
    if (list) list.push(index);
    else byLabel.set(doc.labelKey, [index]);
  });
  return byLabel;
}
