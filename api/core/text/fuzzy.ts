/**
 * Typo tolerance for the catalogue search and for Mitra's reading of messages: one edit distance
 * (optimal string alignment: insertions, deletions, substitutions and swaps of neighbours,
 * bounded so that hopeless pairs stop early), and two ways to pick the few vocabulary words
 * worth comparing: trigrams (the search, up to two edits, prefixes while typing) and a
 * single-deletion index (the NLU, exactly one edit, a few map reads per word).
 */

/** Padded trigrams of a word, as pg_trgm makes them ("  c", " ca", "cat", "at "), without repeats. */
export function trigramsOf(word: string): string[] {
  const padded = `  ${word} `;
  const grams = new Set<string>();
  for (let index = 0; index + 3 <= padded.length; index++) grams.add(padded.slice(index, index + 3));
  return [...grams];
}

/** How many edits a query word of this length may carry and still count as a typo of a word. */
export function maxEditsFor(length: number): number {
  if (length < 4) return 0;
  return length <= 5 ? 1 : 2;
}

export type EditDistances = {
  /** Edits turning `term` into the whole word. */
  full: number;
  /** Edits turning `term` into the word's best-matching beginning (typing still in progress). */
  prefix: number;
};

// Three reusable rows keep the hot loop free of allocation.
let rows: [Int32Array, Int32Array, Int32Array] = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/**
 * Optimal-string-alignment distance between `term` and `word`, and between `term` and the
 * closest prefix of `word`. Gives up (returns undefined) once every path exceeds `limit`.
 */
export function editDistances(term: string, word: string, limit: number): EditDistances | undefined {
  const n = term.length;
  const m = word.length;
  if (m + 1 > rows[0].length) rows = [new Int32Array(m + 1), new Int32Array(m + 1), new Int32Array(m + 1)];
  let [before, previous, current] = rows;
  for (let j = 0; j <= m; j++) previous[j] = j;
  for (let i = 1; i <= n; i++) {
    current[0] = i;
    let rowMin = i;
    const termChar = term.charCodeAt(i - 1);
    for (let j = 1; j <= m; j++) {
      const wordChar = word.charCodeAt(j - 1);
      const cost = termChar === wordChar ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && termChar === word.charCodeAt(j - 2) && term.charCodeAt(i - 2) === wordChar) {
        value = Math.min(value, before[j - 2]! + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return undefined;
    [before, previous, current] = [previous, current, before];
  }
  let prefix = previous[m]!;
  for (let j = 0; j < m; j++) prefix = Math.min(prefix, previous[j]!);
  return prefix > limit ? undefined : { full: previous[m]!, prefix };
}

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
  return (editDistances(a, b, 1)?.full ?? 2) <= 1;
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
