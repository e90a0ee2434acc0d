/** Clauses: the text between punctuation marks, as the tokenizer marks them (`breakBefore`). */
import type { Item } from '../match/tagger.ts';

/** The items of the clause (text between punctuation) that holds `index`. */
export function clauseAt(items: readonly Item[], index: number): readonly Item[] {
  let start = index;
  while (start > 0 && !items[start]!.breakBefore) start -= 1;
  let end = index + 1;
  while (end < items.length && !items[end]!.breakBefore) end += 1;
  return items.slice(start, end);
}

/** Whether items a and b are in one clause (no full stop or comma between them). */
export function sameClause(items: readonly Item[], a: number, b: number): boolean {
  const [from, to] = a < b ? [a, b] : [b, a];
  return !items.slice(from + 1, to + 1).some((item) => item.breakBefore);
}
