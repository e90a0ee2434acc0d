import type { MiddlewareHandler } from 'hono';
import { AppError } from '../core/errors.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string | undefined): string | null {
  if (!value || value === 'null') return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * Cross-site request forgery: a state-changing request that carries cookies must come from the
 * app or a trusted origin — its Origin header, else its Referer — as better-auth already demands
 * under /api/auth. A request without cookies has no ambient session to abuse, so API clients that
 * send none pass. `skip` lists path prefixes that check for themselves (better-auth).
 */
export function requireTrustedOrigin(trustedOrigins: readonly string[], skip: readonly string[] = []): MiddlewareHandler {
  const trusted = new Set(trustedOrigins);
  return async (c, next) => {
    if (safeMethods.has(c.req.method) || !c.req.header('cookie') || skip.some((prefix) => c.req.path.startsWith(prefix))) return next();
    const origin = originOf(c.req.header('origin')) ?? originOf(c.req.header('referer'));
    if (origin === null || !trusted.has(origin)) {
      throw new AppError('forbidden', { message: 'This request did not come from BookMitra, so it was refused.' });
    }
    await next();
  };
}
