/**
 * Queries over the search tables. Candidates come from indexes, each read bounded: the documents
 * whose whole label is the query, the head of each matched word's posting list (best static score
 * first) and of each matched category, and, for several words, the best documents holding them
 * all (the GIN index intersects them). The candidates are then scored here.
 */
import type { Db } from '#db/client.ts';
import { acceptsDoc, makePlan, scoreDoc, termConditions, type Plan, type QueryFilters } from './query-plan.ts';
import type { SearchHit } from './catalog-documents.ts';
import { categoryHeadDocs, compareDocs, docsMatchingAll, headDocs, labelDocs, type ListHead, type StoredDoc } from './search-store.ts';
import { tiers, withTypos } from './term-expansion.ts';

export type { QueryFilters };
/** The shortest query search_catalog answers; shorter ones give no results. */
export const minQueryLength = 2;
/** The most providers a list search returns: a directory shows pages of them, no one reads a thousand. */
export const maxProviderMatches = 1_000;

type Scored = { doc: StoredDoc; score: number };
const ranksBefore = (a: Scored, b: Scored) => b.score - a.score || compareDocs(a.doc, b.doc);

/**
 * How many of each matched word's best documents to read: `perList` for exact words; the
 * completions and typos of a word share a budget, the best matches first, since a two-letter
 * word may complete to hundreds of words.
 */
function listHeads(plan: Plan, perList: number): ListHead[] {
  const heads = new Map<number, number>();
  for (const term of plan.terms) {
    const words = [...term.words].sort(([, a], [, b]) => b.tier - a.tier || b.quality - a.quality);
    const loose = words.filter(([, expansion]) => expansion.tier < tiers.exact).length;
    const share = Math.max(2, Math.ceil((perList * 4) / Math.max(1, loose)));
    for (const [word, expansion] of words) {
      const take = expansion.tier >= tiers.exact ? perList : Math.min(perList, share);
      heads.set(word, Math.max(heads.get(word) ?? 0, take));
    }
  }
  return [...heads].map(([word, take]) => ({ word, take }));
}

/** The candidates of a plan: the heads of its lists, and up to `allLimit` holding every word when there are several. */
async function candidates(db: Db, plan: Plan, perList: number, allLimit: number): Promise<StoredDoc[]> {
  const categories = [...new Set(plan.terms.flatMap((term) => [...term.categories.keys()]))];
  const lists = await Promise.all([
    labelDocs(db, plan.labelKey, perList, plan.filters),
    headDocs(db, listHeads(plan, perList), plan.filters),
    categoryHeadDocs(db, categories, perList, plan.filters),
    plan.terms.length > 1 ? docsMatchingAll(db, termConditions(plan), allLimit, plan.filters) : Promise.resolve([]),
  ]);
  const byId = new Map<string, StoredDoc>();
  for (const doc of lists.flat()) byId.set(doc.hit.id, doc);
  return [...byId.values()].filter((doc) => acceptsDoc(plan, doc));
}

function best(docs: StoredDoc[], plan: Plan, minMatched: number, limit: number): Scored[] {
  return docs
    .map((doc) => ({ doc, score: scoreDoc(doc, plan, minMatched) }))
    .filter((entry) => entry.score >= 0)
    .sort(ranksBefore)
    .slice(0, limit);
}

/** Candidates read per list: more than the limit, so ties at a list's cut do not decide what is shown. */
const perListFor = (limit: number) => Math.max(limit * 3, 24);

/** search_catalog: the best `limit` providers and services for the query. */
export async function searchDocs(db: Db, query: string, options: QueryFilters & { limit: number }): Promise<SearchHit[]> {
  if (query.trim().length < minQueryLength) return [];
  const plan = await makePlan(db, query, options, false);
  if (!plan) return [];
  const perList = perListFor(options.limit);
  let top = best(await candidates(db, plan, perList, perList * 4), plan, 1, options.limit);
  // Exact and prefix matches first; typo matches only fill what is left.
  if (top.length < options.limit && plan.terms.some((term) => !term.fuzzy)) {
    const fuzzy = { ...plan, terms: await Promise.all(plan.terms.map((term) => withTypos(db, term))) };
    top = best(await candidates(db, fuzzy, perList, perList * 4), fuzzy, 1, options.limit);
  }
  return top.map(({ doc }) => doc.hit);
}

/**
 * Ids of the providers matching all words of the query (directly or through one of their
 * services), best match first, at most maxProviderMatches. Typo matches count only for words
 * that match nothing exactly.
 */
export async function matchProviderIds(db: Db, query: string, filters: QueryFilters): Promise<string[]> {
  if (query.trim().length < minQueryLength) return [];
  const plan = await makePlan(db, query, filters, false);
  if (!plan) return [];
  const docs = await candidates(db, plan, maxProviderMatches, maxProviderMatches * 2);
  const bestOfProvider = new Map<string, Scored>();
  for (const entry of best(docs, plan, plan.terms.length, Infinity)) {
    if (!bestOfProvider.has(entry.doc.hit.providerId)) bestOfProvider.set(entry.doc.hit.providerId, entry);
  }
  return [...bestOfProvider.keys()].slice(0, maxProviderMatches);
}
