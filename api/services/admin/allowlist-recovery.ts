import { eq } from 'drizzle-orm';
import { ipWhitelist } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';
import { recordAdminAction } from './admin-actions.ts';

export type ClearedRule = { id: string; ipAddress: string; ipRange: string | null; description: string | null };

/**
 * The way back from an allowlist that shuts every admin out (issue 22.6): deactivates every
 * active entry, so the gate lets admins in from anywhere again (DESIGN §3: no active entry, no
 * restriction). It is run from the server (`npm run admin -- allowlist:clear`), never over the
 * web, whose every admin call the list refuses. The entries stay, inactive, for an admin to
 * review and switch back on; the change is recorded as an admin action without an admin.
 */
export async function clearAllowlist(ctx: Pick<AppContext, 'db' | 'now'>): Promise<ClearedRule[]> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const cleared = await tx.update(ipWhitelist).set({ isActive: false, updatedAt: now }).where(eq(ipWhitelist.isActive, true)).returning({
      id: ipWhitelist.id,
      ipAddress: ipWhitelist.ipAddress,
      ipRange: ipWhitelist.ipRange,
      description: ipWhitelist.description,
    });
    if (cleared.length === 0) return cleared;
    await recordAdminAction(ctx, tx, {
      adminId: null,
      action: 'ip_rule.clear',
      targetType: 'ip_rule',
      targetId: 'all',
      reason: 'Cleared from the server with npm run admin -- allowlist:clear',
      data: { deactivated: cleared.map((rule) => rule.id), source: 'cli' },
    });
    return cleared;
  });
}
