import { and, eq } from 'drizzle-orm';
import { profiles, providers, services } from '#db/schema/index.ts';
import type { AppContext } from '../../../core/context.ts';
import { bookableService, listedProvider } from '../listed-providers.ts';
import { buildSearchIndex, type CatalogProvider, type SearchIndex } from './search-index.ts';

/** Reads the listed catalogue (two set-based queries) and builds a fresh index from it. */
export async function loadSearchIndex(ctx: Pick<AppContext, 'db' | 'now'>): Promise<SearchIndex> {
  const startedAt = ctx.now();
  const [providerRows, serviceRows] = await Promise.all([
    ctx.db
      .select({
        id: providers.id,
        name: providers.name,
        category: providers.category,
        specialty: providers.specialty,
        city: providers.city,
        area: providers.area,
        ratingAvg: providers.ratingAvg,
        ratingCount: providers.ratingCount,
      })
      .from(providers)
      .innerJoin(profiles, eq(profiles.userId, providers.userId))
      .where(listedProvider()),
    ctx.db
      .select({
        id: services.id,
        providerId: services.providerId,
        name: services.name,
        category: services.category,
        pricePaise: services.pricePaise,
      })
      .from(services)
      .innerJoin(providers, eq(providers.id, services.providerId))
      .innerJoin(profiles, eq(profiles.userId, providers.userId))
      .where(and(bookableService(), listedProvider())),
  ]);
  const cheapest = new Map<string, number>();
  for (const service of serviceRows) {
    const known = cheapest.get(service.providerId);
    if (known === undefined || service.pricePaise < known) cheapest.set(service.providerId, service.pricePaise);
  }
  const catalogProviders: CatalogProvider[] = providerRows.map((row) => ({ ...row, priceFromPaise: cheapest.get(row.id) ?? null }));
  return buildSearchIndex(catalogProviders, serviceRows, startedAt);
}
