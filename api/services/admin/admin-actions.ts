import { adminActions } from '#db/schema/index.ts';
import type { Db } from '#db/client.ts';
import type { AppContext } from '../../core/context.ts';

export type AdminAction = {
  /** Null when done from the server (a CLI), not by a signed-in admin. */
  adminId: string | null;
  /** A short verb, `user.deactivate`, `provider.suspend`, `booking.move`, `payment.verify`… */
  action: string;
  targetType:
    | 'user'
    | 'provider'
    | 'service'
    | 'booking'
    | 'payment'
    | 'complaint'
    | 'ip_rule'
    | 'role_request'
    | 'export'
    | 'outbox'
    | 'emergency_pause';
  targetId: string;
  reason?: string | null;
  data?: Record<string, unknown>;
};

/** Records what an admin did, in the caller's transaction so the record and the change land together. */
export async function recordAdminAction(ctx: Pick<AppContext, 'now'>, db: Db, action: AdminAction): Promise<void> {
  await db.insert(adminActions).values({
    adminId: action.adminId,
    action: action.action,
    targetType: action.targetType,
    targetId: action.targetId,
    reason: action.reason ?? null,
    data: action.data ?? null,
    createdAt: ctx.now(),
  });
}
