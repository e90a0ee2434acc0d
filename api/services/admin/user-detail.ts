import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { bookings, conversationMessages, conversations, notifications, profiles, providers, services, user } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';
import { readNoShowBlock } from '../policies/no-show-block.ts';
import { rowColumns, toRow } from './users.ts';

const latestBookings = 10;
const latestMessages = 20;
const latestNotifications = 10;
const messagePreviewLength = 500;

/**
 * One user for support: the profile, their latest bookings, and what was said to and by them —
 * their own words and Mitra's answers in their conversations (tool and system turns are the
 * agent's internals, left out) and the notifications they were sent, newest first.
 */
export async function getUserForAdmin(ctx: AppContext, userId: string) {
  const [found] = await ctx.db
    .select({
      ...rowColumns,
      tierEndsAt: profiles.planEndsAt,
      freeBookingsUsed: sql<number>`coalesce(${profiles.freeBookingsUsed}, 0)`,
      freeBookingLimit: sql<number>`coalesce(${profiles.freeBookingLimit}, 0)`,
      locale: sql<string>`coalesce(${profiles.locale}::text, 'en')`,
      providerId: providers.id,
      providerVerification: providers.verification,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .leftJoin(providers, eq(providers.userId, user.id))
    .where(eq(user.id, userId));
  if (!found) throw new AppError('not_found', { message: 'User not found.' });
  const [bookingRows, messageRows, notificationRows, noShowBlock] = await Promise.all([
    ctx.db
      .select({
        id: bookings.id,
        status: bookings.status,
        startsAt: bookings.startsAt,
        channel: bookings.channel,
        amountPaise: bookings.amountPaise,
        provider: { id: providers.id, name: providers.name },
        serviceName: services.name,
      })
      .from(bookings)
      .innerJoin(providers, eq(providers.id, bookings.providerId))
      .leftJoin(services, eq(services.id, bookings.serviceId))
      .where(eq(bookings.userId, userId))
      .orderBy(desc(bookings.startsAt))
      .limit(latestBookings),
    ctx.db
      .select({
        id: conversationMessages.id,
        role: conversationMessages.role,
        content: conversationMessages.content,
        channel: conversations.channel,
        createdAt: conversationMessages.createdAt,
      })
      .from(conversationMessages)
      .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
      .where(and(eq(conversations.userId, userId), inArray(conversationMessages.role, ['user', 'assistant'])))
      .orderBy(desc(conversationMessages.createdAt), desc(conversationMessages.id))
      .limit(latestMessages),
    ctx.db
      .select({
        id: notifications.id,
        title: notifications.title,
        message: notifications.message,
        type: notifications.type,
        readAt: notifications.readAt,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(latestNotifications),
    readNoShowBlock(ctx, userId),
  ]);
  const { tierEndsAt, providerId, providerVerification, ...profile } = found;
  return {
    ...toRow(profile),
    planEndsAt: tierEndsAt?.toISOString() ?? null,
    freeBookingsUsed: Number(profile.freeBookingsUsed),
    freeBookingLimit: Number(profile.freeBookingLimit),
    locale: profile.locale,
    provider: providerId ? { id: providerId, verification: providerVerification! } : null,
    noShowBlock,
    bookings: bookingRows.map((row) => ({ ...row, startsAt: row.startsAt.toISOString() })),
    messages: messageRows
      .filter((row) => row.content.trim() !== '')
      .map((row) => ({
        ...row,
        role: row.role as 'user' | 'assistant',
        content: row.content.slice(0, messagePreviewLength),
        createdAt: row.createdAt.toISOString(),
      })),
    notifications: notificationRows.map((row) => ({
      ...row,
      readAt: row.readAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

export type AdminUserDetail = Awaited<ReturnType<typeof getUserForAdmin>>;
