import type { MiddlewareHandler } from 'hono';
import type { AppContext } from '../core/context.ts';
import type { AppEnv } from '../http/app-env.ts';
import { logAdminAccess } from '../services/admin/access-log.ts';
import { clientIp } from './rate-limit.ts';

/**
 * Admins only (`requireAdmin` answers 401 or 403), and every call logged, refused ones too: who,
 * from where, which route, and whether it was let through.
 */
export function adminGate(ctx: AppContext, requireAdmin: MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let granted = false;
    try {
      await requireAdmin(c, async () => {
        granted = true;
        await next();
      });
    } finally {
      await logAdminAccess(ctx, {
        userId: granted ? c.var.user.id : null,
        ipAddress: clientIp(c, ctx.config.TRUST_PROXY),
        route: `${c.req.method} ${c.req.path}`,
        granted,
        userAgent: c.req.header('user-agent') ?? null,
      });
    }
  };
}
