import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { adminActions, bookings, notifications, providers, roleRequests, services, timeSlots, user } from '#db/schema/index.ts';
import { futureSlotStarts, makeProvider } from '#tests/factories/catalog.ts';
import { ApiClient, signedUpClient } from '#tests/support/api-client.ts';
import { databaseFingerprint } from '#tests/support/db-fingerprint.ts';
import { expectRefused } from '#tests/support/expect-refused.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { book, profileOf, signedInProvider } from '../bookings/booking-fixtures.ts';

let server: TestServer;
let admin: ApiClient;
let adminId: string;

beforeAll(async () => {
  server = await startTestServer();
  const signedUp = await signedUpClient(server.url, { name: 'Asha Admin' });
  admin = signedUp.client;
  adminId = signedUp.user.id;
  await server.ctx.db.update(user).set({ role: 'admin' }).where(eq(user.id, adminId));
});
afterAll(() => server.close());

/** A listed provider with a unique name (to search for), free slots, and one client's booking. */
async function bookedProvider(name: string) {
  const {
    provider,
    userId,
    slots,
    services: [service],
  } = await makeProvider(server.ctx.db, {
    name,
    city: 'Madurai',
    slotStarts: futureSlotStarts(3),
  });
  const patient = await signedUpClient(server.url, { name: 'Priya Sharma' });
  const booked = await book(patient.client, slots[0]!.id, { serviceId: service!.id, phone: '+919840011111' });
  expect(booked.status).toBe(201);
  return { provider, userId, slots, service: service!, patient, bookingId: booked.body.id as string };
}

async function notificationsOf(userId: string) {
  return server.ctx.db.select().from(notifications).where(eq(notifications.userId, userId));
}

const visitor = () => new ApiClient(server.url);
const idsOf = (items: { id: string }[]) => items.map((item) => item.id);

describe('the providers table', () => {
  it('lists by verification state with each tab’s count, searches, filters, sorts and pages', async () => {
    const a = await makeProvider(server.ctx.db, { name: 'Tirunelveli Yoga Care', city: 'Tirunelveli', category: 'yoga' });
    const b = await makeProvider(server.ctx.db, { name: 'Tirunelveli Skin Clinic', city: 'Tirunelveli', verification: 'pending' });
    await makeProvider(server.ctx.db, {
      name: 'Tirunelveli Hair Studio',
      city: 'Tirunelveli',
      category: 'salon',
      verification: 'suspended',
    });

    const pending = await admin.get('/api/admin/providers?verification=pending&city=tirunelveli');
    expect(pending.status).toBe(200);
    expect(pending.body).toMatchObject({ total: 1, page: 1, counts: { pending: 1, verified: 1, suspended: 1 } });
    expect(pending.body.items[0]).toMatchObject({
      id: b.provider.id,
      name: 'Tirunelveli Skin Clinic',
      verification: 'pending',
      city: 'Tirunelveli',
      upcomingBookings: 0,
    });
    expect(idsOf((await admin.get('/api/admin/providers?q=yoga%20care&city=Tirunelveli')).body.items)).toEqual([a.provider.id]);
    expect(idsOf((await admin.get('/api/admin/providers?category=yoga&city=Tirunelveli')).body.items)).toEqual([a.provider.id]);
    const byName = await admin.get('/api/admin/providers?city=Tirunelveli&sort=name&dir=asc');
    expect(byName.body.items.map((p: { name: string }) => p.name)).toEqual([
      'Tirunelveli Hair Studio',
      'Tirunelveli Skin Clinic',
      'Tirunelveli Yoga Care',
    ]);
    const second = await admin.get('/api/admin/providers?city=Tirunelveli&sort=name&dir=asc&pageSize=1&page=2');
    expect(second.body).toMatchObject({ total: 3, pageSize: 1, page: 2 });
    expect(second.body.items.map((p: { name: string }) => p.name)).toEqual(['Tirunelveli Skin Clinic']);
  });

  it('counts upcoming bookings and refuses a bad query (400)', async () => {
    const { provider } = await bookedProvider('Dr. Counted Bookings');
    const found = await admin.get('/api/admin/providers?q=counted&sort=upcoming');
    expect(found.body.items).toEqual([expect.objectContaining({ id: provider.id, upcomingBookings: 1 })]);
    for (const query of ['verification=approved', 'sort=secret', 'category=astrology', 'page=0', 'x=1']) {
      expectRefused(await admin.get(`/api/admin/providers?${query}`), query, 400);
    }
  });
});

describe('verify', () => {
  it('a pending provider with a waiting application: approves it (role, services, listing, slots) and logs it', async () => {
    const applicant = await signedUpClient(server.url, { name: 'Meera Iyer' });
    const filed = await applicant.client.post('/api/provider-applications', {
      displayName: 'Dr. Meera Iyer',
      category: 'doctor',
      city: 'Chennai',
      languages: ['ta'],
      phone: '+919840012345',
      visitsAtHome: true,
      slotMinutes: 30,
      services: [{ name: 'Skin consultation', durationMinutes: 30, pricePaise: 60_000 }],
      hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, from: '09:00', to: '18:00' })),
    });
    expect(filed.status).toBe(201);
    const providerId = filed.body.provider.id;

    const verified = await admin.post(`/api/admin/providers/${providerId}/verify`, {});
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ id: providerId, verification: 'verified' });
    expect((await applicant.client.get('/api/me')).body.user.role).toBe('provider');
    expect((await visitor().get(`/api/providers/${providerId}`)).status).toBe(200);
    const [request] = await server.ctx.db.select().from(roleRequests).where(eq(roleRequests.providerId, providerId));
    expect(request).toMatchObject({ status: 'approved', reviewedBy: adminId });
    expect((await server.ctx.db.select().from(timeSlots).where(eq(timeSlots.providerId, providerId))).length).toBeGreaterThan(0);
    const logged = await server.ctx.db.select().from(adminActions).where(eq(adminActions.adminId, adminId));
    expect(logged.map((row) => row.action)).toEqual(expect.arrayContaining(['role_request.approve', 'provider.verify']));

    expectRefused(await admin.post(`/api/admin/providers/${providerId}/verify`, {}), 'twice', 409);
  });

  it('a pending provider without an application: listed, found by search, told', async () => {
    const { provider, userId } = await makeProvider(server.ctx.db, { name: 'Ooty Herbal Spa', city: 'Ooty', verification: 'pending' });
    expect((await visitor().get(`/api/providers/${provider.id}`)).status).toBe(404);
    const verified = await admin.post(`/api/admin/providers/${provider.id}/verify`, { reason: 'Licence checked' });
    expect(verified.body.verification).toBe('verified');
    expect((await visitor().get(`/api/providers/${provider.id}`)).status).toBe(200);
    expect(idsOf((await visitor().get('/api/search?q=ooty%20herbal')).body).length).toBeGreaterThan(0);
    expect((await notificationsOf(userId)).map((n) => n.title)).toEqual(['You are a verified provider']);
  });
});

describe('approving an application through role requests', () => {
  it('lists the provider in search at once, as verifying does', async () => {
    const applicant = await signedUpClient(server.url, { name: 'Kalyani Varadarajan' });
    const filed = await applicant.client.post('/api/provider-applications', {
      displayName: 'Dr. Kalyani Varadarajan',
      category: 'doctor',
      city: 'Chennai',
      languages: ['ta'],
      phone: '+919840012399',
      visitsAtHome: true,
      slotMinutes: 30,
      services: [{ name: 'Ear consultation', durationMinutes: 30, pricePaise: 50_000 }],
      hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, from: '09:00', to: '18:00' })),
    });
    expect(filed.status).toBe(201);
    expect((await visitor().get('/api/search?q=kalyani%20varadarajan')).body).toEqual([]);
    // The catalogue triggers' notice only schedules a rebuild a moment later (and may be lost): the
    // answer to the approval must not depend on it.
    const triggers = (state: 'ENABLE' | 'DISABLE') =>
      Promise.all(
        ['providers', 'services', 'profiles'].map((table) =>
          server.ctx.db.execute(sql.raw(`ALTER TABLE ${table} ${state} TRIGGER ${table}_catalog_changed`)),
        ),
      );
    await triggers('DISABLE');
    onTestFinished(() => triggers('ENABLE').then(() => undefined));

    const approved = await admin.post(`/api/admin/role-requests/${filed.body.id}/approve`, {});
    expect(approved.status).toBe(200);
    expect(idsOf((await visitor().get('/api/search?q=kalyani%20varadarajan')).body)).toContain(filed.body.provider.id);
  });
});

describe('suspend and reinstate', () => {
  it('suspended: hidden from listing, search, the profile page, slots and booking; with keep, bookings stay and the provider is told', async () => {
    const { provider, userId, slots, bookingId } = await bookedProvider('Dr. Suspended Keep');
    // A provider written straight to the database reaches the search index with the debounced rebuild.
    await vi.waitFor(
      async () => expect(idsOf((await visitor().get('/api/providers?city=Madurai&q=suspended%20keep')).body.items)).toEqual([provider.id]),
      { timeout: 15_000, interval: 200 },
    );

    const suspended = await admin.post(`/api/admin/providers/${provider.id}/suspend`, {
      reason: 'Licence under review',
      futureBookings: 'keep',
    });
    expect(suspended.status).toBe(200);
    expect(suspended.body).toMatchObject({ verification: 'suspended', upcomingBookings: 1 });

    // The catalogue (and Mitra, which reads the same search index and open-slot queries) no longer shows them.
    expect(idsOf((await visitor().get('/api/providers?city=Madurai&q=suspended%20keep')).body.items)).toEqual([]);
    expect((await visitor().get('/api/search?q=suspended%20keep')).body).toEqual([]);
    expect((await visitor().get(`/api/providers/${provider.id}`)).status).toBe(404);
    expect((await visitor().get(`/api/providers/${provider.id}/slots`)).status).toBe(404);
    const other = await signedUpClient(server.url);
    expectRefused(await book(other.client, slots[1]!.id), 'booking a suspended provider');
    expect(await server.ctx.db.select().from(bookings).where(eq(bookings.providerId, provider.id))).toEqual([
      expect.objectContaining({ id: bookingId, status: 'confirmed' }),
    ]);
    expect((await notificationsOf(userId)).map((n) => n.message)).toContainEqual(
      expect.stringContaining('Licence under review. Clients cannot find or book you now. Your 1 upcoming bookings stay'),
    );
    const [logged] = await server.ctx.db.select().from(adminActions).where(eq(adminActions.targetId, provider.id));
    expect(logged).toMatchObject({
      action: 'provider.suspend',
      reason: 'Licence under review',
      data: { futureBookings: 'keep', bookings: [bookingId] },
    });
    expectRefused(
      await admin.post(`/api/admin/providers/${provider.id}/suspend`, { reason: 'Again', futureBookings: 'keep' }),
      'twice',
      409,
    );

    const reinstated = await admin.post(`/api/admin/providers/${provider.id}/reinstate`, { reason: 'Licence renewed' });
    expect(reinstated.body.verification).toBe('verified');
    expect((await visitor().get(`/api/providers/${provider.id}`)).status).toBe(200);
    expect(idsOf((await visitor().get('/api/search?q=suspended%20keep')).body).length).toBeGreaterThan(0);
    expect((await book(other.client, slots[1]!.id)).status).toBe(201);
    expect((await notificationsOf(userId)).map((n) => n.title)).toContain('Your provider profile is listed again');
    expectRefused(await admin.post(`/api/admin/providers/${provider.id}/reinstate`, { reason: 'Again' }), 'not suspended', 409);
  });

  it('with cancel: future bookings cancelled with the reason, each client told as when the provider cancels, free booking returned', async () => {
    const { provider, userId, bookingId, patient } = await bookedProvider('Dr. Suspended Cancel');
    expect((await profileOf(server.ctx.db, patient.user.id)).freeBookingsUsed).toBe(1);
    const suspended = await admin.post(`/api/admin/providers/${provider.id}/suspend`, {
      reason: 'Repeated complaints',
      futureBookings: 'cancel',
    });
    expect(suspended.status).toBe(200);
    expect(suspended.body.upcomingBookings).toBe(0);
    const [cancelled] = await server.ctx.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelReason: 'Repeated complaints' });
    const told = await notificationsOf(patient.user.id);
    expect(told.map((n) => n.message)).toContainEqual(expect.stringContaining('Reason: Repeated complaints'));
    expect((await patient.client.get(`/api/bookings/${bookingId}`)).body.status).toBe('cancelled');
    expect((await profileOf(server.ctx.db, patient.user.id)).freeBookingsUsed).toBe(0);
    expect((await notificationsOf(userId)).map((n) => n.message)).toContainEqual(
      expect.stringContaining('Your 1 upcoming bookings were cancelled'),
    );
  });

  it('a suspended provider’s dashboard is closed (403)', async () => {
    const practice = await signedInProvider(server.ctx.db, server.url);
    expect((await practice.client.get('/api/provider/bookings')).status).toBe(200);
    await admin.post(`/api/admin/providers/${practice.provider.id}/suspend`, { reason: 'Fake documents', futureBookings: 'keep' });
    expect((await practice.client.get('/api/provider/bookings')).status).toBe(403);
  });

  it('a pending provider cannot be suspended (reject the application) and a suspended one is reinstated, not verified (409)', async () => {
    const pending = await makeProvider(server.ctx.db, { verification: 'pending' });
    expectRefused(
      await admin.post(`/api/admin/providers/${pending.provider.id}/suspend`, { reason: 'Not yet', futureBookings: 'keep' }),
      'pending',
      409,
    );
    const suspended = await makeProvider(server.ctx.db, { verification: 'suspended' });
    expectRefused(await admin.post(`/api/admin/providers/${suspended.provider.id}/verify`, {}), 'suspended', 409);
  });

  it('bad input: 4xx in the error shape and nothing changed', async () => {
    const { provider } = await bookedProvider('Dr. Bad Input');
    const before = await databaseFingerprint(server.ctx.db);
    const id = provider.id;
    const cases: [string, unknown, number][] = [
      [`/api/admin/providers/${id}/suspend`, {}, 400],
      [`/api/admin/providers/${id}/suspend`, { reason: 'Complaints' }, 400],
      [`/api/admin/providers/${id}/suspend`, { reason: 'Complaints', futureBookings: 'maybe' }, 400],
      [`/api/admin/providers/${id}/suspend`, { reason: 'ok', futureBookings: 'keep' }, 400],
      [`/api/admin/providers/${id}/suspend`, { reason: 'Complaints', futureBookings: 'keep', notify: false }, 400],
      [`/api/admin/providers/${id}/reinstate`, {}, 400],
      [`/api/admin/providers/${id}/verify`, { reason: 5 }, 400],
      ['/api/admin/providers/not-a-uuid/suspend', { reason: 'Complaints', futureBookings: 'keep' }, 400],
      ['/api/admin/providers/6f1c2f4e-8a8b-4c51-9d3e-2b7a4a0c9e11/suspend', { reason: 'Complaints', futureBookings: 'cancel' }, 404],
      ['/api/admin/providers/6f1c2f4e-8a8b-4c51-9d3e-2b7a4a0c9e11/verify', {}, 404],
      [`/api/admin/providers/${id}/verify`, {}, 409],
    ];
    for (const [path, body, status] of cases) expectRefused(await admin.post(path, body), `${path} ${JSON.stringify(body)}`, status);
    expect(await databaseFingerprint(server.ctx.db)).toEqual(before);
    const [row] = await server.ctx.db.select().from(providers).where(eq(providers.id, id));
    expect(row!.verification).toBe('verified');
  });
});

describe('service approvals', () => {
  it('reject needs a reason the provider is told; approve still takes {}; both logged', async () => {
    const practice = await signedInProvider(server.ctx.db, server.url);
    const added = await practice.client.post('/api/provider/services', { name: 'Home visit', durationMinutes: 30, pricePaise: 90_000 });
    const other = await practice.client.post('/api/provider/services', { name: 'Tele-consult', durationMinutes: 30, pricePaise: 30_000 });

    const before = await databaseFingerprint(server.ctx.db);
    expectRefused(await admin.post(`/api/admin/services/${added.body.id}/reject`, {}), 'no reason', 400);
    expectRefused(await admin.post(`/api/admin/services/${added.body.id}/reject`, { reason: 'x' }), 'short reason', 400);
    expect(await databaseFingerprint(server.ctx.db)).toEqual(before);

    const rejected = await admin.post(`/api/admin/services/${added.body.id}/reject`, { reason: 'Home visits need a registered address' });
    expect(rejected.status).toBe(200);
    expect(rejected.body.approval).toBe('rejected');
    expect((await notificationsOf(practice.userId)).map((n) => n.message)).toContain(
      'An admin did not approve Home visit: Home visits need a registered address. Change it and it will be reviewed again.',
    );
    expect((await admin.post(`/api/admin/services/${other.body.id}/approve`, {})).status).toBe(200);
    const logged = await server.ctx.db
      .select()
      .from(adminActions)
      .where(and(eq(adminActions.targetType, 'service'), eq(adminActions.adminId, adminId)));
    expect(logged.map((row) => [row.action, row.reason])).toEqual(
      expect.arrayContaining([
        ['service.reject', 'Home visits need a registered address'],
        ['service.approve', null],
      ]),
    );
    const [approved] = await server.ctx.db.select().from(services).where(eq(services.id, other.body.id));
    expect(approved!.approval).toBe('approved');
  });
});
