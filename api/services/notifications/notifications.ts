import { listNotificationsOfUser, markAllNotificationsRead, markNotificationRead, type Notification } from '#db/queries/notifications.ts';
import type { AppContext } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';
import { publishEvents } from '../events/event-hub.ts';

/** The bell shows the newest 20 (spec §9). */
export const notificationPageSize = 20;

export type NotificationView = {
  id: string;
  title: string;
  message: string;
  type: Notification['type'];
  data: Notification['data'];
  readAt: string | null;
  createdAt: string;
};

function toView(row: Notification): NotificationView {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    type: row.type,
    data: row.data ?? null,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The user's newest notifications and their unread count. */
export async function listNotifications(ctx: AppContext, userId: string) {
  const { items, unreadCount } = await listNotificationsOfUser(ctx.db, { userId, limit: notificationPageSize });
  return { items: items.map(toView), unreadCount };
}

/** Marks one of the user's own notifications read; someone else's is a 404, never revealed. */
export async function readNotification(ctx: AppContext, userId: string, id: string): Promise<NotificationView> {
  const row = await markNotificationRead(ctx.db, { id, userId, now: ctx.now() });
  if (!row) throw new AppError('not_found', { message: 'Notification not found.' });
  // Other open tabs of this user refresh their badge.
  await publishEvents(ctx, [{ type: 'notification', userIds: [userId], data: { action: 'read', notificationId: id } }]);
  return toView(row);
}

/** Marks all of the user's unread notifications read (the bell opened). */
export async function readAllNotifications(ctx: AppContext, userId: string): Promise<{ updated: number }> {
  const updated = await markAllNotificationsRead(ctx.db, { userId, now: ctx.now() });
  if (updated > 0) {
    await publishEvents(ctx, [{ type: 'notification', userIds: [userId], data: { action: 'read_all' } }]);
  }
  return { updated };
}
