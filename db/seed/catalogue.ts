import { count, like, sql } from 'drizzle-orm';
import { executeCount, type Db } from '../client.ts';
import { istDate } from '../contract/ist.ts';
import { generateSlotsFromRules } from '../queries/slots.ts';
import { account, availabilityRules, profiles, providers, reviews, services, user } from '../schema/index.ts';
import { catalogueChunks } from './build-catalogue.ts';
import { bulkInsert } from './bulk-insert.ts';
import { providerEmailDomain, type CatalogueRows } from './rows.ts';

/** How many days of slots the seed makes, from today (IST). */
export type SlotOptions = {
  now: Date;
  /** IST days of slots to generate from today for every provider (default 14). */
  slotDays?: number;
  /**
   * The first `providers` providers of this catalogue get `days` days of slots instead. At a million
   * providers the app's 14-day horizon is ~170M slot rows; a benchmark gives everyone a day or two
   * and a sample the whole horizon, so that the app's start-up top-up (which only looks at the
   * latest slot) finds the horizon covered.
   */
  longerSlots?: { providers: number; days: number };
  /** Filled with the milliseconds each table (and step) took. */
  timings?: SeedTimings;
};

export type CatalogueOptions = SlotOptions & {
  providers: number;
  seed?: number;
  /** Keeps the e-mails of a second catalogue apart from the first's. */
  emailTag?: string;
};

/** Milliseconds spent per table (and per step: building rows in Node, slots, ratings), summed over the chunks. */
export type SeedTimings = Record<string, number>;

export type CatalogueSummary = { providers: number; services: number; slots: number; reviews: number; timings: SeedTimings };

/** Providers built and inserted at a time: their rows stay a few tens of megabytes of heap. */
const chunkProviders = 10_000;

async function timed<T>(timings: SeedTimings, step: string, work: () => Promise<T> | T): Promise<T> {
  const started = performance.now();
  const result = await work();
  timings[step] = Math.round((timings[step] ?? 0) + performance.now() - started);
  return result;
}

/** Inserts prepared rows in dependency order, each table in large batches (see `bulkInsert`); no slots. */
export async function insertRows(db: Db, rows: CatalogueRows, timings: SeedTimings = {}) {
  await timed(timings, 'user', () => bulkInsert(db, user, rows.users));
  await timed(timings, 'account', () => bulkInsert(db, account, rows.accounts));
  await timed(timings, 'profiles', () => bulkInsert(db, profiles, rows.profiles));
  await timed(timings, 'providers', () => bulkInsert(db, providers, rows.providers));
  await timed(timings, 'services', () => bulkInsert(db, services, rows.services));
  await timed(timings, 'availability_rules', () => bulkInsert(db, availabilityRules, rows.rules));
  await timed(timings, 'reviews', () => bulkInsert(db, reviews, rows.reviews));
}

/**
 * Generates the slots of every provider's rules (the longer window for `firstProviderIds`, see
 * `longerSlots`) and brings ratings in line with the reviews; returns the slots made.
 */
export async function finishCatalogue(db: Db, options: SlotOptions, firstProviderIds: string[] = []): Promise<number> {
  const timings = options.timings ?? {};
  const window = { fromDate: istDate(options.now), now: options.now };
  let slots = await timed(timings, 'time_slots', () => generateSlotsFromRules(db, { ...window, days: options.slotDays ?? 14 }));
  const longer = options.longerSlots;
  if (longer && firstProviderIds.length > 0) {
    slots += await timed(timings, `time_slots (${longer.days} days, first ${firstProviderIds.length})`, () =>
      generateSlotsFromRules(db, { ...window, days: longer.days, providerIds: firstProviderIds }),
    );
  }
  await timed(timings, 'ratings', () => refreshRatings(db));
  return slots;
}

/**
 * Builds and inserts a deterministic catalogue 10,000 providers at a time, without slots (see
 * `finishCatalogue`); returns the counts and the ids of the providers `longerSlots` names.
 */
export async function insertCatalogueChunks(db: Db, options: CatalogueOptions & { timings: SeedTimings }) {
  const { timings } = options;
  const chunks = catalogueChunks(
    { providers: options.providers, seed: options.seed ?? 42, now: options.now, emailTag: options.emailTag },
    chunkProviders,
  );
  const inserted = { providers: 0, services: 0, reviews: 0, firstProviderIds: [] as string[] };
  for (;;) {
    const chunk = await timed(timings, 'rows (Node)', () => chunks.next());
    if (chunk.done) return inserted;
    await insertRows(db, chunk.value, timings);
    const wanted = Math.max(0, (options.longerSlots?.providers ?? 0) - inserted.firstProviderIds.length);
    inserted.firstProviderIds.push(...chunk.value.providers.slice(0, wanted).map((row) => row.id!));
    inserted.providers += chunk.value.providers.length;
    inserted.services += chunk.value.services.length;
    inserted.reviews += chunk.value.reviews.length;
  }
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
 * weekly hours, slots and reviews, in one transaction, built and inserted 10,000 providers at a
 * time. Scales to 1,000,000 providers; `timings` says where the time went.
 */
export async function seedCatalogue(db: Db, options: CatalogueOptions): Promise<CatalogueSummary> {
  return db.transaction(async (tx) => {
    const timings: SeedTimings = options.timings ?? {};
    const emailTag = options.emailTag ?? (await freeEmailTag(tx));
    const { firstProviderIds, ...inserted } = await insertCatalogueChunks(tx, { ...options, emailTag, timings });
    const slots = await finishCatalogue(tx, { ...options, timings }, firstProviderIds);
    return { ...inserted, slots, timings };
  });
}
