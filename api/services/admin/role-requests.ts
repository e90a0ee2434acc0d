import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { insertNotifications } from '#db/queries/notifications.ts';
import { profiles, providers, roleRequests, services, user, type Locale } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';
import type { CurrentUser } from '../../core/current-user.ts';
import { AppError } from '../../core/errors.ts';
import { createTranslators } from '../../core/translator.ts';
import { topUpSlots } from '../availability/slots-maintenance.ts';
import type { CatalogSearch } from '../catalog/search/catalog-search.ts';
import { enqueueMessage } from '../messaging/outbox.ts';
import { toView, type ApplicationStatus, type ProviderApplicationView, type RoleRequestRow } from '../providers/applications.ts';
import { recordAdminAction } from './admin-actions.ts';
import { applicationsOf, type RoleRequestApplication } from './role-request-application.ts';
import en from '#locales/en/providers.json' with { type: 'json' };
import hi from '#locales/hi/providers.json' with { type: 'json' };
import ta from '#locales/ta/providers.json' with { type: 'json' };

const textsFor = createTranslators<Locale>('providers', { en, hi, ta });

/** What an admin sees of a role request: who asked, the provider an application created, and the whole application. */
export type RoleRequestAdminView = ProviderApplicationView & {
  newRole: string;
  reason: string;
  user: { id: string; name: string; email: string };
  application: RoleRequestApplication | null;
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
  const applications = await applicationsOf(
    ctx.db,
    rows.flatMap((row) => (row.provider ? [row.provider] : [])),
  );
  return rows.map((row) => ({
    ...toView(row.request, row.provider),
    newRole: row.request.newRole,
    reason: row.request.reason,
    user: row.user,
    application: (row.provider && applications.get(row.provider.id)) ?? null,
  }));
}

type Decision = { kind: 'approved' } | { kind: 'rejected'; reason: string };

/** What approving needs of the search index: a rebuild that resolves when the new index serves. */
export type SearchRefresh = Pick<CatalogSearch, 'refresh'>;

/**
 * Approves a pending role request: the one path for approving a provider application (Role requests,
 * and verifying a provider whose application waits). A listed provider is in search when the admin
 * sees the answer: the catalogue triggers' rebuild comes a moment later, or never if its notice is lost.
 */
export async function approveRoleRequest(
  ctx: AppContext,
  search: SearchRefresh,
  admin: CurrentUser,
  requestId: string,
): Promise<RoleRequestAdminView> {
  const view = await decideRoleRequest(ctx, admin, requestId, { kind: 'approved' });
  if (view.provider) await search.refresh();
  return view;
}

/** Rejects a pending role request with a reason the applicant is told. */
export async function rejectRoleRequest(
  ctx: AppContext,
  admin: CurrentUser,
  requestId: string,
  reason: string,
): Promise<RoleRequestAdminView> {
  return decideRoleRequest(ctx, admin, requestId, { kind: 'rejected', reason });
}

/**
 * An admin decides a pending role request. Only a pending one can be decided (an unknown id is a
 * 404, a decided one a 409), by a conditional update, so two admins racing get one winner.
 * Approving a provider application makes the user a provider and the provider verified (listed,
 * with the services of the application approved, and slots for the horizon); the applicant is
 * told in-app and on WhatsApp (outbox), in their language.
 */
async function decideRoleRequest(
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
