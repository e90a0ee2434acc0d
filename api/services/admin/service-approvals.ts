import { and, asc, eq } from 'drizzle-orm';
import { providers, services } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';
import type { CurrentUser } from '../../core/current-user.ts';
import { AppError } from '../../core/errors.ts';
import { toView, type ProviderServiceView } from '../providers/provider-services.ts';
import { recordAdminAction } from './admin-actions.ts';
import { notifyUser } from './admin-notify.ts';

export type ServiceDecision = { kind: 'approved' } | { kind: 'rejected'; reason: string };

/**
 * An admin approves or rejects a pending service (an unknown one 404, a decided one 409, by a
 * conditional update so two admins racing get one winner). The decision is logged with its
 * reason and the provider is told in-app, with the reason of a rejection.
 */
export async function decideService(
  ctx: AppContext,
  admin: CurrentUser,
  serviceId: string,
  decision: ServiceDecision,
): Promise<ProviderServiceView> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(services)
      .set({ approval: decision.kind, previousName: null, previousPricePaise: null, updatedAt: ctx.now() })
      .where(and(eq(services.id, serviceId), eq(services.approval, 'pending')))
      .returning();
    if (!row) {
      const [exists] = await tx.select({ id: services.id }).from(services).where(eq(services.id, serviceId));
      throw exists
        ? new AppError('conflict', { message: 'This service has already been decided.' })
        : new AppError('not_found', { message: 'Service not found.' });
    }
    const reason = decision.kind === 'rejected' ? decision.reason : null;
    await recordAdminAction(ctx, tx, {
      adminId: admin.id,
      action: `service.${decision.kind === 'approved' ? 'approve' : 'reject'}`,
      targetType: 'service',
      targetId: serviceId,
      reason,
      data: { name: row.name, pricePaise: row.pricePaise },
    });
    const [provider] = await tx.select({ userId: providers.userId }).from(providers).where(eq(providers.id, row.providerId));
    if (provider) {
      await notifyUser(
        tx,
        provider.userId,
        decision.kind === 'approved' ? 'serviceApproved' : 'serviceRejected',
        { service: row.name, reason: reason ?? '' },
        { providerId: row.providerId },
      );
    }
    return toView(row);
  });
}

/** A waiting service, with what was approved before when it is a change of an approved one. */
export type AdminServiceView = ProviderServiceView & {
  provider: { id: string; name: string; city: string };
  previous: { name: string; pricePaise: number } | null;
};

/** Services by approval state for admins, oldest change first (the queue to review). */
export async function listServicesForAdmin(ctx: AppContext, approval: 'pending' | 'approved' | 'rejected'): Promise<AdminServiceView[]> {
  const rows = await ctx.db
    .select({ service: services, provider: { id: providers.id, name: providers.name, city: providers.city } })
    .from(services)
    .innerJoin(providers, eq(providers.id, services.providerId))
    .where(eq(services.approval, approval))
    .orderBy(asc(services.updatedAt))
    .limit(200);
  return rows.map((row) => ({
    ...toView(row.service),
    provider: row.provider,
    previous:
      row.service.previousName !== null && row.service.previousPricePaise !== null
        ? { name: row.service.previousName, pricePaise: row.service.previousPricePaise }
        : null,
  }));
}
