import { count, like, sql } from 'drizzle-orm';
import { executeCount, type Db } from '../client.ts';
import { istDate } from '../contract/ist.ts';
import { generateSlotsFromRules } from '../queries/slots.ts';
import { account, availabilityRules, profiles, providers, reviews, services, user } from '../schema/index.ts';
import { buildCatalogue } from './build-catalogue.ts';
import { bulkInsert } from './bulk-insert.ts';
import { providerEmailDomain, type CatalogueRows } from './rows.ts';

export type CatalogueOptions = {
  providers: number;
  seed?: number;
  now: Date;
  /** IST days of slots to generate from today (default 14). */
  slotDays?: number;
  /** Keeps the e-mails of a second catalogue apart from the first's. */
  emailTag?: string;
};

export type CatalogueSummary = { providers: number; services: number; slots: number; reviews: number };

/** Inserts prepared rows, generates their slots and brings every provider's rating in line with its reviews. */
export async function insertCatalogue(db: Db, rows: CatalogueRows, options: { now: Date; slotDays?: number }) {
  await bulkInsert(db, user, rows.users);
  await bulkInsert(db, account, rows.accounts);
  await bulkInsert(db, profiles, rows.profiles);
  await bulkInsert(db, providers, rows.providers);
  await bulkInsert(db, services, rows.services);
  await bulkInsert(db, availabilityRules, rows.rules);
  await bulkInsert(db, reviews, rows.reviews);
  const slots = await generateSlotsFromRules(db, {
    fromDate: istDate(options.now),
    days: options.slotDays ?? 14,
    now: options.now,
  });
  await refreshRatings(db);
  return slots;
}

/** Sets rating_avg (two decimals) and rating_count from the reviews, in one statement. */
export async function refreshRatings(db: Db): Promise<number> {
  return executeCount(
    db,
    sql`
    update providers p
    set rating_avg = r.average, rating_count = r.total
    from (
      select provider_id, round(avg(rating), 2)::real as average, count(*)::int as total
      from reviews group by provider_id
    ) r
    where p.id = r.provider_id and (p.rating_count <> r.total or p.rating_avg <> r.average)`,
  );
}

/**
 * A tag for this run's provider e-mails when earlier runs left providers behind, so that
 * `rohan-mehta@…` of a second catalogue becomes `rohan-mehta.x160@…` instead of a conflict.
 */
export async function freeEmailTag(db: Db): Promise<string | undefined> {
  const [row] = await db
    .select({ total: count() })
    .from(user)
    .where(like(user.email, `%@${providerEmailDomain}`));
  const existing = row?.total ?? 0;
  return existing === 0 ? undefined : `x${existing}`;
}

/**
 * A deterministic catalogue of `providers` listed providers with users, profiles, services,
 * weekly hours, slots and reviews, in one transaction. Scales to 20,000+ providers.
 */
export async function seedCatalogue(db: Db, options: CatalogueOptions): Promise<CatalogueSummary> {
  return db.transaction(async (tx) => {
    const emailTag = options.emailTag ?? (await freeEmailTag(tx));
    const rows = buildCatalogue({ providers: options.providers, seed: options.seed ?? 42, now: options.now, emailTag });
    const slots = await insertCatalogue(tx, rows, options);
    return { providers: rows.providers.length, services: rows.services.length, slots, reviews: rows.reviews.length };
  });
}
