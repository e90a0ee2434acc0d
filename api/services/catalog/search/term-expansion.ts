/**
 * What one query word matches in the dictionary: the same word (exact), longer words it begins
 * (prefix), and words it is a typo of (fuzzy), each with a tier and a quality in (0, 1]. The
 * dictionary lives in the database (search_words); only the query's own matches come back.
 */
import type { CategoryId } from '#db/schema/index.ts';
import type { Db } from '#db/client.ts';
import { editDistances, maxEditsFor, trigramsOf } from '../../../core/text/fuzzy.ts';
import { categoryNameWords, categoryWords } from './category-vocabulary.ts';
import { prefixWords, wordIds, wordsSharingGrams } from './search-store.ts';

export const tiers = { label: 4, exact: 3, prefix: 2, fuzzy: 1 } as const;

export type Expansion = { tier: number; quality: number };

export type TermMatch = {
  term: string;
  /** By matched dictionary word id: the tier of its match and the quality. */
  words: Map<number, Expansion>;
  categories: Map<CategoryId, Expansion>;
  /** True once typo matches were looked for (or the word is too short to have any). */
  fuzzy: boolean;
};

/** More than this many completions of a two-letter word add noise, not results. */
const maxPrefixWords = 300;

const isBetter = (expansion: Expansion, known: Expansion | undefined) =>
  !known || expansion.tier > known.tier || (expansion.tier === known.tier && expansion.quality > known.quality);

/** Category synonyms by word, and the categories' own name words: static vocabulary, read once. */
let vocabulary: { synonyms: Map<string, CategoryId[]>; names: [string, CategoryId][] } | undefined;
const categoryVocabulary = () => (vocabulary ??= { synonyms: categoryWords(), names: categoryNameWords() });

function add(match: TermMatch, id: number, word: string, expansion: Expansion) {
  if (!isBetter(expansion, match.words.get(id))) return;
  match.words.set(id, expansion);
  for (const category of categoryVocabulary().synonyms.get(word) ?? []) addCategory(match, category, expansion);
}

function addCategory(match: TermMatch, category: CategoryId, expansion: Expansion) {
  if (isBetter(expansion, match.categories.get(category))) match.categories.set(category, expansion);
}

/** Expands one query word; fuzzy matches are added when asked or when nothing else matched. */
export async function expandTerm(db: Db, term: string, withFuzzy: boolean): Promise<TermMatch> {
  const match: TermMatch = { term, words: new Map(), categories: new Map(), fuzzy: maxEditsFor(term.length) === 0 };
  // A plural finds the singular ("dentists" → "dentist").
  const singular = term.length > 3 && term.endsWith('s') ? term.slice(0, -1) : undefined;
  const [ids, prefixes] = await Promise.all([
    wordIds(db, singular ? [term, singular] : [term]),
    term.length >= 2 ? prefixWords(db, term, maxPrefixWords) : Promise.resolve([]),
  ]);
  const exact = ids.get(term);
  if (exact !== undefined) add(match, exact, term, { tier: tiers.exact, quality: 1 });
  const single = singular ? ids.get(singular) : undefined;
  if (single !== undefined) add(match, single, singular!, { tier: tiers.exact, quality: 0.95 });
  for (const { id, word } of prefixes) add(match, id, word, { tier: tiers.prefix, quality: 0.8 + (0.2 * term.length) / word.length });
  // "doc", "sal", "plum": the beginning of a category's own name stands for the category.
  if (term.length >= 3) {
    for (const [word, category] of categoryVocabulary().names) {
      if (word !== term && word.startsWith(term)) addCategory(match, category, { tier: tiers.exact, quality: 0.9 });
    }
  }
  if (withFuzzy || (match.words.size === 0 && match.categories.size === 0)) await addFuzzy(db, match, term);
  return match;
}

/** The same expansion with typo matches added: only the trigram candidates are read, not the word again. */
export async function withTypos(db: Db, match: TermMatch): Promise<TermMatch> {
  if (match.fuzzy) return match;
  const typos: TermMatch = { ...match, words: new Map(match.words), categories: new Map(match.categories) };
  await addFuzzy(db, typos, match.term);
  return typos;
}

async function addFuzzy(db: Db, match: TermMatch, term: string) {
  match.fuzzy = true;
  const limit = maxEditsFor(term.length);
  if (limit === 0) return;
  const grams = trigramsOf(term);
  // A word within `limit` edits (of the whole word or of its beginning) keeps most trigrams.
  const needed = Math.max(1, grams.length - 3 * limit - 1);
  for (const { id, word } of await wordsSharingGrams(db, grams, needed)) {
    const expansion = fuzzyExpansion(term, word, limit);
    if (expansion) add(match, id, word, expansion);
  }
}

function fuzzyExpansion(term: string, word: string, limit: number): Expansion | undefined {
  if (word.length < term.length - limit) return undefined;
  const distances = editDistances(term, word, limit);
  if (!distances) return undefined;
  if (distances.full <= limit && Math.abs(word.length - term.length) <= limit) {
    return { tier: tiers.fuzzy, quality: Math.min(0.9, 0.9 - 0.2 * (distances.full - 1)) };
  }
  // Completing a mistyped beginning ("dermatolg" → "dermatologist") only for longer words.
  if (term.length >= 5 && distances.prefix <= limit)
    return { tier: tiers.fuzzy, quality: Math.min(0.6, 0.6 - 0.2 * (distances.prefix - 1)) };
  return undefined;
}
