import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '#db/client.ts';
import { categoryIds } from '#db/schema/index.ts';
import { seedCatalogue, type CatalogueSummary } from '#db/seed/catalogue.ts';
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
