import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminActions, bookings, notifications, outbox, profiles } from '#db/schema/index.ts';
import { futureSlotStarts, makeProvider } from '#tests/factories/catalog.ts';
import { ApiClient, signedUpClient } from '#tests/support/api-client.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { book, profileOf } from '../bookings/booking-fixtures.ts';
import { signedInAdmin } from './admin-fixtures.ts';

let server: TestServer;
const hour = 3_600_000;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let cityCounter = 0;
/** A city of its own per test, so pauses of one test never touch another's providers. */
function freshCity() {
  cityCounter += 1;
  return `Floodpur ${Date.now() % 100_000}-${cityCounter}`;
}

/** Two plumbers and a doctor in `city`, a plumber elsewhere; a Hindi-speaking client booked with each. */
async function cityWithBookings(city: string) {
  const starts = futureSlotStarts(3, { hoursAhead: 26 });
  const [plumberA, plumberB, doctor, elsewhere] = await Promise.all([
    makeProvider(server.ctx.db, { category: 'plumber', city, slotStarts: starts }),
    makeProvider(server.ctx.db, { category: 'plumber', city: ` ${city.toUpperCase()} `, slotStarts: starts }),
    makeProvider(server.ctx.db, { category: 'doctor', city, slotStarts: starts }),
    makeProvider(server.ctx.db, { category: 'plumber', city: 'Elsewhere', slotStarts: starts }),
  ]);
  const { client, user: account } = await signedUpClient(server.url, { name: 'Ramesh Gupta' });
  await server.ctx.db.update(profiles).set({ locale: 'hi' }).where(eq(profiles.userId, account.id));
  const ids: Record<string, string> = {};
  for (const [key, made] of Object.entries({ plumberA, plumberB, doctor, elsewhere })) {
    const booked = await book(client, made.slots[0]!.id, { phone: '98765 43210' });
    expect(booked.status).toBe(201);
    ids[key] = booked.body.id as string;
  }
  return { client, clientId: account.id, plumberA, plumberB, doctor, elsewhere, ids };
}

function period(fromHours: number, toHours: number) {
  return { from: new Date(Date.now() + fromHours * hour).toISOString(), to: new Date(Date.now() + toHours * hour).toISOString() };
}

describe('the emergency hub', () => {
  it('previews exactly the future bookings of the scope in the period', async () => {
    const city = freshCity();
    const { ids } = await cityWithBookings(city);
    const { client: admin } = await signedInAdmin(server.ctx.db, server.url);
    const query = new URLSearchParams({ scope: 'category_city', category: 'plumber', city, ...period(0, 48) });
    const preview = await admin.get(`/api/admin/emergency/preview?${query}`);
    expect(preview.status).toBe(200);
    expect(preview.body.bookings.map((row: { id: string }) => row.id).sort()).toEqual([ids.plumberA, ids.plumberB].sort());
    const cityWide = await admin.get(`/api/admin/emergency/preview?${new URLSearchParams({ scope: 'city', city, ...period(0, 48) })}`);
    expect(cityWide.body.bookings).toHaveLength(3);
    const before = await admin.get(`/api/admin/emergency/preview?${new URLSearchParams({ scope: 'city', city, ...period(1, 20) })}`);
    expect(before.body.bookings).toHaveLength(0);
  });

  it('cancels the affected bookings, tells the client in Hindi in the app and by message, and keeps the free booking when asked', async () => {
    const city = freshCity();
    const { client, clientId, ids } = await cityWithBookings(city);
    const { client: admin, user: adminUser } = await signedInAdmin(server.ctx.db, server.url);
    const usedBefore = (await profileOf(server.ctx.db, clientId)).freeBookingsUsed;
    const created = await admin.post('/api/admin/emergency/pauses', {
      scope: 'category_city',
      category: 'plumber',
      city,
      ...period(0, 48),
      reason: 'Floods: plumbers cannot travel',
      cancelBookings: true,
      returnFreeBooking: false,
    });
    expect(created.status).toBe(201);
    expect(created.body.cancelled).toBe(2);
    expect(created.body.pause).toMatchObject({ scope: 'category_city', category: 'plumber', active: true });
    const rows = await server.ctx.db
      .select()
      .from(bookings)
      .where(inArray(bookings.id, Object.values(ids)));
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const id of [ids.plumberA!, ids.plumberB!]) {
      expect(byId.get(id)).toMatchObject({ status: 'cancelled', cancelledBy: 'emergency', cancelReason: 'Floods: plumbers cannot travel' });
    }
    expect(byId.get(ids.doctor!)!.status).toBe('confirmed');
    expect(byId.get(ids.elsewhere!)!.status).toBe('confirmed');
    expect((await profileOf(server.ctx.db, clientId)).freeBookingsUsed).toBe(usedBefore);
    const told = await server.ctx.db.select().from(notifications).where(eq(notifications.userId, clientId));
    const cancelledNotes = told.filter((row) => row.title === 'BookMitra ने अपॉइंटमेंट रद्द की');
    expect(cancelledNotes).toHaveLength(2);
    expect(cancelledNotes[0]!.message).toContain('Floods: plumbers cannot travel');
    const messages = await server.ctx.db.select().from(outbox).where(eq(outbox.userId, clientId));
    expect(messages.filter((row) => row.body.includes('सहायता टीम ने') && row.body.includes('Floods'))).toHaveLength(2);
    const [action] = await server.ctx.db.select().from(adminActions).where(eq(adminActions.targetId, created.body.pause.id));
    expect(action).toMatchObject({ action: 'emergency.pause', adminId: adminUser.id });
    expect((await client.get('/api/notifications')).status).toBe(200);
  });

  it('returns the free booking when the admin chooses so', async () => {
    const city = freshCity();
    const { clientId } = await cityWithBookings(city);
    const { client: admin } = await signedInAdmin(server.ctx.db, server.url);
    const usedBefore = (await profileOf(server.ctx.db, clientId)).freeBookingsUsed;
    const created = await admin.post('/api/admin/emergency/pauses', {
      scope: 'city',
      city,
      ...period(0, 48),
      reason: 'Transport strike',
      cancelBookings: true,
      returnFreeBooking: true,
    });
    expect(created.body.cancelled).toBe(3);
    expect((await profileOf(server.ctx.db, clientId)).freeBookingsUsed).toBe(usedBefore - 3);
  });

  it('refuses new bookings in scope while active, shows it publicly, and lifts both when ended', async () => {
    const city = freshCity();
    const { plumberA, doctor } = await cityWithBookings(city);
    const { client: admin } = await signedInAdmin(server.ctx.db, server.url);
    const created = await admin.post('/api/admin/emergency/pauses', {
      scope: 'provider',
      providerId: plumberA.provider.id,
      ...period(0, 72),
      reason: 'Shop flooded',
      cancelBookings: false,
      returnFreeBooking: true,
    });
    expect(created.status).toBe(201);
    expect(created.body.cancelled).toBe(0);
    const { client: other } = await signedUpClient(server.url, { name: 'Kavya' });
    const refused = await book(other, plumberA.slots[1]!.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('booking_paused');
    expect(refused.body.error.details.reason).toBe('Shop flooded');
    expect((await book(other, doctor.slots[1]!.id)).status).toBe(201);
    const active = await new ApiClient(server.url).get('/api/emergency/active');
    expect(active.status).toBe(200);
    expect(active.body).toContainEqual(expect.objectContaining({ providerId: plumberA.provider.id, reason: 'Shop flooded' }));
    const ended = await admin.post(`/api/admin/emergency/${created.body.pause.id}/end`, {});
    expect(ended.status).toBe(200);
    expect(ended.body.active).toBe(false);
    expect((await admin.post(`/api/admin/emergency/${created.body.pause.id}/end`, {})).status).toBe(409);
    expect((await book(other, plumberA.slots[1]!.id)).status).toBe(201);
    const after = await new ApiClient(server.url).get('/api/emergency/active');
    expect(after.body.some((pause: { id: string }) => pause.id === created.body.pause.id)).toBe(false);
    const list = await admin.get('/api/admin/emergency/pauses');
    expect(list.body.past.some((pause: { id: string }) => pause.id === created.body.pause.id)).toBe(true);
  });

  it('validates the period: end before start, already over, or more than 30 days ahead is 400', async () => {
    const { client: admin } = await signedInAdmin(server.ctx.db, server.url);
    const base = { scope: 'city', city: 'Chennai', reason: 'Cyclone', cancelBookings: false, returnFreeBooking: true };
    for (const window of [period(10, 5), period(-10, -5), period(0, 31 * 24)]) {
      const response = await admin.post('/api/admin/emergency/pauses', { ...base, ...window });
      expect(response.status, JSON.stringify(window)).toBe(400);
    }
    const preview = await admin.get(
      `/api/admin/emergency/preview?${new URLSearchParams({ scope: 'city', city: 'Chennai', ...period(10, 5) })}`,
    );
    expect(preview.status).toBe(400);
    const badScope = await admin.post('/api/admin/emergency/pauses', { ...base, scope: 'galaxy', ...period(0, 5) });
    expect(badScope.status).toBe(400);
  });

  it('is for admins only; an unknown provider or pause is 404', async () => {
    const { client: admin } = await signedInAdmin(server.ctx.db, server.url);
    const { client } = await signedUpClient(server.url);
    const anonymous = new ApiClient(server.url);
    const body = { scope: 'city', city: 'Chennai', ...period(0, 5), reason: 'Cyclone', cancelBookings: false, returnFreeBooking: true };
    expect((await anonymous.get('/api/admin/emergency/pauses')).status).toBe(401);
    expect((await client.get('/api/admin/emergency/pauses')).status).toBe(403);
    expect((await client.post('/api/admin/emergency/pauses', body)).status).toBe(403);
    const unknownProvider = { ...body, scope: 'provider', providerId: crypto.randomUUID() };
    delete (unknownProvider as { city?: string }).city;
    expect((await admin.post('/api/admin/emergency/pauses', unknownProvider)).status).toBe(404);
    expect((await admin.post(`/api/admin/emergency/${crypto.randomUUID()}/end`, {})).status).toBe(404);
  });
});
