import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppContext } from '../core/context.ts';
import type { RateLimitRule } from '../core/env.ts';
import { AppError } from '../core/errors.ts';
import { hitRateLimit, type RateLimitResult } from '../services/rate-limits/rate-limits.ts';

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return 'local';
  }
}

/**
 * The caller's address. Behind `trustedHops` proxies each proxy appends the address it saw to
 * X-Forwarded-For, so the client's is the `trustedHops`-th entry from the right: entries further
 * left were written by the client itself and are never believed (a rotating forged address must
 * not escape the rate limits). Fewer entries than hops: the left-most one there is.
 */
export function clientIp(c: Context, trustedHops: number): string {
  if (trustedHops <= 0) return socketAddress(c);
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (forwarded.length === 0) return socketAddress(c);
  return forwarded[Math.max(0, forwarded.length - trustedHops)]!;
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
