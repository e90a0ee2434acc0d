import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { Auth } from '../../http/auth.ts';
import type { AppContext } from '../../core/context.ts';
import type { RateLimitRule } from '../../core/env.ts';
import { rateLimit, clientIp, enforceRateLimit } from '../../middleware/rate-limit.ts';
import { hitRateLimit } from '../../services/rate-limits/rate-limits.ts';
import { AppError } from '../../core/errors.ts';
import { refuseUnstorableText } from '../../http/validate.ts';
import { z } from 'zod';

/** better-auth codes are SCREAMING_CASE; our error shape uses snake_case. */
function toSnakeCase(code: string) {
  return code
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}

/**
 * better-auth under `/api/auth/*`, behind the shared rate limits for sign-in and OTP.
 * Its error bodies `{code, message}` also get our `{error: {code, message}}` shape,
 * keeping the top-level fields that better-auth's own client reads.
 */
export function createAuthRoutes(ctx: AppContext, auth: Auth) {
  const ip = (c: Context) => clientIp(c, ctx.config.TRUST_PROXY);
  const { signIn, otp, signUp, passwordReset } = ctx.config.rateLimits;
  // Each of these mails or texts somebody, or creates an account: limited per address and per target.
  return new Hono()
    .use('*', refuseBadBodies)
    .use('/sign-in/*', rateLimit(ctx, 'sign-in', signIn, ip))
    .use('/sign-up/*', rateLimit(ctx, 'sign-up', signUp, ip), limitPerTarget(ctx, 'sign-up-email', signUp, 'email'))
    .use('/request-password-reset', rateLimit(ctx, 'reset', passwordReset, ip), limitPerTarget(ctx, 'reset-email', passwordReset, 'email'))
    .use(
      '/phone-number/request-password-reset',
      rateLimit(ctx, 'reset', passwordReset, ip),
      limitPerTarget(ctx, 'reset-phone', passwordReset, 'phoneNumber'),
    )
    .use('/phone-number/send-otp', limitPerTarget(ctx, 'otp-phone', otp, 'phoneNumber'))
    .use('/phone-number/*', rateLimit(ctx, 'otp', otp, ip))
    .on(['GET', 'POST'], '/*', async (c) => {
      const response = await auth.handler(c.req.raw);
      if (response.status < 400 || !response.headers.get('content-type')?.includes('application/json')) return response;
      const body = (await response
        .clone()
        .json()
        .catch(() => null)) as { code?: string; message?: string } | null;
      if (!body || typeof body !== 'object' || 'error' in body) return response;
      const code = toSnakeCase(body.code ?? 'auth_error');
      const headers = new Headers(response.headers);
      headers.delete('content-length');
      return new Response(JSON.stringify({ ...body, error: { code, message: body.message ?? 'Authentication failed.' } }), {
        status: response.status,
        headers,
      });
    });
}

/** A string field of the JSON body, normalised; read from a copy, so better-auth still gets the body. */
async function targetOf(c: Context, field: string): Promise<string> {
  const body: unknown = await c.req.raw
    .clone()
    .json()
    .catch(() => null);
  const value = body !== null && typeof body === 'object' ? (body as Record<string, unknown>)[field] : undefined;
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
}

/** 429 once one target (an e-mail, a phone number) has been asked for `rule` times, from any address. */
function limitPerTarget(ctx: AppContext, name: string, rule: RateLimitRule, field: string): MiddlewareHandler {
  return async (c, next) => {
    const target = c.req.method === 'POST' ? await targetOf(c, field) : '';
    // No target: better-auth refuses the request itself.
    if (target !== '') enforceRateLimit(c, ctx, rule, await hitRateLimit(ctx, `${name}:${target}`, rule));
    await next();
  };
}

/** The user fields a client may change through better-auth's update-user (role is server-only). */
const updateUserSchema = z
  .object({
    name: z.string().trim().min(1).max(100).optional(),
    image: z.string().max(2048).nullable().optional(),
  })
  .loose();

/**
 * better-auth reads its own bodies: a JSON body that is not an object, or holds text Postgres
 * cannot store, is refused here with a 400 in our error shape, before better-auth (or a rate
 * limit keyed by a body field) sees it.
 */
const refuseBadBodies: MiddlewareHandler = async (c, next) => {
  if (c.req.method !== 'POST' || !(c.req.header('content-type') ?? '').includes('json')) return next();
  const body: unknown = await c.req.raw
    .clone()
    .json()
    .catch(() => undefined);
  if (body === undefined) return next();
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new AppError('invalid_request', {
      message: 'The body must be a JSON object.',
      issues: [{ path: '', message: 'Expected an object' }],
    });
  }
  refuseUnstorableText(body);
  if (c.req.path.endsWith('/update-user')) {
    const parsed = updateUserSchema.safeParse(body);
    if (!parsed.success) {
      throw new AppError('invalid_request', {
        message: 'Invalid json.',
        issues: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
      });
    }
  }
  await next();
};
