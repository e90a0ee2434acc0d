import { Hono } from 'hono';
import type { Auth } from '../../auth.ts';
import type { AppContext } from '../../context.ts';
import { rateLimit, clientIp } from '../../middleware/rate-limit.ts';

/** better-auth codes are SCREAMING_CASE; our error shape uses snake_case. */
function toSnakeCase(code: string) {
  return code.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '');
}

/**
 * better-auth under `/api/auth/*`, behind the shared rate limits for sign-in and OTP.
 * Its error bodies `{code, message}` also get our `{error: {code, message}}` shape,
 * keeping the top-level fields that better-auth's own client reads.
 */
export function createAuthRoutes(ctx: AppContext, auth: Auth) {
  const ip = (c: Parameters<typeof clientIp>[0]) => clientIp(c, ctx.config.TRUST_PROXY);
  return new Hono()
    .use('/sign-in/*', rateLimit(ctx, 'sign-in', ctx.config.rateLimits.signIn, ip))
    .use('/phone-number/*', rateLimit(ctx, 'otp', ctx.config.rateLimits.otp, ip))
    .on(['GET', 'POST'], '/*', async (c) => {
      const response = await auth.handler(c.req.raw);
      if (response.status < 400 || !response.headers.get('content-type')?.includes('application/json')) return response;
      const body = (await response.clone().json().catch(() => null)) as { code?: string; message?: string } | null;
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
