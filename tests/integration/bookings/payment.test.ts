import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactions } from '#db/schema/index.ts';
import { signedUpClient } from '#tests/support/api-client.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { book, providerWithSlots } from './booking-fixtures.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const paymentsOf = (bookingId: string) => server.ctx.db.select().from(transactions).where(eq(transactions.bookingId, bookingId));

describe('recording a UPI payment reference', () => {
  it('records the UTR once per booking (a correction replaces it) and marks the payment pending', async () => {
    const { slots, services } = await providerWithSlots(server.ctx.db, 1);
    const { client, user } = await signedUpClient(server.url);
    const booking = (await book(client, slots[0]!.id, { serviceId: services[0]!.id })).body as { id: string };

    const first = await client.post(`/api/bookings/${booking.id}/payment`, { utr: '4123 5678 9012' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ id: booking.id, paymentStatus: 'pending', amountPaise: 50_000 });
    expect(await paymentsOf(booking.id)).toMatchObject([
      { userId: user.id, amountPaise: 50_000, method: 'upi', reference: '412356789012', status: 'pending' },
    ]);

    expect((await client.post(`/api/bookings/${booking.id}/payment`, { utr: '412356789013' })).status).toBe(200);
    expect((await paymentsOf(booking.id)).map((row) => row.reference)).toEqual(['412356789013']);
  });

  it("refuses a malformed reference, a free booking, a cancelled one and someone else's, changing nothing", async () => {
    const { slots, services } = await providerWithSlots(server.ctx.db, 3);
    const { client } = await signedUpClient(server.url);
    const priced = (await book(client, slots[0]!.id, { serviceId: services[0]!.id })).body as { id: string };
    const free = (await book(client, slots[1]!.id)).body as { id: string };
    const cancelled = (await book(client, slots[2]!.id, { serviceId: services[0]!.id })).body as { id: string };
    await client.post(`/api/bookings/${cancelled.id}/cancel`);

    const malformed = await client.post(`/api/bookings/${priced.id}/payment`, { utr: 'ABC123' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe('invalid_request');
    expect((await client.post(`/api/bookings/${free.id}/payment`, { utr: '412356789012' })).body.error.code).toBe('conflict');
    expect((await client.post(`/api/bookings/${cancelled.id}/payment`, { utr: '412356789012' })).body.error.code).toBe(
      'booking_not_active',
    );
    const stranger = (await signedUpClient(server.url)).client;
    expect((await stranger.post(`/api/bookings/${priced.id}/payment`, { utr: '412356789012' })).status).toBe(404);
    for (const id of [priced.id, free.id, cancelled.id]) expect(await paymentsOf(id)).toEqual([]);
  });
});
