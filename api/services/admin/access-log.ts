import { adminAccessLogs } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';

export type AdminAccess = { userId: string | null; ipAddress: string; route: string; granted: boolean; userAgent: string | null };

/** Records one call to the admin API, allowed or refused (DESIGN §2 admin_access_logs). */
export async function logAdminAccess(ctx: AppContext, access: AdminAccess): Promise<void> {
  await ctx.db.insert(adminAccessLogs).values({
    userId: access.userId,
    ipAddress: access.ipAddress,
    routeAccessed: access.route.slice(0, 500),
    accessGranted: access.granted,
    userAgent: access.userAgent?.slice(0, 500) ?? null,
    createdAt: ctx.now(),
  });
}
