/**
 * Reads the part of the listed catalogue that search documents are made from: listed providers
 * (listedProvider) and their bookable services (bookableService), for some providers.
 */
import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { profiles, providers, services } from '#db/schema/index.ts';
import { bookableService, listedProvider } from '../listed-providers.ts';
import type { CatalogProvider, CatalogService } from './catalog-documents.ts';

export type CatalogueSlice = { providers: CatalogProvider[]; services: CatalogService[] };

/** Which providers to read: given ids (the drain), or the next `limit` listed ones by id after `after` (the rebuild). */
export type SliceSelector = { providerIds: string[] } | { after: string | null; limit: number };

const anyOf = (ids: string[]) => sql`${providers.id} = any(${sql.param(ids)}::uuid[])`;

async function readProviders(db: Db, selector: SliceSelector) {
  const query = db
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
    .innerJoin(profiles, eq(profiles.userId, providers.userId));
  if ('providerIds' in selector) return query.where(and(listedProvider(), anyOf(selector.providerIds)));
  const after: SQL | undefined = selector.after === null ? undefined : gt(providers.id, selector.after);
  return query.where(and(listedProvider(), after)).orderBy(asc(providers.id)).limit(selector.limit);
}

/** The listed providers chosen by `selector`, with their bookable services and cheapest price. */
export async function readCatalogueSlice(db: Db, selector: SliceSelector): Promise<CatalogueSlice> {
  const providerRows = await readProviders(db, selector);
  if (providerRows.length === 0) return { providers: [], services: [] };
  // Only the providers just read as listed: the services of any other one have no document.
  const serviceRows = await db
    .select({
      id: services.id,
      providerId: services.providerId,
      name: services.name,
      category: services.category,
      pricePaise: services.pricePaise,
    })
    .from(services)
    .where(and(bookableService(), sql`${services.providerId} = any(${sql.param(providerRows.map((row) => row.id))}::uuid[])`));
  const cheapest = new Map<string, number>();
  for (const service of serviceRows) {
    const known = cheapest.get(service.providerId);
    if (known === undefined || service.pricePaise < known) cheapest.set(service.providerId, service.pricePaise);
  }
  return {
    providers: providerRows.map((row) => ({ ...row, priceFromPaise: cheapest.get(row.id) ?? null })),
    services: serviceRows,
  };
}
