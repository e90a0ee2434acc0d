import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { profiles, providers, reviews, services, type CategoryId } from '#db/schema/index.ts';
import { effectiveNoticeSql } from '#db/queries/notice-periods.ts';
import { recordSearchMiss } from '../insights/search-misses.ts';
import { readerOf, type AppContext } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';
import type { AlternativeReason, AskedKind, CatalogSearch } from './search/catalog-search.ts';
import { minQueryLength } from './search/index-query.ts';
import { bookableService, listedProvider } from './listed-providers.ts';
import { cardColumns, toCards, type CardRow, type ProviderCard } from './provider-cards.ts';
import { publicAuthorName } from '../reviews/author-name.ts';

export type ProviderListQuery = {
  category?: CategoryId | undefined;
  city?: string | undefined;
  q?: string | undefined;
  page: number;
  pageSize: number;
};
export type ProviderPage = {
  items: ProviderCard[];
  total: number;
  page: number;
  pageSize: number;
  /** With q naming a need: the kind asked for and where. */
  asked?: AskedKind | null;
  /** When nothing of the kind asked is there: labelled alternatives (first page of each), never matches. */
  alternatives?: { reason: AlternativeReason; items: ProviderCard[]; total: number }[];
};

export type ProviderDetail = ProviderCard & {
  bio: string | null;
  services: { id: string; name: string; category: CategoryId; description: string | null; durationMinutes: number; pricePaise: number }[];
  reviews: { authorName: string; rating: number; comment: string | null; reply: string | null; createdAt: Date }[];
  /** The notice periods clients keep to (issue 26.1), shown on the provider page before they try. */
  bookingNoticeMinutes: number;
  cancelNoticeMinutes: number;
};

const latestReviews = 5;

const noticeColumns = {
  bookingNoticeMinutes: sql<number>`${effectiveNoticeSql('booking', 'providers')}`.mapWith(Number),
  cancelNoticeMinutes: sql<number>`${effectiveNoticeSql('cancel', 'providers')}`.mapWith(Number),
};

function listedRows(ctx: Pick<AppContext, 'db'>, where: SQL | undefined) {
  return ctx.db
    .select(cardColumns)
    .from(providers)
    .innerJoin(profiles, eq(profiles.userId, providers.userId))
    .where(and(listedProvider(), where));
}

/** Cards of these listed providers, in this order. The index may lag a change by a moment; rows no longer listed simply drop out. */
async function cardsFor(ctx: Pick<AppContext, 'db'>, ids: string[]): Promise<ProviderCard[]> {
  const rows = ids.length > 0 ? await listedRows(ctx, inArray(providers.id, ids)) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return toCards(
    ctx.db,
    ids.flatMap((id) => byId.get(id) ?? []),
  );
}

/**
 * The provider directory: listed providers only. With `q`, the order is the search index's best
 * match (typos work); without, rating then name. `total` counts every match, not just the page.
 */
export async function listProviders(
  ctx: Pick<AppContext, 'db' | 'readDb' | 'logger'>,
  search: CatalogSearch,
  query: ProviderListQuery,
): Promise<ProviderPage> {
  // The list may lag the primary by a moment; the search miss it records is a write, kept on the primary.
  const reads = { db: readerOf(ctx) };
  const { page, pageSize } = query;
  const offset = (page - 1) * pageSize;
  const text = query.q?.trim() ?? '';
  if (text.length >= minQueryLength) {
    const { ids, asked, alternatives } = await search.matchProvidersHonest(text, { category: query.category, city: query.city });
    if (ids.length === 0 && page === 1) await recordSearchMiss(ctx, { term: text, source: 'web' });
    const items = await cardsFor(reads, ids.slice(offset, offset + pageSize));
    const offered = await Promise.all(
      alternatives.map(async (group) => ({
        reason: group.reason,
        items: await cardsFor(reads, group.ids.slice(0, pageSize)),
        total: group.ids.length,
      })),
    );
    return { items, total: ids.length, page, pageSize, ...(asked ? { asked, alternatives: offered } : {}) };
  }
  const where = and(
    query.category ? eq(providers.category, query.category) : undefined,
    query.city ? sql`lower(${providers.city}) = lower(${query.city.trim()})` : undefined,
  );
  const [rows, totals] = await Promise.all([
    listedRows(reads, where).orderBy(desc(providers.ratingAvg), asc(providers.name), asc(providers.id)).limit(pageSize).offset(offset),
    reads.db
      .select({ total: count() })
      .from(providers)
      .innerJoin(profiles, eq(profiles.userId, providers.userId))
      .where(and(listedProvider(), where)),
  ]);
  return { items: await toCards(reads.db, rows as CardRow[]), total: Number(totals[0]?.total ?? 0), page, pageSize };
}

/** One listed provider with its bookable services and latest reviews; 404 otherwise. */
export async function getProviderDetail(ctx: Pick<AppContext, 'db'>, providerId: string): Promise<ProviderDetail> {
  const [row] = await ctx.db
    .select({ ...cardColumns, bio: providers.bio, ...noticeColumns })
    .from(providers)
    .innerJoin(profiles, eq(profiles.userId, providers.userId))
    .where(and(listedProvider(), eq(providers.id, providerId)));
  if (!row) throw new AppError('not_found', { message: 'Provider not found.' });
  const { bio, bookingNoticeMinutes, cancelNoticeMinutes, ...cardRow } = row;
  const [[card], serviceRows, reviewRows] = await Promise.all([
    toCards(ctx.db, [cardRow]),
    ctx.db
      .select({
        id: services.id,
        name: services.name,
        category: services.category,
        description: services.description,
        durationMinutes: services.durationMinutes,
        pricePaise: services.pricePaise,
      })
      .from(services)
      .where(and(eq(services.providerId, providerId), bookableService()))
      .orderBy(asc(services.pricePaise), asc(services.name), asc(services.id)),
    ctx.db
      .select({
        authorName: reviews.authorName,
        rating: reviews.rating,
        comment: reviews.comment,
        reply: reviews.reply,
        createdAt: reviews.createdAt,
      })
      .from(reviews)
      .where(eq(reviews.providerId, providerId))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(latestReviews),
  ]);
  // Rows written before names were shortened at the source are shortened here too.
  const publicReviews = reviewRows.map((review) => ({ ...review, authorName: publicAuthorName(review.authorName) }));
  return { ...card!, bio, services: serviceRows, reviews: publicReviews, bookingNoticeMinutes, cancelNoticeMinutes };
}
