/**
 * The OpenAPI document (/api/openapi.json) describes each route's answer with a zod schema in its
 * describeRoute; the web's types come from what the handler returns. This file ties the two at
 * typecheck: each route of the app type names its documented success schema, and the schema's output
 * must be exactly the handler's 200/201 JSON (mutually assignable). A route added without an entry,
 * or a schema that drifts from its handler, fails `tsc -p tsconfig.json`.
 */
import type { ExtractSchema } from 'hono/types';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ApiApp } from '#api/app.ts';
import { agentMissPageSchema } from '#api/routes/admin/admin-agents.schema.ts';
import { adminBookingPageSchema, adminSlotSchema, bookingLookupSchema } from '#api/routes/admin/admin-bookings.schema.ts';
import { adminComplaintDetailSchema, adminComplaintItemSchema } from '#api/routes/admin/admin-complaints.schema.ts';
import { affectedBookingSchema, pauseSchema } from '#api/routes/admin/admin-emergency.schema.ts';
import {
  cancellationsChartSchema,
  categoriesChartSchema,
  channelDaysChartSchema,
  chatShareChartSchema,
  citiesChartSchema,
  languagesChartSchema,
  searchMissesChartSchema,
} from '#api/routes/admin/admin-insights.schema.ts';
import { accessLogSchema, ipRuleListSchema, ipRuleSchema } from '#api/routes/admin/admin-ip.schema.ts';
import { paymentPageSchema } from '#api/routes/admin/admin-payments.schema.ts';
import { pendingProviderNameSchema } from '#api/routes/admin/admin-provider-names.schema.ts';
import { providerPageSchema as adminProviderPageSchema } from '#api/routes/admin/admin-providers.schema.ts';
import { settingsSchema } from '#api/routes/admin/admin-settings.schema.ts';
import { userPageSchema } from '#api/routes/admin/admin-users.schema.ts';
import {
  adminAccessSchema,
  adminOverviewSchema,
  adminRoleRequestSchema,
  adminServiceSchema,
  pageOf,
} from '#api/routes/admin/admin.schema.ts';
import { bookingSchema, cancelBookingResponseSchema, reviewSchema } from '#api/routes/bookings/bookings.schema.ts';
import { categorySchema, providerDetailSchema, providerPageSchema, searchHitSchema } from '#api/routes/catalog/catalog.schema.ts';
import { complaintDetailSchema, complaintSummarySchema, supportContactSchema } from '#api/routes/complaints/complaints.schema.ts';
import { activePauseSchema } from '#api/routes/emergency/emergency.schema.ts';
import { healthRecordSchema } from '#api/routes/health-records/health-records.schema.ts';
import { quotaSchema } from '#api/routes/me/me.schema.ts';
import { notificationListSchema, notificationSchema } from '#api/routes/notifications/notifications.schema.ts';
import { plansSchema } from '#api/routes/plans/plans.schema.ts';
import { providerApplicationSchema } from '#api/routes/provider-applications/provider-applications.schema.ts';
import {
  providerBookingSchema,
  providerFiguresSchema,
  providerProfileSchema,
  providerServiceSchema,
  reviewSchema as ownReviewSchema,
  timeOffSchema,
  weekPlanSchema,
} from '#api/routes/provider/provider.schema.ts';
import { serviceListingPageSchema, serviceListingSchema } from '#api/routes/services/services.schema.ts';
import { firstAdminCreatedSchema, firstAdminStateSchema } from '#api/routes/setup/setup.schema.ts';
import { slotSchema } from '#api/routes/slots/slots.schema.ts';

type Routes = ExtractSchema<ApiApp>;
/** The JSON a route answers on success, as its handler's type says. */
type Answer<Endpoint> = Endpoint extends { status: infer Status; outputFormat: 'json'; output: infer Output }
  ? [Extract<Status, 200 | 201>] extends [never]
    ? never
    : Output
  : never;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** A route that is not tied yet, or whose answer is not JSON, with the reason in words. */
type Untied = { untied: string };
/** A schema passes when its output is the handler's answer; otherwise the error shows both sides. */
type Tie<Schema, Output> = Schema extends z.ZodType
  ? Same<z.output<Schema>, Output> extends true
    ? Schema
    : { documented: z.output<Schema>; answered: Output }
  : Untied;
type Ties<T> = {
  [Path in keyof Routes]: {
    [Method in keyof Routes[Path]]: Path extends keyof T
      ? Method extends keyof T[Path]
        ? Tie<T[Path][Method], Answer<Routes[Path][Method]>>
        : z.ZodType | Untied
      : z.ZodType | Untied;
  };
};

/** Every route of the app, each method with its documented success schema (checked against the handler). */
function tie<const T extends Ties<T>>(ties: T): T {
  return ties;
}

const noSchema: Untied = { untied: 'The document describes no JSON body for this answer.' };
/** A documented schema that differs from the handler's answer: what differs, until one of them is fixed. */
const drift = (difference: string): Untied => ({ untied: `drift: ${difference}` });

const ties = tie({
  '/categories': { $get: z.array(categorySchema) },
  '/search': { $get: z.array(searchHitSchema) },
  '/providers': { $get: providerPageSchema },
  '/providers/:id': { $get: providerDetailSchema },
  '/providers/:id/photo': { $get: noSchema },
  '/plans': { $get: plansSchema },
  '/plans/purchase': { $post: plansSchema },
  '/admin/export/bookings.csv': { $get: noSchema },
  '/admin/export/users.csv': { $get: noSchema },
  '/admin/export/providers.csv': { $get: noSchema },
  '/admin/export/payments.csv': { $get: noSchema },
  '/admin/export/complaints.csv': { $get: noSchema },
  '/admin/providers': { $get: adminProviderPageSchema },
  '/admin/providers/:id/verify': { $post: noSchema },
  '/admin/providers/:id/suspend': { $post: noSchema },
  '/admin/providers/:id/reinstate': { $post: noSchema },
  '/admin/provider-names': { $get: z.array(pendingProviderNameSchema) },
  '/admin/provider-names/:id/approve': { $post: noSchema },
  '/admin/provider-names/:id/reject': { $post: noSchema },
  '/admin/reports/providers': {
    $get: drift(
      'provider.category is a string in the answer (an enum in the document); flags and flagRule are literal types in the answer',
    ),
  },
  '/admin/analytics/bookings-by-channel': { $get: channelDaysChartSchema },
  '/admin/analytics/categories': { $get: categoriesChartSchema },
  '/admin/analytics/cities': { $get: citiesChartSchema },
  '/admin/analytics/cancellations': { $get: cancellationsChartSchema },
  '/admin/analytics/chat-share': { $get: chatShareChartSchema },
  '/admin/analytics/languages': { $get: languagesChartSchema },
  '/admin/analytics/search-misses': { $get: searchMissesChartSchema },
  '/admin/rewards/:id': { $get: drift('rewards.rules is a Record<string, number> in the document, five named constants in the answer') },
  '/admin/rewards/:id/adjustments': { $post: drift('as GET /admin/rewards/:id: rewards.rules') },
  '/admin/users': { $get: userPageSchema },
  '/admin/users/:id': {
    $get: drift(
      'bookings[].status and channel, messages[].channel and notifications[] fields are strings in the document, enums in the answer',
    ),
  },
  '/admin/users/:id/role': { $post: noSchema },
  '/admin/users/:id/deactivate': { $post: noSchema },
  '/admin/users/:id/reactivate': { $post: noSchema },
  '/admin/users/:id/plan': { $post: noSchema },
  '/admin/users/:id/reset-free-bookings': { $post: noSchema },
  '/admin/emergency/pauses': {
    $get: z.object({ active: z.array(pauseSchema), past: z.array(pauseSchema) }),
    $post: z.object({ pause: pauseSchema, cancelled: z.number().int() }),
  },
  '/admin/emergency/preview': { $get: z.object({ bookings: z.array(affectedBookingSchema) }) },
  '/admin/emergency/:id/end': { $post: pauseSchema },
  '/admin/ip-whitelist': { $get: ipRuleListSchema, $post: ipRuleSchema },
  '/admin/ip-whitelist/:id': { $patch: ipRuleSchema, $delete: z.object({ id: z.uuid() }) },
  '/admin/access-logs': { $get: z.array(accessLogSchema) },
  '/admin/health': {
    $get: drift(
      'database.pool.driver, outbox.failed[].channel and reminders.byKind[].kind are strings in the document, enums in the answer',
    ),
  },
  '/admin/outbox/:id/retry': { $post: drift('status is a string in the document, the outbox status enum in the answer') },
  '/admin/settings': { $get: settingsSchema, $patch: settingsSchema },
  '/admin/settings/history': {
    $get: drift('items[].oldValue and newValue are unknown in the document, null and a JSON value in the answer'),
  },
  '/admin/complaints': { $get: pageOf(adminComplaintItemSchema) },
  '/admin/complaints/:id': { $get: adminComplaintDetailSchema },
  '/admin/complaints/:id/assign': { $post: adminComplaintDetailSchema },
  '/admin/complaints/:id/answer': { $post: adminComplaintDetailSchema },
  '/admin/complaints/:id/resolve': { $post: adminComplaintDetailSchema },
  '/admin/bookings': { $get: adminBookingPageSchema },
  '/admin/bookings/lookup': { $get: bookingLookupSchema },
  '/admin/bookings/:id/cancel': { $post: noSchema },
  '/admin/bookings/:id/move': { $post: noSchema },
  '/admin/providers/:id/free-slots': { $get: z.array(adminSlotSchema) },
  '/admin/access': { $get: adminAccessSchema },
  '/admin/overview': { $get: adminOverviewSchema },
  '/admin/role-requests': { $get: z.array(adminRoleRequestSchema) },
  '/admin/role-requests/:id/approve': { $post: adminRoleRequestSchema },
  '/admin/role-requests/:id/reject': { $post: adminRoleRequestSchema },
  '/admin/services': { $get: z.array(adminServiceSchema) },
  '/admin/services/:id/approve': {
    $post: drift('the document lists `previous` (name and price before a change); the answer has no such field'),
  },
  '/admin/services/:id/reject': { $post: drift('as approve: `previous` is documented, not answered') },
  '/admin/payments': { $get: paymentPageSchema },
  '/admin/payments/:id/verify': { $post: noSchema },
  '/admin/payments/:id/reject': { $post: noSchema },
  '/admin/transactions': { $get: paymentPageSchema },
  '/admin/agents/overview': { $get: drift('bookings[].channel is a string in the document, the channel enum in the answer') },
  '/admin/agents/misses': { $get: agentMissPageSchema },
  '/provider/hours': { $get: weekPlanSchema, $put: drift('slots is optional in the document, always answered by PUT') },
  '/provider/time-off': { $get: z.array(timeOffSchema), $post: timeOffSchema },
  '/provider/time-off/:id': { $delete: noSchema },
  '/provider/reviews': { $get: z.array(ownReviewSchema) },
  '/provider/reviews/:id/reply': { $post: ownReviewSchema },
  '/provider/services': { $get: z.array(providerServiceSchema), $post: providerServiceSchema },
  '/provider/services/:id': { $patch: providerServiceSchema },
  '/provider/profile': { $get: providerProfileSchema, $patch: providerProfileSchema },
  '/provider/photo': { $put: providerProfileSchema },
  '/provider/figures': { $get: providerFiguresSchema },
  '/provider/bookings': { $get: z.array(providerBookingSchema) },
  '/provider/bookings/:id/attended': { $post: noSchema },
  '/provider/bookings/:id/no-show': { $post: noSchema },
  '/provider/bookings/:id/cancel': { $post: noSchema },
  '/provider/bookings/:id/move': { $post: noSchema },
  '/provider/bookings/:id/payment-received': { $post: noSchema },
  '/services': { $get: serviceListingPageSchema },
  '/services/:id': { $get: serviceListingSchema },
  '/provider-applications/mine': { $get: providerApplicationSchema.nullable() },
  '/provider-applications': { $post: providerApplicationSchema },
  '/providers/:id/slots': { $get: z.array(slotSchema) },
  '/emergency/active': { $get: z.array(activePauseSchema) },
  '/me': { $get: noSchema },
  '/me/profile': { $patch: noSchema },
  '/me/quota': { $get: quotaSchema },
  '/health-records': { $get: z.object({ items: z.array(healthRecordSchema) }), $post: healthRecordSchema },
  '/health-records/:id/file': { $get: noSchema },
  '/health-records/:id': { $patch: healthRecordSchema, $delete: z.object({ deleted: z.literal(true) }) },
  '/rewards': { $get: noSchema },
  '/rewards/redeem': { $post: noSchema },
  '/rewards/referral': { $post: noSchema },
  '/chat': { $post: noSchema },
  '/chat/:id': { $get: noSchema },
  '/notifications': { $get: notificationListSchema },
  '/notifications/read-all': { $post: z.object({ updated: z.int() }) },
  '/notifications/:id/read': { $post: notificationSchema },
  '/events': { $get: noSchema },
  '/health': { $get: noSchema },
  '/complaints': { $post: complaintDetailSchema, $get: z.array(complaintSummarySchema) },
  '/complaints/support-contact': { $get: supportContactSchema },
  '/complaints/:id': { $get: complaintDetailSchema },
  '/complaints/:id/messages': { $post: complaintDetailSchema },
  '/setup/admin': { $get: firstAdminStateSchema, $post: firstAdminCreatedSchema },
  '/bookings': { $get: z.array(bookingSchema), $post: bookingSchema },
  '/bookings/:id': { $get: bookingSchema },
  '/bookings/:id/cancel': { $post: cancelBookingResponseSchema },
  '/bookings/:id/reschedule': { $post: bookingSchema },
  '/bookings/:id/review': { $post: reviewSchema },
  '/bookings/:id/payment': { $post: bookingSchema },
  '/role-requests': { $post: drift('newRole and status are enums in the document, strings in the answer') },
});

describe('the OpenAPI ties', () => {
  it('name a zod schema or a reason for every route', () => {
    const entries = Object.values(ties).flatMap((methods) => Object.values(methods) as unknown[]);
    expect(entries.length).toBeGreaterThan(100);
    for (const entry of entries)
      expect(entry instanceof z.ZodType || (typeof entry === 'object' && entry !== null && 'untied' in entry)).toBe(true);
  });
});
