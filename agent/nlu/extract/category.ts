/**
 * The service category and the words to search the catalogue with. The strongest category word
 * wins (a named service over an object or symptom), the first on a tie; the search term is the
 * most specific word of that category ("facial" over "salon").
 */
import type { NluCategoryId } from '../categories.ts';
import type { Item } from '../match/tagger.ts';
import type { Tag } from '../match/tags.ts';

type CategoryTag = Extract<Tag, { t: 'category' }>;

/** The category read from a message and its search term. */
export type CategoryReading = { category: NluCategoryId | null; serviceTerm: string | null };

/** Reads the category, ignoring items that are part of a provider's name. */
export function readCategory(items: readonly Item[], skip: ReadonlySet<number>, negated: ReadonlySet<number> = new Set()): CategoryReading {
  const all: (CategoryTag & { at: number })[] = [];
  for (const item of items) {
    if (skip.has(item.index)) continue;
    for (const tag of item.tags) if (tag.t === 'category') all.push({ ...tag, at: item.index });
  }
  // "not a dentist, a skin specialist": what a correction takes back is not asked for.
  const wanted = all.filter((tag) => !negated.has(tag.at));
  const found: CategoryTag[] = wanted.length > 0 ? wanted : all;
  const best = found.reduce<CategoryTag | undefined>((winner, tag) => (!winner || tag.weight > winner.weight ? tag : winner), undefined);
  if (!best) return { category: null, serviceTerm: null };
  const sameCategory = found.filter((tag) => tag.category === best.category);
  const specific =
    sameCategory.find((tag) => !tag.generic && tag.weight === best.weight) ?? sameCategory.find((tag) => !tag.generic) ?? best;
  return { category: best.category, serviceTerm: specific.term };
}
