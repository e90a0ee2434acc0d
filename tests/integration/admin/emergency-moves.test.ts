/**
 * An emergency pause holds for every way onto a slot, not only a new booking: a client's
 * reschedule, a provider's move and an admin's move into a paused provider, category in a city or
 * city are refused (409 `booking_paused`) and change nothing; and the free-slot lists a client,
 * a provider or an admin picks from leave the paused times out.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, providers, timeSlots } from '#db/schema/index.ts';
import { signedUpClient } from '#tests/support/api-client.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { book, freeSlotIds, signedInProvider, snapshotCounts } from '../bookings/booking-fixtures.ts';
import { signedInAdmin } from './admin-fixtures.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let cityCounter = 0;
/** A city of its own per test, so one test's city pause never touches another's provider. */
function freshCity() {
  cityCounter += 1;
  return `Cyclonepet ${Date.now() % 100_000}-${cityCounter}`;
}

type Scope = 'provider' | 'category_city' | 'city';

/** A provider in a city of its own with four free slots, a client booked on the first, and an admin. */
async function bookedPractice() {
  const city = freshCity();
  const provider = await signedInProvider(server.ctx.db, server.url, { slots: 4 });
  await server.ctx.db.update(providers).set({ city }).where(eq(providers.id, provider.provider.id));
  const { client } = await signedUpClient(server.url, { name: 'Meena Pillai' });
  const booked = await book(client, provider.slots[0]!.id, { serviceId: provider.service.id, phone: '98450 12345' });
  expect(booked.status).toBe(201);
  const { client: admin } = await signedInAdmin(server.ctx.db, server.url);
  return { city, provider, client, admin, booking: booked.body as { id: string; slotId: string } };
}

type Practice = Awaited<ReturnType<typeof bookedPractice>>;

/** Pauses `scope` (as it covers the practice) over the third slot only: the booked first slot stays outside. */
async function pauseThirdSlot(practice: Practice, scope: Scope) {
  const slot = practice.provider.slots[2]!;
  const where =
    scope === 'provider'
      ? { scope, providerId: practice.provider.provider.id }
      : scope === 'city'
        ? { scope, city: ` ${practice.city.toUpperCase()} ` }
        : { scope, category: 'doctor', city: practice.city };
  const created = await practice.admin.post('/api/admin/emergency/pauses', {
    ...where,
    from: new Date(slot.startsAt).toISOString(),
    to: new Date(new Date(slot.startsAt).getTime() + 30 * 60_000).toISOString(),
    reason: 'Cyclone warning: stay indoors',
    cancelBookings: true,
    returnFreeBooking: true,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  expect(created.body.cancelled).toBe(0);
  return created.body.pause.id as string;
}

const movers = {
  "a client's reschedule": (practice: Practice, slotId: string) =>
    practice.client.post(`/api/bookings/${practice.booking.id}/reschedule`, { slotId }),
  "a provider's move": (practice: Practice, slotId: string) =>
    practice.provider.client.post(`/api/provider/bookings/${practice.booking.id}/move`, { slotId }),
  "an admin's move": (practice: Practice, slotId: string) =>
    practice.admin.post(`/api/admin/bookings/${practice.booking.id}/move`, { slotId, reason: 'The client asked by phone' }),
};

const cases = (['provider', 'category_city', 'city'] as const).flatMap((scope) =>
  Object.entries(movers).map(([mover, move]) => ({ scope, mover, move })),
);

describe('moving a booking into an emergency pause', () => {
  it.each(cases)('$mover into a paused $scope is refused with booking_paused and changes nothing', async ({ scope, move }) => {
    const practice = await bookedPractice();
    await pauseThirdSlot(practice, scope);
    const target = practice.provider.slots[2]!.id;
    const before = await snapshotCounts(server.ctx.db);

    const moved = await move(practice, target);
    expect(moved.status, JSON.stringify(moved.body)).toBe(409);
    expect(moved.body.error.code).toBe('booking_paused');
    expect(moved.body.error.message).toContain('Cyclone warning: stay indoors');

    const [booking] = await server.ctx.db.select().from(bookings).where(eq(bookings.id, practice.booking.id));
    expect(booking).toMatchObject({ slotId: practice.booking.slotId, status: 'confirmed', channel: 'web' });
    const slots = await server.ctx.db.select().from(timeSlots).where(eq(timeSlots.providerId, practice.provider.provider.id));
    const free = (id: string) => slots.find((slot) => slot.id === id)!.isAvailable;
    expect(free(target)).toBe(true);
    expect(free(practice.booking.slotId)).toBe(false);
    expect(await snapshotCounts(server.ctx.db)).toEqual(before);

    // Outside the pause the same move still works.
    expect((await move(practice, practice.provider.slots[3]!.id)).status).toBe(200);
  });
});

describe('free-slot lists during an emergency pause', () => {
  it.each(['provider', 'category_city', 'city'] as const)(
    "the provider's public slots (the booking page's and the move picker's) and the admin's free slots leave out a paused %s",
    async (scope) => {
      const practice = await bookedPractice();
      const providerId = practice.provider.provider.id;
      const [, second, third, fourth] = practice.provider.slots.map((slot) => slot.id);
      expect(await freeSlotIds(practice.client, providerId)).toEqual([second, third, fourth]);

      const pauseId = await pauseThirdSlot(practice, scope);
      expect(await freeSlotIds(practice.client, providerId)).toEqual([second, fourth]);
      expect(await freeSlotIds(practice.provider.client, providerId)).toEqual([second, fourth]);
      const forAdmin = await practice.admin.get(`/api/admin/providers/${providerId}/free-slots`);
      expect(forAdmin.status).toBe(200);
      expect((forAdmin.body as { id: string }[]).map((slot) => slot.id)).toEqual([second, fourth]);

      expect((await practice.admin.post(`/api/admin/emergency/${pauseId}/end`, {})).status).toBe(200);
      expect(await freeSlotIds(practice.client, providerId)).toEqual([second, third, fourth]);
    },
  );

  it('a provider whose only free slots are paused is still known: an empty list, not a 404', async () => {
    const practice = await bookedPractice();
    const providerId = practice.provider.provider.id;
    const { admin } = practice;
    const created = await admin.post('/api/admin/emergency/pauses', {
      scope: 'provider',
      providerId,
      from: new Date(Date.now() + 60_000).toISOString(),
      to: new Date(Date.now() + 20 * 86_400_000).toISOString(),
      reason: 'Clinic flooded',
      cancelBookings: false,
      returnFreeBooking: false,
    });
    expect(created.status).toBe(201);
    const slots = await practice.client.get(`/api/providers/${providerId}/slots`);
    expect(slots.status).toBe(200);
    expect(slots.body).toEqual([]);
  });
});
