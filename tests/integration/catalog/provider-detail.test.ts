import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services } from '#db/schema/index.ts';
import { makeProvider } from '#tests/factories/catalog.ts';
import { ApiClient } from '#tests/support/api-client.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { addReviews } from './catalog-fixture.ts';

let server: TestServer;
let client: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  client = new ApiClient(server.url);
});
afterAll(() => server?.close());

describe('GET /api/providers/:id', () => {
  it('returns the provider with its bookable services and rating from its reviews', async () => {
    const made = await makeProvider(server.database.db, {
      name: 'Dr. Ananya Iyer',
      specialty: 'Dermatologist',
      city: 'Chennai',
      area: 'Adyar',
      languages: ['en', 'ta', 'hi'],
      services: [
        { name: 'Acne treatment', pricePaise: 149_900 },
        { name: 'Skin consultation', pricePaise: 79_900 },
        { name: 'Laser toning', approval: 'pending' },
        { name: 'Peel', pricePaise: 5_000 },
      ],
    });
    await server.database.db.update(services).set({ isActive: false }).where(eq(services.name, 'Peel'));
    await addReviews(server.database.db, made.provider.id, [5, 4, 4]);

    const response = await client.get(`/api/providers/${made.provider.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: made.provider.id,
      name: 'Dr. Ananya Iyer',
      category: 'doctor',
      specialty: 'Dermatologist',
      city: 'Chennai',
      area: 'Adyar',
      languages: ['en', 'ta', 'hi'],
      verified: true,
      rating: 4.3,
      reviewCount: 3,
      priceFromPaise: 79_900,
      bio: null,
      avatarUrl: null,
    });
    expect(response.body).not.toHaveProperty('phone');
    expect(response.body.services).toEqual([
      {
        id: made.services[1]!.id,
        name: 'Skin consultation',
        category: 'doctor',
        description: null,
        durationMinutes: 30,
        pricePaise: 79_900,
      },
      { id: made.services[0]!.id, name: 'Acne treatment', category: 'doctor', description: null, durationMinutes: 30, pricePaise: 149_900 },
    ]);
  });

  it('shows the latest 5 reviews, newest first', async () => {
    const made = await makeProvider(server.database.db, { name: 'Dr. Many Reviews' });
    await addReviews(server.database.db, made.provider.id, [5, 4, 3, 5, 4, 2, 5]);
    const response = await client.get(`/api/providers/${made.provider.id}`);
    expect(response.body.reviewCount).toBe(7);
    expect(response.body.rating).toBe(4);
    expect(response.body.reviews.map((review: { authorName: string }) => review.authorName)).toEqual([
      'Asha G.',
      'Asha F.',
      'Asha E.',
      'Asha D.',
      'Asha C.',
    ]);
    expect(response.body.reviews[0]).toEqual({
      authorName: 'Asha G.',
      rating: 5,
      comment: 'Visit 7',
      reply: null,
      createdAt: '2026-01-07T10:00:00.000Z',
    });
  });

  it('answers 404 not_found for unknown and unlisted providers', async () => {
    const pending = await makeProvider(server.database.db, { verification: 'pending' });
    const inactive = await makeProvider(server.database.db, { isActive: false });
    const incomplete = await makeProvider(server.database.db, { profileCompleted: false });
    for (const id of ['6f1c7a0e-3b1d-4c55-9a61-0d8e3c2f4b10', pending.provider.id, inactive.provider.id, incomplete.provider.id]) {
      const response = await client.get(`/api/providers/${id}`);
      expect(response.status, id).toBe(404);
      expect(response.body.error.code).toBe('not_found');
    }
  });

  it('answers 400 invalid_request for a malformed id', async () => {
    for (const id of ['not-a-uuid', '123', `${'a'.repeat(300)}`, "1' or '1'='1"]) {
      const response = await client.get(`/api/providers/${encodeURIComponent(id)}`);
      expect(response.status, id).toBe(400);
      expect(response.body.error.code).toBe('invalid_request');
    }
  });
});
