import type { Context, Input, MiddlewareHandler } from 'hono';
import { roles, type Role } from '#db/schema/index.ts';
import type { Auth } from '../http/auth.ts';
import type { AppContext } from '../core/context.ts';
import { AppError } from '../core/errors.ts';
import type { AppEnv } from '../http/app-env.ts';
import type { CurrentUser } from '../core/current-user.ts';
import type { SessionAttachment, SessionRateHit } from '#db/queries/sessions.ts';
import type { RateLimitRule } from '../core/env.ts';
import { findSessionUser } from '../services/accounts/profiles.ts';
import { rateLimitResult, rateLimitWindowEnd } from '../services/rate-limits/rate-limits.ts';
import { enforceRateLimit } from './rate-limit.ts';
import { readCookie, verifySignedToken } from './session-token.ts';

/** A role outside the known three counts as the default, `user` (spec §5). */
export function normaliseRole(value: unknown): Role {
  return roles.includes(value as Role) ? (value as Role) : 'user';
}

type SessionSettings = { cookieName: string; secret: string; expiresInMs: number; updateAgeMs: number };
const settingsByAuth = new WeakMap<Auth, Promise<SessionSettings>>();

/** better-auth's cookie name, secret and session ages, read once per auth instance. */
function sessionSettings(auth: Auth): Promise<SessionSettings> {
  let settings = settingsByAuth.get(auth);
  if (!settings) {
    settings = auth.$context.then((context) => ({
      cookieName: context.authCookies.sessionToken.name,
      secret: context.secret,
      expiresInMs: context.sessionConfig.expiresIn * 1000,
      updateAgeMs: context.sessionConfig.updateAge * 1000,
    }));
    settingsByAuth.set(auth, settings);
  }
  return settings;
}

/**
 * Resolves the caller from the session cookie; null when signed out, expired or the cookie is forged;
 * 403 `account_inactive` for a deactivated account. The hot path is one query (session, user, profile);
 * better-auth's own getSession runs only when the session is due for its sliding refresh.
 */
export async function resolveUser(
  ctx: AppContext,
  auth: Auth,
  headers: Headers,
  hit?: SessionRateHit,
  attachment?: SessionAttachment,
): Promise<ResolvedUser | null> {
  const settings = await sessionSettings(auth);
  const token = await sessionToken(auth, headers);
  if (!token) return null;
  const found = await findSessionUser(ctx, token, hit, attachment);
  const now = Date.now();
  if (!found || found.sessionExpiresAt.getTime() <= now) return null;
  if (found.sessionExpiresAt.getTime() - settings.expiresInMs + settings.updateAgeMs <= now) {
    // Lets better-auth extend the session (or drop it) exactly as its own endpoint would.
    if (!(await auth.api.getSession({ headers }))) return null;
  }
  const { profile } = found;
  if (!profile.isActive) throw new AppError('account_inactive');
  return {
    id: found.userId,
    email: found.email,
    name: profile.fullName ?? found.userName,
    role: normaliseRole(found.role),
    phoneNumber: found.phoneNumber,
    rateLimit: found.rateLimit,
    attached: found.attached,
  };
}

type ResolvedUser = CurrentUser & {
  rateLimit?: { count: number; resetAt: Date } | undefined;
  attached?: Record<string, unknown> | undefined;
};

/** The session token of a correctly signed session cookie; undefined without one. No database. */
async function sessionToken(auth: Auth, headers: Headers): Promise<string | undefined> {
  const settings = await sessionSettings(auth);
  const signed = readCookie(headers.get('cookie'), settings.cookieName);
  return signed ? verifySignedToken(signed, settings.secret) : undefined;
}

/**
 * 401 at once without a correctly signed session cookie, before the body is read: a route that
 * validates its body before `requireUser` (to attach a read to the session lookup) still answers
 * a signed-out caller 401 rather than 400.
 */
export function requireSessionCookie(auth: Auth): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!(await sessionToken(auth, c.req.raw.headers))) throw new AppError('unauthorized', { message: 'User not authenticated' });
    await next();
  };
}

/** A per-user rate limit checked with the session: `name` keys the counter, `rule` bounds it. */
export type UserRateLimit = { name: string; rule: RateLimitRule };

/**
 * 401 unless signed in with an active account; 403 unless the role is one of `allowed`; with
 * `limit`, 429 once the user has used up the limit (counted in the session's own query, so a
 * rate-limited route costs no extra round trip).
 */
export function requireUser<I extends Input = Input>(
  ctx: AppContext,
  auth: Auth,
  allowed?: readonly Role[],
  limit?: UserRateLimit,
  attach?: AttachToSession<I>,
): MiddlewareHandler<AppEnv, string, I> {
  return async (c, next) => {
    const now = ctx.now();
    const hit = limit && { keyPrefix: `${limit.name}:`, now, resetAt: rateLimitWindowEnd(now, limit.rule) };
    const resolved = await resolveUser(ctx, auth, c.req.raw.headers, hit, attach?.(c));
    if (!resolved) throw new AppError('unauthorized', { message: 'User not authenticated' });
    const { rateLimit, attached, ...current } = resolved;
    if (allowed && !allowed.includes(current.role)) throw new AppError('forbidden');
    if (limit && rateLimit) enforceRateLimit(c, ctx, limit.rule, rateLimitResult(limit.rule, rateLimit.count, rateLimit.resetAt));
    c.set('user', current);
    if (attached) c.set('attached', attached);
    await next();
  };
}

/**
 * What a route reads along with the session (see SessionAttachment), chosen from the request;
 * `I` is what the route's validators ran before, so `c.req.valid` is typed.
 */
export type AttachToSession<I extends Input = Input> = (c: Context<AppEnv, string, I>) => SessionAttachment | undefined;
