import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppContext } from '../context.ts';
import type { RateLimitRule } from '../env.ts';
import { AppError } from '../errors.ts';
import { hitRateLimit, type RateLimitResult } from '../services/rate-limits.ts';

/** The caller's address: the socket's, or the first X-Forwarded-For hop behind a trusted proxy. */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return 'local';
  }
}

/** 429 `rate_limited` once `key(c)` has used up `rule` in the current window. */
export function rateLimit(
  ctx: AppContext,
  name: string,
  rule: RateLimitRule,
  key: (c: Context) => string | Promise<string>,
): MiddlewareHandler {
  return async (c, next) => {
    enforceRateLimit(c, ctx, rule, await hitRateLimit(ctx, `${name}:${await key(c)}`, rule));
    await next();
  };
}

/** Sets the RateLimit headers of a counted request; 429 `rate_limited` (with Retry-After) when it is over. */
export function enforceRateLimit(c: Context, ctx: Pick<AppContext, 'now'>, rule: RateLimitRule, result: RateLimitResult) {
  c.header('RateLimit-Limit', String(rule.limit));
  c.header('RateLimit-Remaining', String(result.remaining));
  if (result.allowed) return;
  const retryAfter = Math.max(1, Math.ceil((result.resetAt.getTime() - ctx.now().getTime()) / 1000));
  c.header('Retry-After', String(retryAfter));
  throw new AppError('rate_limited', { details: { retryAfterSeconds: retryAfter } });
}
