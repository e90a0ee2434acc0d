import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, user } from '#db/schema/index.ts';
import { signedUpClient } from '#tests/support/api-client.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { book, signedInProvider } from './booking-fixtures.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** The admin reports tell cancellations by the client from those by the provider: each cancel records who. */
describe('who cancelled a booking', () => {
  it('is kept on the booking for the client, the provider and an admin', async () => {
    const provider = await signedInProvider(server.ctx.db, server.url, { slots: 3 });
    const { client } = await signedUpClient(server.url, { name: 'Meena Pillai' });
    const { client: admin, user: adminAccount } = await signedUpClient(server.url, { name: 'Asha Admin' });
    await server.ctx.db.update(user).set({ role: 'admin' }).where(eq(user.id, adminAccount.id));
    const ids: string[] = [];
    for (const slot of provider.slots) {
      const booked = await book(client, slot.id, { serviceId: provider.service.id });
      expect(booked.status).toBe(201);
      ids.push(booked.body.id as string);
    }
    const [byClient, byProvider, byAdmin] = ids as [string, string, string];

    expect((await client.post(`/api/bookings/${byClient}/cancel`)).status).toBe(200);
    expect((await provider.client.post(`/api/provider/bookings/${byProvider}/cancel`, { reason: 'Doctor is unwell today' })).status).toBe(
      200,
    );
    expect((await admin.post(`/api/admin/bookings/${byAdmin}/cancel`, { reason: 'The clinic is closed for a power cut' })).status).toBe(
      200,
    );

    const rows = await server.ctx.db
      .select({ id: bookings.id, cancelledBy: bookings.cancelledBy })
      .from(bookings)
      .where(eq(bookings.providerId, provider.provider.id));
    expect(Object.fromEntries(rows.map((row) => [row.id, row.cancelledBy]))).toEqual({
      [byClient]: 'client',
      [byProvider]: 'provider',
      [byAdmin]: 'admin',
    });
  });
});
