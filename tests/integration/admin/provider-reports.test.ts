import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '#db/schema/index.ts';
import { reviewBooking } from '#api/services/reviews/reviews.ts';
import { ApiClient, signedUpClient } from '#tests/support/api-client.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { signedInAdmin } from './admin-fixtures.ts';
import { bookAll, ist, madeAt, proClient, reportProvider } from './insights-fixtures.ts';

let server: TestServer;
let clock: number | null = null;
let admin: ApiClient;
const range = 'from=2025-07-01&to=2025-07-31';
type Row = { provider: { name: string }; flags: string[] } & Record<string, unknown>;

/**
 * July 2025: Dr. Flaky has 5 bookings, 1 cancelled by the provider and 1 no-show (each 20 %: both
 * flags); Dr. Steady 6 bookings, 2 attended and paid, a review each (5 and 4), one
 * cancelled by the client and one old cancellation with no record of who; Dr. Few 2 bookings, both
 * cancelled by the provider (under 5 bookings: never flagged).
 */
beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock ?? Date.now()) });
  ({ client: admin } = await signedInAdmin(server.ctx.db, server.url));
  const flaky = await reportProvider(server.ctx.db, server.url, 'Dr. Flaky', 5, ist('2025-07-01'));
  const steady = await reportProvider(server.ctx.db, server.url, 'Dr. Steady', 6, ist('2025-07-01'), 'Mysuru');
  const few = await reportProvider(server.ctx.db, server.url, 'Dr. Few', 2, ist('2025-07-01'));
  const { client, user } = await proClient(server.ctx.db, server.url, 'Meena Pillai');
  const flakyIds = await bookAll(
    client,
    flaky.slots.map((s) => s.id),
  );
  const steadyIds = await bookAll(
    client,
    steady.slots.map((s) => s.id),
    steady.service.id,
  );
  const fewIds = await bookAll(
    client,
    few.slots.map((s) => s.id),
  );
  expect((await flaky.client.post(`/api/provider/bookings/${flakyIds[0]}/cancel`, { reason: 'Away' })).status).toBe(200);
  await server.ctx.db.update(bookings).set({ status: 'no_show' }).where(eq(bookings.id, flakyIds[1]!));
  await server.ctx.db
    .update(bookings)
    .set({ status: 'completed', paymentStatus: 'paid' })
    .where(inArray(bookings.id, steadyIds.slice(0, 2)));
  expect((await client.post(`/api/bookings/${steadyIds[2]}/cancel`, {})).status).toBe(200);
  await server.ctx.db.update(bookings).set({ status: 'cancelled', cancelledBy: null }).where(eq(bookings.id, steadyIds[3]!));
  for (const id of fewIds) expect((await few.client.post(`/api/provider/bookings/${id}/cancel`, { reason: 'Away' })).status).toBe(200);
  // Rated through the reviews service, which keeps the provider's rating the report shows.
  const rater = { id: user.id, email: user.email, name: 'Meena Pillai', role: 'user' as const, phoneNumber: null };
  // A visit is rated once it has started (issue 22.8): the clock goes past the visits for the ratings.
  clock = Date.now() + 30 * 86_400_000;
  await reviewBooking(server.ctx, rater, steadyIds[0]!, { rating: 5 });
  await reviewBooking(server.ctx, rater, steadyIds[1]!, { rating: 4 });
  await madeAt(server.ctx.db, [...flakyIds, ...steadyIds, ...fewIds], ist('2025-07-15'));
  clock = ist('2025-08-01').getTime();
});
afterAll(() => server.close());

const report = async (query: string) => {
  const response = await admin.get(`/api/admin/reports/providers?${range}&${query}`);
  expect(response.status, query).toBe(200);
  return response.body as { items: Row[]; total: number; flagRule: { ratePercent: number; minBookings: number } };
};

describe('GET /api/admin/reports/providers', () => {
  it('per provider: bookings, attended, no-shows, cancellations by who, rating and earnings; flags at 20 % of at least 5', async () => {
    const body = await report('sort=bookings&dir=desc');
    expect(body.total).toBe(3);
    expect(body.flagRule).toEqual({ ratePercent: 20, minBookings: 5 });
    expect(body.items.map((row) => row.provider.name)).toEqual(['Dr. Steady', 'Dr. Flaky', 'Dr. Few']);
    expect(body.items[0]).toMatchObject({
      provider: { name: 'Dr. Steady', city: 'Mysuru', category: 'doctor' },
      bookings: 6,
      completed: 2,
      noShows: 0,
      cancelledByProvider: 0,
      cancelledByClient: 1,
      cancelledByAdmin: 0,
      cancelledUnknown: 1,
      rating: 4.5,
      reviews: 2,
      earningsPaise: 99_800,
      flags: [],
    });
    expect(body.items[1]).toMatchObject({
      bookings: 5,
      cancelledByProvider: 1,
      noShows: 1,
      rating: null,
      flags: ['provider_cancellations', 'no_shows'],
    });
    expect(body.items[2]).toMatchObject({ bookings: 2, cancelledByProvider: 2, flags: [] });
  });

  it('filters flagged only, searches by name or city, sorts and pages on the server', async () => {
    expect((await report('flagged=true')).items.map((row) => row.provider.name)).toEqual(['Dr. Flaky']);
    expect((await report('q=mysuru')).items.map((row) => row.provider.name)).toEqual(['Dr. Steady']);
    expect((await report('sort=cancelledByProvider&dir=desc')).items[0]!.provider.name).toBe('Dr. Few');
    expect((await report('sort=rating&dir=asc')).items[0]!.provider.name).toBe('Dr. Steady');
    expect((await report('sort=name&dir=asc')).items.map((row) => row.provider.name)).toEqual(['Dr. Few', 'Dr. Flaky', 'Dr. Steady']);
    const second = await report('sort=name&dir=asc&pageSize=2&page=2');
    expect([second.total, second.items.map((row) => row.provider.name)]).toEqual([3, ['Dr. Steady']]);
    // Outside the range nobody had bookings.
    const june = await admin.get('/api/admin/reports/providers?from=2025-06-01&to=2025-06-30');
    expect(june.body).toMatchObject({ total: 0, items: [], range: { from: '2025-06-01', to: '2025-06-30' } });
  });

  it('refuses bad input with 400; admins only', async () => {
    for (const query of [
      'sort=city',
      'flagged=yes',
      'from=2025-08-01&to=2025-07-01',
      'from=2024-01-01&to=2025-07-31',
      'to=2030-01-01',
      'pageSize=500',
    ]) {
      const response = await admin.get(`/api/admin/reports/providers?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.error.code).toBe('invalid_request');
    }
    expect((await new ApiClient(server.url).get('/api/admin/reports/providers')).status).toBe(401);
    const { client } = await signedUpClient(server.url);
    expect((await client.get('/api/admin/reports/providers')).status).toBe(403);
  });
});
