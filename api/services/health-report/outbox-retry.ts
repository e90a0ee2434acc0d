import { and, eq } from 'drizzle-orm';
import { outbox } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';
import type { CurrentUser } from '../../core/current-user.ts';
import { AppError } from '../../core/errors.ts';
import { recordAdminAction } from '../admin/admin-actions.ts';

/**
 * Puts a failed message back in the queue: pending, due now, attempts from zero, so the outbox
 * worker sends it on its next run. Only a failed row (409 otherwise); the update is conditional,
 * so two admins pressing Retry at once queue it once.
 */
export async function retryOutboxMessage(ctx: AppContext, admin: CurrentUser, id: string) {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const [row] = await tx
      .update(outbox)
      .set({ status: 'pending', attempts: 0, sendAt: now, lockedUntil: null, updatedAt: now })
      .where(and(eq(outbox.id, id), eq(outbox.status, 'failed')))
      .returning({ id: outbox.id, status: outbox.status, lastError: outbox.lastError, kind: outbox.kind });
    if (!row) {
      const [existing] = await tx.select({ status: outbox.status }).from(outbox).where(eq(outbox.id, id));
      if (!existing) throw new AppError('not_found', { message: 'Message not found.' });
      throw new AppError('conflict', { message: `Only a failed message can be retried (this one is ${existing.status}).` });
    }
    await recordAdminAction(ctx, tx, {
      adminId: admin.id,
      action: 'outbox.retry',
      targetType: 'outbox',
      targetId: id,
      data: { kind: row.kind, lastError: row.lastError },
    });
    return { id: row.id, status: row.status };
  });
}
