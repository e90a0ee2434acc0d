import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env.ts';
import { jsonResponse } from '../../http/openapi.ts';
import { validate } from '../../http/validate.ts';
import { addTimeOff, listTimeOff, removeTimeOff } from '../../services/providers/time-off.ts';
import { listOwnReviews, replyToReview } from '../../services/reviews/reviews.ts';
import { getWeekPlan, setWeekPlan } from '../../services/providers/weekly-hours.ts';
import type { RouteDeps } from '../deps.ts';
import {
  timeOffBodySchema,
  timeOffIdParamSchema,
  timeOffSchema,
  toWeekPlanBody,
  weekPlanBodySchema,
  weekPlanSchema,
  changedWeekPlanSchema,
  providerRouteErrors,
  replyBodySchema,
  reviewIdParamSchema,
  reviewSchema,
} from './provider.schema.ts';

const errors = providerRouteErrors;

/** Weekly hours and time off (every change regenerates the slots of the horizon at once), and reviews (issue 13.4, 13.7). */
export function createProviderPracticeRoutes(deps: RouteDeps) {
  const { ctx } = deps;
  // Signed in as a provider: checked by the parent router (provider.routes.ts).
  return new Hono<AppEnv>()
    .get(
      '/hours',
      describeRoute({
        tags: ['provider'],
        summary: 'My weekly hours, slot length and gap',
        responses: { 200: jsonResponse(weekPlanSchema, 'Week'), ...errors },
      }),
      async (c) => c.json(toWeekPlanBody(await getWeekPlan(ctx, c.var.user.id))),
    )
    .put(
      '/hours',
      describeRoute({
        tags: ['provider'],
        summary: 'Replace my weekly hours; free slots regenerate at once, booked slots never change',
        responses: { 200: jsonResponse(changedWeekPlanSchema, 'Week'), 400: { description: 'Invalid' }, ...errors },
      }),
      validate('json', weekPlanBodySchema),
      async (c) => c.json(toWeekPlanBody(await setWeekPlan(ctx, c.var.user.id, c.req.valid('json')))),
    )
    .get(
      '/time-off',
      describeRoute({
        tags: ['provider'],
        summary: 'My time off that has not ended, with the bookings inside each',
        responses: { 200: jsonResponse(z.array(timeOffSchema), 'Time off'), ...errors },
      }),
      async (c) => c.json(await listTimeOff(ctx, c.var.user.id)),
    )
    .post(
      '/time-off',
      describeRoute({
        tags: ['provider'],
        summary: 'Take time off (days, a range, or part of a day); lists the bookings inside, which stay until I decide',
        responses: { 201: jsonResponse(timeOffSchema, 'Added'), 400: { description: 'Invalid' }, ...errors },
      }),
      validate('json', timeOffBodySchema),
      async (c) => c.json(await addTimeOff(ctx, c.var.user.id, c.req.valid('json')), 201),
    )
    .delete(
      '/time-off/:id',
      describeRoute({
        tags: ['provider'],
        summary: 'Remove time off; its slots come back',
        responses: { 204: { description: 'Removed' }, ...errors },
      }),
      validate('param', timeOffIdParamSchema),
      async (c) => {
        await removeTimeOff(ctx, c.var.user.id, c.req.valid('param').id);
        return c.body(null, 204);
      },
    )
    .get(
      '/reviews',
      describeRoute({
        tags: ['provider'],
        summary: 'Reviews of my practice, newest first',
        responses: { 200: jsonResponse(z.array(reviewSchema), 'Reviews'), ...errors },
      }),
      async (c) => c.json(await listOwnReviews(ctx, c.var.user.id)),
    )
    .post(
      '/reviews/:id/reply',
      describeRoute({
        tags: ['provider'],
        summary: 'Answer a review, once and publicly',
        responses: {
          200: jsonResponse(reviewSchema, 'Replied'),
          400: { description: 'Invalid' },
          409: { description: 'Already replied' },
          ...errors,
        },
      }),
      validate('param', reviewIdParamSchema),
      validate('json', replyBodySchema),
      async (c) => c.json(await replyToReview(ctx, c.var.user.id, c.req.valid('param').id, c.req.valid('json').reply)),
    );
}
