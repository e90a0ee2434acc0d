/**
 * The search documents in the database follow the catalogue: the triggers of migration 0023 queue
 * a provider whose rows, services or profile change, and a drain rewrites exactly what
 * catalogDrafts makes of it; an unlisted provider loses its documents and postings; a rebuild
 * writes the same rows as the drains.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '#db/client.ts';
import { profiles, providers, services } from '#db/schema/index.ts';
import { categoryWords } from '#api/services/catalog/search/category-vocabulary.ts';
import { staticScore } from '#api/services/catalog/search/catalog-documents.ts';
import { specialtyKey } from '#api/services/catalog/search/normalise.ts';
import { rebuildSearchDocuments, syncSearchDocuments } from '#api/services/catalog/search/search-sync.ts';
import { trigramsOf } from '#api/core/text/fuzzy.ts';
import { makeProvider } from '#tests/factories/catalog.ts';
import { createTestDatabase, type TestDatabase } from '#tests/setup/test-db.ts';
import { contextOf, expectedTokens, queuedProviders, readDocs, readPostings, strayPostings } from './search-tables.ts';

let database: TestDatabase;
const sync = (batchSize?: number) => syncSearchDocuments(contextOf(database), { batchSize });
const docsOf = (providerId: string) => readDocs(database.db, [providerId]);

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function dentist() {
  const made = await makeProvider(database.db, {
    name: "Dr. Meera's Dental Care",
    specialty: 'Dentist',
    city: 'Chennai',
    area: 'T. Nagar',
    services: [
      { name: 'Root canal treatment', pricePaise: 250_000 },
      { name: 'Teeth whitening', pricePaise: 400_000, approval: 'pending' },
      { name: 'Scaling and cleaning', pricePaise: 80_000 },
    ],
  });
  return { ...made, provider: made.provider, listed: made.services.filter((service) => service.approval === 'approved') };
}

describe('drain', () => {
  it('writes a new provider and its bookable services as catalogDrafts makes them, with one posting per word', async () => {
    const { provider, listed } = await dentist();
    expect(await queuedProviders(database.db)).toContain(provider.id);

    expect(await sync()).toBeGreaterThanOrEqual(1);
    expect(await queuedProviders(database.db)).toEqual([]);

    const docs = await docsOf(provider.id);
    const expected = expectedTokens(
      [{ ...provider, ratingAvg: 0, ratingCount: 0, priceFromPaise: 80_000 }],
      listed.map((service) => ({ ...service })),
    );
    expect(docs.map((doc) => doc.id).sort()).toEqual([...expected.keys()].sort());
    for (const doc of docs) expect(doc.tokens, doc.label).toEqual(expected.get(doc.id));
    const providerDoc = docs.find((doc) => doc.kind === 'provider')!;
    expect(providerDoc).toMatchObject({
      label: "Dr. Meera's Dental Care",
      label_key: 'dr meeras dental care',
      provider_name: "Dr. Meera's Dental Care",
      city: 'Chennai',
      city_key: 'chennai',
      area: 'T. Nagar',
      specialty: 'Dentist',
      specialty_key: specialtyKey('Dentist'),
      price_paise: 80_000,
      category: 'doctor',
    });
    expect(providerDoc.score).toBeCloseTo(staticScore({ ratingAvg: 0, ratingCount: 0 }), 6);
    const rootCanal = docs.find((doc) => doc.label === 'Root canal treatment')!;
    expect(rootCanal).toMatchObject({ kind: 'service', provider_id: provider.id, area: 'T. Nagar', price_paise: 250_000 });
    expect(rootCanal.words).toEqual([...new Set(rootCanal.tokens.map((token) => token.split(':')[1]))].sort());
    expect(await strayPostings(database.db)).toBe(0);
  });

  it('keeps the dictionary whole: the category vocabulary, and the trigrams of every word', async () => {
    await dentist();
    await sync();
    const words = new Set((await executeRows<{ word: string }>(database.db, sql`select word from search_words`)).map((row) => row.word));
    for (const word of categoryWords().keys()) expect(words.has(word), word).toBe(true);
    const grams = await executeRows<{ gram: string }>(
      database.db,
      sql`select g.gram from search_word_grams g join search_words w on w.id = g.word_id where w.word = 'canal'`,
    );
    expect(grams.map((row) => row.gram).sort()).toEqual(trigramsOf('canal').sort());
    const [missing] = await executeRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from search_words w where not exists (select 1 from search_word_grams g where g.word_id = w.id)`,
    );
    expect(missing?.n).toBe(0);
  });

  it('rewrites a provider after a rename, a new rating or a service change; a new bio queues nothing', async () => {
    const { provider, listed } = await dentist();
    await sync();
    await database.db.update(providers).set({ bio: 'Twenty years of practice' }).where(eq(providers.id, provider.id));
    expect(await queuedProviders(database.db)).toEqual([]);

    await database.db
      .update(providers)
      .set({ name: 'Smile Studio', ratingAvg: 4.8, ratingCount: 120 })
      .where(eq(providers.id, provider.id));
    await database.db.update(services).set({ name: 'Laser cleaning', pricePaise: 70_000 }).where(eq(services.id, listed[1]!.id));
    expect(await queuedProviders(database.db)).toEqual([provider.id]);
    expect(await sync()).toBe(1);

    const docs = await docsOf(provider.id);
    const score = staticScore({ ratingAvg: 4.8, ratingCount: 120 });
    for (const doc of docs) expect(doc.score).toBeCloseTo(score, 6);
    expect(docs.map((doc) => doc.label).sort()).toEqual(['Laser cleaning', 'Root canal treatment', 'Smile Studio']);
    expect(docs.find((doc) => doc.kind === 'provider')).toMatchObject({ label_key: 'smile studio', price_paise: 70_000 });
    expect(docs.flatMap((doc) => doc.words)).not.toContain('meeras');
    expect(await strayPostings(database.db)).toBe(0);
  });

  it('a service becomes searchable once approved, and leaves when switched off', async () => {
    const { provider, services: all } = await dentist();
    const whitening = all.find((service) => service.approval === 'pending')!;
    await sync();
    await database.db.update(services).set({ approval: 'approved' }).where(eq(services.id, whitening.id));
    await sync();
    expect((await docsOf(provider.id)).map((doc) => doc.id)).toContain(whitening.id);
    await database.db.update(services).set({ isActive: false }).where(eq(services.id, whitening.id));
    await sync();
    expect((await docsOf(provider.id)).map((doc) => doc.id)).not.toContain(whitening.id);
    expect(await strayPostings(database.db)).toBe(0);
  });
});

describe('triggers', () => {
  it('queue both providers of a service that moves, and each provider of a many-row statement once', async () => {
    const [from, to] = [await dentist(), await dentist()];
    await sync();
    await database.db.update(services).set({ providerId: to.provider.id }).where(eq(services.id, from.listed[0]!.id));
    expect(await queuedProviders(database.db)).toEqual([from.provider.id, to.provider.id].sort());
    await sync();
    expect((await docsOf(to.provider.id)).map((doc) => doc.id)).toContain(from.listed[0]!.id);
    expect((await docsOf(from.provider.id)).map((doc) => doc.id)).not.toContain(from.listed[0]!.id);

    const both = [from.provider.id, to.provider.id];
    await database.db.execute(sql`update services set price_paise = price_paise + 100 where provider_id = any(${sql.param(both)}::uuid[])`);
    expect(await queuedProviders(database.db)).toEqual([...both].sort());
    await sync();
    await database.db.execute(sql`update providers set bio = 'Open on Sundays' where id = any(${sql.param(both)}::uuid[])`);
    expect(await queuedProviders(database.db)).toEqual([]);
  });
});

describe('unlisting removes the documents and their postings; listing again brings them back', () => {
  type Made = { provider: { id: string }; userId: string };
  const profile = (values: { isActive?: boolean; profileCompleted?: boolean }) => (made: Made) =>
    database.db.update(profiles).set(values).where(eq(profiles.userId, made.userId));
  const verification = (value: 'pending' | 'verified' | 'suspended') => (made: Made) =>
    database.db.update(providers).set({ verification: value }).where(eq(providers.id, made.provider.id));
  const unlistings = [
    { name: 'account switched off', off: profile({ isActive: false }), on: profile({ isActive: true }) },
    { name: 'profile not completed', off: profile({ profileCompleted: false }), on: profile({ profileCompleted: true }) },
    { name: 'provider suspended', off: verification('suspended'), on: verification('verified') },
    { name: 'provider not yet verified', off: verification('pending'), on: verification('verified') },
  ];

  it.each(unlistings)('$name', async ({ off, on }) => {
    const made = await dentist();
    const { provider } = made;
    await sync();
    const set = (change: (made: Made) => Promise<unknown>) => change(made);
    await set(off);
    expect(await queuedProviders(database.db)).toEqual([provider.id]);
    await sync();
    expect(await docsOf(provider.id)).toEqual([]);
    expect(await strayPostings(database.db)).toBe(0);
    await set(on);
    await sync();
    expect(await docsOf(provider.id)).toHaveLength(3);
  });

  it('a deleted provider', async () => {
    const { provider } = await dentist();
    await sync();
    await database.db.delete(providers).where(eq(providers.id, provider.id));
    await sync();
    expect(await docsOf(provider.id)).toEqual([]);
    expect(await strayPostings(database.db)).toBe(0);
  });
});

describe('rebuild', () => {
  it('writes the same documents and postings as the drains did, after many random changes', async () => {
    const made = await Promise.all(Array.from({ length: 12 }, () => dentist()));
    await sync(5);
    await churn(made);
    await sync(7);
    const incremental = { docs: await readDocs(database.db), postings: await readPostings(database.db) };
    expect(await strayPostings(database.db)).toBe(0);

    const indexesBefore = await searchIndexes();
    const summary = await rebuildSearchDocuments(contextOf(database), { batchSize: 4 });
    const rebuilt = { docs: await readDocs(database.db), postings: await readPostings(database.db) };
    expect(rebuilt).toEqual(incremental);
    // It builds the indexes after loading: the same ones come back.
    expect(await searchIndexes()).toEqual(indexesBefore);
    expect(summary.providers + summary.services).toBe(rebuilt.docs.length);
    expect(await queuedProviders(database.db)).toEqual([]);
  });
});

async function searchIndexes() {
  const rows = await executeRows<{ definition: string }>(
    database.db,
    sql`select indexdef as definition from pg_indexes where tablename in ('search_docs', 'search_postings')`,
  );
  return rows.map((row) => row.definition).sort();
}

/** Renames, moves, re-prices, unlists and deletes across the providers, draining now and then. */
async function churn(made: Awaited<ReturnType<typeof dentist>>[]) {
  const db = database.db;
  const [a, b, c, d, e, f] = made;
  await db.update(providers).set({ name: 'Anand Dental', area: null }).where(eq(providers.id, a!.provider.id));
  await db.update(providers).set({ ratingAvg: 3.2, ratingCount: 9, specialty: 'Orthodontist' }).where(eq(providers.id, b!.provider.id));
  await sync(3);
  await db.update(services).set({ providerId: d!.provider.id }).where(eq(services.id, c!.listed[0]!.id));
  await db.update(profiles).set({ isActive: false }).where(eq(profiles.userId, e!.userId));
  await db.delete(services).where(eq(services.id, f!.listed[1]!.id));
  await sync(2);
  await db.update(services).set({ pricePaise: 1_000 }).where(eq(services.providerId, b!.provider.id));
  await db.update(providers).set({ city: 'Bengaluru', category: 'salon', specialty: null }).where(eq(providers.id, f!.provider.id));
  await db.delete(providers).where(eq(providers.id, made[6]!.provider.id));
  await db.update(profiles).set({ isActive: true }).where(eq(profiles.userId, e!.userId));
}
