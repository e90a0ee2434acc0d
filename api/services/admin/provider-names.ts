import { asc, eq, isNotNull, sql } from 'drizzle-orm';
import { providers } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';
import type { CurrentUser } from '../../core/current-user.ts';
import { AppError } from '../../core/errors.ts';
import { recordAdminAction } from './admin-actions.ts';
import { notifyUser } from './admin-notify.ts';

/** A listed provider's new name waiting for an admin: the name clients see now, and the one asked for. */
export type PendingProviderName = {
  id: string;
  name: string;
  pendingName: string;
  category: string;
  city: string;
  requestedAt: string;
};

export type NameDecision = { kind: 'approved' } | { kind: 'rejected'; reason: string };

type ProviderRow = typeof providers.$inferSelect;

function toPendingName(row: ProviderRow, pendingName: string, requestedAt: Date): PendingProviderName {
  return { id: row.id, name: row.name, pendingName, category: row.category, city: row.city, requestedAt: requestedAt.toISOString() };
}

/** Providers' new names waiting for an admin, oldest request first (the queue to review). */
export async function listPendingProviderNames(ctx: AppContext): Promise<PendingProviderName[]> {
  const rows = await ctx.db
    .select()
    .from(providers)
    .where(isNotNull(providers.pendingName))
    .orderBy(asc(providers.pendingNameAt), asc(providers.id))
    .limit(200);
  return rows.map((row) => toPendingName(row, row.pendingName!, row.pendingNameAt ?? row.updatedAt));
}

/**
 * An admin approves a provider's new name (it becomes the public one) or rejects it with a
 * reason (the old one stays). The row is locked, so of two admins racing the second finds nothing
 * waiting (409). Logged with the old and new names; the provider is told in-app.
 */
export async function decideProviderName(
  ctx: AppContext,
  admin: CurrentUser,
  providerId: string,
  decision: NameDecision,
): Promise<PendingProviderName> {
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(providers).where(eq(providers.id, providerId)).for('update');
    if (!before) throw new AppError('not_found', { message: 'Provider not found.' });
    if (before.pendingName === null) throw new AppError('conflict', { message: 'This provider has no name change waiting.' });
    const requested = before.pendingName;
    const now = ctx.now();
    const [row] = await tx
      .update(providers)
      .set({
        ...(decision.kind === 'approved' ? { name: sql`${providers.pendingName}` } : {}),
        pendingName: null,
        pendingNameAt: null,
        updatedAt: now,
      })
      .where(eq(providers.id, providerId))
      .returning();
    const reason = decision.kind === 'rejected' ? decision.reason : null;
    await recordAdminAction(ctx, tx, {
      adminId: admin.id,
      action: `provider.name_${decision.kind === 'approved' ? 'approve' : 'reject'}`,
      targetType: 'provider',
      targetId: providerId,
      reason,
      data: { from: before.name, to: requested },
    });
    await notifyUser(
      tx,
      before.userId,
      decision.kind === 'approved' ? 'providerNameApproved' : 'providerNameRejected',
      { name: requested, current: row!.name, reason: reason ?? '' },
      { providerId },
    );
    return toPendingName(before, requested, before.pendingNameAt ?? before.updatedAt);
  });
}
