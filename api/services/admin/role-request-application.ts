import { asc, inArray } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { availabilityRules, providers, services } from '#db/schema/index.ts';
import type { WeeklyHours } from '../providers/weekly-hours.ts';

/**
 * What a provider application asked for, beyond its name and city: how clients reach the provider,
 * the languages, the services with their prices and the weekly hours. An admin reads it before
 * approving, since approving publishes exactly this as a verified provider.
 */
export type RoleRequestApplication = {
  /** E.164; null for a provider seeded without one. */
  phone: string | null;
  address: string | null;
  visitsAtHome: boolean;
  languages: string[];
  bio: string | null;
  slotMinutes: number;
  services: { name: string; durationMinutes: number; pricePaise: number; description: string | null }[];
  hours: WeeklyHours[];
};

type ProviderRow = typeof providers.$inferSelect;

/** The applications of these providers by provider id, read in two queries whatever their number. */
export async function applicationsOf(db: Db, rows: readonly ProviderRow[]): Promise<Map<string, RoleRequestApplication>> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return new Map();
  const [offered, ranges] = await Promise.all([
    db
      .select({
        providerId: services.providerId,
        name: services.name,
        durationMinutes: services.durationMinutes,
        pricePaise: services.pricePaise,
        description: services.description,
      })
      .from(services)
      .where(inArray(services.providerId, ids))
      .orderBy(asc(services.name)),
    db
      .select({
        providerId: availabilityRules.providerId,
        weekday: availabilityRules.weekday,
        startMinute: availabilityRules.startMinute,
        endMinute: availabilityRules.endMinute,
      })
      .from(availabilityRules)
      .where(inArray(availabilityRules.providerId, ids))
      .orderBy(asc(availabilityRules.weekday), asc(availabilityRules.startMinute)),
  ]);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        phone: row.phone,
        address: row.address,
        visitsAtHome: row.visitsAtHome,
        languages: row.languages,
        bio: row.bio,
        slotMinutes: row.slotMinutes,
        services: offered.filter((service) => service.providerId === row.id).map(({ providerId: _, ...service }) => service),
        hours: ranges.filter((range) => range.providerId === row.id).map(({ providerId: _, ...range }) => range),
      },
    ]),
  );
}
