/**
 * The OpenAPI document (/api/openapi.json) describes each route's answer with a zod schema in its
 * describeRoute; the web's types come from what the handler returns. This file ties the two at
 * typecheck: each route of the app type names its documented success schema, and the schema's output
 * must be exactly the handler's 200/201 JSON (mutually assignable). A route added without an entry,
 * or a schema that drifts from its handler, fails `tsc -p tsconfig.json`; and
 * tests/integration/api/openapi-ties.test.ts checks that the served document names these same schemas.
 */
import type { ExtractSchema } from 'hono/types';
import { z } from 'zod';
import type { ApiApp } from '#api/app.ts';
import { agentMissPageSchema, agentOverviewSchema } from '#api/routes/admin/admin-agents.schema.ts';
import {
  adminBookingPageSchema,
  adminBookingSchema,
  adminSlotSchema,
  bookingLookupSchema,
} from '#api/routes/admin/admin-bookings.schema.ts';
import { adminComplaintDetailSchema, adminComplaintItemSchema } from '#api/routes/admin/admin-complaints.schema.ts';
import { affectedBookingSchema, pauseSchema } from '#api/routes/admin/admin-emergency.schema.ts';
import { healthReportSchema, retriedMessageSchema } from '#api/routes/admin/admin-health.schema.ts';
import {
  cancellationsChartSchema,
  categoriesChartSchema,
  channelDaysChartSchema,
  chatShareChartSchema,
  citiesChartSchema,
  languagesChartSchema,
  providerReportSchema,
  searchMissesChartSchema,
} from '#api/routes/admin/admin-insights.schema.ts';
import { accessLogSchema, ipRuleListSchema, ipRuleSchema } from '#api/routes/admin/admin-ip.schema.ts';
import { paymentPageSchema, paymentSchema } from '#api/routes/admin/admin-payments.schema.ts';
import { pendingProviderNameSchema } from '#api/routes/admin/admin-provider-names.schema.ts';
import { adminProviderRowSchema, providerPageSchema as adminProviderPageSchema } from '#api/routes/admin/admin-providers.schema.ts';
import { clientRewardsSchema } from '#api/routes/admin/admin-rewards.schema.ts';
import { settingChangeSchema, settingsSchema } from '#api/routes/admin/admin-settings.schema.ts';
import { adminUserDetailSchema, userPageSchema } from '#api/routes/admin/admin-users.schema.ts';
import {
  adminAccessSchema,
  adminOverviewSchema,
  adminRoleRequestSchema,
  adminServiceSchema,
  decidedServiceSchema,
  pageOf,
} from '#api/routes/admin/admin.schema.ts';
import { bookingSchema, cancelBookingResponseSchema, listedBookingSchema, reviewSchema } from '#api/routes/bookings/bookings.schema.ts';
import { categorySchema, providerDetailSchema, providerPageSchema, searchHitSchema } from '#api/routes/catalog/catalog.schema.ts';
import { complaintDetailSchema, complaintSummarySchema, supportContactSchema } from '#api/routes/complaints/complaints.schema.ts';
import { activePauseSchema } from '#api/routes/emergency/emergency.schema.ts';
import { healthRecordSchema } from '#api/routes/health-records/health-records.schema.ts';
import { bookingBlockSchema, meSchema, quotaSchema } from '#api/routes/me/me.schema.ts';
import { notificationListSchema, notificationSchema } from '#api/routes/notifications/notifications.schema.ts';
import { joinedWaitlistSchema, leftWaitlistSchema, waitlistEntrySchema } from '#api/routes/waitlist/waitlist.schema.ts';
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
  changedWeekPlanSchema,
} from '#api/routes/provider/provider.schema.ts';
import { noticePolicySchema } from '#api/routes/provider/provider-policies.schema.ts';
import { rewardsSchema } from '#api/routes/rewards/rewards.schema.ts';
import { roleRequestSchema } from '#api/routes/role-requests/role-requests.schema.ts';
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
export type Untied = { untied: string };
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

export const noSchema: Untied = { untied: 'The document describes no JSON body for this answer.' };

export const ties = tie({
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
  '/admin/providers/:id/verify': { $post: adminProviderRowSchema },
  '/admin/providers/:id/suspend': { $post: adminProviderRowSchema },
  '/admin/providers/:id/reinstate': { $post: adminProviderRowSchema },
  '/admin/provider-names': { $get: z.array(pendingProviderNameSchema) },
  '/admin/provider-names/:id/approve': { $post: pendingProviderNameSchema },
  '/admin/provider-names/:id/reject': { $post: pendingProviderNameSchema },
  '/admin/reports/providers': { $get: providerReportSchema },
  '/admin/analytics/bookings-by-channel': { $get: channelDaysChartSchema },
  '/admin/analytics/categories': { $get: categoriesChartSchema },
  '/admin/analytics/cities': { $get: citiesChartSchema },
  '/admin/analytics/cancellations': { $get: cancellationsChartSchema },
  '/admin/analytics/chat-share': { $get: chatShareChartSchema },
  '/admin/analytics/languages': { $get: languagesChartSchema },
  '/admin/analytics/search-misses': { $get: searchMissesChartSchema },
  '/admin/rewards/:id': { $get: clientRewardsSchema },
  '/admin/rewards/:id/adjustments': { $post: clientRewardsSchema },
  '/admin/users': { $get: userPageSchema },
  '/admin/users/:id': { $get: adminUserDetailSchema },
  '/admin/users/:id/role': { $post: adminUserDetailSchema },
  '/admin/users/:id/deactivate': { $post: adminUserDetailSchema },
  '/admin/users/:id/reactivate': { $post: adminUserDetailSchema },
  '/admin/users/:id/plan': { $post: adminUserDetailSchema },
  '/admin/users/:id/reset-free-bookings': { $post: adminUserDetailSchema },
  '/admin/users/:id/lift-no-show-block': { $post: bookingBlockSchema },
  '/admin/emergency/pauses': {
    $get: z.object({ active: z.array(pauseSchema), past: z.array(pauseSchema) }),
    $post: z.object({ pause: pauseSchema, cancelled: z.number().int() }),
  },
  '/admin/emergency/preview': { $get: z.object({ bookings: z.array(affectedBookingSchema) }) },
  '/admin/emergency/:id/end': { $post: pauseSchema },
  '/admin/ip-whitelist': { $get: ipRuleListSchema, $post: ipRuleSchema },
  '/admin/ip-whitelist/:id': { $patch: ipRuleSchema, $delete: z.object({ id: z.uuid() }) },
  '/admin/access-logs': { $get: z.array(accessLogSchema) },
  '/admin/health': { $get: healthReportSchema },
  '/admin/outbox/:id/retry': { $post: retriedMessageSchema },
  '/admin/settings': { $get: settingsSchema, $patch: settingsSchema },
  '/admin/settings/history': { $get: pageOf(settingChangeSchema) },
  '/admin/complaints': { $get: pageOf(adminComplaintItemSchema) },
  '/admin/complaints/:id': { $get: adminComplaintDetailSchema },
  '/admin/complaints/:id/assign': { $post: adminComplaintDetailSchema },
  '/admin/complaints/:id/answer': { $post: adminComplaintDetailSchema },
  '/admin/complaints/:id/resolve': { $post: adminComplaintDetailSchema },
  '/admin/bookings': { $get: adminBookingPageSchema },
  '/admin/bookings/lookup': { $get: bookingLookupSchema },
  '/admin/bookings/:id/cancel': { $post: adminBookingSchema },
  '/admin/bookings/:id/move': { $post: adminBookingSchema },
  '/admin/providers/:id/free-slots': { $get: z.array(adminSlotSchema) },
  '/admin/access': { $get: adminAccessSchema },
  '/admin/overview': { $get: adminOverviewSchema },
  '/admin/role-requests': { $get: z.array(adminRoleRequestSchema) },
  '/admin/role-requests/:id/approve': { $post: adminRoleRequestSchema },
  '/admin/role-requests/:id/reject': { $post: adminRoleRequestSchema },
  '/admin/services': { $get: z.array(adminServiceSchema) },
  '/admin/services/:id/approve': { $post: decidedServiceSchema },
  '/admin/services/:id/reject': { $post: decidedServiceSchema },
  '/admin/payments': { $get: paymentPageSchema },
  '/admin/payments/:id/verify': { $post: paymentSchema },
  '/admin/payments/:id/reject': { $post: paymentSchema },
  '/admin/transactions': { $get: paymentPageSchema },
  '/admin/agents/overview': { $get: agentOverviewSchema },
  '/admin/agents/misses': { $get: agentMissPageSchema },
  '/provider/hours': { $get: weekPlanSchema, $put: changedWeekPlanSchema },
  '/provider/policies': { $get: noticePolicySchema, $put: noticePolicySchema },
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
  '/provider/bookings/:id/attended': { $post: providerBookingSchema },
  '/provider/bookings/:id/no-show': { $post: providerBookingSchema },
  '/provider/bookings/:id/undo': { $post: providerBookingSchema },
  '/provider/bookings/:id/cancel': { $post: providerBookingSchema },
  '/provider/bookings/:id/move': { $post: providerBookingSchema },
  '/provider/bookings/:id/payment-received': { $post: providerBookingSchema },
  '/services': { $get: serviceListingPageSchema },
  '/services/:id': { $get: serviceListingSchema },
  '/provider-applications/mine': { $get: providerApplicationSchema.nullable() },
  '/provider-applications': { $post: providerApplicationSchema },
  '/providers/:id/slots': { $get: z.array(slotSchema) },
  '/emergency/active': { $get: z.array(activePauseSchema) },
  '/me': { $get: meSchema },
  '/me/profile': { $patch: meSchema },
  '/me/quota': { $get: quotaSchema },
  '/me/booking-block': { $get: bookingBlockSchema },
  '/health-records': { $get: z.object({ items: z.array(healthRecordSchema) }), $post: healthRecordSchema },
  '/health-records/:id/file': { $get: noSchema },
  '/health-records/:id': { $patch: healthRecordSchema, $delete: z.object({ deleted: z.literal(true) }) },
  '/rewards': { $get: rewardsSchema },
  '/rewards/redeem': { $post: rewardsSchema },
  '/rewards/referral': { $post: rewardsSchema },
  '/chat': { $post: noSchema },
  '/chat/:id': { $get: noSchema },
  '/notifications': { $get: notificationListSchema },
  '/notifications/read-all': { $post: z.object({ updated: z.int() }) },
  '/notifications/:id/read': { $post: notificationSchema },
  '/waitlist': { $get: z.array(waitlistEntrySchema), $post: joinedWaitlistSchema },
  '/waitlist/:id': { $delete: leftWaitlistSchema },
  '/events': { $get: noSchema },
  '/health': { $get: noSchema },
  '/complaints': { $post: complaintDetailSchema, $get: z.array(complaintSummarySchema) },
  '/complaints/support-contact': { $get: supportContactSchema },
  '/complaints/:id': { $get: complaintDetailSchema },
  '/complaints/:id/messages': { $post: complaintDetailSchema },
  '/setup/admin': { $get: firstAdminStateSchema, $post: firstAdminCreatedSchema },
  '/bookings': { $get: z.array(listedBookingSchema), $post: bookingSchema },
  '/bookings/:id': { $get: bookingSchema },
  '/bookings/:id/cancel': { $post: cancelBookingResponseSchema },
  '/bookings/:id/reschedule': { $post: bookingSchema },
  '/bookings/:id/review': { $post: reviewSchema },
  '/bookings/:id/payment': { $post: bookingSchema },
  '/role-requests': { $post: roleRequestSchema },
});
