import { and, asc, count, desc, eq, gt, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { profiles, user, type Role } from '#db/schema/index.ts';
import { containsPattern } from '#db/queries/like-pattern.ts';
import type { AppContext } from '../../core/context.ts';
import { addDays, istToInstant } from '../../core/time-zone.ts';
import { pageWindow } from '../../core/page-window.ts';

export type Tier = 'free' | 'pro' | 'enterprise';

export type UserListQuery = {
  page: number;
  pageSize: number;
  dir: 'asc' | 'desc';
  sort: 'name' | 'email' | 'joined' | 'role';
  q?: string | undefined;
  role?: Role | undefined;
  tier?: Tier | undefined;
  active?: boolean | undefined;
  city?: string | undefined;
  /** IST dates, both days included. */
  joinedFrom?: string | undefined;
  joinedTo?: string | undefined;
};

export type AdminUserRow = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  role: Role;
  active: boolean;
  tier: Tier;
  city: string | null;
  joinedAt: string;
};

const phoneColumn = sql<string | null>`coalesce(${user.phoneNumber}, ${profiles.contactPhone})`;
export const activeColumn = sql<boolean>`coalesce(${profiles.isActive}, true)`;
export const tierColumn = sql<Tier>`coalesce(${profiles.subscriptionTier}, 'free')`;

export const rowColumns = {
  id: user.id,
  name: user.name,
  email: user.email,
  phone: phoneColumn,
  role: user.role,
  active: activeColumn,
  tier: tierColumn,
  city: profiles.city,
  joinedAt: user.createdAt,
};

/** The list's filters without its paging and sorting (the CSV export takes the same ones). */
export type UserWhere = Omit<UserListQuery, 'page' | 'pageSize' | 'dir' | 'sort'>;

function userFilters(query: UserWhere): SQL | undefined {
  const where: SQL[] = [];
  if (query.q) {
    const pattern = containsPattern(query.q);
    const digits = query.q.replace(/\D/g, '');
    const anyOf: SQL[] = [ilike(user.name, pattern), ilike(user.email, pattern), ilike(sql`coalesce(${profiles.fullName}, '')`, pattern)];
    // Phone numbers are searched by their digits, so "98400 12345", "+91 98400-12345" and "9840012345" all find one.
    if (digits.length >= 3) {
      anyOf.push(
        sql`regexp_replace(coalesce(${user.phoneNumber}, '') || ' ' || coalesce(${profiles.contactPhone}, ''), '\D', '', 'g') like ${`%${digits}%`}`,
      );
    }
    where.push(or(...anyOf)!);
  }
  if (query.role) where.push(eq(user.role, query.role));
  if (query.tier) where.push(sql`${tierColumn} = ${query.tier}`);
  if (query.active !== undefined) where.push(sql`${activeColumn} = ${query.active}`);
  if (query.city) where.push(sql`lower(${profiles.city}) = lower(${query.city})`);
  if (query.joinedFrom) where.push(gte(user.createdAt, istToInstant(query.joinedFrom)));
  if (query.joinedTo) where.push(lt(user.createdAt, istToInstant(addDays(query.joinedTo, 1))));
  return where.length > 0 ? and(...where) : undefined;
}

const sortColumns = { name: sql`lower(${user.name})`, email: user.email, joined: user.createdAt, role: user.role } as const;

export function toRow(row: {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  role: string;
  active: boolean;
  tier: Tier;
  city: string | null;
  joinedAt: Date;
}): AdminUserRow {
  return { ...row, role: row.role as Role, joinedAt: row.joinedAt.toISOString() };
}

/** Users for the admin table: searched, filtered, sorted and paged on the server. */
export async function listUsersForAdmin(ctx: AppContext, query: UserListQuery) {
  const where = userFilters(query);
  const order = query.dir === 'asc' ? asc : desc;
  const { offset, limit } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select(rowColumns)
      .from(user)
      .leftJoin(profiles, eq(profiles.userId, user.id))
      .where(where)
      .orderBy(order(sortColumns[query.sort]), asc(user.id))
      .offset(offset)
      .limit(limit),
    ctx.db.select({ n: count() }).from(user).leftJoin(profiles, eq(profiles.userId, user.id)).where(where),
  ]);
  return { items: rows.map(toRow), total: Number(total?.n ?? 0), page: query.page, pageSize: query.pageSize };
}

/** The filtered list in id order, `limit` rows after `afterId` (keyset paging for the CSV export). */
export async function usersAfter(
  ctx: Pick<AppContext, 'db'>,
  query: UserWhere,
  afterId: string | null,
  limit: number,
): Promise<AdminUserRow[]> {
  const rows = await ctx.db
    .select(rowColumns)
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(and(userFilters(query), afterId ? gt(user.id, afterId) : undefined))
    .orderBy(asc(user.id))
    .limit(limit);
  return rows.map(toRow);
}
