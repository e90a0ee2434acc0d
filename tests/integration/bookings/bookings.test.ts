import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, profiles, providers, timeSlots } from '#db/schema/index.ts';
import { signedUpClient } from '#tests/support/api-client.ts';
import { futureSlotStarts, makeProvider } from '#tests/factories/catalog.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { book, freeSlotIds, profileOf, providerWithSlots, snapshotCounts } from './booking-fixtures.ts';

let server: TestServer;
/** The app's clock; tests move it to get past a booking's start. */
let offsetMs = 0;

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(Date.now() + offsetMs) });
});
afterAll(() => server.close());

describe('booking a slot', () => {
  it('books a free slot: 201, confirmed, the slot leaves the free list, a free booking is used', async () => {
    const { provider, slots, services } = await providerWithSlots(server.ctx.db, 3);
    const { client, user } = await signedUpClient(server.url, { name: 'Priya Sharma' });

    const response = await book(client, slots[0]!.id, { serviceId: services[0]!.id });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      id: expect.any(String),
      status: 'confirmed',
      channel: 'web',
      slotId: slots[0]!.id,
      startsAt: slots[0]!.startsAt.toISOString(),
      name: 'Priya Sharma',
      phone: null,
      amountPaise: 50_000,
      countedFree: true,
      provider: { id: provider.id, name: provider.name, category: 'doctor', city: 'Chennai' },
      service: { id: services[0]!.id, name: 'General consultation' },
    });
    expect(await freeSlotIds(client, provider.id)).toEqual([slots[1]!.id, slots[2]!.id]);
    expect((await profileOf(server.ctx.db, user.id)).freeBookingsUsed).toBe(1);
  });

  it('uses the given name and phone, normalising the phone to E.164, and charges 0 without a service', async () => {
    const { slots } = await providerWithSlots(server.ctx.db, 1);
    const { client } = await signedUpClient(server.url);
    const response = await book(client, slots[0]!.id, { name: 'Amma', phone: '098765 43210' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ name: 'Amma', phone: '+919876543210', amountPaise: 0, service: null });
  });

  it("defaults the phone to the profile's contact phone", async () => {
    const { slots } = await providerWithSlots(server.ctx.db, 1);
    const { client, user } = await signedUpClient(server.url);
    await server.ctx.db.update(profiles).set({ contactPhone: '+919811122233' }).where(eq(profiles.userId, user.id));
    const response = await book(client, slots[0]!.id);
    expect(response.body.phone).toBe('+919811122233');
  });

  it("refuses another provider's service with a 400 and books nothing", async () => {
    const { slots } = await providerWithSlots(server.ctx.db, 1);
    const other = await providerWithSlots(server.ctx.db, 1);
    const { client } = await signedUpClient(server.url);
    const before = await snapshotCounts(server.ctx.db);
    const response = await book(client, slots[0]!.id, { serviceId: other.services[0]!.id });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('invalid_request');
    expect(await snapshotCounts(server.ctx.db)).toEqual(before);
  });

  it('refuses an unknown slot (404), a past slot (409 slot_unavailable) and a taken one (409 slot_taken)', async () => {
    const { provider, slots } = await makeProvider(server.ctx.db, {
      slotStarts: [new Date(Date.now() - 3_600_000), ...futureSlotStarts(1)],
    });
    const { client } = await signedUpClient(server.url);
    const { client: rival } = await signedUpClient(server.url);
    expect((await book(rival, slots[1]!.id)).status).toBe(201);

    const unknown = await book(client, '6f1c2f4e-8a8b-4c51-9d3e-2b7a4a0c9e11');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('not_found');
    const past = await book(client, slots[0]!.id);
    expect(past.status).toBe(409);
    expect(past.body.error.code).toBe('slot_unavailable');
    const taken = await book(client, slots[1]!.id);
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe('slot_taken');
    expect(await freeSlotIds(client, provider.id)).toEqual([]);
  });

  it('refuses a slot the provider blocked, and slots of an unlisted provider', async () => {
    const { slots } = await providerWithSlots(server.ctx.db, 1);
    await server.ctx.db.update(timeSlots).set({ isAvailable: false }).where(eq(timeSlots.id, slots[0]!.id));
    const suspended = await providerWithSlots(server.ctx.db, 1, { verification: 'suspended' });
    const { client } = await signedUpClient(server.url);
    const blocked = await book(client, slots[0]!.id);
    expect(blocked.status).toBe(409);
    expect(blocked.body.error.code).toBe('slot_unavailable');
    const unlisted = await book(client, suspended.slots[0]!.id);
    expect(unlisted.status).toBe(409);
    expect(unlisted.body.error.code).toBe('slot_unavailable');
    const slot = await server.ctx.db.query.timeSlots.findFirst({ where: eq(timeSlots.id, suspended.slots[0]!.id) });
    expect(slot?.isAvailable).toBe(true);
  });

  it('stops a free-tier client at the limit with 402 quota_exceeded, leaving the slot free', async () => {
    const { provider, slots } = await providerWithSlots(server.ctx.db, 6);
    const { client } = await signedUpClient(server.url);
    for (const slot of slots.slice(0, 5)) expect((await book(client, slot.id)).status).toBe(201);
    const sixth = await book(client, slots[5]!.id);
    expect(sixth.status).toBe(402);
    expect(sixth.body.error.code).toBe('quota_exceeded');
    expect(await freeSlotIds(client, provider.id)).toEqual([slots[5]!.id]);
    expect((await client.get('/api/me/quota')).body).toEqual({ used: 5, limit: 5, remaining: 0, canBook: false, isPremium: false });
  });
});

describe('a client whose profile row is missing', () => {
  it('gets a default profile on the first request and can book in the same request', async () => {
    const { slots } = await providerWithSlots(server.ctx.db, 1);
    const { client, user } = await signedUpClient(server.url, { name: 'Ravi Teja' });
    await server.ctx.db.delete(profiles).where(eq(profiles.userId, user.id));
    const response = await book(client, slots[0]!.id);
    expect(response.status).toBe(201);
    expect(response.body.name).toBe('Ravi Teja');
    expect((await profileOf(server.ctx.db, user.id)).freeBookingsUsed).toBe(1);
  });
});

describe('listing my bookings', () => {
  it('lists upcoming by start, then past newest first, and filters by scope', async () => {
    const { slots } = await providerWithSlots(server.ctx.db, 4);
    const { client } = await signedUpClient(server.url);
    const ids: string[] = [];
    for (const slot of [slots[2]!, slots[0]!, slots[1]!, slots[3]!]) ids.push((await book(client, slot.id)).body.id);
    await client.post(`/api/bookings/${ids[3]}/cancel`); // slots[3]: cancelled → past

    const all = await client.get('/api/bookings');
    expect(all.status).toBe(200);
    expect(all.body.map((b: { slotId: string }) => b.slotId)).toEqual([slots[0]!.id, slots[1]!.id, slots[2]!.id, slots[3]!.id]);
    expect(all.body[0]).toMatchObject({
      provider: { id: expect.any(String), name: expect.any(String), category: 'doctor', city: 'Chennai' },
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      time: expect.stringMatching(/^\d{2}:\d{2}$/),
      paymentStatus: 'none',
    });

    const upcoming = await client.get('/api/bookings?scope=upcoming');
    expect(upcoming.body.map((b: { slotId: string }) => b.slotId)).toEqual([slots[0]!.id, slots[1]!.id, slots[2]!.id]);
    const past = await client.get('/api/bookings?scope=past');
    expect(past.body.map((b: { status: string }) => b.status)).toEqual(['cancelled']);
    expect((await client.get('/api/bookings?scope=later')).status).toBe(400);

    offsetMs = 2 * 86_400_000; // every slot has started
    const later = await client.get('/api/bookings?scope=past');
    offsetMs = 0;
    expect(later.body.map((b: { slotId: string }) => b.slotId)).toEqual([slots[3]!.id, slots[2]!.id, slots[1]!.id, slots[0]!.id]);
  });

  it('shows one of my bookings by id', async () => {
    const { slots } = await providerWithSlots(server.ctx.db, 1);
    const { client } = await signedUpClient(server.url);
    const created = await book(client, slots[0]!.id);
    const response = await client.get(`/api/bookings/${created.body.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(created.body);
  });
});

describe('cancelling', () => {
  it('frees the slot and gives the free booking back before the start', async () => {
    const { provider, slots } = await providerWithSlots(server.ctx.db, 1);
    const { client, user } = await signedUpClient(server.url);
    const created = await book(client, slots[0]!.id);
    expect((await profileOf(server.ctx.db, user.id)).freeBookingsUsed).toBe(1);

    const response = await client.post(`/api/bookings/${created.body.id}/cancel`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      freeBookingReturned: true,
      booking: { id: created.body.id, status: 'cancelled', cancelledAt: expect.any(String) },
    });
    expect(await freeSlotIds(client, provider.id)).toEqual([slots[0]!.id]);
    expect((await profileOf(server.ctx.db, user.id)).freeBookingsUsed).toBe(0);
    expect((await client.get('/api/me/quota')).body).toMatchObject({ used: 0, remaining: 5, canBook: true });
  });

  it('refuses to cancel twice (409 booking_not_active) and returns the free booking once', async () => {
    const { slots } = await providerWithSlots(server.ctx.db, 1);
    const { client, user } = await signedUpClient(server.url);
    const created = await book(client, slots[0]!.id);
    await client.post(`/api/bookings/${created.body.id}/cancel`);
    const again = await client.post(`/api/bookings/${created.body.id}/cancel`);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('booking_not_active');
    expect((await profileOf(server.ctx.db, user.id)).freeBookingsUsed).toBe(0);
  });

  it('keeps the free booking used when cancelled after the start', async () => {
    const { provider, slots } = await providerWithSlots(server.ctx.db, 1);
    // Without a cancel notice: the platform's 2 hours would refuse a client's cancel after the start (issue 26.1).
    await server.ctx.db.update(providers).set({ cancelNoticeMinutes: 0 }).where(eq(providers.id, provider.id));
    const { client, user } = await signedUpClient(server.url);
    const created = await book(client, slots[0]!.id);
    offsetMs = 2 * 86_400_000;
    const response = await client.post(`/api/bookings/${created.body.id}/cancel`);
    offsetMs = 0;
    expect(response.status).toBe(200);
    expect(response.body.freeBookingReturned).toBe(false);
    expect((await profileOf(server.ctx.db, user.id)).freeBookingsUsed).toBe(1);
  });
});

describe('rescheduling', () => {
  it('moves the booking (same id): the old slot is free, the new one taken', async () => {
    const { provider, slots } = await providerWithSlots(server.ctx.db, 3);
    const { client, user } = await signedUpClient(server.url);
    const created = await book(client, slots[0]!.id);

    const response = await client.post(`/api/bookings/${created.body.id}/reschedule`, { slotId: slots[2]!.id });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: created.body.id,
      slotId: slots[2]!.id,
      startsAt: slots[2]!.startsAt.toISOString(),
      status: 'confirmed',
    });
    expect(await freeSlotIds(client, provider.id)).toEqual([slots[0]!.id, slots[1]!.id]);
    const rows = await server.ctx.db.select().from(bookings).where(eq(bookings.userId, user.id));
    expect(rows).toHaveLength(1);
    expect((await profileOf(server.ctx.db, user.id)).freeBookingsUsed).toBe(1);
  });

  it('refuses a taken slot with 409 slot_taken and changes nothing', async () => {
    const { slots } = await providerWithSlots(server.ctx.db, 2);
    const { client } = await signedUpClient(server.url);
    const { client: rival } = await signedUpClient(server.url);
    const mine = await book(client, slots[0]!.id);
    await book(rival, slots[1]!.id);
    const before = await snapshotCounts(server.ctx.db);
    const response = await client.post(`/api/bookings/${mine.body.id}/reschedule`, { slotId: slots[1]!.id });
    expect(response.status).toBe(409);
    expect(response.body.error.code).toBe('slot_taken');
    expect(await snapshotCounts(server.ctx.db)).toEqual(before);
    expect((await client.get(`/api/bookings/${mine.body.id}`)).body.slotId).toBe(slots[0]!.id);
  });

  it("refuses another provider's slot (400), the same slot (400), a past slot (409) and a cancelled booking (409)", async () => {
    const { provider, slots } = await makeProvider(server.ctx.db, {
      slotStarts: [new Date(Date.now() - 3_600_000), ...futureSlotStarts(2)],
    });
    const other = await providerWithSlots(server.ctx.db, 1);
    const { client } = await signedUpClient(server.url);
    const mine = await book(client, slots[1]!.id);
    const move = (slotId: string) => client.post(`/api/bookings/${mine.body.id}/reschedule`, { slotId });

    expect((await move(other.slots[0]!.id)).status).toBe(400);
    expect((await move(slots[1]!.id)).status).toBe(400);
    const past = await move(slots[0]!.id);
    expect(past.status).toBe(409);
    expect(past.body.error.code).toBe('slot_unavailable');
    await client.post(`/api/bookings/${mine.body.id}/cancel`);
    const cancelled = await move(slots[2]!.id);
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.error.code).toBe('booking_not_active');
    expect(await freeSlotIds(client, provider.id)).toEqual([slots[1]!.id, slots[2]!.id]);
  });
});
