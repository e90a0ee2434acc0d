import { and, desc, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { insertNotifications } from '#db/queries/notifications.ts';
import { profiles, providers, roleRequests, services, user, type CategoryId, type Locale } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';
import type { CurrentUser } from '../../core/current-user.ts';
import { AppError, pgErrorOf } from '../../core/errors.ts';
import { createTranslators } from '../../core/translator.ts';
import { topUpSlots } from '../availability/slots-maintenance.ts';
import { replaceWeeklyHours, type WeeklyHours } from './weekly-hours.ts';
import { enqueueMessage } from '../messaging/outbox.ts';
import { recordAdminAction } from '../admin/admin-actions.ts';
import en from '#locales/en/providers.json' with { type: 'json' };
import hi from '#locales/hi/providers.json' with { type: 'json' };
import ta from '#locales/ta/providers.json' with { type: 'json' };

const textsFor = createTranslators<Locale>('providers', { en, hi, ta });

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

type RoleRequestRow = typeof roleRequests.$inferSelect;
type ProviderRow = typeof providers.$inferSelect;

function toView(request: RoleRequestRow, provider: ProviderRow | null): ProviderApplicationView {
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

/** What an admin sees of a role request: who asked, and the provider an application created. */
export type RoleRequestAdminView = ProviderApplicationView & {
  newRole: string;
  reason: string;
  user: { id: string; name: string; email: string };
};

/** Role requests for admins, newest first; `status` filters. */
export async function listRoleRequestsForAdmin(ctx: AppContext, status?: ApplicationStatus): Promise<RoleRequestAdminView[]> {
  return adminViews(ctx, status ? eq(roleRequests.status, status) : undefined);
}

async function adminViews(ctx: AppContext, where: SQL | undefined): Promise<RoleRequestAdminView[]> {
  const rows = await ctx.db
    .select({ request: roleRequests, provider: providers, user: { id: user.id, name: user.name, email: user.email } })
    .from(roleRequests)
    .innerJoin(user, eq(user.id, roleRequests.userId))
    .leftJoin(providers, eq(providers.id, roleRequests.providerId))
    .where(where)
    .orderBy(desc(roleRequests.createdAt))
    .limit(200);
  return rows.map((row) => ({
    ...toView(row.request, row.provider),
    newRole: row.request.newRole,
    reason: row.request.reason,
    user: row.user,
  }));
}

type Decision = { kind: 'approved' } | { kind: 'rejected'; reason: string };

/**
 * An admin decides a pending role request. Only a pending one can be decided (an unknown id is a
 * 404, a decided one a 409), by a conditional update, so two admins racing get one winner.
 * Approving a provider application makes the user a provider and the provider verified (listed,
 * with the services of the application approved, and slots for the horizon); the applicant is
 * told in-app and on WhatsApp (outbox), in their language.
 */
export async function decideRoleRequest(
  ctx: AppContext,
  admin: CurrentUser,
  requestId: string,
  decision: Decision,
): Promise<RoleRequestAdminView> {
  const now = ctx.now();
  const providerId = await ctx.db.transaction(async (tx) => {
    const [request] = await tx
      .update(roleRequests)
      .set({
        status: decision.kind,
        reviewedBy: admin.id,
        reviewedAt: now,
        decisionReason: decision.kind === 'rejected' ? decision.reason : null,
      })
      .where(and(eq(roleRequests.id, requestId), eq(roleRequests.status, 'pending')))
      .returning();
    if (!request) {
      const [exists] = await tx.select({ id: roleRequests.id }).from(roleRequests).where(eq(roleRequests.id, requestId));
      throw exists
        ? new AppError('conflict', { message: 'This request has already been decided.' })
        : new AppError('not_found', { message: 'Role request not found.' });
    }
    if (decision.kind === 'approved') await grantRole(tx, request, now);
    await recordAdminAction(ctx, tx, {
      adminId: admin.id,
      action: `role_request.${decision.kind === 'approved' ? 'approve' : 'reject'}`,
      targetType: 'role_request',
      targetId: request.id,
      reason: decision.kind === 'rejected' ? decision.reason : null,
      data: { userId: request.userId, newRole: request.newRole, providerId: request.providerId },
    });
    await tellApplicant(ctx, tx, request, decision);
    return request.providerId;
  });
  if (decision.kind === 'approved' && providerId) await topUpSlots(ctx, [providerId]);
  const [view] = await adminViews(ctx, eq(roleRequests.id, requestId));
  if (!view) throw new AppError('not_found', { message: 'Role request not found.' });
  return view;
}

async function grantRole(tx: Db, request: RoleRequestRow, now: Date) {
  await tx.update(user).set({ role: request.newRole, updatedAt: now }).where(eq(user.id, request.userId));
  if (!request.providerId) return;
  const [provider] = await tx
    .update(providers)
    .set({ verification: 'verified', updatedAt: now })
    .where(eq(providers.id, request.providerId))
    .returning();
  await tx
    .update(services)
    .set({ approval: 'approved', updatedAt: now })
    .where(and(eq(services.providerId, request.providerId), eq(services.approval, 'pending')));
  if (!provider) return;
  // A listed provider has a completed, active profile: the application's name, phone and city fill what the profile lacks.
  const [profile] = await tx.select().from(profiles).where(eq(profiles.userId, request.userId));
  await tx
    .update(profiles)
    .set({
      fullName: profile?.fullName ?? provider.name,
      contactPhone: profile?.contactPhone ?? provider.phone,
      city: profile?.city ?? provider.city,
      serviceCategory: provider.category,
      profileCompleted: true,
      updatedAt: now,
    })
    .where(eq(profiles.userId, request.userId));
}

async function tellApplicant(ctx: AppContext, tx: Db, request: RoleRequestRow, decision: Decision) {
  const [profile] = await tx
    .select({ locale: profiles.locale, optOut: profiles.messagingOptOut })
    .from(profiles)
    .where(eq(profiles.userId, request.userId));
  const [provider] = request.providerId
    ? await tx.select({ phone: providers.phone }).from(providers).where(eq(providers.id, request.providerId))
    : [];
  const t = textsFor(profile?.locale ?? 'en');
  const values = { reason: decision.kind === 'rejected' ? decision.reason : '' };
  await insertNotifications(tx, [
    {
      userId: request.userId,
      type: 'update',
      title: t(`application.${decision.kind}.title`),
      message: t(`application.${decision.kind}.message`, values),
      data: { roleRequestId: request.id },
    },
  ]);
  const phone = profile?.optOut ? null : provider?.phone;
  if (!phone) return;
  await enqueueMessage(ctx, tx, {
    channel: 'whatsapp',
    to: phone,
    body: t(`application.${decision.kind}.text`, values),
    kind: `application_${decision.kind}`,
    userId: request.userId,
    dedupeKey: `application:${request.id}`,
  });
}
