import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, conversations, providers, searchMisses } from '#db/schema/index.ts';
import { ApiClient, signedUpClient } from '#tests/support/api-client.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { signedInAdmin } from './admin-fixtures.ts';
import { bookAll, ist, madeAt, proClient, reportProvider } from './insights-fixtures.ts';

let server: TestServer;
let clock: number | null = null;
let admin: ApiClient;

const from = '2025-06-01';
const to = '2025-06-03';
const range = `from=${from}&to=${to}`;
const charts = ['bookings-by-channel', 'categories', 'cities', 'cancellations', 'chat-share', 'languages', 'search-misses'];

/**
 * Over 1–3 June 2025 (IST): a Bengaluru doctor gets two bookings on the 1st (web, then cancelled) and one
 * on the 2nd by WhatsApp (a no-show); a Chennai salon one on the 3rd by web chat; one made at 23:59 IST on
 * 31 May stays out. Conversations in Hindi and Tamil, and searches that found nothing.
 */
beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock ?? Date.now()) });
  ({ client: admin } = await signedInAdmin(server.ctx.db, server.url));
  const doctor = await reportProvider(server.ctx.db, server.url, 'Dr. Kavya Menon', 4, ist(from));
  const salon = await reportProvider(server.ctx.db, server.url, 'Glow Salon', 1, ist(from), 'Chennai');
  await server.ctx.db.update(providers).set({ category: 'salon' }).where(eq(providers.id, salon.provider.id));
  const { client } = await proClient(server.ctx.db, server.url, 'Meena Pillai');
  const [a, b, c, early] = await bookAll(
    client,
    doctor.slots.map((s) => s.id),
  );
  const [d] = await bookAll(
    client,
    salon.slots.map((s) => s.id),
  );
  expect((await client.post(`/api/bookings/${b}/cancel`, {})).status).toBe(200);
  await server.ctx.db.update(bookings).set({ channel: 'whatsapp', status: 'no_show' }).where(eq(bookings.id, c!));
  await server.ctx.db.update(bookings).set({ channel: 'chat' }).where(eq(bookings.id, d!));
  await madeAt(server.ctx.db, [a!, b!], ist('2025-06-01', '00:00'));
  await madeAt(server.ctx.db, [c!], ist('2025-06-02', '23:59'));
  await madeAt(server.ctx.db, [d!], ist('2025-06-03', '09:00'));
  await madeAt(server.ctx.db, [early!], ist('2025-05-31', '23:59'));
  await server.ctx.db.insert(conversations).values([
    { channel: 'web', locale: 'hi', createdAt: ist('2025-06-01') },
    { channel: 'whatsapp', locale: 'hi', address: '+919800000001', createdAt: ist('2025-06-02') },
    { channel: 'whatsapp', locale: 'ta', address: '+919800000002', createdAt: ist('2025-06-03') },
    { channel: 'web', locale: 'en', createdAt: ist('2025-05-20') },
  ]);
  // Searches that found nothing, through the catalogue's own search (page 1 only, trimmed, capped at 100).
  const visitor = new ApiClient(server.url);
  for (const q of ['  Zxqvw Wkjh  ', 'zxqvw wkjh', 'Plmqz', `${'Q'.repeat(150)}`]) {
    expect((await visitor.get(`/api/providers?q=${encodeURIComponent(q)}`)).body.total).toBe(0);
  }
  expect((await visitor.get(`/api/providers?q=zxqvw+wkjh&page=2`)).status).toBe(200);
  await server.ctx.db.update(searchMisses).set({ createdAt: ist('2025-06-02') });
  clock = ist('2025-06-10').getTime();
});
afterAll(() => server.close());

describe('GET /api/admin/analytics/<chart>', () => {
  it('bookings per IST day by channel, every day of the range present', async () => {
    const response = await admin.get(`/api/admin/analytics/bookings-by-channel?${range}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      range: { from, to },
      days: [
        { date: '2025-06-01', web: 2, chat: 0, whatsapp: 0, sms: 0, admin: 0 },
        { date: '2025-06-02', web: 0, chat: 0, whatsapp: 1, sms: 0, admin: 0 },
        { date: '2025-06-03', web: 0, chat: 1, whatsapp: 0, sms: 0, admin: 0 },
      ],
    });
  });

  it('by category, by city, cancellations and no-shows, chatting against screens', async () => {
    expect((await admin.get(`/api/admin/analytics/categories?${range}`)).body.categories).toEqual([
      { category: 'doctor', count: 3 },
      { category: 'salon', count: 1 },
    ]);
    expect((await admin.get(`/api/admin/analytics/cities?${range}`)).body).toMatchObject({
      cities: [
        { city: 'Bengaluru', count: 3 },
        { city: 'Chennai', count: 1 },
      ],
      others: 0,
    });
    expect((await admin.get(`/api/admin/analytics/cancellations?${range}`)).body.days).toEqual([
      { date: '2025-06-01', cancelled: 1, noShows: 0 },
      { date: '2025-06-02', cancelled: 0, noShows: 1 },
      { date: '2025-06-03', cancelled: 0, noShows: 0 },
    ]);
    expect((await admin.get(`/api/admin/analytics/chat-share?${range}`)).body).toMatchObject({ chatting: 2, screens: 2 });
  });

  it('conversations by language and channel; search terms that found nothing, case folded, trimmed and capped', async () => {
    expect((await admin.get(`/api/admin/analytics/languages?${range}`)).body.languages).toEqual([
      { locale: 'en', web: 0, whatsapp: 0, sms: 0, total: 0 },
      { locale: 'hi', web: 1, whatsapp: 1, sms: 0, total: 2 },
      { locale: 'ta', web: 0, whatsapp: 1, sms: 0, total: 1 },
    ]);
    expect((await admin.get(`/api/admin/analytics/search-misses?${range}`)).body.terms).toEqual([
      { term: 'zxqvw wkjh', count: 2 },
      { term: 'plmqz', count: 1 },
      { term: 'q'.repeat(100), count: 1 },
    ]);
  });

  it('defaults to the last 30 IST days up to today', async () => {
    const response = await admin.get('/api/admin/analytics/bookings-by-channel');
    expect(response.body.range).toEqual({ from: '2025-05-12', to: '2025-06-10' });
    expect(response.body.days).toHaveLength(30);
  });

  it('refuses an inverted, too long, future or malformed range with 400 on every chart', async () => {
    const bad = [
      'from=2025-06-03&to=2025-06-01',
      'from=2024-06-01&to=2025-06-03',
      'to=2099-01-01',
      'from=2025-06-20',
      'from=yesterday',
      'to=2025-13-01',
    ];
    for (const chart of charts) {
      for (const query of bad) {
        const response = await admin.get(`/api/admin/analytics/${chart}?${query}`);
        expect(response.status, `${chart}?${query}`).toBe(400);
        expect(response.body.error).toMatchObject({ code: 'invalid_request', message: expect.any(String) });
      }
    }
    // A year, leap day included, is allowed.
    expect((await admin.get('/api/admin/analytics/categories?from=2024-06-10&to=2025-06-10')).status).toBe(200);
  });

  it('is for admins only: signed out 401, a client and a provider 403', async () => {
    const { client } = await signedUpClient(server.url);
    const provider = await reportProvider(server.ctx.db, server.url, 'Dr. Other', 0, ist(from));
    for (const chart of charts) {
      expect((await new ApiClient(server.url).get(`/api/admin/analytics/${chart}`)).status).toBe(401);
      expect((await client.get(`/api/admin/analytics/${chart}`)).status).toBe(403);
      expect((await provider.client.get(`/api/admin/analytics/${chart}`)).status).toBe(403);
    }
  });
});
