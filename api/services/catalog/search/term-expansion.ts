/**
 * What one query word matches in the dictionary: the same word (exact), longer words it begins
 * (prefix), and words it is a typo of (fuzzy), each with a tier and a quality in (0, 1].
 */
import type { CategoryId } from '#db/schema/index.ts';
import { editDistances, maxEditsFor, trigramsOf } from '../../../core/text/fuzzy.ts';
import type { SearchIndex } from './search-index.ts';

export const tiers = { label: 4, exact: 3, prefix: 2, fuzzy: 1 } as const;

export type Expansion = { tier: number; quality: number };

export type TermMatch = {
  term: string;
  /** Ids of the matched dictionary words. */
  words: number[];
  /** By word id: the tier of its match (0 = no match) and the quality. */
  tierOf: Uint8Array;
  qualityOf: Float32Array;
  categories: Map<CategoryId, Expansion>;
  /** How many postings the matched words have: the cheapest term drives an AND. */
  size: number;
  /** True once typo matches were looked for (or the word is too short to have any). */
  fuzzy: boolean;
};

/** More than this many completions of a two-letter word add noise, not results. */
const maxPrefixWords = 300;

/** Expands one query word; fuzzy matches are added when asked or when nothing else matched. */
export function expandTerm(index: SearchIndex, term: string, withFuzzy: boolean): TermMatch {
  const size = index.words.length;
  const match: TermMatch = {
    term,
    words: [],
    tierOf: new Uint8Array(size),
    qualityOf: new Float32Array(size),
    categories: new Map(),
    size: 0,
    fuzzy: maxEditsFor(term.length) === 0,
  };
  const exact = index.wordIds.get(term);
  if (exact !== undefined) add(index, match, exact, { tier: tiers.exact, quality: 1 });
  // A plural finds the singular ("dentists" → "dentist").
  const singular = term.length > 3 && term.endsWith('s') ? index.wordIds.get(term.slice(0, -1)) : undefined;
  if (singular !== undefined) add(index, match, singular, { tier: tiers.exact, quality: 0.95 });
  if (term.length >= 2) addPrefixes(index, match, term);
  // "doc", "sal", "plum": the beginning of a category's own name stands for the category.
  if (term.length >= 3) {
    for (const [word, category] of index.categoryNames) {
      if (word !== term && word.startsWith(term)) addCategory(index, match, category, { tier: tiers.exact, quality: 0.9 });
    }
  }
  if (withFuzzy || (match.words.length === 0 && match.categories.size === 0)) addFuzzy(index, match, term);
  return match;
}

const isBetter = (expansion: Expansion, tier: number, quality: number) =>
  expansion.tier > tier || (expansion.tier === tier && expansion.quality > quality);

function add(index: SearchIndex, match: TermMatch, wordId: number, expansion: Expansion) {
  const knownTier = match.tierOf[wordId]!;
  if (!isBetter(expansion, knownTier, match.qualityOf[wordId]!)) return;
  const entry = index.entries[wordId]!;
  if (knownTier === 0) {
    match.words.push(wordId);
    for (const posting of entry.postings) match.size += posting.docs.length;
  }
  match.tierOf[wordId] = expansion.tier;
  match.qualityOf[wordId] = expansion.quality;
  for (const category of entry.categories) addCategory(index, match, category, expansion);
}

function addCategory(index: SearchIndex, match: TermMatch, category: CategoryId, expansion: Expansion) {
  const current = match.categories.get(category);
  if (current && !isBetter(expansion, current.tier, current.quality)) return;
  if (!current) match.size += index.categoryDocs[category].provider.length + index.categoryDocs[category].service.length;
  match.categories.set(category, expansion);
}

function addPrefixes(index: SearchIndex, match: TermMatch, term: string) {
  const { words, sorted } = index;
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (words[sorted[middle]!]! < term) low = middle + 1;
    else high = middle;
  }
  for (let at = low, taken = 0; at < sorted.length && taken < maxPrefixWords; at++) {
    const id = sorted[at]!;
    const word = words[id]!;
    if (!word.startsWith(term)) break;
    if (word === term) continue;
    taken += 1;
    add(index, match, id, { tier: tiers.prefix, quality: 0.8 + (0.2 * term.length) / word.length });
  }
}

// Shared-trigram counters, reused across queries (one query runs at a time in a Node process).
let counts = new Uint16Array(0);

function addFuzzy(index: SearchIndex, match: TermMatch, term: string) {
  match.fuzzy = true;
  const limit = maxEditsFor(term.length);
  if (limit === 0) return;
  const grams = trigramsOf(term);
  // A word within `limit` edits (of the whole word or of its beginning) keeps most trigrams.
  const needed = Math.max(1, grams.length - 3 * limit - 1);
  if (counts.length < index.words.length) counts = new Uint16Array(index.words.length);
  const touched: number[] = [];
  for (const gram of grams) {
    for (const id of index.trigrams.get(gram) ?? []) {
      if (counts[id] === 0) touched.push(id);
      counts[id] = counts[id]! + 1;
    }
  }
  for (const id of touched) {
    const shared = counts[id]!;
    counts[id] = 0;
    if (shared < needed) continue;
    const expansion = fuzzyExpansion(term, index.words[id]!, limit);
    if (expansion) add(index, match, id, expansion);
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
