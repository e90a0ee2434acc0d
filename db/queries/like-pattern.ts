/**
 * LIKE patterns built from text a person typed: their `%`, `_` and the escape character `\` (Postgres's
 * default escape) are matched as themselves, so a search for "100%" finds "100%" and not "1000".
 * This file is the one home of the escape (tests/unit/architecture/like-escape-home.test.ts).
 */

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** A LIKE pattern matching any value that contains `text`. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** A LIKE pattern matching exactly `text` (with ILIKE, a case-insensitive equality). */
export function exactPattern(text: string): string {
  return escapeLike(text);
}

/** A LIKE pattern matching any value that begins with `text` (a btree with text_pattern_ops serves it). */
export function prefixPattern(text: string): string {
  return `${escapeLike(text)}%`;
}
