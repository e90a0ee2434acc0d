import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

/**
 * CORS for the app's own origins, with credentials. Preflights go to hono's `cors`. For the
 * requests themselves the headers are set before the handler runs: hono's `cors` writes them on
 * `c.res` before a response exists, which makes hono build every response twice and copy its
 * headers (a third of a booking's CPU on the Node adapter). A handler that returns its own
 * Response (better-auth) does not take prepared headers, so those are added afterwards.
 */
export function appCors(origins: readonly string[]): MiddlewareHandler {
  const preflight = cors({ origin: [...origins], credentials: true, maxAge: 600 });
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next);
    const origin = c.req.header('origin');
    const allowed = origin !== undefined && origins.includes(origin) ? origin : undefined;
    const headers: [string, string][] = [
      ...(allowed ? [['Access-Control-Allow-Origin', allowed] as [string, string]] : []),
      ['Access-Control-Allow-Credentials', 'true'],
    ];
    for (const [name, value] of headers) c.header(name, value);
    c.header('Vary', 'Origin', { append: true });
    await next();
    if (allowed && !c.res.headers.has('access-control-allow-origin')) {
      for (const [name, value] of headers) c.res.headers.set(name, value);
      c.res.headers.append('Vary', 'Origin');
    }
  };
}
