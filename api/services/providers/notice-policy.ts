import { eq } from 'drizzle-orm';
import { readProviderNotice } from '#db/queries/notice-periods.ts';
import { providers } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';
import { ownProvider } from './own-provider.ts';

export type NoticePolicy = { bookingNoticeMinutes: number; cancelNoticeMinutes: number };

async function effectiveNotice(ctx: Pick<AppContext, 'db'>, providerId: string): Promise<NoticePolicy> {
  const notice = await readProviderNotice(ctx.db, providerId);
  if (!notice) throw new AppError('not_found', { message: 'No provider profile for this account.' });
  return { bookingNoticeMinutes: notice.bookingNoticeMinutes, cancelNoticeMinutes: notice.cancelNoticeMinutes };
}

/** The signed-in provider's notice periods: their own, else the platform's (admin settings). */
export async function getOwnNoticePolicy(ctx: Pick<AppContext, 'db'>, userId: string): Promise<NoticePolicy> {
  return effectiveNotice(ctx, (await ownProvider(ctx, userId)).id);
}

/** Sets one or both of the provider's own notice periods; answers what GET then answers. */
export async function setOwnNoticePolicy(
  ctx: Pick<AppContext, 'db' | 'now'>,
  userId: string,
  patch: Partial<NoticePolicy>,
): Promise<NoticePolicy> {
  const provider = await ownProvider(ctx, userId);
  if (patch.bookingNoticeMinutes !== undefined || patch.cancelNoticeMinutes !== undefined) {
    await ctx.db
      .update(providers)
      .set({ ...patch, updatedAt: ctx.now() })
      .where(eq(providers.id, provider.id));
  }
  return effectiveNotice(ctx, provider.id);
}
