import { adminAccessLogs } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';

export type AdminAccess = { userId: string | null; ipAddress: string; route: string; granted: boolean; userAgent: string | null };

/** Text as Postgres can store it: a hostile path may carry NUL or a lone surrogate, and the call must still be logged. */
function storable(text: string, max: number): string {
  return text.slice(0, max).replaceAll('\u0000', '\uFFFD').toWellFormed();
}

/** Records one call to the admin API, allowed or refused (DESIGN §2 admin_access_logs). */
export async function logAdminAccess(ctx: AppContext, access: AdminAccess): Promise<void> {
  await ctx.db.insert(adminAccessLogs).values({
    userId: access.userId,
    ipAddress: access.ipAddress,
    routeAccessed: storable(access.route, 500),
    accessGranted: access.granted,
    userAgent: access.userAgent === null ? null : storable(access.userAgent, 500),
    createdAt: ctx.now(),
  });
}
