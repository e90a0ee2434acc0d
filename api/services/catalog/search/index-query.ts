/**
 * Queries over a built SearchIndex. One word: the head of each posting list is enough, since
 * lists are best-first. Several words: every document of the rarest word is scored (only those
 * can match them all), and documents matching fewer words follow those matching all.
 */
import { makePlan, scoreDoc, type Plan, type QueryFilters } from './query-plan.ts';
import type { SearchHit, SearchIndex } from './search-index.ts';
import type { TermMatch } from './term-expansion.ts';

export type { QueryFilters };
/** The shortest query search_catalog answers; shorter ones give no results. */
export const minQueryLength = 2;

type Scored = { doc: number; score: number };
const ranksBefore = (a: Scored, b: Scored) => a.score > b.score || (a.score === b.score && a.doc < b.doc);

/** Per-index "already seen in this query" marks, so candidate sets cost no allocation. */
const scratch = new WeakMap<SearchIndex, { marks: Uint32Array; epoch: number }>();

type ListGroup = { lists: Uint32Array[]; perList: number };

/** Calls `visit` once per accepted document: of the whole label, then of each group's lists (the first `perList` of each). */
function forEachCandidate(index: SearchIndex, plan: Plan, groups: ListGroup[], visit: (doc: number) => void) {
  let state = scratch.get(index);
  if (!state || state.epoch >= 0xffff_fff0) scratch.set(index, (state = { marks: new Uint32Array(index.docs.length), epoch: 0 }));
  const epoch = ++state.epoch;
  const { marks } = state;
  const take = (doc: number) => {
    if (marks[doc] === epoch || !plan.accepts(doc)) return false;
    marks[doc] = epoch;
    visit(doc);
    return true;
  };
  for (const doc of index.byLabel.get(plan.labelKey) ?? []) take(doc);
  for (const { lists, perList } of groups) {
    for (const docs of lists) {
      for (let at = 0, taken = 0; at < docs.length && taken < perList; at++) if (take(docs[at]!)) taken += 1;
    }
  }
}

/** Every posting list a word's matches point at (field postings and category postings). */
function postingLists(index: SearchIndex, term: TermMatch): Uint32Array[] {
  const lists: Uint32Array[] = [];
  for (const wordId of term.words) for (const posting of index.entries[wordId]!.postings) lists.push(posting.docs);
  for (const category of term.categories.keys()) lists.push(index.categoryDocs[category].provider, index.categoryDocs[category].service);
  return lists;
}

const rarest = (plan: Plan) => plan.terms.reduce((best, term) => (term.size < best.size ? term : best));

function topDocs(index: SearchIndex, plan: Plan, limit: number): Scored[] {
  const top: Scored[] = [];
  const offer = (doc: number) => {
    const score = scoreDoc(index, doc, plan, 1);
    if (score < 0) return;
    const candidate = { doc, score };
    if (top.length === limit && !ranksBefore(candidate, top[limit - 1]!)) return;
    let at = top.length;
    while (at > 0 && ranksBefore(candidate, top[at - 1]!)) at -= 1;
    top.splice(at, 0, candidate);
    if (top.length > limit) top.pop();
  };
  const heads: ListGroup = { lists: plan.terms.flatMap((term) => postingLists(index, term)), perList: limit };
  const all: ListGroup[] = plan.terms.length > 1 ? [{ lists: postingLists(index, rarest(plan)), perList: Infinity }] : [];
  forEachCandidate(index, plan, [...all, heads], offer);
  return top;
}

/** search_catalog over the index: the best `limit` providers and services for the query. */
export function searchIndex(index: SearchIndex, query: string, options: QueryFilters & { limit: number }): SearchHit[] {
  if (query.trim().length < minQueryLength) return [];
  const plan = makePlan(index, query, options, false);
  if (!plan) return [];
  let top = topDocs(index, plan, options.limit);
  // Exact and prefix matches first; typo matches only fill what is left.
  if (top.length < options.limit && plan.terms.some((term) => !term.fuzzy)) {
    top = topDocs(index, makePlan(index, query, options, true)!, options.limit);
  }
  return top.map(({ doc }) => index.docs[doc]!.hit);
}

/**
 * Ids of every provider matching all words of the query (directly or through one of its
 * services), best match first. Typo matches count only for words that match nothing exactly.
 */
export function matchProviderIds(index: SearchIndex, query: string, filters: QueryFilters): string[] {
  if (query.trim().length < minQueryLength) return [];
  const plan = makePlan(index, query, filters, false);
  if (!plan) return [];
  const best = new Map<number, number>();
  forEachCandidate(index, plan, [{ lists: postingLists(index, rarest(plan)), perList: Infinity }], (doc) => {
    const score = scoreDoc(index, doc, plan, plan.terms.length);
    const provider = index.docs[doc]!.providerDoc;
    if (score >= 0 && provider >= 0 && (best.get(provider) ?? -1) < score) best.set(provider, score);
  });
  return [...best].sort(([docA, a], [docB, b]) => b - a || docA - docB).map(([doc]) => index.docs[doc]!.hit.id);
}
