/**
 * How many people a table is for: "4 of us", "दस लोग", "naalu peru", "நாலு பேருக்கு", "table for 6". Of several
 * counts ("moonu guests … naanum sethu naalu peru") the largest is the party.
 */
import { hasCue, tagOf } from '../match/item-tags.ts';
import type { Item } from '../match/tagger.ts';

function countOf(item: Item | undefined): number | null {
  if (!item) return null;
  if (item.num?.kind === 'int' && !item.num.ordinal) return item.num.value;
  return tagOf(item, 'number')?.value ?? null;
}

/** The party size said, or null; counts above 50 are no table's. */
export function readPartySize(items: readonly Item[]): number | null {
  const sizes = items.flatMap((item, at) => {
    const count = countOf(item);
    if (count === null || count < 1 || count > 50) return [];
    const people = hasCue(items[at + 1], 'headcount') || hasCue(items[at + 2], 'headcount');
    const tableFor = /\btable for$|\bfor$/i.test(items[at - 1]?.raw ?? '') && items[at - 1]?.tags.some((tag) => tag.t === 'category');
    return people || tableFor ? [count] : [];
  });
  return sizes.length > 0 ? Math.max(...sizes) : null;
}
