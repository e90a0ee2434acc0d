import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeProvider } from '#tests/factories/catalog.ts';
import { ApiClient } from '#tests/support/api-client.ts';
import { createTestDatabase } from '#tests/setup/test-db.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';

type Hit = { kind: string; id: string; providerId: string; specialty: string | null; city: string; alternative?: string };
type Card = { id: string; name: string; specialty: string | null; city: string };
type Page = {
  items: Card[];
  total: number;
  asked?: { category: string; specialties: string[]; city: string | null } | null;
  alternatives?: { reason: string; items: Card[]; total: number }[];
};

let server: TestServer;
let client: ApiClient;
const ids: Record<string, string> = {};

// As in the demo: Chennai has an eye doctor, a gynaecologist and a skin doctor, but no dentist.
beforeAll(async () => {
  const database = await createTestDatabase();
  const make = async (key: string, name: string, specialty: string, city: string, services: string[]) => {
    const made = await makeProvider(database.db, {
      name,
      category: 'doctor',
      specialty,
      city,
      services: services.map((service) => ({ name: service })),
    });
    ids[key] = made.provider.id;
  };
  await make('eye', 'Dr. Anitha Raman', 'Ophthalmologist', 'Chennai', ['Eye check-up']);
  await make('gynae', 'Dr. Lakshmi Menon', 'Gynaecologist', 'Chennai', ['Pregnancy check-up']);
  await make('skinChennai', 'Dr. Priya Nair', 'Dermatologist', 'Chennai', ['Skin consultation']);
  await make('skinPune', 'Dr. Rahul Joshi', 'Dermatologist', 'Pune', ['Acne treatment']);
  await make('dentist', 'Dr. Vikram Rao', 'Dentist', 'Bengaluru', ['Dental check-up']);
  await make('gp', 'Dr. Suresh Babu', 'General Physician', 'Pune', ['General consultation']);
  await make('kids', 'Dr. Meera Iyer', 'Paediatrician', 'Pune', ['Child consultation']);
  server = await startTestServer({ database });
  client = new ApiClient(server.url);
});
afterAll(async () => {
  await server?.close();
  await server?.database.close();
});

async function search(q: string, extra = ''): Promise<Hit[]> {
  const response = await client.get(`/api/search?q=${encodeURIComponent(q)}${extra}`);
  expect(response.status).toBe(200);
  return response.body as Hit[];
}
async function list(q: string, extra = ''): Promise<Page> {
  const response = await client.get(`/api/providers?q=${encodeURIComponent(q)}${extra}`);
  expect(response.status).toBe(200);
  return response.body as Page;
}
const matches = (hits: Hit[]) => hits.filter((hit) => hit.alternative === undefined);
const providerIds = (hits: Hit[]) => [...new Set(hits.map((hit) => hit.providerId))].sort();

describe('search reads needs from the one needs vocabulary', () => {
  it.each([
    ['toothache', ['dentist']],
    ['daant dard', ['dentist']],
    ['பல் வலி', ['dentist']],
    ['itchy rash', ['skinChennai', 'skinPune']],
    ['खुजली', ['skinChennai', 'skinPune']],
    ['scalp problem', ['skinChennai', 'skinPune']],
    ['body ache', ['gp']],
    ['my child has fever', ['kids']],
    ['kuzhandhaikku kaichal', ['kids']],
  ])('GET /api/search "%s" finds the kind that serves it, and nothing else', async (q, keys) => {
    const hits = await search(q);
    expect(providerIds(matches(hits))).toEqual(keys.map((key) => ids[key]).sort());
    expect(hits.some((hit) => hit.alternative !== undefined)).toBe(false);
  });

  it.each([
    ['toothache', ['Dr. Vikram Rao']],
    ['itchy rash', ['Dr. Priya Nair', 'Dr. Rahul Joshi']],
  ])('GET /api/providers "%s" lists the kind that serves it', async (q, names) => {
    const page = await list(q);
    expect(page.items.map((card) => card.name).sort()).toEqual(names);
    expect(page.total).toBe(names.length);
    expect(page.alternatives).toEqual([]);
  });
});

describe('search is honest when the kind is not where asked', () => {
  it('GET /api/search "dentist in Chennai": no matches; dentists elsewhere and Chennai doctors come labelled', async () => {
    const hits = await search('dentist in Chennai');
    expect(matches(hits)).toEqual([]);
    const otherCity = hits.filter((hit) => hit.alternative === 'other_city');
    const otherKind = hits.filter((hit) => hit.alternative === 'other_specialty');
    expect(providerIds(otherCity)).toEqual([ids.dentist]);
    expect(providerIds(otherKind)).toEqual([ids.eye, ids.gynae, ids.skinChennai].sort());
    expect(otherKind.every((hit) => hit.city === 'Chennai' && hit.specialty !== 'Dentist')).toBe(true);
  });

  it('GET /api/search with the city as a filter says the same', async () => {
    const hits = await search('dentist', '&city=Chennai');
    expect(matches(hits)).toEqual([]);
    expect(providerIds(hits.filter((hit) => hit.alternative === 'other_city'))).toEqual([ids.dentist]);
  });

  it('GET /api/providers "dentist in Chennai": 0 providers, the kind asked and labelled alternatives', async () => {
    const page = await list('dentist in Chennai');
    expect(page.items).toEqual([]);
    expect(page.total).toBe(0);
    expect(page.asked).toEqual({ category: 'doctor', specialties: ['Dentist'], city: 'Chennai' });
    expect(page.alternatives!.map((group) => group.reason)).toEqual(['other_city', 'other_specialty']);
    expect(page.alternatives![0]!.items.map((card) => card.name)).toEqual(['Dr. Vikram Rao']);
    expect(page.alternatives![1]!.items.map((card) => card.name).sort()).toEqual([
      'Dr. Anitha Raman',
      'Dr. Lakshmi Menon',
      'Dr. Priya Nair',
    ]);
  });

  it('a provider whose surname is also a word of the needs vocabulary (Iyer, a priest) is found by name', async () => {
    const page = await list('Dr. Meera Iyer');
    expect(page.items.map((card) => card.name)).toContain('Dr. Meera Iyer');
  });

  it('keeps the contract: a word search still answers an array of hits and a {items,total} page', async () => {
    const hits = await search('Raman');
    expect(hits.map((hit) => hit.providerId)).toContain(ids.eye);
    const page = await list('Raman');
    expect(page.items.map((card) => card.name)).toEqual(['Dr. Anitha Raman']);
    expect(page.alternatives).toBeUndefined();
  });
});
