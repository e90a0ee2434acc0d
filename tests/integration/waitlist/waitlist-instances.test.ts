import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWaitlistOnce } from '#api/services/waitlist/waitlist-worker.ts';
import { createTestDatabase, type TestDatabase } from '#tests/setup/test-db.ts';
import { signedUpClient } from '#tests/support/api-client.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { book, providerWithSlots } from '../bookings/booking-fixtures.ts';
import { dayAndPart, entryStatus, holdsOf, offerMessages, waiter, waitlistNotices } from './waitlist-fixtures.ts';

let database: TestDatabase;
let one: TestServer;
let two: TestServer;
/** Both instances' clock; the test moves it past a hold's expiry. */
let offsetMs = 0;
const now = () => new Date(Date.now() + offsetMs);

beforeAll(async () => {
  database = await createTestDatabase();
  one = await startTestServer({ database, now });
  two = await startTestServer({ database, now });
});
afterAll(async () => {
  await one?.close();
  await two?.close();
  await database?.close();
});

describe('an expired hold, with the waitlist job on two instances of one database', () => {
  it('passes to the next waiter exactly once, and that waiter books it on the other instance', async () => {
    const { provider, slots } = await providerWithSlots(database.db, 1);
    const slot = slots[0]!;
    const { client: booker } = await signedUpClient(one.url);
    const booking = await book(booker, slot.id);
    const { date, partOfDay } = dayAndPart(slot.startsAt);
    const waiters = [];
    for (const phone of ['+919876511001', '+919876511002', '+919876511003']) {
      const signed = await waiter(database.db, one.url, { phone });
      const entry = await signed.client.post('/api/waitlist', { providerId: provider.id, date, partOfDay });
      waiters.push({ ...signed, entryId: entry.body.id as string });
    }
    const [first, second, third] = waiters as [(typeof waiters)[0], (typeof waiters)[0], (typeof waiters)[0]];
    expect((await booker.post(`/api/bookings/${booking.body.id}/cancel`)).status).toBe(200);
    expect(await entryStatus(database.db, first.entryId)).toBe('offered');

    // Not yet expired: both instances leave the hold alone.
    await Promise.all([runWaitlistOnce(one.ctx), runWaitlistOnce(two.ctx)]);
    expect((await holdsOf(database.db, slot.id))[0]?.userId).toBe(first.user.id);

    offsetMs = 16 * 60_000;
    const runs = await Promise.all([
      runWaitlistOnce(one.ctx),
      runWaitlistOnce(two.ctx),
      runWaitlistOnce(one.ctx),
      runWaitlistOnce(two.ctx),
    ]);
    expect(runs.reduce((sum, run) => sum + run.passedOn, 0)).toBe(1);
    expect(await entryStatus(database.db, first.entryId)).toBe('expired');
    expect(await entryStatus(database.db, second.entryId)).toBe('offered');
    expect(await entryStatus(database.db, third.entryId)).toBe('waiting');
    const holds = await holdsOf(database.db, slot.id);
    expect(holds).toHaveLength(1);
    expect(holds[0]!.userId).toBe(second.user.id);
    expect(holds[0]!.expiresAt.getTime()).toBeGreaterThan(now().getTime() + 14 * 60_000);
    expect(await waitlistNotices(database.db, second.user.id)).toHaveLength(1);
    expect(await offerMessages(database.db, second.user.id)).toHaveLength(1);
    expect(await waitlistNotices(database.db, third.user.id)).toEqual([]);

    // The first waiter's hold is over: booking it now is someone else's hold (409), the second books it.
    const late = await book(first.client.at(two.url), slot.id);
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('slot_held');
    expect((await book(second.client.at(two.url), slot.id)).status).toBe(201);
    expect(await entryStatus(database.db, second.entryId)).toBe('booked');
    offsetMs = 0;
  });
});
