import type { MiddlewareHandler } from 'hono';
import { AppError } from '../core/errors.ts';

const methodsWithBody = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const jsonType = /^application\/([\w.+-]+\+)?json\s*(;|$)/i;

/** True when the request carries body bytes; a bodiless POST (cancel, read-all) sends neither header. */
function hasBody(headers: Headers): boolean {
  const length = headers.get('content-length');
  if (length !== null) return Number(length) > 0;
  return headers.has('transfer-encoding');
}

const multipartType = /^multipart\/form-data\s*;/i;

/**
 * 415 `unsupported_media_type` for a write whose body is not JSON. Without it the JSON validators see
 * no JSON and answer 400 (or, for all-optional bodies, silently accept `{}`), which hides the real mistake.
 * `skip` lists path prefixes with their own body formats (better-auth, Twilio form posts);
 * `uploads` lists exact paths whose POST or PUT may also be multipart/form-data (file uploads).
 */
export function requireJsonBody(skip: readonly string[] = [], uploads: readonly string[] = []): MiddlewareHandler {
  return async (c, next) => {
    if (!methodsWithBody.has(c.req.method) || skip.some((prefix) => c.req.path.startsWith(prefix))) return next();
    if (!hasBody(c.req.raw.headers)) return next();
    const type = c.req.header('content-type') ?? '';
    const isUpload =
      (c.req.method === 'POST' || c.req.method === 'PUT') && uploads.includes(c.req.path.replace(/\/$/, '')) && multipartType.test(type);
    if (!isUpload && !jsonType.test(type)) throw new AppError('unsupported_media_type');
    await next();
  };
}
