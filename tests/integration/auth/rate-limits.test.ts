import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, uniqueEmail } from '#tests/support/api-client.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { createTestDatabase, type TestDatabase } from '#tests/setup/test-db.ts';
import { book, freeSlotIds, providerWithSlots, snapshotCounts } from '../bookings/booking-fixtures.ts';

// Two API instances on one database: the limits must hold across both.
let database: TestDatabase;
let first: TestServer;
let second: TestServer;
const env = { RATE_LIMIT_SIGN_IN: '3/60', RATE_LIMIT_OTP: '2/600', RATE_LIMIT_BOOKING: '3/60', TRUST_PROXY: 'true' };

let addressCounter = 0;
/** A distinct client address (the proxy's X-Forwarded-For), so each test's sign-ins count on their own. */
function ownAddress() {
  addressCounter += 1;
  return { headers: { 'x-forwarded-for': `198.51.100.${addressCounter}` } };
}

/**
 * A client signed up and signed in, as the web app does (a sign-up signs nobody in), from an
 * address of its own: the booking limits under test are per user, not the sign-in limit.
 */
async function signedUpBooker(baseUrl: string) {
  const client = new ApiClient(baseUrl);
  const address = ownAddress();
  const email = uniqueEmail('booker');
  const credentials = { email, password: 'Passw0rd!23' };
  expect((await client.request('POST', '/api/auth/sign-up/email', { ...credentials, name: 'Booker' }, address)).status).toBe(200);
  expect((await client.request('POST', '/api/auth/sign-in/email', credentials, address)).status).toBe(200);
  return client;
}

beforeAll(async () => {
  database = await createTestDatabase();
  first = await startTestServer({ database, env });
  second = await startTestServer({ database, env });
});
afterAll(async () => {
  await first.close();
  await second.close();
  await database.close();
});

describe('rate limits shared by every instance', () => {
  it('limits sign-in attempts per address across instances, with a 429 in the error shape', async () => {
    const email = uniqueEmail('limited');
    const statuses: number[] = [];
    for (const server of [first, second, first]) {
      statuses.push((await new ApiClient(server.url).signIn(email, 'wrong-password')).status);
    }
    expect(statuses).toEqual([401, 401, 401]);

    const blocked = await new ApiClient(second.url).signIn(email, 'wrong-password');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({
      error: { code: 'rate_limited', message: expect.any(String), details: { retryAfterSeconds: expect.any(Number) } },
    });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('limits OTP requests', async () => {
    const phone = '+919811122233';
    const first1 = await new ApiClient(first.url).post('/api/auth/phone-number/send-otp', { phoneNumber: phone });
    const second1 = await new ApiClient(second.url).post('/api/auth/phone-number/send-otp', { phoneNumber: phone });
    const third = await new ApiClient(first.url).post('/api/auth/phone-number/send-otp', { phoneNumber: phone });
    expect([first1.status, second1.status, third.status]).toEqual([200, 200, 429]);
    expect(third.body.error.code).toBe('rate_limited');
  });

  it('limits booking writes per user across instances, counting no reads and no other user', async () => {
    const [booker, neighbour] = await Promise.all([signedUpBooker(first.url), signedUpBooker(first.url)]);
    const onSecond = booker.at(second.url);
    const statuses: number[] = [];
    for (const client of [booker, onSecond, booker]) {
      // An unknown slot: refused, but still a counted write.
      const response = await client.post('/api/bookings', { slotId: '00000000-0000-4000-8000-000000000000' });
      statuses.push(response.status);
      expect(response.headers.get('ratelimit-limit')).toBe('3');
    }
    expect(statuses).toEqual([404, 404, 404]);
    expect((await booker.get('/api/bookings')).status).toBe(200);

    const blocked = await onSecond.post('/api/bookings', { slotId: '00000000-0000-4000-8000-000000000000' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe('rate_limited');
    expect(blocked.headers.get('ratelimit-remaining')).toBe('0');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await neighbour.post('/api/bookings', { slotId: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
  });

  it('counts successful and refused bookings alike, and over the limit books nothing', async () => {
    const booker = await signedUpBooker(first.url);
    const { provider, slots } = await providerWithSlots(database.db, 4);
    const booked = await book(booker, slots[0]!.id);
    expect(booked.status).toBe(201);
    expect(booked.headers.get('ratelimit-remaining')).toBe('2');
    // The same slot again: 409, counted by the instance that did not book it.
    const taken = await book(booker.at(second.url), slots[0]!.id);
    expect(taken.status).toBe(409);
    expect(taken.headers.get('ratelimit-remaining')).toBe('1');
    expect((await book(booker, slots[1]!.id)).status).toBe(201);

    const before = await snapshotCounts(database.db);
    const blocked = await book(booker.at(second.url), slots[2]!.id);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe('rate_limited');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await snapshotCounts(database.db)).toEqual(before);
    expect(await freeSlotIds(booker, provider.id)).toEqual(expect.arrayContaining([slots[2]!.id, slots[3]!.id]));
  });

  it('shares one window between the three ways a booking write is counted, and starts it again once it ends', async () => {
    let clock = Date.now();
    const timed = await startTestServer({ database, env, now: () => new Date(clock) });
    try {
      const booker = await signedUpBooker(timed.url);
      const { slots } = await providerWithSlots(database.db, 3);
      const remaining = (response: { headers: Headers }) => response.headers.get('ratelimit-remaining');
      const unknownSlot = () => book(booker, '00000000-0000-4000-8000-000000000000');

      const first = await book(booker, slots[0]!.id); // counted by the booking statement
      expect([first.status, remaining(first)]).toEqual([201, '2']);
      const refused = await unknownSlot(); // counted on its own
      expect([refused.status, remaining(refused)]).toEqual([404, '1']);
      const cancelled = await booker.post(`/api/bookings/${first.body.id}/cancel`, {}); // counted by the session lookup
      expect([cancelled.status, remaining(cancelled)]).toEqual([200, '0']);
      expect((await book(booker, slots[1]!.id)).status).toBe(429);

      // Each way, after the 60-second window: the count starts again at 1.
      clock += 61_000;
      const second = await book(booker, slots[1]!.id);
      expect([second.status, remaining(second)]).toEqual([201, '2']);
      clock += 61_000;
      const again = await unknownSlot();
      expect([again.status, remaining(again)]).toEqual([404, '2']);
      clock += 61_000;
      const cancelledAgain = await booker.post(`/api/bookings/${second.body.id}/cancel`, {});
      expect([cancelledAgain.status, remaining(cancelledAgain)]).toEqual([200, '2']);
    } finally {
      await timed.close();
    }
  });

  it('does not count sign-ups against the sign-in limit', async () => {
    const address = ownAddress();
    const email = uniqueEmail('free');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await new ApiClient(first.url).request('POST', '/api/auth/sign-in/email', { email, password: 'wrong-password' }, address);
    }
    const body = { email, password: 'Passw0rd!23', name: 'Free' };
    const signedUp = await new ApiClient(first.url).request('POST', '/api/auth/sign-up/email', body, address);
    expect(signedUp.status).toBe(200);
    expect(signedUp.body.user).toMatchObject({ id: expect.any(String), email });
  });
});
