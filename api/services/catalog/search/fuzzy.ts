/**
 * Typo tolerance: bounded edit distance (with transpositions) between a query word and a
 * dictionary word, and the trigrams that pick the few dictionary words worth comparing.
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
