/** The encodings this server produces: brotli first (smaller), gzip for everything else. */
export type ContentEncoding = 'br' | 'gzip';

export const preferredEncodings: readonly ContentEncoding[] = ['br', 'gzip'];

/** Each `coding;q=…` of an Accept-Encoding header, by name; a coding without q has q = 1. */
function parseAcceptEncoding(header: string) {
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  return weights;
}

/**
 * The encoding to answer with, among those available for this body: the client's highest q,
 * brotli before gzip on a tie; `q=0` refuses a coding and `*` stands for the unnamed ones.
 * Undefined means the identity (no header, or nothing acceptable).
 */
export function chooseEncoding(
  header: string | undefined,
  available: readonly ContentEncoding[] = preferredEncodings,
): ContentEncoding | undefined {
  if (!header) return undefined;
  const weights = parseAcceptEncoding(header);
  const wildcard = weights.get('*') ?? 0;
  let best: { encoding: ContentEncoding; q: number } | undefined;
  for (const encoding of preferredEncodings) {
    if (!available.includes(encoding)) continue;
    const q = weights.get(encoding) ?? wildcard;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

/** Adds Accept-Encoding to a Vary header value, once. */
export function varyOnEncoding(current: string | null | undefined) {
  if (!current) return 'Accept-Encoding';
  if (current === '*' || /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(current)) return current;
  return `${current}, Accept-Encoding`;
}
