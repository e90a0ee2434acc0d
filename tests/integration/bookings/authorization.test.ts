import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAccountActive } from '#api/services/accounts/profiles.ts';
import { ApiClient, signedUpClient, uniqueEmail } from '#tests/support/api-client.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { book, freeSlotIds, providerWithSlots, signedInProvider, snapshotCounts } from './booking-fixtures.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const someId = '6f1c2f4e-8a8b-4c51-9d3e-2b7a4a0c9e11';

describe("another client's booking", () => {
  it('cannot be seen, cancelled or rescheduled (404), and nothing changes', async () => {
    const { provider, slots } = await providerWithSlots(server.ctx.db, 2);
    const { client: owner } = await signedUpClient(server.url);
    const { client: intruder } = await signedUpClient(server.url);
    const booking = (await book(owner, slots[0]!.id)).body;
    const before = await snapshotCounts(server.ctx.db);

    const attempts = [
      await intruder.get(`/api/bookings/${booking.id}`),
      await intruder.post(`/api/bookings/${booking.id}/cancel`),
      await intruder.post(`/api/bookings/${booking.id}/reschedule`, { slotId: slots[1]!.id }),
    ];
    for (const response of attempts) {
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: { code: 'not_found', message: 'Booking not found.' } });
    }
    expect((await intruder.get('/api/bookings')).body).toEqual([]);
    expect(await snapshotCounts(server.ctx.db)).toEqual(before);
    expect((await owner.get(`/api/bookings/${booking.id}`)).body).toMatchObject({ status: 'confirmed', slotId: slots[0]!.id });
    expect(await freeSlotIds(owner, provider.id)).toEqual([slots[1]!.id]);
  });

  it('a provider cannot book their own slot (403 forbidden)', async () => {
    const provider = await signedInProvider(server.ctx.db, server.url);
    const response = await book(provider.client, provider.slots[0]!.id);
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('forbidden');
    expect(await freeSlotIds(provider.client, provider.provider.id)).toHaveLength(provider.slots.length);
  });
});

describe('signed out', () => {
  it('gets 401 with the error shape on every private route', async () => {
    const anonymous = new ApiClient(server.url);
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/me'],
      ['PATCH', '/api/me/profile', { fullName: 'X' }],
      ['GET', '/api/me/quota'],
      ['GET', '/api/bookings'],
      ['GET', `/api/bookings/${someId}`],
      ['POST', '/api/bookings', { slotId: someId }],
      // Signed out comes before a bad body (the booking route reads its body before the session).
      ['POST', '/api/bookings', { slotId: 'not-a-uuid', extra: true }],
      ['POST', `/api/bookings/${someId}/cancel`, {}],
      ['POST', `/api/bookings/${someId}/reschedule`, { slotId: someId }],
      ['GET', '/api/notifications'],
      ['POST', `/api/notifications/${someId}/read`, {}],
      ['POST', '/api/notifications/read-all', {}],
      ['GET', '/api/events'],
      ['POST', '/api/role-requests', { newRole: 'provider', reason: 'I am a plumber.' }],
    ];
    for (const [method, path, body] of calls) {
      const response = await anonymous.request(method, path, body);
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(response.body).toEqual({ error: { code: 'unauthorized', message: 'User not authenticated' } });
    }
  });
});

describe('a deactivated account', () => {
  it('cannot sign in (403) and cannot book with a session it already had (403 account_inactive)', async () => {
    const { slots } = await providerWithSlots(server.ctx.db, 1);
    const email = uniqueEmail('inactive');
    const { client, user } = await signedUpClient(server.url, { email });
    await setAccountActive(server.ctx, user.id, false);

    const signIn = await new ApiClient(server.url).signIn(email);
    expect(signIn.status).toBe(403);
    const before = await snapshotCounts(server.ctx.db);
    const attempt = await book(client, slots[0]!.id);
    expect(attempt.status).toBe(403);
    expect(attempt.body.error.code).toBe('account_inactive');
    expect((await client.get('/api/bookings')).status).toBe(403);
    expect(await snapshotCounts(server.ctx.db)).toEqual(before);
  });
});
