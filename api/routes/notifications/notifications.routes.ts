import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env.ts';
import { jsonResponse } from '../../http/openapi.ts';
import { validate } from '../../http/validate.ts';
import { listNotifications, readAllNotifications, readNotification } from '../../services/notifications/notifications.ts';
import type { RouteDeps } from '../deps.ts';
import { notificationIdParamSchema, notificationListSchema, notificationSchema } from './notifications.schema.ts';

/** The notifications bell: newest 20 with the unread count, read one, read all. */
export function createNotificationsRoutes(deps: RouteDeps) {
  const { ctx } = deps;
  return new Hono<AppEnv>()
    .use('*', deps.requireUser())
    .get(
      '/',
      describeRoute({
        tags: ['notifications'],
        summary: 'My newest 20 notifications and the unread count',
        responses: { 200: jsonResponse(notificationListSchema, 'Notifications') },
      }),
      async (c) => c.json(await listNotifications(ctx, c.var.user.id)),
    )
    .post(
      '/read-all',
      describeRoute({
        tags: ['notifications'],
        summary: 'Mark all my notifications read',
        responses: { 200: jsonResponse(z.object({ updated: z.int() }), 'How many changed') },
      }),
      async (c) => c.json(await readAllNotifications(ctx, c.var.user.id)),
    )
    .post(
      '/:id/read',
      describeRoute({
        tags: ['notifications'],
        summary: 'Mark one of my notifications read',
        responses: { 200: jsonResponse(notificationSchema, 'Read'), 404: { description: 'Not found (or not yours)' } },
      }),
      validate('param', notificationIdParamSchema),
      async (c) => c.json(await readNotification(ctx, c.var.user.id, c.req.valid('param').id)),
    );
}
