import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { profiles, providers, services, type CategoryId } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';
import { bookableService, listedProvider } from './listed-providers.ts';

/** A bookable service as the services list shows it: enough to book it without the provider page. */
export type ServiceListing = {
  id: string;
  name: string;
  category: CategoryId;
  durationMinutes: number;
  pricePaise: number;
  providerId: string;
  providerName: string;
  city: string;
  area: string | null;
};

export type ServiceListQuery = { category?: CategoryId | undefined; city?: string | undefined; page: number; pageSize: number };
export type ServiceListingPage = { items: ServiceListing[]; total: number; page: number; pageSize: number };

const listingColumns = {
  id: services.id,
  name: services.name,
  category: services.category,
  durationMinutes: services.durationMinutes,
  pricePaise: services.pricePaise,
  providerId: providers.id,
  providerName: providers.name,
  city: providers.city,
  area: providers.area,
};

/** Bookable services of listed providers only (DESIGN §3), whatever else `where` asks. */
function bookableWhere(where?: SQL) {
  return and(bookableService(), listedProvider(), where);
}

function fromListed(ctx: Pick<AppContext, 'db'>) {
  return ctx.db
    .select(listingColumns)
    .from(services)
    .innerJoin(providers, eq(providers.id, services.providerId))
    .innerJoin(profiles, eq(profiles.userId, providers.userId));
}

/** The browsable services list: best-rated providers first, then by service name; `total` counts every match. */
export async function listServices(ctx: Pick<AppContext, 'db'>, query: ServiceListQuery): Promise<ServiceListingPage> {
  const { page, pageSize } = query;
  const where = bookableWhere(
    and(
      query.category ? eq(services.category, query.category) : undefined,
      query.city ? sql`lower(${providers.city}) = lower(${query.city.trim()})` : undefined,
    ),
  );
  const [items, totals] = await Promise.all([
    fromListed(ctx)
      .where(where)
      .orderBy(desc(providers.ratingAvg), asc(services.name), asc(services.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    ctx.db
      .select({ total: count() })
      .from(services)
      .innerJoin(providers, eq(providers.id, services.providerId))
      .innerJoin(profiles, eq(profiles.userId, providers.userId))
      .where(where),
  ]);
  return { items, total: Number(totals[0]?.total ?? 0), page, pageSize };
}

/** One bookable service with its provider, so `/services/{id}/book` needs nothing but the id; 404 otherwise. */
export async function getServiceListing(ctx: Pick<AppContext, 'db'>, serviceId: string): Promise<ServiceListing> {
  const [row] = await fromListed(ctx).where(bookableWhere(eq(services.id, serviceId)));
  if (!row) throw new AppError('not_found', { message: 'Service not found.' });
  return row;
}
