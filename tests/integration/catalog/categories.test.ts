import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryIds } from '#db/schema/index.ts';
import { ApiClient } from '#tests/support/api-client.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { makeCatalogue } from './catalog-fixture.ts';

let server: TestServer;
let client: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  await makeCatalogue(server.database.db);
  client = new ApiClient(server.url);
});
afterAll(() => server?.close());

describe('GET /api/categories', () => {
  it('lists the 15 categories in landing-page order with their English names', async () => {
    const response = await client.get('/api/categories');
    expect(response.status).toBe(200);
    expect(response.body.map((category: { id: string }) => category.id)).toEqual([...categoryIds]);
    expect(response.body.map((category: { name: string }) => category.name)).toEqual([
      'Doctors',
      'Yoga',
      'Tutors',
      'Plumbers',
      'Carpenters',
      'Consultants',
      'Psychologists',
      'Engineers',
      'Salons',
      'Business',
      'Education',
      'Restaurants',
      'Car Service',
      'Repair',
      'Other',
    ]);
  });

  it('counts only listed providers (not unverified, suspended, inactive or incomplete ones)', async () => {
    const response = await client.get('/api/categories');
    const counts = Object.fromEntries(
      response.body.map((category: { id: string; providerCount: number }) => [category.id, category.providerCount]),
    );
    expect(counts).toEqual({
      doctor: 5,
      yoga: 0,
      tutor: 0,
      plumber: 1,
      carpenter: 0,
      consultant: 1,
      psychologist: 0,
      engineer: 0,
      salon: 2,
      business: 0,
      education: 0,
      restaurant: 0,
      car: 1,
      repair: 0,
      other: 0,
    });
  });
});

describe('catalogue in the OpenAPI document', () => {
  it('publishes the catalogue routes', async () => {
    const response = await client.get('/api/openapi.json');
    expect(Object.keys(response.body.paths)).toEqual(expect.arrayContaining(['/categories', '/search', '/providers', '/providers/{id}']));
    expect(response.body.paths['/search'].get.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(
      expect.arrayContaining(['q', 'limit', 'category', 'city']),
    );
  });
});
