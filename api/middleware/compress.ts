import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { chooseEncoding, varyOnEncoding, type ContentEncoding } from '../http/content-encoding.ts';

/** Below this, the compressed answer and its headers save less than compressing costs. */
export const compressThresholdBytes = 1024;

/**
 * HTML and JSON only: event streams (live events, the chat) must flow as they are written, and
 * everything the web build emits is already compressed at build time (api/web-assets.ts).
 */
const compressibleType = /^\s*(?:text\/html|application\/(?:[\w.+-]+\+)?json)\s*(?:;|$)/i;
const noTransform = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Quality 4 and level 6: most of the gain of the maximum for a fraction of its time, per request. */
function compressBody(body: Uint8Array, encoding: ContentEncoding) {
  return encoding === 'br'
    ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } })
    : gzipAsync(body, { level: 6 });
}

/**
 * Reads the status and headers only: touching `res.body` would make the Node adapter build a full
 * web Response for every answer (its fast path keeps a string or bytes until it writes them).
 */
function isCompressible(res: Response) {
  if (res.status === 204 || res.status === 206 || res.status === 304) return false;
  if (res.headers.has('content-encoding')) return false;
  if (noTransform.test(res.headers.get('cache-control') ?? '')) return false;
  return compressibleType.test(res.headers.get('content-type') ?? '');
}

/**
 * Hono's `c.res = …` copies the old answer's headers over the new one's (its Content-Length
 * too) and re-wraps the body as a stream; the new answer already carries every header, so the
 * old one is dropped first and the Node adapter keeps its fast path for an in-memory body.
 */
function replaceResponse(c: Context, res: Response) {
  c.res = undefined;
  c.res = res;
}

/**
 * Compresses HTML and JSON answers of at least `threshold` bytes with brotli or gzip, as the
 * client's Accept-Encoding prefers, and says `Vary: Accept-Encoding` on every such answer so that
 * caches keep the variants apart. A client that accepts neither (load generators, curl) costs
 * nothing more than the Vary header: its answer keeps the adapter's fast path.
 */
export function compressResponses(threshold = compressThresholdBytes): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.method === 'HEAD' || !isCompressible(c.res)) return;
    c.res.headers.set('Vary', varyOnEncoding(c.res.headers.get('vary')));
    const encoding = chooseEncoding(c.req.header('accept-encoding'));
    const declared = c.res.headers.get('content-length');
    if (!encoding || (declared !== null && Number(declared) < threshold)) return;
    const { status, headers } = c.res;
    const body = new Uint8Array(await c.res.arrayBuffer());
    if (body.byteLength < threshold) {
      replaceResponse(c, new Response(body, { status, headers }));
      return;
    }
    const compressed = await compressBody(body, encoding);
    headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(compressed.byteLength));
    const etag = headers.get('etag');
    // The compressed bytes differ from the ones a strong validator named.
    if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
    replaceResponse(c, new Response(new Uint8Array(compressed), { status, headers }));
  };
}
