import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../core/errors.ts';

/** A larger limit for the routes under `prefix` (uploads). */
export type BodyLimitOverride = { prefix: string; maxBytes: number };

const tooLarge = () => {
  throw new AppError('payload_too_large');
};

/**
 * 413 `payload_too_large` for a body over the limit. A declared Content-Length is checked from
 * the header alone: hono's bodyLimit asks for the body stream first, which makes the Node adapter
 * build a full web Request for every write and read the JSON the slow way. Chunked bodies, which
 * declare no length, are still counted as they stream in.
 */
export function limitBody(maxBytes: number, overrides: readonly BodyLimitOverride[] = []): MiddlewareHandler {
  const limits = overrides.map((override) => ({ ...override, counted: bodyLimit({ maxSize: override.maxBytes, onError: tooLarge }) }));
  const counted = bodyLimit({ maxSize: maxBytes, onError: tooLarge });
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const limit = limits.find((candidate) => c.req.path.startsWith(candidate.prefix)) ?? { maxBytes, counted };
    const length = c.req.header('content-length');
    if (length === undefined || c.req.header('transfer-encoding') !== undefined) return limit.counted(c, next);
    if (Number(length) > limit.maxBytes) tooLarge();
    return next();
  };
}
