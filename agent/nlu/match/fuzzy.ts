/**
 * Typo tolerance for Latin words: one insertion, deletion, substitution or swap of two
 * neighbours (Damerau distance 1), found through a single-deletion index so that a lookup
 * costs a few map reads instead of a scan of the vocabulary.
 */

/** The word itself and every form with one letter removed. */
export function deletionVariants(word: string): string[] {
  const variants = [word];
  for (let index = 0; index < word.length; index += 1) variants.push(word.slice(0, index) + word.slice(index + 1));
  return variants;
}

/** Whether two words are at most one edit apart, counting a swap of neighbours as one edit. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  if (a.length === b.length) {
    if (a.slice(start + 1) === b.slice(start + 1)) return true;
    return a[start] === b[start + 1] && a[start + 1] === b[start] && a.slice(start + 2) === b.slice(start + 2);
  }
  const [longer, shorter] = a.length > b.length ? [a, b] : [b, a];
  return longer.slice(start + 1) === shorter.slice(start);
}

/** An index from deletion variants to the vocabulary words that produce them. */
export class DeletionIndex {
  private readonly variants = new Map<string, string[]>();

  /** Adds a vocabulary word. */
  add(word: string): void {
    for (const variant of new Set(deletionVariants(word))) {
      const words = this.variants.get(variant);
      if (words) words.push(word);
      else this.variants.set(variant, [word]);
    }
  }

  /** Vocabulary words within one edit of `token`, in insertion order. */
  lookup(token: string): string[] {
    const found = new Set<string>();
    for (const variant of deletionVariants(token)) {
      for (const word of this.variants.get(variant) ?? []) {
        if (withinOneEdit(word, token)) found.add(word);
      }
    }
    return [...found];
  }
}
