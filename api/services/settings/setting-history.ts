import { count, desc, eq } from 'drizzle-orm';
import { settingChanges, user } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';
import { pageWindow } from '../../core/page-window.ts';

/** The settings changes, newest first, each with the admin who made it (null once their account is gone). */
export async function listSettingChanges(ctx: AppContext, page: { page: number; pageSize: number }) {
  const { offset, limit } = pageWindow(page);
  const rows = await ctx.db
    .select({
      id: settingChanges.id,
      key: settingChanges.key,
      oldValue: settingChanges.oldValue,
      newValue: settingChanges.newValue,
      adminId: user.id,
      email: user.email,
      createdAt: settingChanges.createdAt,
    })
    .from(settingChanges)
    .leftJoin(user, eq(user.id, settingChanges.changedBy))
    .orderBy(desc(settingChanges.createdAt), desc(settingChanges.id))
    .offset(offset)
    .limit(limit);
  const [total] = await ctx.db.select({ n: count() }).from(settingChanges);
  return {
    items: rows.map((row) => ({
      id: row.id,
      key: row.key,
      oldValue: row.oldValue ?? null,
      newValue: row.newValue,
      changedBy: row.adminId && row.email ? { id: row.adminId, email: row.email } : null,
      createdAt: row.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page: page.page,
    pageSize: page.pageSize,
  };
}
