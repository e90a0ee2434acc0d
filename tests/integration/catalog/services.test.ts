import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services } from '#db/schema/index.ts';
import { ApiClient } from '#tests/support/api-client.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { addReviews, makeCatalogue, type Catalogue } from './catalog-fixture.ts';

type Listing = { id: string; name: string; category: string; providerId: string; providerName: string; city: string; pricePaise: number };
type ListingPage = { items: Listing[]; total: number; page: number; pageSize: number };

let server: TestServer;
let client: ApiClient;
let catalogue: Catalogue;

beforeAll(async () => {
  server = await startTestServer();
  catalogue = await makeCatalogue(server.database.db);
  await addReviews(server.database.db, catalogue.studio.provider.id, [5, 5]);
  client = new ApiClient(server.url);
});
afterAll(() => server?.close());

describe('GET /api/services', () => {
  it('lists the bookable services of listed providers, best-rated provider first, with a total over all pages', async () => {
    const response = await client.get('/api/services?pageSize=3');
    expect(response.status).toBe(200);
    const body = response.body as ListingPage;
    // Ten listed providers: twelve named services, and one default service each for the two without.
    expect(body.total).toBe(14);
    expect(body.items).toHaveLength(3);
    expect(body.items.slice(0, 2).map((item) => item.name)).toEqual(['Beard trim', 'Haircut (men)']);
    expect(body.items[0]).toMatchObject({
      providerId: catalogue.studio.provider.id,
      providerName: 'Style Studio',
      city: 'Bengaluru',
      category: 'salon',
      pricePaise: 19_900,
    });
    const second = (await client.get('/api/services?pageSize=3&page=2')).body as ListingPage;
    expect(second.items.map((item) => item.id)).not.toContain(body.items[0]?.id);
  });

  it('filters by category and city, and never shows services of unlisted providers or switched-off services', async () => {
    await server.database.db.update(services).set({ isActive: false }).where(eq(services.name, 'Bathroom fitting'));
    const chennaiPlumbing = (await client.get('/api/services?category=plumber&city=chennai')).body as ListingPage;
    expect(chennaiPlumbing.items.map((item) => item.name)).toEqual(['Tap/pipe leak repair']);
    const all = (await client.get('/api/services?pageSize=50')).body as ListingPage;
    expect(all.items.map((item) => item.providerName)).not.toContain('Hidden Incomplete Salon');
    expect(all.items.map((item) => item.providerName).filter((name) => name.startsWith('Dr. Hidden'))).toEqual([]);
  });

  it('refuses a bad category or page with a 400', async () => {
    expect((await client.get('/api/services?category=astrologer')).status).toBe(400);
    expect((await client.get('/api/services?page=0')).status).toBe(400);
  });
});

describe('GET /api/services/:id', () => {
  it('gives a service with its provider, so a service id alone is enough to book it', async () => {
    const [service] = catalogue.iyer.services;
    const response = await client.get(`/api/services/${service?.id ?? ''}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: service?.id,
      providerId: catalogue.iyer.provider.id,
      providerName: 'Dr. Arun Iyer',
      city: 'Chennai',
    });
  });

  it('is a 404 for an unknown service or one whose provider is not listed, and a 400 for a malformed id', async () => {
    expect((await client.get('/api/services/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const hidden = catalogue.unlisted.incomplete.services[0];
    expect((await client.get(`/api/services/${hidden?.id ?? ''}`)).status).toBe(404);
    expect((await client.get('/api/services/not-a-uuid')).status).toBe(400);
  });
});
