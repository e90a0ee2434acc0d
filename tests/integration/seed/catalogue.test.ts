import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '#db/client.ts';
import { categoryIds } from '#db/schema/index.ts';
import { refreshRatings, seedCatalogue, type CatalogueSummary } from '#db/seed/catalogue.ts';
import { createTestDatabase, type TestDatabase } from '#tests/setup/test-db.ts';

const now = new Date('2026-03-02T04:30:00Z');
let database: TestDatabase;
let summary: CatalogueSummary;

beforeAll(async () => {
  database = await createTestDatabase();
  summary = await seedCatalogue(database.db, { providers: 500, seed: 7, now, slotDays: 2 });
});
afterAll(() => database.close());

async function counts() {
  const [row] = await executeRows<{ providers: number; services: number; users: number; profiles: number; categories: number }>(
    database.db,
    sql`
    select (select count(*) from providers)::int as providers, (select count(*) from services)::int as services,
      (select count(*) from "user" where role = 'provider')::int as users,
      (select count(*) from profiles where is_active and profile_completed)::int as profiles,
      (select count(distinct category) from providers)::int as categories`,
  );
  return row!;
}

describe('the benchmark catalogue', () => {
  it('makes 500 listed providers with at least 1,500 services over every category', async () => {
    const seen = await counts();
    expect(seen).toMatchObject({ providers: 500, users: 500, profiles: 500, categories: categoryIds.length });
    expect(seen.services).toBeGreaterThanOrEqual(1500);
    expect(summary).toMatchObject({ providers: 500, services: seen.services });
    expect(summary.slots).toBeGreaterThan(0);
    expect(summary.reviews).toBeGreaterThan(0);
  });

  it('varies the names at scale', async () => {
    const [names] = await executeRows<{ distinct: number }>(database.db, sql`select count(distinct name)::int as distinct from providers`);
    expect(names!.distinct).toBeGreaterThan(450);
  });

  it('adds a second catalogue on top without e-mail conflicts', async () => {
    const added = await seedCatalogue(database.db, { providers: 40, seed: 7, now, slotDays: 2 });
    expect(added.providers).toBe(40);
    const seen = await counts();
    expect(seen.providers).toBe(540);
    const [emails] = await executeRows<{ duplicates: number }>(
      database.db,
      sql`
      select (count(*) - count(distinct lower(email)))::int as duplicates from "user"`,
    );
    expect(emails!.duplicates).toBe(0);
  });
});

describe('the benchmark catalogue at scale', () => {
  let scaled: TestDatabase;
  beforeAll(async () => {
    scaled = await createTestDatabase();
    await seedCatalogue(scaled.db, { providers: 30, seed: 3, now, slotDays: 1, longerSlots: { providers: 10, days: 5 } });
  });
  afterAll(() => scaled.close());

  it('gives the first providers the longer window of slots and everyone else a day', async () => {
    const rows = await executeRows<{ first: boolean; days: number }>(
      scaled.db,
      sql`
      with ranked as (select id, row_number() over (order by id) <= 10 as first from providers)
      select r.first, count(distinct (t.starts_at at time zone 'Asia/Kolkata')::date)::int as days
      from ranked r join time_slots t on t.provider_id = r.id
      group by r.id, r.first`,
    );
    expect(rows.filter((row) => row.first).map((row) => row.days)).toEqual(Array(10).fill(5));
    expect(new Set(rows.filter((row) => !row.first).map((row) => row.days))).toEqual(new Set([1]));
  });

  it('seeds ratings that already match the reviews', async () => {
    expect(await refreshRatings(scaled.db)).toBe(0);
  });
});
