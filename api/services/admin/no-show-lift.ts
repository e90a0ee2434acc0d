import { eq } from 'drizzle-orm';
import { noShowBlockLifts, user } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';
import type { CurrentUser } from '../../core/current-user.ts';
import { AppError } from '../../core/errors.ts';
import { readNoShowBlock, type NoShowBlockState } from '../policies/no-show-block.ts';
import { recordAdminAction } from './admin-actions.ts';

/**
 * An admin lifts a client's block with a reason: the no-shows marked before now stop counting. Recorded
 * with the admin action in one transaction; answers the block state after it. Unknown user: 404.
 */
export async function liftNoShowBlock(ctx: AppContext, admin: CurrentUser, userId: string, reason: string): Promise<NoShowBlockState> {
  return ctx.db.transaction(async (tx) => {
    const [found] = await tx.select({ id: user.id }).from(user).where(eq(user.id, userId));
    if (!found) throw new AppError('not_found', { message: 'User not found.' });
    const before = await readNoShowBlock(ctx, userId, tx);
    await tx.insert(noShowBlockLifts).values({ userId, liftedBy: admin.id, reason, createdAt: ctx.now() });
    await recordAdminAction(ctx, tx, {
      adminId: admin.id,
      action: 'user.lift_no_show_block',
      targetType: 'user',
      targetId: userId,
      reason,
      data: { wasBlocked: before.blocked, until: before.until, missed: before.missed },
    });
    return readNoShowBlock(ctx, userId, tx);
  });
}
