import type { MiddlewareHandler } from 'hono';

/** hono's secureHeaders defaults (helmet's set): the same headers on every answer. */
const securityHeaders: readonly [string, string][] = [
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Origin-Agent-Cluster', '?1'],
  ['Referrer-Policy', 'no-referrer'],
  ['Strict-Transport-Security', 'max-age=15552000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-DNS-Prefetch-Control', 'off'],
  ['X-Download-Options', 'noopen'],
  ['X-Frame-Options', 'SAMEORIGIN'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
  ['X-XSS-Protection', '0'],
];

/**
 * Security headers prepared before the handler runs, so the handler's response is built with them
 * (hono's secureHeaders sets them on the finished response, one Headers call each, on every request).
 * A handler that returns its own Response (better-auth) does not take prepared headers: those get
 * them afterwards.
 */
export function secureResponseHeaders(): MiddlewareHandler {
  return async (c, next) => {
    for (const [name, value] of securityHeaders) c.header(name, value);
    await next();
    if (c.res.headers.has('x-frame-options')) return;
    for (const [name, value] of securityHeaders) c.res.headers.set(name, value);
  };
}
