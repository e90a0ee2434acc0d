import { z } from 'zod';

export const notificationIdParamSchema = z.object({ id: z.uuid() });

export const notificationSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  message: z.string(),
  type: z.enum(['booking', 'reminder', 'update', 'waitlist', 'other']),
  data: z.record(z.string(), z.unknown()).nullable(),
  readAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});

export const notificationListSchema = z.object({ items: z.array(notificationSchema), unreadCount: z.int() });
