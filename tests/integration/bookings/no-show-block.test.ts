import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminActions, noShowBlockLifts } from '#db/schema/index.ts';
import { ApiClient, signedUpClient } from '#tests/support/api-client.ts';
import { expectRefused } from '#tests/support/expect-refused.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { book, providerWithSlots, setTier, signedInProvider } from './booking-fixtures.ts';
import { signedInAdmin } from '../admin/admin-fixtures.ts';
import { monthsFrom, pastNoShows } from './no-show-fixtures.ts';

let server: TestServer;
/** The server's clock: the policy counts months, so tests move it. */
let clock = Date.now();
const minute = 60_000;

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock) });
});
afterAll(() => server.close());
beforeEach(() => {
  clock = Date.now();
});

/** A client (on Pro, so the free-booking quota never interferes) and a provider with free slots a day ahead. */
async function clientAndSlots(slots = 2) {
  const { client, user } = await signedUpClient(server.url, { name: 'Meena Pillai' });
  await setTier(server.ctx.db, user.id, 'pro');
  const provider = await providerWithSlots(server.ctx.db, slots);
  return { client, userId: user.id, slotIds: provider.slots.map((slot) => slot.id) };
}

describe('the no-show block (issue 26.3)', () => {
  it('blocks new bookings at the third no-show the provider marks, not at the second', async () => {
    const practice = await signedInProvider(server.ctx.db, server.url, { slots: 5 });
    const { client, user } = await signedUpClient(server.url, { name: 'Meena Pillai' });
    await setTier(server.ctx.db, user.id, 'pro');
    const [first, second, third, fourth, fifth] = practice.slots;
    const ids: string[] = [];
    for (const slot of [first!, second!, third!]) {
      const booked = await book(client, slot.id);
      expect(booked.status).toBe(201);
      ids.push(booked.body.id as string);
    }
    const markNoShow = async (index: number) => {
      clock = practice.slots[index]!.startsAt.getTime() + 10 * minute;
      const marked = await practice.client.post(`/api/provider/bookings/${ids[index]}/no-show`, {});
      expect(marked.status).toBe(200);
      return clock;
    };
    await markNoShow(0);
    await markNoShow(1);
    expect((await client.get('/api/me/booking-block')).body).toMatchObject({ blocked: false, until: null, missed: 2 });
    const afterTwo = await book(client, fourth!.id);
    expect(afterTwo.status).toBe(201);

    const [until] = monthsFrom(await markNoShow(2), 4);
    const refused = await book(client, fifth!.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'no_show_block', details: { until: until!.toISOString(), count: 3 } });
    expect(refused.body.error.message).toMatch(/paused until .* after 3 missed appointments/);
    expect((await client.get('/api/me/booking-block')).body).toEqual({
      blocked: true,
      until: until!.toISOString(),
      missed: 3,
      policy: { count: 3, windowMonths: 12, blockMonths: 4 },
    });
  });

  it('does not count a no-show marked before the start, and the provider API refuses to mark one then', async () => {
    const practice = await signedInProvider(server.ctx.db, server.url, { slots: 1 });
    const { client, userId, slotIds } = await clientAndSlots();
    const booked = await book(client, practice.slots[0]!.id);
    const early = await practice.client.post(`/api/provider/bookings/${booked.body.id}/no-show`, {});
    expectRefused(early, 'no-show before the start', 409);

    await pastNoShows(server.ctx.db, userId, monthsFrom(clock, -3, -2));
    await pastNoShows(server.ctx.db, userId, monthsFrom(clock, -1), -5);
    expect((await client.get('/api/me/booking-block')).body).toMatchObject({ blocked: false, missed: 2 });
    expect((await book(client, slotIds[0]!)).status).toBe(201);
  });

  it('does not count no-shows older than the window', async () => {
    const { client, userId, slotIds } = await clientAndSlots();
    await pastNoShows(server.ctx.db, userId, monthsFrom(clock, -14, -2, -1));
    expect((await client.get('/api/me/booking-block')).body).toMatchObject({ blocked: false, missed: 2 });
    expect((await book(client, slotIds[0]!)).status).toBe(201);
  });

  it('keeps a started block its full months when its oldest no-show leaves the window meanwhile', async () => {
    const { client, userId } = await clientAndSlots();
    // The third no-show, within 12 months of the first, started a block of 4 months from it; the first has left the window since.
    const marks = [new Date(clock - 370 * 86_400_000), new Date(clock - 40 * 86_400_000), new Date(clock - 10 * 86_400_000)];
    await pastNoShows(server.ctx.db, userId, marks);
    const block = (await client.get('/api/me/booking-block')).body;
    expect(block).toMatchObject({ blocked: true, missed: 2 });
    expect(block.until).toBe(monthsFrom(marks[2]!.getTime(), 4)[0]!.toISOString());
  });

  it('ends the block at its until: refused a second before, booked at it', async () => {
    const { client, userId, slotIds } = await clientAndSlots();
    await pastNoShows(server.ctx.db, userId, monthsFrom(clock, -3, -2, -1));
    const [until] = monthsFrom(monthsFrom(clock, -1)[0]!.getTime(), 4);
    const refused = await book(client, slotIds[0]!);
    expect(refused.status).toBe(409);
    expect(refused.body.error.details.until).toBe(until!.toISOString());

    // Slots in the past cannot be booked: these are made a day after the block ends.
    const later = await providerWithSlots(server.ctx.db, 1, { slotStarts: [new Date(until!.getTime() + 86_400_000)] });
    clock = until!.getTime() - 1_000;
    expect((await book(client, later.slots[0]!.id)).body.error.code).toBe('no_show_block');
    clock = until!.getTime();
    expect((await client.get('/api/me/booking-block')).body).toMatchObject({ blocked: false, until: null });
    expect((await book(client, later.slots[0]!.id)).status).toBe(201);
  });
});

describe('POST /api/admin/users/{id}/lift-no-show-block', () => {
  it('unblocks the client at once, records the lift and the admin action, and earlier no-shows stop counting', async () => {
    const admin = await signedInAdmin(server.ctx.db, server.url);
    const { client, userId, slotIds } = await clientAndSlots();
    await pastNoShows(server.ctx.db, userId, monthsFrom(clock, -3, -2, -1));
    expect((await book(client, slotIds[0]!)).status).toBe(409);
    const detail = await admin.client.get(`/api/admin/users/${userId}`);
    expect(detail.body.noShowBlock).toMatchObject({ blocked: true, missed: 3 });

    const lifted = await admin.client.post(`/api/admin/users/${userId}/lift-no-show-block`, { reason: 'Hospital stay, papers seen' });
    expect(lifted.status).toBe(200);
    expect(lifted.body).toMatchObject({ blocked: false, until: null, missed: 0 });
    expect(await server.ctx.db.select().from(noShowBlockLifts).where(eq(noShowBlockLifts.userId, userId))).toEqual([
      expect.objectContaining({ liftedBy: admin.user.id, reason: 'Hospital stay, papers seen' }),
    ]);
    const actions = await server.ctx.db
      .select()
      .from(adminActions)
      .where(and(eq(adminActions.targetId, userId), eq(adminActions.action, 'user.lift_no_show_block')));
    expect(actions).toEqual([expect.objectContaining({ adminId: admin.user.id, reason: 'Hospital stay, papers seen' })]);
    expect((await book(client, slotIds[0]!)).status).toBe(201);

    // Two more no-shows after the lift are two, not five.
    clock += minute;
    await pastNoShows(server.ctx.db, userId, [new Date(clock), new Date(clock + 1_000)]);
    clock += 2 * minute;
    expect((await client.get('/api/me/booking-block')).body).toMatchObject({ blocked: false, missed: 2 });
    expect((await book(client, slotIds[1]!)).status).toBe(201);
  });

  it('is 401 signed out, 403 for a non-admin, 404 for an unknown user, 400 for a missing, short or hostile reason', async () => {
    const admin = await signedInAdmin(server.ctx.db, server.url);
    const { client, userId } = await clientAndSlots(1);
    const path = `/api/admin/users/${userId}/lift-no-show-block`;
    expectRefused(await new ApiClient(server.url).post(path, { reason: 'Hospital stay' }), 'signed out', 401);
    expectRefused(await client.post(path, { reason: 'Hospital stay' }), 'a client', 403);
    expectRefused(await admin.client.post('/api/admin/users/nobody-here/lift-no-show-block', { reason: 'Hospital stay' }), 'unknown', 404);
    expectRefused(await admin.client.post(path, {}), 'no reason', 400);
    expectRefused(await admin.client.post(path, { reason: 'ok' }), 'too short', 400);
    expectRefused(await admin.client.post(path, { reason: 'x'.repeat(501) }), 'too long', 400);
    expectRefused(await admin.client.post(path, { reason: 'Hospital\u0000stay' }), 'NUL byte', 400);
    expectRefused(await admin.client.post(path, { reason: 'Hospital \ud800 stay' }), 'lone surrogate', 400);
    expectRefused(
      await admin.client.request('POST', path, undefined, {
        rawBody: '["Hospital stay"]',
        headers: { 'content-type': 'application/json' },
      }),
      'not an object',
      400,
    );
    expect(await server.ctx.db.select().from(noShowBlockLifts).where(eq(noShowBlockLifts.userId, userId))).toEqual([]);
  });

  it('GET /api/me/booking-block is 401 signed out', async () => {
    expectRefused(await new ApiClient(server.url).get('/api/me/booking-block'), 'signed out', 401);
  });
});
