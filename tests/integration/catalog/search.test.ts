import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, services } from '#db/schema/index.ts';
import { makeProvider } from '#tests/factories/catalog.ts';
import { ApiClient } from '#tests/support/api-client.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { createTestDatabase } from '#tests/setup/test-db.ts';
import { makeCatalogue, type Catalogue } from './catalog-fixture.ts';

type Hit = {
  kind: 'provider' | 'service';
  id: string;
  label: string;
  providerId: string;
  providerName: string;
  category: string;
  city: string;
  specialty: string | null;
  pricePaise: number | null;
  alternative?: 'other_city' | 'other_specialty';
};

let server: TestServer;
let client: ApiClient;
let catalogue: Catalogue;

beforeAll(async () => {
  const database = await createTestDatabase();
  catalogue = await makeCatalogue(database.db);
  // A service waiting for approval and one switched off must never be found.
  await makeProvider(database.db, {
    name: 'Lotus Skin Clinic',
    specialty: 'Dermatologist',
    city: 'Pune',
    services: [{ name: 'Laser toning', approval: 'pending' }, { name: 'Mole removal' }],
  });
  await database.db.update(services).set({ isActive: false }).where(eq(services.name, 'Mole removal'));
  // Its name holds both words of "teeth cleaning", but the service labelled exactly so ranks first.
  await makeProvider(database.db, {
    name: 'Smile Teeth Cleaning Centre',
    specialty: 'Dentist',
    city: 'Pune',
    services: [{ name: 'Scaling and polishing' }],
  });
  server = await startTestServer({ database });
  client = new ApiClient(server.url);
});
afterAll(async () => {
  await server?.close();
  await server?.database.close();
});

async function search(query: string): Promise<Hit[]> {
  const response = await client.get(`/api/search?${query}`);
  expect(response.status).toBe(200);
  return response.body as Hit[];
}
const ids = (hits: Hit[]) => hits.map((hit) => hit.id);
const providerHits = (hits: Hit[]) => hits.filter((hit) => hit.kind === 'provider');

describe('GET /api/search', () => {
  it('answers [] for queries under 2 characters after trimming', async () => {
    expect(await search('q=a')).toEqual([]);
    expect(await search(`q=${encodeURIComponent('  d  ')}`)).toEqual([]);
    expect(await search('q=')).toEqual([]);
    expect(await search('')).toEqual([]);
  });

  it('answers any text without error', async () => {
    const texts = [
      '%_%',
      "'; drop table providers; --",
      '😀😀',
      'x'.repeat(200),
      'ab cd ef gh ij kl mn op qr st uv wx yz',
      'डॉ. मेहता',
      '\\u0000',
    ];
    for (const text of texts) expect(Array.isArray(await search(`q=${encodeURIComponent(text)}`)), text).toBe(true);
    const tooLong = await client.get(`/api/search?q=${'x'.repeat(201)}`);
    expect(tooLong.status).toBe(400);
  });

  it('returns 8 hits by default and honours limit', async () => {
    expect(await search('q=chennai')).toHaveLength(8);
    expect(await search('q=chennai&limit=3')).toHaveLength(3);
    expect((await search('q=chennai&limit=50')).length).toBeGreaterThan(8);
  });

  it('refuses a bad limit or category with 400 invalid_request', async () => {
    for (const query of ['limit=0', 'limit=51', 'limit=abc', 'limit=2.5', 'category=astrologer']) {
      const response = await client.get(`/api/search?q=doctor&${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.error.code).toBe('invalid_request');
    }
  });

  it('ranks exact word matches, then prefix matches, then typo matches', async () => {
    const hits = providerHits(await search('q=sharma&limit=50'));
    const position = (id: string) => ids(hits).indexOf(id);
    expect(position(catalogue.sharma.provider.id)).toBe(0);
    expect(position(catalogue.sharmaji.provider.id)).toBe(1);
    expect(position(catalogue.sarma.provider.id)).toBe(2);
  });

  it('puts a whole-label match first', async () => {
    const [first, second] = await search(`q=${encodeURIComponent('teeth cleaning')}`);
    expect(first).toMatchObject({ kind: 'service', label: 'Teeth cleaning', providerId: catalogue.iyer.provider.id });
    expect(second).toMatchObject({ kind: 'provider', label: 'Smile Teeth Cleaning Centre' });
  });

  it('finds dermatologists, plumbers and dentists through typos', async () => {
    const dermatologists = await search('q=dermatolgist');
    expect(
      providerHits(dermatologists)
        .slice(0, 2)
        .map((hit) => hit.specialty),
    ).toEqual(['Dermatologist', 'Dermatologist']);
    expect(ids(dermatologists)).toEqual(expect.arrayContaining([catalogue.mehta.provider.id, catalogue.sharma.provider.id]));
    expect((await search('q=plumbr'))[0]).toMatchObject({ providerId: catalogue.plumber.provider.id, category: 'plumber' });
    expect((await search('q=dentst'))[0]).toMatchObject({ id: catalogue.iyer.provider.id, specialty: 'Dentist' });
  });

  it('finds only dentists for "dentist" (other doctors are not what was asked)', async () => {
    const hits = await search('q=dentist&limit=20');
    expect(ids(providerHits(hits))).toContain(catalogue.iyer.provider.id);
    expect(hits.every((hit) => hit.specialty === 'Dentist' && hit.alternative === undefined)).toBe(true);
  });

  it('finds the salons that cut men\'s hair for "barber", and category words in Hindi and Tamil', async () => {
    const barbers = providerHits(await search('q=barber'));
    expect(ids(barbers)).toEqual([catalogue.studio.provider.id]);
    expect(providerHits(await search(`q=${encodeURIComponent('प्लंबर')}`)).map((hit) => hit.id)).toEqual([catalogue.plumber.provider.id]);
    const doctors = await search(`q=${encodeURIComponent('மருத்துவர்')}&limit=50`);
    expect(doctors.length).toBeGreaterThan(0);
    expect(new Set(doctors.map((hit) => hit.category))).toEqual(new Set(['doctor']));
  });

  it('filters by category and by city, case-insensitively', async () => {
    const hits = await search('q=skin&category=doctor&city=CHENNAI&limit=50');
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((hit) => hit.category === 'doctor' && hit.city === 'Chennai')).toBe(true);
    expect(ids(hits)).toContain(catalogue.sharma.provider.id);
    expect(ids(hits)).not.toContain(catalogue.mehta.provider.id);
    expect(await search('q=barber&category=plumber')).toEqual([]);
  });

  it('describes service hits with their provider, category, city and price', async () => {
    const [hit] = await search('q=acne');
    expect(hit).toEqual({
      kind: 'service',
      id: catalogue.mehta.services[1]!.id,
      label: 'Acne treatment',
      providerId: catalogue.mehta.provider.id,
      providerName: 'Dr. Rohan Mehta',
      category: 'doctor',
      city: 'Mumbai',
      specialty: 'Dermatologist',
      pricePaise: 149_900,
    });
  });

  it('never returns unlisted providers or services that are not bookable', async () => {
    const hidden = [
      ...Object.values(catalogue.unlisted).flatMap((made) => [made.provider.id, ...made.services.map((service) => service.id)]),
    ];
    const hits = [
      ...(await search('q=hidden&limit=50')),
      ...(await search('q=dermatologist&limit=50')),
      ...(await search('q=barber&limit=50')),
    ];
    expect(ids(hits).filter((id) => hidden.includes(id))).toEqual([]);
    expect(await search('q=laser')).toEqual([]);
    expect(await search('q=mole')).toEqual([]);
  });
});

describe('search index freshness', () => {
  it('finds a provider added after start once the index is refreshed', async () => {
    expect(await search('q=Venkataraman')).toEqual([]);
    const made = await makeProvider(server.database.db, { name: 'Dr. Lakshmi Venkataraman', specialty: 'Cardiologist' });
    await server.app.search.refresh();
    expect(providerHits(await search('q=Venkataraman')).map((hit) => hit.id)).toEqual([made.provider.id]);
  });

  it('drops a provider by itself when their profile is deactivated or uncompleted, and lists them again after', async () => {
    const made = await makeProvider(server.database.db, { name: 'Dr. Nandini Ramaswamy', specialty: 'Cardiologist' });
    await server.app.search.refresh();
    expect(ids(await search('q=Ramaswamy'))).toContain(made.provider.id);
    const setProfile = (patch: Partial<typeof profiles.$inferInsert>) =>
      server.database.db.update(profiles).set(patch).where(eq(profiles.userId, made.userId));
    const polled = () => expect.poll(async () => ids(await search('q=Ramaswamy')), { timeout: 10_000, interval: 100 });
    // No refresh() here: the profiles trigger of migration 0004 notifies catalog_changed.
    await setProfile({ isActive: false });
    await polled().not.toContain(made.provider.id);
    await setProfile({ isActive: true });
    await polled().toContain(made.provider.id);
    await setProfile({ profileCompleted: false });
    await polled().not.toContain(made.provider.id);
  });

  it('picks up catalogue changes by itself through Postgres notifications', async () => {
    const made = await makeProvider(server.database.db, { name: 'Zubin Contractor', category: 'carpenter', specialty: 'Carpenter' });
    await expect.poll(async () => ids(await search('q=zubin')), { timeout: 10_000, interval: 100 }).toContain(made.provider.id);
  });
});
