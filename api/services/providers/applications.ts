import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { providers, roleRequests, services, type CategoryId } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';
import type { CurrentUser } from '../../core/current-user.ts';
import { AppError, pgErrorOf } from '../../core/errors.ts';
import { replaceWeeklyHours, type WeeklyHours } from './weekly-hours.ts';

export type ProviderApplicationInput = {
  displayName: string;
  category: CategoryId;
  specialty?: string | null | undefined;
  city: string;
  area?: string | null | undefined;
  languages: string[];
  /** E.164. */
  phone: string;
  bio?: string | null | undefined;
  address?: string | null | undefined;
  visitsAtHome: boolean;
  slotMinutes: number;
  services: { name: string; durationMinutes: number; pricePaise: number; description?: string | null | undefined }[];
  hours: WeeklyHours[];
};

export type ApplicationStatus = 'pending' | 'approved' | 'rejected';

export type ProviderApplicationView = {
  id: string;
  status: ApplicationStatus;
  decisionReason: string | null;
  createdAt: string;
  reviewedAt: string | null;
  provider: {
    id: string;
    name: string;
    category: CategoryId;
    specialty: string | null;
    city: string;
    area: string | null;
    verification: string;
  } | null;
};

export type RoleRequestRow = typeof roleRequests.$inferSelect;
type ProviderRow = typeof providers.$inferSelect;

export function toView(request: RoleRequestRow, provider: ProviderRow | null): ProviderApplicationView {
  return {
    id: request.id,
    status: request.status as ApplicationStatus,
    decisionReason: request.decisionReason,
    createdAt: request.createdAt.toISOString(),
    reviewedAt: request.reviewedAt?.toISOString() ?? null,
    provider: provider && {
      id: provider.id,
      name: provider.name,
      category: provider.category,
      specialty: provider.specialty,
      city: provider.city,
      area: provider.area,
      verification: provider.verification,
    },
  };
}

/** The provider row an application writes: unlisted (`pending`) until an admin approves it. */
function providerValues(userId: string, input: ProviderApplicationInput, now: Date) {
  return {
    userId,
    name: input.displayName,
    category: input.category,
    specialty: input.specialty ?? null,
    city: input.city,
    area: input.area ?? null,
    languages: input.languages,
    phone: input.phone,
    bio: input.bio ?? null,
    address: input.address ?? null,
    visitsAtHome: input.visitsAtHome,
    slotMinutes: input.slotMinutes,
    verification: 'pending' as const,
    updatedAt: now,
  };
}

/**
 * A client applies to become a provider: an unlisted provider (`pending`) with its first services
 * (pending approval) and weekly hours, and the role-switch request an admin decides, all in one
 * transaction. A provider or an admin cannot apply; a second application while one is pending is
 * a 409 (the partial unique index on pending requests holds it under concurrent posts too). A
 * rejected applicant may apply again: the same provider row is rewritten.
 */
export async function applyAsProvider(
  ctx: AppContext,
  caller: CurrentUser,
  input: ProviderApplicationInput,
): Promise<ProviderApplicationView> {
  if (caller.role !== 'user') {
    throw new AppError('conflict', {
      message: caller.role === 'provider' ? 'You are already a provider.' : 'An admin account cannot apply to be a provider.',
    });
  }
  if (!input.visitsAtHome && !input.address) {
    throw new AppError('invalid_request', {
      message: 'Give the address clients come to, or choose visits at home.',
      issues: [{ path: 'address', message: 'Required unless visits at home' }],
    });
  }
  const now = ctx.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const values = providerValues(caller.id, input, now);
      const [provider] = await tx
        .insert(providers)
        .values(values)
        .onConflictDoUpdate({ target: providers.userId, set: values, setWhere: eq(providers.verification, 'pending') })
        .returning();
      if (!provider) throw new AppError('conflict', { message: 'You are already a provider.' });
      await tx.delete(services).where(and(eq(services.providerId, provider.id), eq(services.approval, 'pending')));
      await tx.insert(services).values(
        input.services.map((service) => ({
          providerId: provider.id,
          name: service.name,
          category: input.category,
          description: service.description ?? null,
          durationMinutes: service.durationMinutes,
          pricePaise: service.pricePaise,
          approval: 'pending' as const,
        })),
      );
      await replaceWeeklyHours(tx, provider.id, input.hours);
      const [request] = await tx
        .insert(roleRequests)
        .values({ userId: caller.id, newRole: 'provider', reason: 'Provider application', providerId: provider.id, createdAt: now })
        .returning();
      if (!request) throw new Error('insert into role_requests returned no row');
      return toView(request, provider);
    });
  } catch (error) {
    if (pgErrorOf(error)?.code === '23505') {
      throw new AppError('conflict', { message: 'Your provider application is already waiting for review.', cause: error });
    }
    throw error;
  }
}

/** The caller's latest provider application, or null when they never applied. */
export async function getMyApplication(ctx: AppContext, userId: string): Promise<ProviderApplicationView | null> {
  const [row] = await ctx.db
    .select({ request: roleRequests, provider: providers })
    .from(roleRequests)
    .leftJoin(providers, eq(providers.id, roleRequests.providerId))
    .where(and(eq(roleRequests.userId, userId), isNotNull(roleRequests.providerId)))
    .orderBy(desc(roleRequests.createdAt))
    .limit(1);
  return row ? toView(row.request, row.provider) : null;
}
