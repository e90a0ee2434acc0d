import { and, avg, count, inArray, min } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { providers, reviews, services, type CategoryId } from '#db/schema/index.ts';
import { bookableService } from './listed-providers.ts';

/** A provider as the directory and the palette show it. */
export type ProviderCard = {
  id: string;
  name: string;
  category: CategoryId;
  specialty: string | null;
  city: string;
  area: string | null;
  languages: string[];
  verified: boolean;
  /** Average review rating to one decimal; null before the first review. */
  rating: number | null;
  reviewCount: number;
  /** The cheapest bookable service; null when the provider has none. */
  priceFromPaise: number | null;
  avatarUrl: string | null;
};

/** The provider columns a card needs (select these, then `toCards`). */
export const cardColumns = {
  id: providers.id,
  name: providers.name,
  category: providers.category,
  specialty: providers.specialty,
  city: providers.city,
  area: providers.area,
  languages: providers.languages,
  verification: providers.verification,
  avatarUrl: providers.avatarUrl,
};

export type CardRow = {
  id: string;
  name: string;
  category: CategoryId;
  specialty: string | null;
  city: string;
  area: string | null;
  languages: string[];
  verification: 'pending' | 'verified' | 'suspended';
  avatarUrl: string | null;
};

/**
 * Completes provider rows with their rating (computed from the reviews themselves, so it is
 * always right) and their cheapest bookable service. Two grouped queries for the whole page.
 */
export async function toCards(db: Db, rows: CardRow[]): Promise<ProviderCard[]> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [prices, ratings] = await Promise.all([
    db
      .select({ providerId: services.providerId, priceFromPaise: min(services.pricePaise) })
      .from(services)
      .where(and(inArray(services.providerId, ids), bookableService()))
      .groupBy(services.providerId),
    db
      .select({ providerId: reviews.providerId, average: avg(reviews.rating), reviewCount: count() })
      .from(reviews)
      .where(inArray(reviews.providerId, ids))
      .groupBy(reviews.providerId),
  ]);
  const priceOf = new Map(prices.map((row) => [row.providerId, row.priceFromPaise]));
  const ratingOf = new Map(ratings.map((row) => [row.providerId, row]));
  return rows.map(({ verification, ...row }) => {
    const rating = ratingOf.get(row.id);
    return {
      ...row,
      verified: verification === 'verified',
      rating: rating?.average == null ? null : Math.round(Number(rating.average) * 10) / 10,
      reviewCount: Number(rating?.reviewCount ?? 0),
      priceFromPaise: priceOf.get(row.id) ?? null,
    };
  });
}
