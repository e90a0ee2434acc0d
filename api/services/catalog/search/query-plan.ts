/**
 * A parsed query (its words expanded against the dictionary, plus the filters) and the score
 * of one document for it. The score puts the number of matched words first, then the weakest
 * tier among them (whole label > exact word > prefix > fuzzy), then how good the matches were
 * (field weights); ties go to the better static score (document order).
 */
import type { CategoryId } from '#db/schema/index.ts';
import { normaliseLabel, normaliseText, queryTerms } from './normalise.ts';
import { categoryWeight, fieldBits, fieldWeights, type SearchIndex } from './search-index.ts';
import { expandTerm, tiers, type TermMatch } from './term-expansion.ts';

export type QueryFilters = { category?: CategoryId | undefined; city?: string | undefined };

/** Words beyond this many add cost, not precision (a search box query is a few words). */
const maxTerms = 8;

export type Plan = { terms: TermMatch[]; labelKey: string; accepts: (doc: number) => boolean };

/** Expands the query's words; undefined when it has none. */
export function makePlan(index: SearchIndex, query: string, filters: QueryFilters, withFuzzy: boolean): Plan | undefined {
  const terms = queryTerms(query).slice(0, maxTerms);
  if (terms.length === 0) return undefined;
  const cityKey = filters.city ? normaliseText(filters.city.trim()) : undefined;
  const accepts = (doc: number) => {
    const { hit, cityKey: docCity } = index.docs[doc]!;
    return (!filters.category || hit.category === filters.category) && (!cityKey || docCity === cityKey);
  };
  return { terms: terms.map((term) => expandTerm(index, term, withFuzzy)), labelKey: normaliseLabel(query), accepts };
}

/**
 * The score of one document for the whole query, or -1 when it matches fewer than
 * `minMatched` words of it.
 */
export function scoreDoc(index: SearchIndex, docIndex: number, plan: Plan, minMatched: number): number {
  const doc = index.docs[docIndex]!;
  const { tokens } = index;
  const first = index.tokenStart[docIndex]!;
  const end = index.tokenStart[docIndex + 1]!;
  // Module bindings are getters once compiled; the hot loop reads locals.
  const weights = fieldWeights;
  const shift = fieldBits;
  const mask = (1 << fieldBits) - 1;
  const ofCategory = categoryWeight[doc.hit.kind];
  let matched = 0;
  let missed = 0;
  let weakestTier: number = tiers.label;
  let total = 0;
  for (const term of plan.terms) {
    const { tierOf, qualityOf } = term;
    let bestTier = 0;
    let bestValue = 0;
    for (let at = first; at < end; at++) {
      const token = tokens[at]!;
      const tier = tierOf[token >>> shift]!;
      if (tier === 0 || tier < bestTier) continue;
      const value = qualityOf[token >>> shift]! * weights[token & mask]!;
      if (tier > bestTier || value > bestValue) {
        bestTier = tier;
        bestValue = value;
      }
    }
    const byCategory = term.categories.size > 0 ? term.categories.get(doc.hit.category) : undefined;
    if (byCategory && (byCategory.tier > bestTier || (byCategory.tier === bestTier && byCategory.quality * ofCategory > bestValue))) {
      bestTier = byCategory.tier;
      bestValue = byCategory.quality * ofCategory;
    }
    if (bestTier === 0) {
      missed += 1;
      if (plan.terms.length - missed < minMatched) return -1;
      continue;
    }
    matched += 1;
    if (bestTier < weakestTier) weakestTier = bestTier;
    total += bestValue;
  }
  const tier = doc.labelKey === plan.labelKey ? tiers.label : weakestTier;
  return matched * 1000 + tier * 100 + (total / plan.terms.length) * 10;
}
