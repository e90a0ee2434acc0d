import type { MiddlewareHandler } from 'hono';
import type { AppContext } from '../core/context.ts';
import { AppError } from '../core/errors.ts';
import type { AppEnv } from '../http/app-env.ts';
import { logAdminAccess } from '../services/admin/access-log.ts';
import { adminAddressAllowed } from '../services/admin/ip-allowlist-check.ts';
import { clientIp } from './rate-limit.ts';

/**
 * Signed in (`requireSignedIn` answers 401), an admin (403 `forbidden`), then the IP allowlist (403
 * `ip_not_allowed` from an address outside an active allowlist), and every call logged, refused
 * ones too: who, from where, which route, and whether it was let through. The role is checked here,
 * after the session, so a signed-in non-admin's refused call is logged with their account (and kept
 * as its own row, unlike signed-out calls, which are counted per address: see logAdminAccess).
 */
export function adminGate(ctx: AppContext, requireSignedIn: MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const ipAddress = clientIp(c, ctx.config.TRUST_PROXY);
    let userId: string | null = null;
    let granted = false;
    try {
      await requireSignedIn(c, async () => {
        userId = c.var.user.id;
        if (c.var.user.role !== 'admin') throw new AppError('forbidden');
        if (!(await adminAddressAllowed(ctx, ipAddress))) throw new AppError('ip_not_allowed', { details: { ipAddress } });
        granted = true;
        await next();
      });
    } finally {
      await logAdminAccess(ctx, {
        userId,
        ipAddress,
        route: `${c.req.method} ${c.req.path}`,
        granted,
        userAgent: c.req.header('user-agent') ?? null,
      });
    }
  };
}
