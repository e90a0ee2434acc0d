import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, istDate } from '#api/core/time-zone.ts';
import { findOpenSlotsFor } from '#api/services/availability/open-slots.ts';
import { runWaitlistOnce } from '#api/services/waitlist/waitlist-worker.ts';
import { timeSlots, user } from '#db/schema/index.ts';
import { ApiClient, signedUpClient } from '#tests/support/api-client.ts';
import { futureSlotStarts, makeProvider } from '#tests/factories/catalog.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { book, freeSlotIds, providerWithSlots, signedInProvider } from '../bookings/booking-fixtures.ts';
import { dayAndPart, entryStatus, holdsOf, offerMessages, waiter, waitlistNotices } from './waitlist-fixtures.ts';

let server: TestServer;
/** The app's clock; tests move it past a hold's expiry or a day's end. */
let offsetMs = 0;

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(Date.now() + offsetMs) });
});
afterAll(() => server.close());

const today = () => istDate(new Date());

describe('joining, listing and leaving the waitlist', () => {
  it('joins (201 with an id), answers the same live entry when joining twice, lists mine and leaves', async () => {
    const { provider } = await makeProvider(server.ctx.db, { name: 'Dr. Lakshmi Menon' });
    const { client } = await signedUpClient(server.url);
    const date = addDays(today(), 2);

    const joined = await client.post('/api/waitlist', { providerId: provider.id, date, partOfDay: 'evening' });
    expect(joined.status).toBe(201);
    expect(joined.body).toEqual({ id: expect.any(String) });
    const again = await client.post('/api/waitlist', { providerId: provider.id, date, partOfDay: 'evening' });
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(joined.body.id);
    const anyTime = await client.post('/api/waitlist', { providerId: provider.id, date });
    expect(anyTime.status).toBe(201);
    expect(anyTime.body.id).not.toBe(joined.body.id);

    const listed = await client.get('/api/waitlist');
    expect(listed.status).toBe(200);
    expect(listed.body).toHaveLength(2);
    expect(listed.body.find((entry: { id: string }) => entry.id === joined.body.id)).toEqual({
      id: joined.body.id,
      provider: { id: provider.id, name: 'Dr. Lakshmi Menon' },
      date,
      partOfDay: 'evening',
      status: 'waiting',
      offer: null,
      createdAt: expect.any(String),
    });

    const left = await client.request('DELETE', `/api/waitlist/${joined.body.id}`);
    expect(left.status).toBe(200);
    expect(left.body).toEqual({ id: joined.body.id, status: 'cancelled' });
    const rejoined = await client.post('/api/waitlist', { providerId: provider.id, date, partOfDay: 'evening' });
    expect(rejoined.body.id).not.toBe(joined.body.id);
  });

  it('is private: signed out 401, someone else’s entry 404, my own provider page 403', async () => {
    const { provider } = await makeProvider(server.ctx.db);
    const { client } = await signedUpClient(server.url);
    const { client: other } = await signedUpClient(server.url);
    const joined = await client.post('/api/waitlist', { providerId: provider.id, date: today() });
    const anonymous = new ApiClient(server.url);
    expect((await anonymous.get('/api/waitlist')).status).toBe(401);
    expect((await anonymous.post('/api/waitlist', { providerId: provider.id, date: today() })).status).toBe(401);
    expect((await anonymous.request('DELETE', `/api/waitlist/${joined.body.id}`)).status).toBe(401);
    const stranger = await other.request('DELETE', `/api/waitlist/${joined.body.id}`);
    expect(stranger.status).toBe(404);
    expect(stranger.body.error.code).toBe('not_found');
    expect((await other.get('/api/waitlist')).body).toEqual([]);
    expect(await entryStatus(server.ctx.db, joined.body.id)).toBe('waiting');

    const own = await signedInProvider(server.ctx.db, server.url, { slots: 0 });
    const refused = await own.client.post('/api/waitlist', { providerId: own.provider.id, date: today() });
    expect(refused.status).toBe(403);
  });

  it('answers hostile and out-of-range input with 4xx, never 500', async () => {
    const { provider } = await makeProvider(server.ctx.db);
    const unlisted = await makeProvider(server.ctx.db, { verification: 'suspended' });
    const { client } = await signedUpClient(server.url);
    const bad: unknown[] = [
      { providerId: provider.id, date: addDays(today(), -1) },
      { providerId: provider.id, date: addDays(today(), 400) },
      { providerId: provider.id, date: '9999-12-31' },
      { providerId: provider.id, date: '2026-13-45' },
      { providerId: provider.id, date: `${today()}\u0000` },
      { providerId: `${provider.id}\ud800`, date: today() },
      { providerId: provider.id, date: today(), partOfDay: 'night' },
      { providerId: provider.id, date: today(), extra: true },
      { providerId: provider.id },
      [],
      'waitlist',
      null,
      42,
    ];
    for (const body of bad) {
      const response = await client.post('/api/waitlist', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    const unknown = await client.post('/api/waitlist', { providerId: crypto.randomUUID(), date: today() });
    expect(unknown.status).toBe(404);
    expect((await client.post('/api/waitlist', { providerId: unlisted.provider.id, date: today() })).status).toBe(404);
    expect((await client.request('DELETE', '/api/waitlist/not-a-uuid')).status).toBe(400);
    expect((await client.request('DELETE', `/api/waitlist/${crypto.randomUUID()}`)).status).toBe(404);
  });
});

/** A provider with one booked slot a day ahead, two waiters for its day and part (in join order), and the booking's client. */
async function fullDayWithWaiters() {
  const { provider, slots } = await providerWithSlots(server.ctx.db, 1, { name: 'Dr. Suresh Kumar' });
  const slot = slots[0]!;
  const { client: booker } = await signedUpClient(server.url);
  const booking = await book(booker, slot.id);
  expect(booking.status).toBe(201);
  const first = await waiter(server.ctx.db, server.url, { phone: '+919876500001', locale: 'hi', name: 'Anita Desai' });
  const second = await waiter(server.ctx.db, server.url, { phone: '+919876500002', name: 'Rahul Verma' });
  const { date, partOfDay } = dayAndPart(slot.startsAt);
  const firstEntry = await first.client.post('/api/waitlist', { providerId: provider.id, date, partOfDay });
  const secondEntry = await second.client.post('/api/waitlist', { providerId: provider.id, date });
  expect([firstEntry.status, secondEntry.status]).toEqual([201, 201]);
  return {
    provider,
    slot,
    booker,
    bookingId: booking.body.id as string,
    first,
    second,
    firstEntry: firstEntry.body.id,
    secondEntry: secondEntry.body.id,
  };
}

/** Another free slot of the same provider at the same time, `days` later. */
async function sameTimeDaysLater(slot: typeof timeSlots.$inferSelect, days: number) {
  const shift = days * 86_400_000;
  const [later] = await server.ctx.db
    .insert(timeSlots)
    .values({
      providerId: slot.providerId,
      startsAt: new Date(slot.startsAt.getTime() + shift),
      endsAt: new Date(slot.endsAt.getTime() + shift),
    })
    .returning();
  return later!;
}

describe('a freed slot goes to the first waiter', () => {
  it('a client cancel holds the slot for the first waiter, with a waitlist notification and a WhatsApp message in their language', async () => {
    const day = await fullDayWithWaiters();
    expect((await day.booker.post(`/api/bookings/${day.bookingId}/cancel`)).status).toBe(200);

    expect(await entryStatus(server.ctx.db, day.firstEntry)).toBe('offered');
    expect(await entryStatus(server.ctx.db, day.secondEntry)).toBe('waiting');
    const [hold] = await holdsOf(server.ctx.db, day.slot.id);
    expect(hold).toMatchObject({ userId: day.first.user.id, waitlistEntryId: day.firstEntry });
    expect(hold!.expiresAt.getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(hold!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(15 * 60_000);

    const notices = await waitlistNotices(server.ctx.db, day.first.user.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.message).toContain('Dr. Suresh Kumar');
    expect(notices[0]!.data).toMatchObject({ slotId: day.slot.id, providerId: day.provider.id });
    const messages = await offerMessages(server.ctx.db, day.first.user.id);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ channel: 'whatsapp', to: '+919876500001' });
    expect(messages[0]!.body).toContain('हाँ');
    expect(await waitlistNotices(server.ctx.db, day.second.user.id)).toEqual([]);

    const mine = await day.first.client.get('/api/waitlist');
    expect(mine.body[0]).toMatchObject({
      status: 'offered',
      offer: { slotId: day.slot.id, startsAt: day.slot.startsAt.toISOString(), expiresAt: hold!.expiresAt.toISOString() },
    });
    // Held: not in the free list anyone sees, nor among the slots Mitra offers.
    expect(await freeSlotIds(day.booker, day.provider.id)).toEqual([]);
    const mitra = await findOpenSlotsFor(server.ctx, { providerId: day.provider.id, date: dayAndPart(day.slot.startsAt).date });
    expect(mitra.slots).toEqual([]);
  });

  it('a provider cancel and a move off the slot offer it too', async () => {
    const moved = await fullDayWithWaiters();
    const other = await sameTimeDaysLater(moved.slot, 3);
    expect((await moved.booker.post(`/api/bookings/${moved.bookingId}/reschedule`, { slotId: other.id })).status).toBe(200);
    expect(await entryStatus(server.ctx.db, moved.firstEntry)).toBe('offered');

    const provider = await signedInProvider(server.ctx.db, server.url, { slots: 1 });
    const { client } = await signedUpClient(server.url);
    const booked = await book(client, provider.slots[0]!.id);
    const waiting = await waiter(server.ctx.db, server.url, { phone: '+919876500003', locale: 'ta' });
    const entry = await waiting.client.post('/api/waitlist', {
      providerId: provider.provider.id,
      date: dayAndPart(provider.slots[0]!.startsAt).date,
    });
    const cancelled = await provider.client.post(`/api/provider/bookings/${booked.body.id}/cancel`, { reason: 'Called away' });
    expect(cancelled.status).toBe(200);
    expect(await entryStatus(server.ctx.db, entry.body.id)).toBe('offered');
    expect((await offerMessages(server.ctx.db, waiting.user.id))[0]!.body).toContain('ஆம்');
  });
});

describe('a waiter who booked meanwhile', () => {
  it('is passed over: their entry closes as booked and the next waiter is offered the freed slot', async () => {
    const { provider, slots } = await makeProvider(server.ctx.db, { slotStarts: futureSlotStarts(2) });
    const date = dayAndPart(slots[0]!.startsAt).date;
    const { client: booker } = await signedUpClient(server.url);
    const booked = await book(booker, slots[0]!.id);
    const early = await waiter(server.ctx.db, server.url, { phone: '+919876500011' });
    const earlyEntry = await early.client.post('/api/waitlist', { providerId: provider.id, date });
    expect((await book(early.client, slots[1]!.id)).status).toBe(201);
    const late = await waiter(server.ctx.db, server.url, { phone: '+919876500012' });
    const lateEntry = await late.client.post('/api/waitlist', { providerId: provider.id, date });

    expect((await booker.post(`/api/bookings/${booked.body.id}/cancel`)).status).toBe(200);
    expect(await entryStatus(server.ctx.db, earlyEntry.body.id)).toBe('booked');
    expect(await entryStatus(server.ctx.db, lateEntry.body.id)).toBe('offered');
    expect(await waitlistNotices(server.ctx.db, early.user.id)).toEqual([]);
  });
});

describe('a held slot', () => {
  it('refuses anyone else (409 slot_held, booking or moving), and the waiter books it: hold gone, entry booked', async () => {
    const day = await fullDayWithWaiters();
    await day.booker.post(`/api/bookings/${day.bookingId}/cancel`);
    const { client: stranger } = await signedUpClient(server.url);
    const { client: racer } = await signedUpClient(server.url);
    const refused = await book(stranger, day.slot.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('slot_held');

    // Racing the waiter: refused as held, or as taken when the waiter's booking committed first.
    const [theirs, waiters] = await Promise.all([book(racer, day.slot.id), book(day.first.client, day.slot.id)]);
    expect(theirs.status).toBe(409);
    expect(['slot_held', 'slot_taken']).toContain(theirs.body.error.code);
    expect(waiters.status).toBe(201);
    expect(await entryStatus(server.ctx.db, day.firstEntry)).toBe('booked');
    expect(await holdsOf(server.ctx.db, day.slot.id)).toEqual([]);
  });

  it('cannot be moved into by another client', async () => {
    const day = await fullDayWithWaiters();
    const spare = await sameTimeDaysLater(day.slot, 2);
    const { client: mover } = await signedUpClient(server.url);
    const moving = await book(mover, spare.id);
    await day.booker.post(`/api/bookings/${day.bookingId}/cancel`);
    const refused = await mover.post(`/api/bookings/${moving.body.id}/reschedule`, { slotId: day.slot.id });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('slot_held');
    expect(await entryStatus(server.ctx.db, day.firstEntry)).toBe('offered');
  });

  it('goes to the next waiter when the first leaves the waitlist', async () => {
    const day = await fullDayWithWaiters();
    await day.booker.post(`/api/bookings/${day.bookingId}/cancel`);
    expect((await day.first.client.request('DELETE', `/api/waitlist/${day.firstEntry}`)).status).toBe(200);
    expect(await entryStatus(server.ctx.db, day.secondEntry)).toBe('offered');
    expect((await holdsOf(server.ctx.db, day.slot.id))[0]?.userId).toBe(day.second.user.id);
  });
});

describe('the waitlist job', () => {
  it('offers slots that new hours created to a waiter', async () => {
    const { provider } = await makeProvider(server.ctx.db);
    const w = await waiter(server.ctx.db, server.url, { phone: '+919876500004' });
    const [start] = futureSlotStarts(1, { hoursAhead: 30 });
    const entry = await w.client.post('/api/waitlist', { providerId: provider.id, date: istDate(start!) });
    const [slot] = await server.ctx.db
      .insert(timeSlots)
      .values({ providerId: provider.id, startsAt: start!, endsAt: new Date(start!.getTime() + 30 * 60_000) })
      .returning();
    await runWaitlistOnce(server.ctx);
    expect(await entryStatus(server.ctx.db, entry.body.id)).toBe('offered');
    expect((await holdsOf(server.ctx.db, slot!.id))[0]?.userId).toBe(w.user.id);
  });

  it('expires entries with their IST day', async () => {
    const { provider } = await makeProvider(server.ctx.db);
    const { client } = await signedUpClient(server.url);
    const entry = await client.post('/api/waitlist', { providerId: provider.id, date: today() });
    await runWaitlistOnce(server.ctx);
    expect(await entryStatus(server.ctx.db, entry.body.id)).toBe('waiting');
    offsetMs = 86_400_000;
    try {
      await runWaitlistOnce(server.ctx);
    } finally {
      offsetMs = 0;
    }
    expect(await entryStatus(server.ctx.db, entry.body.id)).toBe('expired');
  });
});

describe('a waiter’s account', () => {
  it('an admin may join too (the same callers as booking)', async () => {
    const { provider } = await makeProvider(server.ctx.db);
    const { client, user: account } = await signedUpClient(server.url);
    await server.ctx.db.update(user).set({ role: 'admin' }).where(eq(user.id, account.id));
    expect((await client.post('/api/waitlist', { providerId: provider.id, date: today() })).status).toBe(201);
  });
});
