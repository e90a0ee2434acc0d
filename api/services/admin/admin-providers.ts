import { and, asc, count, desc, eq, gt, ilike, or, sql, type SQL } from 'drizzle-orm';
import { bookings, providers, user, type CategoryId } from '#db/schema/index.ts';
import { containsPattern } from '#db/queries/like-pattern.ts';
import type { AppContext } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';
import { pageWindow } from '../../core/page-window.ts';

export type Verification = 'pending' | 'verified' | 'suspended';

export type ProviderListQuery = {
  page: number;
  pageSize: number;
  dir: 'asc' | 'desc';
  sort: 'name' | 'city' | 'rating' | 'joined' | 'upcoming';
  verification?: Verification | undefined;
  q?: string | undefined;
  city?: string | undefined;
  category?: CategoryId | undefined;
};

/** Active bookings still to come, per provider: what a suspension would cancel or keep. */
function upcomingCount(now: Date) {
  return sql<number>`(select count(*)::int from ${bookings} b
    where b.provider_id = ${providers.id} and b.status in ('pending', 'confirmed') and b.starts_at > ${now.toISOString()}::timestamptz)`;
}

function rowColumns(now: Date) {
  return {
    id: providers.id,
    userId: providers.userId,
    name: providers.name,
    email: user.email,
    phone: providers.phone,
    category: providers.category,
    specialty: providers.specialty,
    city: providers.city,
    area: providers.area,
    verification: providers.verification,
    ratingAvg: providers.ratingAvg,
    ratingCount: providers.ratingCount,
    upcomingBookings: upcomingCount(now),
    joinedAt: providers.createdAt,
  };
}

type ProviderSelect = Omit<
  typeof providers.$inferSelect,
  | 'createdAt'
  | 'updatedAt'
  | 'bio'
  | 'languages'
  | 'avatarUrl'
  | 'address'
  | 'visitsAtHome'
  | 'slotMinutes'
  | 'gapMinutes'
  | 'pendingName'
  | 'bookingNoticeMinutes'
  | 'cancelNoticeMinutes'
  | 'pendingNameAt'
> & {
  email: string;
  upcomingBookings: number;
  joinedAt: Date;
};

function toRow(row: ProviderSelect) {
  return {
    ...row,
    ratingAvg: Math.round(row.ratingAvg * 10) / 10,
    upcomingBookings: Number(row.upcomingBookings),
    joinedAt: row.joinedAt.toISOString(),
  };
}

export type AdminProviderRow = ReturnType<typeof toRow>;

function providerFilters(query: Pick<ProviderListQuery, 'q' | 'city' | 'category'>): SQL[] {
  const where: SQL[] = [];
  if (query.q) {
    const pattern = containsPattern(query.q);
    const anyOf: SQL[] = [
      ilike(providers.name, pattern),
      ilike(user.email, pattern),
      ilike(sql`coalesce(${providers.specialty}, '')`, pattern),
    ];
    const digits = query.q.replace(/\D/g, '');
    if (digits.length >= 3) anyOf.push(sql`regexp_replace(coalesce(${providers.phone}, ''), '\D', '', 'g') like ${`%${digits}%`}`);
    where.push(or(...anyOf)!);
  }
  if (query.city) where.push(sql`lower(${providers.city}) = lower(${query.city})`);
  if (query.category) where.push(eq(providers.category, query.category));
  return where;
}

/**
 * Providers for the admin table, by verification state (the tabs), searched, sorted and paged on
 * the server; `counts` gives each tab's size under the same search and filters.
 */
export async function listProvidersForAdmin(ctx: AppContext, query: ProviderListQuery) {
  const now = ctx.now();
  const filters = providerFilters(query);
  const where = and(...filters, ...(query.verification ? [eq(providers.verification, query.verification)] : []));
  const sortColumns = {
    name: sql`lower(${providers.name})`,
    city: sql`lower(${providers.city})`,
    rating: providers.ratingAvg,
    joined: providers.createdAt,
    upcoming: upcomingCount(now),
  };
  const order = query.dir === 'asc' ? asc : desc;
  const { offset, limit } = pageWindow(query);
  const [rows, byState] = await Promise.all([
    ctx.db
      .select(rowColumns(now))
      .from(providers)
      .innerJoin(user, eq(user.id, providers.userId))
      .where(where)
      .orderBy(order(sortColumns[query.sort]), asc(providers.id))
      .offset(offset)
      .limit(limit),
    ctx.db
      .select({ verification: providers.verification, n: count() })
      .from(providers)
      .innerJoin(user, eq(user.id, providers.userId))
      .where(and(...filters))
      .groupBy(providers.verification),
  ]);
  const counts = { pending: 0, verified: 0, suspended: 0 };
  for (const row of byState) counts[row.verification] = Number(row.n);
  const total = query.verification ? counts[query.verification] : counts.pending + counts.verified + counts.suspended;
  return {
    items: rows.map(toRow),
    total,
    page: query.page,
    pageSize: query.pageSize,
    counts,
  };
}

/** The list's filters without its paging and sorting (the CSV export takes the same ones). */
export type ProviderWhere = Omit<ProviderListQuery, 'page' | 'pageSize' | 'dir' | 'sort'>;

/** The filtered list in id order, `limit` rows after `afterId` (keyset paging for the CSV export). */
export async function providersAfter(
  ctx: Pick<AppContext, 'db' | 'now'>,
  query: ProviderWhere,
  afterId: string | null,
  limit: number,
): Promise<AdminProviderRow[]> {
  const rows = await ctx.db
    .select(rowColumns(ctx.now()))
    .from(providers)
    .innerJoin(user, eq(user.id, providers.userId))
    .where(
      and(
        ...providerFilters(query),
        query.verification ? eq(providers.verification, query.verification) : undefined,
        afterId ? gt(providers.id, afterId) : undefined,
      ),
    )
    .orderBy(asc(providers.id))
    .limit(limit);
  return rows.map(toRow);
}

/** One provider in the shape of the table's rows (the answer of every action). */
export async function providerRow(ctx: AppContext, providerId: string): Promise<AdminProviderRow> {
  const [row] = await ctx.db
    .select(rowColumns(ctx.now()))
    .from(providers)
    .innerJoin(user, eq(user.id, providers.userId))
    .where(eq(providers.id, providerId));
  if (!row) throw new AppError('not_found', { message: 'Provider not found.' });
  return toRow(row);
}
