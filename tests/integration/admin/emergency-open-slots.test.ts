/**
 * What Mitra offers skips an emergency pause: the open-slot search (find_slots) leaves out the
 * slots of a paused provider, category in a city, or city for the paused period, and offers them
 * again once the pause ends.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOpenSlotsFor } from '#api/services/availability/open-slots.ts';
import { futureSlotStarts, makeProvider } from '#tests/factories/catalog.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { signedInAdmin } from './admin-fixtures.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const hour = 3_600_000;

describe('open slots during an emergency pause', () => {
  it('leaves out the paused scope and period, and brings them back when the pause ends', async () => {
    const city = `Floodpur ${Date.now() % 100_000}`;
    const starts = futureSlotStarts(4, { hoursAhead: 3, minutes: 60 });
    const plumber = await makeProvider(server.ctx.db, { category: 'plumber', city, slotStarts: starts });
    const doctor = await makeProvider(server.ctx.db, { category: 'doctor', city, slotStarts: starts });
    const { client: admin } = await signedInAdmin(server.ctx.db, server.url);
    const [first] = (await findOpenSlotsFor(server.ctx, { category: 'plumber', city })).slots;
    // With a day and a time the search walks start times (another query than the day's ranking): both must skip a pause.
    const offered = async (category: 'plumber' | 'doctor') => {
      const byDay = await findOpenSlotsFor(server.ctx, { category, city });
      const byTime = await findOpenSlotsFor(server.ctx, { category, city, date: first!.date, time: first!.time });
      return [...new Set([...byDay.slots, ...byTime.slots].map((slot) => slot.provider.id))];
    };
    expect(await offered('plumber')).toEqual([plumber.provider.id]);

    const created = await admin.post('/api/admin/emergency/pauses', {
      scope: 'category_city',
      category: 'plumber',
      city,
      // From now: the slots made above may start within the hour (late in the IST evening they are moved
      // earlier to stay in one day), and a pause from an hour ahead then missed the first one.
      from: new Date().toISOString(),
      to: new Date(Date.now() + 48 * hour).toISOString(),
      reason: 'Floods: plumbers cannot travel',
      cancelBookings: false,
      returnFreeBooking: false,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(await offered('plumber')).toEqual([]);
    expect(await offered('doctor')).toEqual([doctor.provider.id]);

    expect((await admin.post(`/api/admin/emergency/${created.body.pause.id}/end`, {})).status).toBe(200);
    expect(await offered('plumber')).toEqual([plumber.provider.id]);
  });
});
