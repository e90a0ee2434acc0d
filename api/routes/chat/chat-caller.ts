import { createHash, randomBytes } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { getSignedCookie } from 'hono/cookie';
import { serializeSigned } from 'hono/utils/cookie';
import type { AppEnv } from '../../http/app-env.ts';
import { clientIp, enforceRateLimit } from '../../middleware/rate-limit.ts';
import { resolveUser } from '../../middleware/session.ts';
import { hitRateLimit, rateLimitResult, rateLimitWindowEnd } from '../../services/rate-limits/rate-limits.ts';
import type { RouteDeps } from '../deps.ts';

const guestCookie = 'bm_guest';
const guestCookieDays = 30;

/**
 * Resolves the caller and counts the turn: a signed-in user by user (in the session's own query),
 * a visitor by address. Behind one carrier NAT, as is common in India, one user's turns must not
 * use up everybody's. Sets `c.var.caller` (null for a visitor).
 */
export function countChatTurn(deps: RouteDeps): MiddlewareHandler<AppEnv> {
  const { ctx } = deps;
  const rule = ctx.config.rateLimits.chat;
  return async (c, next) => {
    const now = ctx.now();
    const resolved = await resolveUser(ctx, deps.auth, c.req.raw.headers, {
      keyPrefix: 'chat:',
      now,
      resetAt: rateLimitWindowEnd(now, rule),
    });
    const counted = resolved?.rateLimit
      ? rateLimitResult(rule, resolved.rateLimit.count, resolved.rateLimit.resetAt)
      : await hitRateLimit(ctx, `chat:ip:${clientIp(c, ctx.config.TRUST_PROXY)}`, rule);
    enforceRateLimit(c, ctx, rule, counted);
    if (resolved) {
      const { rateLimit: _counted, attached: _attached, ...caller } = resolved;
      c.set('caller', caller);
    } else {
      c.set('caller', null);
    }
    await next();
  };
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The browser's guest key: the hash of the random token in its signed `bm_guest` cookie. A visitor
 * without one gets one (`issue`), with the Set-Cookie header to send it (the chat answers with a
 * stream Response of its own, so the header goes into that response); a signed-in user only shows
 * the one their browser already has, to carry that browser's conversation into the account.
 */
export async function guestKeyOf(
  c: Context<AppEnv>,
  secret: string,
  publicUrl: string,
  issue: boolean,
): Promise<{ guestKey: string | null; setCookie?: string }> {
  const token = await getSignedCookie(c, secret, guestCookie);
  if (typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token)) return { guestKey: hashOf(token) };
  if (!issue) return { guestKey: null };
  const fresh = randomBytes(32).toString('base64url');
  const setCookie = await serializeSigned(guestCookie, fresh, secret, {
    path: '/api/chat',
    httpOnly: true,
    sameSite: 'Lax',
    secure: publicUrl.startsWith('https:'),
    maxAge: guestCookieDays * 86_400,
  });
  return { guestKey: hashOf(fresh), setCookie };
}
