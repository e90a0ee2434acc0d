import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { providers, services } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';
import { ownProvider } from './own-provider.ts';

type ServiceRow = typeof services.$inferSelect;

export type ProviderServiceView = {
  id: string;
  name: string;
  description: string | null;
  durationMinutes: number;
  pricePaise: number;
  approval: 'pending' | 'approved' | 'rejected';
  isActive: boolean;
  updatedAt: string;
};

export type ServiceInput = { name: string; durationMinutes: number; pricePaise: number; description?: string | null | undefined };
export type ServiceChange = Partial<ServiceInput> & { isActive?: boolean | undefined };

export function toView(row: ServiceRow): ProviderServiceView {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    durationMinutes: row.durationMinutes,
    pricePaise: row.pricePaise,
    approval: row.approval,
    isActive: row.isActive,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The provider's own services, every state, by name. */
export async function listOwnServices(ctx: AppContext, userId: string): Promise<ProviderServiceView[]> {
  const provider = await ownProvider(ctx, userId);
  const rows = await ctx.db.select().from(services).where(eq(services.providerId, provider.id)).orderBy(asc(services.name));
  return rows.map(toView);
}

/** A provider has at most this many services waiting for an admin at once (issue 22.9): the approval queue has a bound per provider. */
export const pendingServiceLimit = 10;

/**
 * 409 `limit_reached` when the provider already has `pendingServiceLimit` services waiting for an
 * admin. Locks the provider row first, so simultaneous requests cannot pass the limit together.
 */
async function guardPendingLimit(tx: Db, providerId: string): Promise<void> {
  await tx.select({ id: providers.id }).from(providers).where(eq(providers.id, providerId)).for('update');
  const [pending] = await tx
    .select({ n: count() })
    .from(services)
    .where(and(eq(services.providerId, providerId), eq(services.approval, 'pending')));
  if ((pending?.n ?? 0) < pendingServiceLimit) return;
  throw new AppError('limit_reached', {
    message: `${pendingServiceLimit} of your services are already waiting for approval. Please wait until an admin has reviewed them.`,
    details: { kind: 'pending_services', limit: pendingServiceLimit },
  });
}

/** A new service waits for an admin (`pending`): only approved, active services are bookable. */
export async function addOwnService(ctx: AppContext, userId: string, input: ServiceInput): Promise<ProviderServiceView> {
  const provider = await ownProvider(ctx, userId);
  const row = await ctx.db.transaction(async (tx) => {
    await guardPendingLimit(tx, provider.id);
    const [inserted] = await tx
      .insert(services)
      .values({
        providerId: provider.id,
        category: provider.category,
        name: input.name,
        description: input.description ?? null,
        durationMinutes: input.durationMinutes,
        pricePaise: input.pricePaise,
        approval: 'pending',
        updatedAt: ctx.now(),
      })
      .returning();
    return inserted;
  });
  if (!row) throw new Error('insert into services returned no row');
  return toView(row);
}

/**
 * What the admin sees beside a waiting change: the name and price last approved. An approved
 * service keeps its own; a change to one already waiting keeps the approved ones it had.
 */
function lastApproved(current: ServiceRow): Pick<ServiceRow, 'previousName' | 'previousPricePaise'> {
  if (current.approval === 'approved') return { previousName: current.name, previousPricePaise: current.pricePaise };
  return { previousName: current.previousName, previousPricePaise: current.previousPricePaise };
}

/**
 * Edits or pauses one of the provider's services (another provider's is a 404). A new name or
 * price goes back to an admin (`pending`); pausing (`isActive: false`) keeps its future bookings.
 */
export async function changeOwnService(
  ctx: AppContext,
  userId: string,
  serviceId: string,
  change: ServiceChange,
): Promise<ProviderServiceView> {
  const provider = await ownProvider(ctx, userId);
  const [current] = await ctx.db
    .select()
    .from(services)
    .where(and(eq(services.id, serviceId), eq(services.providerId, provider.id)));
  if (!current) throw new AppError('not_found', { message: 'Service not found.' });
  const needsReview =
    (change.name !== undefined && change.name !== current.name) ||
    (change.pricePaise !== undefined && change.pricePaise !== current.pricePaise);
  const row = await ctx.db.transaction(async (tx) => {
    // A change that sends a service back to the queue counts towards its limit; one already waiting does not add to it.
    if (needsReview && current.approval !== 'pending') await guardPendingLimit(tx, provider.id);
    const [updated] = await tx
      .update(services)
      .set({
        ...(change.name !== undefined ? { name: change.name } : {}),
        ...(change.description !== undefined ? { description: change.description } : {}),
        ...(change.durationMinutes !== undefined ? { durationMinutes: change.durationMinutes } : {}),
        ...(change.pricePaise !== undefined ? { pricePaise: change.pricePaise } : {}),
        ...(change.isActive !== undefined ? { isActive: change.isActive } : {}),
        ...(needsReview ? { approval: 'pending' as const, ...lastApproved(current) } : {}),
        updatedAt: ctx.now(),
      })
      .where(eq(services.id, current.id))
      .returning();
    return updated;
  });
  if (!row) throw new AppError('not_found', { message: 'Service not found.' });
  return toView(row);
}
