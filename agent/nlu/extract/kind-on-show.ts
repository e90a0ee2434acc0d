import { foldCase } from '#api/core/text/fold.ts';

/**
 * Whether a kind named beside a yes is the one proposed: no kind of its own (only the category's word), or every word
 * of it among the words of the kind searched and the service proposed. "haan, table book karo" of "Table for 4
 * (meals)" is; "haan, facial book karo" of "Haircut (men)" is not.
 */
export function kindWordsOnShow(term: string | null, category: string | null, proposedKind: string): boolean {
  if (term === null || term === category) return true;
  const proposed = foldCase(proposedKind)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 3);
  return foldCase(term)
    .split(/\s+/u)
    .every((word) => proposed.some((other) => other.startsWith(word) || word.startsWith(other)));
}
