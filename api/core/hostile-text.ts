/**
 * Text Postgres cannot store, which would otherwise surface as a 500 (or, inside JSON columns, a
 * silently dropped row): the NUL character, and UTF-16 surrogates that are not part of a pair.
 */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && text.isWellFormed();
}

/** The path of the first string (key or value) in `value` that is not storable text; null when all are. */
export function findUnstorableText(value: unknown, path: string[] = [], depth = 0): string | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path.join('.') || '(value)';
  if (value === null || typeof value !== 'object' || depth > 64) return null;
  if (value instanceof Blob) return isStorableText(value instanceof File ? value.name : '') ? null : path.join('.');
  for (const [key, item] of Object.entries(value)) {
    if (!isStorableText(key)) return [...path, '(key)'].join('.');
    const found = findUnstorableText(item, [...path, key], depth + 1);
    if (found !== null) return found;
  }
  return null;
}

export const unstorableTextMessage = 'Text may not contain NUL characters or unpaired surrogates.';
