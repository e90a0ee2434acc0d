/**
 * A parsed query (its words expanded against the dictionary, plus the filters) and the score
 * of one document for it. The score puts the number of matched words first, then the weakest
 * tier among them (whole label > exact word > prefix > fuzzy), then how good the matches were
 * (field weights); ties go to the better static score.
 */
import type { CategoryId } from '#db/schema/index.ts';
import type { Db } from '#db/client.ts';
import { normaliseLabel, normaliseText, queryTerms } from './normalise.ts';
import { categoryWeight, fieldBits, fieldWeights } from './search-fields.ts';
import type { DocFilters, StoredDoc, TermCondition } from './search-store.ts';
import { expandTerm, tiers, type TermMatch } from './term-expansion.ts';

export type QueryFilters = { category?: CategoryId | undefined; city?: string | undefined };

/** Words beyond this many add cost, not precision (a search box query is a few words). */
const maxTerms = 8;

export type Plan = { terms: TermMatch[]; labelKey: string; filters: DocFilters };

/** The filters as the documents' columns hold them. */
export function docFilters(filters: QueryFilters): DocFilters {
  const city = filters.city?.trim();
  return { category: filters.category, cityKey: city ? normaliseText(city) : undefined };
}

/** Expands the query's words; undefined when it has none. */
export async function makePlan(db: Db, query: string, filters: QueryFilters, withFuzzy: boolean): Promise<Plan | undefined> {
  const terms = queryTerms(query).slice(0, maxTerms);
  if (terms.length === 0) return undefined;
  const expanded = await Promise.all(terms.map((term) => expandTerm(db, term, withFuzzy)));
  return { terms: expanded, labelKey: normaliseLabel(query), filters: docFilters(filters) };
}

/** What a document must contain for each word of the plan. */
export const termConditions = (plan: Plan): TermCondition[] =>
  plan.terms.map((term) => ({ words: [...term.words.keys()], categories: [...term.categories.keys()] }));

/** Whether a document passes the plan's filters (documents read by id are not filtered by the query). */
export const acceptsDoc = (plan: Plan, doc: StoredDoc) =>
  (!plan.filters.category || doc.hit.category === plan.filters.category) &&
  (plan.filters.cityKey === undefined || doc.cityKey === plan.filters.cityKey);

const mask = (1 << fieldBits) - 1;

/** The best tier and value one query word reaches in a document; tier 0 when it does not match. */
function bestMatch(doc: StoredDoc, term: TermMatch): { tier: number; value: number } {
  let tier = 0;
  let value = 0;
  for (const token of doc.tokens) {
    const expansion = term.words.get(token >>> fieldBits);
    if (!expansion || expansion.tier < tier) continue;
    const candidate = expansion.quality * fieldWeights[token & mask]!;
    if (expansion.tier > tier || candidate > value) {
      tier = expansion.tier;
      value = candidate;
    }
  }
  const byCategory = term.categories.get(doc.hit.category);
  const ofCategory = categoryWeight[doc.hit.kind];
  if (byCategory && (byCategory.tier > tier || (byCategory.tier === tier && byCategory.quality * ofCategory > value))) {
    return { tier: byCategory.tier, value: byCategory.quality * ofCategory };
  }
  return { tier, value };
}

/**
 * The score of one document for the whole query, or -1 when it matches fewer than
 * `minMatched` words of it.
 */
export function scoreDoc(doc: StoredDoc, plan: Plan, minMatched: number): number {
  let matched = 0;
  let missed = 0;
  let weakestTier: number = tiers.label;
  let total = 0;
  for (const term of plan.terms) {
    const { tier, value } = bestMatch(doc, term);
    if (tier === 0) {
      missed += 1;
      if (plan.terms.length - missed < minMatched) return -1;
      continue;
    }
    matched += 1;
    if (tier < weakestTier) weakestTier = tier;
    total += value;
  }
  const tier = doc.labelKey === plan.labelKey ? tiers.label : weakestTier;
  return matched * 1000 + tier * 100 + (total / plan.terms.length) * 10;
}
