import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services } from '#db/schema/index.ts';
import { makeProvider } from '#tests/factories/catalog.ts';
import { ApiClient } from '#tests/support/api-client.ts';
import { createTestDatabase } from '#tests/setup/test-db.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { addReviews, makeCatalogue, type Catalogue } from './catalog-fixture.ts';

type Card = {
  id: string;
  name: string;
  category: string;
  city: string;
  rating: number | null;
  reviewCount: number;
  priceFromPaise: number | null;
};
type Page = { items: Card[]; total: number; page: number; pageSize: number };

let server: TestServer;
let client: ApiClient;
let catalogue: Catalogue;

beforeAll(async () => {
  const database = await createTestDatabase();
  catalogue = await makeCatalogue(database.db);
  await addReviews(database.db, catalogue.gupta.provider.id, [5, 5, 4]);
  await addReviews(database.db, catalogue.pillai.provider.id, [4, 4]);
  // The cheapest service is pending approval and the next is switched off: neither sets "price from".
  await makeProvider(database.db, {
    name: 'Dr. Farah Khan',
    specialty: 'Gynaecologist',
    city: 'Hyderabad',
    services: [
      { name: 'Cheap check', pricePaise: 100, approval: 'pending' },
      { name: 'Off check', pricePaise: 200 },
      { name: 'Consultation', pricePaise: 59_900 },
    ],
  });
  await database.db.update(services).set({ isActive: false }).where(eq(services.name, 'Off check'));
  server = await startTestServer({ database });
  client = new ApiClient(server.url);
});
afterAll(async () => {
  await server?.close();
  await server?.database.close();
});

async function list(query: string): Promise<Page> {
  const response = await client.get(`/api/providers?${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as Page;
}
const names = (page: Page) => page.items.map((item) => item.name);

describe('GET /api/providers', () => {
  it('lists only listed providers, by rating then name, 12 to a page', async () => {
    const page = await list('');
    expect(page).toMatchObject({ total: 11, page: 1, pageSize: 12 });
    expect(names(page).slice(0, 2)).toEqual(['Dr. Sanjay Gupta', 'Dr. Meena Pillai']);
    expect(names(page).slice(2, 5)).toEqual(['Dr. Arun Iyer', 'Dr. Farah Khan', 'Dr. Kavita Sharma']);
    expect(names(page).some((name) => /Hidden/.test(name))).toBe(false);
  });

  it('describes each provider as a card with rating, review count and cheapest bookable price', async () => {
    const { items } = await list('city=Hyderabad');
    expect(items).toEqual([
      {
        id: expect.any(String),
        name: 'Dr. Farah Khan',
        category: 'doctor',
        specialty: 'Gynaecologist',
        city: 'Hyderabad',
        area: 'T. Nagar',
        languages: ['en', 'ta'],
        verified: true,
        rating: null,
        reviewCount: 0,
        priceFromPaise: 59_900,
        avatarUrl: null,
      },
    ]);
    const [gupta] = (await list('city=delhi&category=doctor')).items;
    expect(gupta).toMatchObject({ name: 'Dr. Sanjay Gupta', rating: 4.7, reviewCount: 3 });
  });

  it('filters by category and by city, case-insensitively', async () => {
    expect(names(await list('category=salon'))).toEqual(['Glow Beauty Lounge', 'Style Studio']);
    expect(names(await list('city=cHeNnAi&category=doctor'))).toEqual(['Dr. Meena Pillai', 'Dr. Arun Iyer', 'Dr. Kavita Sharma']);
    expect(await list('city=Atlantis')).toMatchObject({ items: [], total: 0 });
  });

  it('matches q like search does: typos, synonyms and service names', async () => {
    expect(names(await list('q=plumbr'))).toEqual(['Suresh Kumar']);
    // A haircut is a hair salon's or a barber's work, not a beauty parlour's.
    expect(names(await list('q=haircut'))).toEqual(['Style Studio']);
    expect(names(await list('q=barber'))).toEqual(['Style Studio']);
    const dermatologists = await list('q=dermatolgist');
    expect(names(dermatologists).slice(0, 2).sort()).toEqual(['Dr. Kavita Sharma', 'Dr. Rohan Mehta']);
    expect(names(await list('q=dermatologist&city=Mumbai'))).toEqual(['Dr. Rohan Mehta']);
    expect(await list('q=hidden')).toMatchObject({ items: [], total: 0 });
  });

  it('pages through the results without overlap', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((page) => list(`category=doctor&pageSize=2&page=${page}`)));
    expect(pages.map((page) => page.total)).toEqual([6, 6, 6, 6]);
    expect(pages.map((page) => page.items.length)).toEqual([2, 2, 2, 0]);
    expect(new Set(pages.flatMap(names)).size).toBe(6);
    const searched = await Promise.all([1, 2].map((page) => list(`q=doctor&pageSize=4&page=${page}`)));
    expect(searched[0]!.total).toBe(6);
    expect(new Set(searched.flatMap(names)).size).toBe(6);
  });

  it('refuses bad parameters with 400 invalid_request', async () => {
    for (const query of ['category=astrologer', 'page=0', 'page=abc', 'pageSize=0', 'pageSize=51', `q=${'x'.repeat(201)}`]) {
      const response = await client.get(`/api/providers?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.error.code).toBe('invalid_request');
    }
  });
});
