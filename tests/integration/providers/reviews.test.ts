import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, outbox, reviews } from '#db/schema/index.ts';
import { signedUpClient } from '#tests/support/api-client.ts';
import { databaseFingerprint } from '#tests/support/db-fingerprint.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { book, signedInProvider } from '../bookings/booking-fixtures.ts';

let server: TestServer;
let clock = Date.now();

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock) });
});
afterAll(() => server.close());

/** A booking the provider has marked attended (the clock moved to its start). */
async function attendedBooking() {
  clock = Date.now();
  const provider = await signedInProvider(server.ctx.db, server.url);
  const { client } = await signedUpClient(server.url, { name: 'Lakshmi Iyer' });
  const booking = (await book(client, provider.slots[0]!.id, { serviceId: provider.service.id, phone: '+919876501234' })).body;
  clock = Date.parse(booking.startsAt) + 30 * 60_000;
  expect((await provider.client.post(`/api/provider/bookings/${booking.id}/attended`, {})).status).toBe(200);
  return { provider, client, booking };
}

describe('reviews from attended bookings', () => {
  it('a client rates an attended booking once; the rating and count come from it; the provider replies once, publicly', async () => {
    const { provider, client, booking } = await attendedBooking();
    const asked = await server.ctx.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.bookingId, booking.id), eq(outbox.kind, 'review_request')));
    expect(asked).toEqual([expect.objectContaining({ channel: 'whatsapp', to: '+919876501234' })]);
    expect(asked[0]!.body).toContain('How was it?');
    expect((await client.get('/api/notifications')).body.items.map((n: { title: string }) => n.title)).toContain('How was your visit?');
    const rated = await client.post(`/api/bookings/${booking.id}/review`, { rating: 4, comment: 'Very patient doctor.' });
    expect(rated.status).toBe(201);
    expect(rated.body).toMatchObject({ bookingId: booking.id, authorName: 'Lakshmi I.', rating: 4, reply: null });
    expect((await client.post(`/api/bookings/${booking.id}/review`, { rating: 5 })).status).toBe(409);
    expect((await client.get(`/api/bookings/${booking.id}`)).body.review).toEqual({ rating: 4, comment: 'Very patient doctor.' });
    expect((await client.get('/api/bookings')).body[0].review).toEqual({ rating: 4, comment: 'Very patient doctor.' });

    const publicPage = async () => (await client.get(`/api/providers/${provider.provider.id}`)).body;
    expect(await publicPage()).toMatchObject({ rating: 4, reviewCount: 1 });
    expect((await provider.client.get('/api/provider/figures')).body.rating).toEqual({ average: 4, count: 1 });

    const mine = await provider.client.get('/api/provider/reviews');
    expect(mine.body).toEqual([expect.objectContaining({ id: rated.body.id, rating: 4 })]);
    const replied = await provider.client.post(`/api/provider/reviews/${rated.body.id}/reply`, { reply: 'Thank you, get well soon!' });
    expect(replied.status).toBe(200);
    expect(replied.body.reply).toBe('Thank you, get well soon!');
    expect((await provider.client.post(`/api/provider/reviews/${rated.body.id}/reply`, { reply: 'Again' })).status).toBe(409);
    expect((await publicPage()).reviews[0]).toMatchObject({ comment: 'Very patient doctor.', reply: 'Thank you, get well soon!' });
    // The public page names the client by first name and initial only, never the surname.
    expect((await publicPage()).reviews[0].authorName).toBe('Lakshmi I.');
    expect(JSON.stringify(await publicPage())).not.toContain('Iyer');

    const other = await signedInProvider(server.ctx.db, server.url);
    expect((await other.client.post(`/api/provider/reviews/${rated.body.id}/reply`, { reply: 'Not mine' })).status).toBe(404);
  });

  it('no review without an attended booking, nor of someone else’s booking', async () => {
    clock = Date.now();
    const provider = await signedInProvider(server.ctx.db, server.url);
    const { client } = await signedUpClient(server.url);
    const booking = (await book(client, provider.slots[0]!.id)).body;
    const early = await client.post(`/api/bookings/${booking.id}/review`, { rating: 5 });
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe('Only an attended appointment can be rated.');
    const { client: stranger } = await signedUpClient(server.url);
    expect((await stranger.post(`/api/bookings/${booking.id}/review`, { rating: 1 })).status).toBe(404);
    expect((await provider.client.post(`/api/bookings/${booking.id}/review`, { rating: 5 })).status).toBe(404);
  });

  it('no review before the visit’s start, even of a booking marked attended', async () => {
    clock = Date.now();
    const provider = await signedInProvider(server.ctx.db, server.url);
    const { client } = await signedUpClient(server.url);
    const booking = (await book(client, provider.slots[0]!.id)).body;
    // Marked attended ahead by an older rule, or by hand: the start has not come yet.
    await server.ctx.db.update(bookings).set({ status: 'completed' }).where(eq(bookings.id, booking.id));
    clock = Date.parse(booking.startsAt) - 60_000;
    const early = await client.post(`/api/bookings/${booking.id}/review`, { rating: 5 });
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe('Only an attended appointment can be rated.');
    clock = Date.parse(booking.startsAt) + 60_000;
    expect((await client.post(`/api/bookings/${booking.id}/review`, { rating: 5 })).status).toBe(201);
  });

  it('a review stored with a full name is shown publicly with the first name and initial only', async () => {
    const { provider, client, booking } = await attendedBooking();
    const rated = await client.post(`/api/bookings/${booking.id}/review`, { rating: 5 });
    await server.ctx.db.update(reviews).set({ authorName: 'Lakshmi  Venkata Iyer' }).where(eq(reviews.id, rated.body.id));
    const page = (await client.get(`/api/providers/${provider.provider.id}`)).body;
    expect(page.reviews.map((r: { authorName: string }) => r.authorName)).toEqual(['Lakshmi I.']);
    expect(JSON.stringify(page)).not.toMatch(/Iyer|Venkata/);
  });

  it('refuses bad ratings with 400, changing nothing', async () => {
    const { client, booking } = await attendedBooking();
    const before = await databaseFingerprint(server.ctx.db);
    for (const body of [
      { rating: 0 },
      { rating: 6 },
      { rating: 4.5 },
      { rating: '5' },
      {},
      { rating: 5, comment: 'Good\u0000' },
      { rating: 5, stars: 5 },
    ]) {
      const response = await client.post(`/api/bookings/${booking.id}/review`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect(await databaseFingerprint(server.ctx.db)).toEqual(before);
  });
});
