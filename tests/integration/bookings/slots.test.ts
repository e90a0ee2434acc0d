import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istDate, istTime } from '#api/core/time-zone.ts';
import { services, timeSlots } from '#db/schema/index.ts';
import { ApiClient } from '#tests/support/api-client.ts';
import { futureSlotStarts, makeProvider } from '#tests/factories/catalog.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';

let server: TestServer;
let anonymous: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  anonymous = new ApiClient(server.url);
});
afterAll(() => server.close());

const slotsOf = (providerId: string, query = '') => anonymous.get(`/api/providers/${providerId}/slots${query}`);

describe('GET /api/providers/:id/slots', () => {
  it('lists free future slots by start without a session, with IST date and time', async () => {
    const starts = futureSlotStarts(4);
    const past = new Date(Date.now() - 3_600_000);
    // Inserted out of order, plus one past slot and one taken slot that must not show.
    const { provider } = await makeProvider(server.ctx.db, { slotStarts: [starts[2]!, starts[0]!, starts[3]!, starts[1]!, past] });
    await server.ctx.db.update(timeSlots).set({ isAvailable: false }).where(eq(timeSlots.startsAt, starts[3]!));

    const response = await slotsOf(provider.id);
    expect(response.status).toBe(200);
    expect(response.body.map((slot: { startsAt: string }) => slot.startsAt)).toEqual(
      starts.slice(0, 3).map((start) => start.toISOString()),
    );
    expect(response.body[0]).toEqual({
      id: expect.any(String),
      startsAt: starts[0]!.toISOString(),
      endsAt: new Date(starts[0]!.getTime() + 30 * 60_000).toISOString(),
      date: istDate(starts[0]!),
      time: istTime(starts[0]!),
    });
  });

  it('limits the window with from and to, as instants with an offset or as IST dates', async () => {
    const base = futureSlotStarts(1, { hoursAhead: 48 })[0]!;
    const dayLater = new Date(base.getTime() + 86_400_000);
    const { provider } = await makeProvider(server.ctx.db, { slotStarts: [base, new Date(base.getTime() + 3_600_000), dayLater] });

    const byInstant = await slotsOf(
      provider.id,
      `?from=${encodeURIComponent(base.toISOString())}&to=${encodeURIComponent(new Date(base.getTime() + 3_600_000).toISOString())}`,
    );
    expect(byInstant.status).toBe(200);
    expect(byInstant.body.map((slot: { startsAt: string }) => slot.startsAt)).toEqual([base.toISOString()]);

    const byDate = await slotsOf(provider.id, `?from=${istDate(dayLater)}&to=${istDate(dayLater)}`);
    expect(byDate.status).toBe(200);
    expect(byDate.body.map((slot: { startsAt: string }) => slot.startsAt)).toContain(dayLater.toISOString());
    expect(byDate.body.every((slot: { date: string }) => slot.date === istDate(dayLater))).toBe(true);

    const withOffset = await slotsOf(provider.id, `?from=${encodeURIComponent(`${istDate(base)}T00:00:00+05:30`)}`);
    expect(withOffset.body.length).toBe(3);
  });

  it('accepts a serviceId of the provider and refuses others with a 404', async () => {
    const {
      provider,
      services: [service],
    } = await makeProvider(server.ctx.db, { slotStarts: futureSlotStarts(2) });
    const other = await makeProvider(server.ctx.db, { slotStarts: futureSlotStarts(1) });
    const pending = await makeProvider(server.ctx.db, {
      slotStarts: futureSlotStarts(1),
      services: [{ name: 'New therapy', approval: 'pending' }],
    });

    expect((await slotsOf(provider.id, `?serviceId=${service!.id}`)).body).toHaveLength(2);
    const foreign = await slotsOf(provider.id, `?serviceId=${other.services[0]!.id}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe('not_found');
    expect((await slotsOf(pending.provider.id, `?serviceId=${pending.services[0]!.id}`)).status).toBe(404);
    await server.ctx.db.update(services).set({ isActive: false }).where(eq(services.id, service!.id));
    expect((await slotsOf(provider.id, `?serviceId=${service!.id}`)).status).toBe(404);
  });

  it('answers 404 for unknown and unlisted providers', async () => {
    const unverified = await makeProvider(server.ctx.db, { verification: 'pending', slotStarts: futureSlotStarts(1) });
    const inactive = await makeProvider(server.ctx.db, { isActive: false, slotStarts: futureSlotStarts(1) });
    const incomplete = await makeProvider(server.ctx.db, { profileCompleted: false, slotStarts: futureSlotStarts(1) });
    const suspended = await makeProvider(server.ctx.db, { verification: 'suspended', slotStarts: futureSlotStarts(1) });
    for (const id of [
      unverified.provider.id,
      inactive.provider.id,
      incomplete.provider.id,
      suspended.provider.id,
      '6f1c2f4e-8a8b-4c51-9d3e-2b7a4a0c9e11',
    ]) {
      const response = await slotsOf(id);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
    }
  });

  it('answers an empty list for a listed provider without free slots', async () => {
    const { provider } = await makeProvider(server.ctx.db);
    const response = await slotsOf(provider.id);
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
  });

  it('refuses bad parameters with a 400 in the error shape', async () => {
    const { provider } = await makeProvider(server.ctx.db, { slotStarts: futureSlotStarts(1) });
    const bad = [
      ['not-a-uuid', ''],
      [provider.id, '?from=tomorrow'],
      [provider.id, '?from=2026-11-24T10:00:00'], // no offset
      [provider.id, '?to=2026-13-45'],
      [provider.id, '?serviceId=123'],
      [provider.id, '?from=2030-01-10&to=2030-01-09'],
      [provider.id, '?from=2030-01-01&to=2030-02-15'], // more than 31 days
    ] as const;
    for (const [id, query] of bad) {
      const response = await slotsOf(id, query);
      expect(response.status, `${id}${query}`).toBe(400);
      expect(response.body.error).toMatchObject({ code: 'invalid_request', message: expect.any(String) });
    }
  });
});
