import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '#db/client.ts';
import { bookings, timeSlots } from '#db/schema/index.ts';
import { pgErrorOf } from '#api/core/errors.ts';
import { createTestDatabase, type TestDatabase } from '#tests/setup/test-db.ts';
import { signedUpClient } from '#tests/support/api-client.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { book, profileOf, providerWithSlots, setTier, signUpClients } from './booking-fixtures.ts';

let database: TestDatabase;
let server: TestServer;

beforeAll(async () => {
  // A real pool on PostgreSQL, big enough that the 50 attempts really run at once.
  database = await createTestDatabase({ poolSize: 30 });
  server = await startTestServer({ database });
});
afterAll(async () => {
  await server.close();
  await database.close();
});

const statusCounts = (responses: { status: number; body: any }[]) =>
  responses.reduce<Record<string, number>>((counts, response) => {
    const key = response.status === 201 ? '201' : `${response.status} ${response.body.error?.code}`;
    counts[key] = (counts[key] ?? 0) + 1;
    return counts;
  }, {});

describe('concurrent bookings', () => {
  // Fifty sign-ups (a password hash each) take most of the time on two busy cores: a longer timeout.
  it('lets exactly one of 50 clients book the same slot; 49 get 409 slot_taken', async () => {
    const { slots } = await providerWithSlots(server.ctx.db, 1);
    const clients = await signUpClients(server.url, 50, 'race');
    const responses = await Promise.all(clients.map(({ client }) => book(client, slots[0]!.id)));
    expect(statusCounts(responses)).toEqual({ '201': 1, '409 slot_taken': 49 });
    const rows = await server.ctx.db.select().from(bookings).where(eq(bookings.slotId, slots[0]!.id));
    expect(rows).toHaveLength(1);
  }, 90_000);

  it('lets one free-tier client book exactly 5 of 20 slots at once; 15 get quota_exceeded', async () => {
    const { slots } = await providerWithSlots(server.ctx.db, 20);
    const { client, user } = await signedUpClient(server.url);
    const responses = await Promise.all(slots.map((slot) => book(client, slot.id)));
    expect(statusCounts(responses)).toEqual({ '201': 5, '402 quota_exceeded': 15 });
    expect((await profileOf(server.ctx.db, user.id)).freeBookingsUsed).toBe(5);
    const [free] = await executeRows<{ n: number }>(
      server.ctx.db,
      sql`select count(*)::int as n from time_slots where provider_id = ${slots[0]!.providerId} and is_available`,
    );
    expect(Number(free!.n)).toBe(15);
  });

  it('does not limit a pro client: 20 concurrent bookings all succeed and none is counted', async () => {
    const { slots } = await providerWithSlots(server.ctx.db, 20);
    const { client, user } = await signedUpClient(server.url);
    await setTier(server.ctx.db, user.id, 'pro');
    const responses = await Promise.all(slots.map((slot) => book(client, slot.id)));
    expect(statusCounts(responses)).toEqual({ '201': 20 });
    expect(responses.every((response) => response.body.countedFree === false)).toBe(true);
    expect((await profileOf(server.ctx.db, user.id)).freeBookingsUsed).toBe(0);
  });
});

describe('the database itself forbids double booking', () => {
  async function insertRaw(slotId: string, providerId: string, userId: string, startsAt: Date, endsAt: Date) {
    return server.ctx.db.insert(bookings).values({ userId, providerId, slotId, startsAt, endsAt, name: 'Raw' });
  }

  it('rejects a second active booking of one slot (unique index), but allows one after a cancellation', async () => {
    const { provider, slots } = await providerWithSlots(server.ctx.db, 1);
    const { user } = await signedUpClient(server.url);
    const slot = slots[0]!;
    await insertRaw(slot.id, provider.id, user.id, slot.startsAt, slot.endsAt);
    const error = await insertRaw(slot.id, provider.id, user.id, slot.startsAt, slot.endsAt).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(pgErrorOf(error)).toMatchObject({ code: expect.stringMatching(/^(23505|23P01)$/) });
    await server.ctx.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.slotId, slot.id));
    await expect(insertRaw(slot.id, provider.id, user.id, slot.startsAt, slot.endsAt)).resolves.toBeDefined();
  });

  it('rejects two overlapping active bookings of one provider on different slots (exclusion constraint)', async () => {
    const { provider, slots } = await providerWithSlots(server.ctx.db, 2);
    const { user } = await signedUpClient(server.url);
    // A 60-minute booking on the first slot overlaps the second slot's 30 minutes.
    await insertRaw(slots[0]!.id, provider.id, user.id, slots[0]!.startsAt, new Date(slots[0]!.startsAt.getTime() + 60 * 60_000));
    const error = await insertRaw(slots[1]!.id, provider.id, user.id, slots[1]!.startsAt, slots[1]!.endsAt).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(pgErrorOf(error)).toEqual({ code: '23P01', constraint: 'bookings_no_overlap' });
  });

  it('maps an overlap found by the constraint to 409 slot_taken through the API', async () => {
    const { provider, slots } = await providerWithSlots(server.ctx.db, 2);
    const { user } = await signedUpClient(server.url);
    await insertRaw(slots[0]!.id, provider.id, user.id, slots[0]!.startsAt, new Date(slots[0]!.startsAt.getTime() + 60 * 60_000));
    const { client } = await signedUpClient(server.url);
    const response = await book(client, slots[1]!.id);
    expect(response.status).toBe(409);
    expect(response.body.error.code).toBe('slot_taken');
    const slot = await server.ctx.db.query.timeSlots.findFirst({ where: eq(timeSlots.id, slots[1]!.id) });
    expect(slot?.isAvailable).toBe(true);
  });
});
