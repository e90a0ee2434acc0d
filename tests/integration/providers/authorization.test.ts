import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAccessLogs, bookings, ipWhitelist, profiles, providers, reviews, user } from '#db/schema/index.ts';
import { ApiClient, signedUpClient } from '#tests/support/api-client.ts';
import { databaseFingerprint } from '#tests/support/db-fingerprint.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { book, signedInProvider } from '../bookings/booking-fixtures.ts';

/**
 * Every /api/provider/* and /api/admin/* route of the OpenAPI document (so a new route is
 * covered the day it is added): signed out 401, the wrong role 403, another provider's thing
 * 404, a suspended provider 403 — and none of it changes anything.
 */
let server: TestServer;
let client: ApiClient;
let me: Awaited<ReturnType<typeof signedInProvider>>;
let suspended: Awaited<ReturnType<typeof signedInProvider>>;
/** Another provider's things, by the path segment before `{id}`. */
const theirs: Record<string, string> = {};

type Route = { method: string; path: string };

beforeAll(async () => {
  server = await startTestServer();
  ({ client } = await signedUpClient(server.url));
  me = await signedInProvider(server.ctx.db, server.url);
  suspended = await signedInProvider(server.ctx.db, server.url);
  await server.ctx.db.update(providers).set({ verification: 'suspended' }).where(eq(providers.id, suspended.provider.id));
  const other = await signedInProvider(server.ctx.db, server.url);
  const { client: patient, user: patientUser } = await signedUpClient(server.url);
  theirs.bookings = (await book(patient, other.slots[0]!.id)).body.id;
  theirs.services = other.service.id;
  theirs['time-off'] = (await other.client.post('/api/provider/time-off', timeOffBody)).body.id;
  // The other provider's review, written directly: the clock is real here, so their visit has not started.
  await server.ctx.db.update(bookings).set({ status: 'completed' }).where(eq(bookings.id, theirs.bookings!));
  const [review] = await server.ctx.db
    .insert(reviews)
    .values({ providerId: other.provider.id, userId: patientUser.id, bookingId: theirs.bookings!, authorName: 'Asha K.', rating: 5 })
    .returning();
  theirs.reviews = review!.id;
});
afterAll(() => server.close());

const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
const timeOffBody = { from: nextWeek };

/** A one-pixel PNG, as a photo upload. */
function photoForm(): FormData {
  const png = Uint8Array.from(
    Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
  );
  const form = new FormData();
  form.set('photo', new Blob([png], { type: 'image/png' }), 'me.png');
  return form;
}

/** A valid body for each write, so that what answers is the rule under test, not validation. */
function bodyFor({ method, path }: Route): unknown {
  const bodies: Record<string, unknown> = {
    'POST /api/provider/services': { name: 'Gold facial', durationMinutes: 60, pricePaise: 150_000 },
    'PATCH /api/provider/services/{id}': { isActive: false },
    'POST /api/provider/bookings/{id}/cancel': { reason: 'Clinic closed' },
    'POST /api/provider/bookings/{id}/move': { slotId: me.slots[1]!.id },
    'PUT /api/provider/hours': { slotMinutes: 30, gapMinutes: 0, hours: [{ weekday: 1, from: '10:00', to: '13:00' }] },
    'POST /api/provider/time-off': timeOffBody,
    'PUT /api/provider/policies': { bookingNoticeMinutes: 60, cancelNoticeMinutes: 120 },
    'PATCH /api/provider/profile': { bio: 'Twenty years in family medicine.' },
    'POST /api/provider/reviews/{id}/reply': { reply: 'Thank you!' },
    'POST /api/admin/role-requests/{id}/reject': { reason: 'Missing registration' },
    'POST /api/admin/services/{id}/reject': { reason: 'Not a service we list' },
    'POST /api/admin/users/{id}/role': { role: 'user', reason: 'Left the team' },
    'POST /api/admin/users/{id}/deactivate': { reason: 'Abusive messages' },
    'POST /api/admin/users/{id}/reactivate': { reason: 'Apologised' },
    'POST /api/admin/users/{id}/plan': { tier: 'pro', reason: 'Paid by transfer' },
    'POST /api/admin/users/{id}/reset-free-bookings': { reason: 'Outage' },
    'POST /api/admin/users/{id}/lift-no-show-block': { reason: 'Was in hospital' },
    'POST /api/admin/providers/{id}/suspend': { reason: 'Complaints', futureBookings: 'keep' },
    'POST /api/admin/providers/{id}/reinstate': { reason: 'Licence renewed' },
    'POST /api/admin/rewards/{id}/adjustments': { points: 10, reason: 'Goodwill' },
    // A city with no providers and no cancelling: the admin's own call creates a harmless pause.
    'POST /api/admin/emergency/pauses': {
      scope: 'city',
      city: 'Nowhere Nagar',
      from: new Date(Date.now() + 3_600_000).toISOString(),
      to: new Date(Date.now() + 7_200_000).toISOString(),
      reason: 'Authorization test',
      cancelBookings: false,
      returnFreeBooking: true,
    },
  };
  if (method === 'PUT' && path === '/api/provider/photo') return photoForm();
  return method === 'GET' || method === 'DELETE' ? undefined : (bodies[`${method} ${path}`] ?? {});
}

async function routesUnder(prefix: string): Promise<Route[]> {
  const doc = (await client.get('/api/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith(prefix))
    .flatMap(([path, operations]) => Object.keys(operations).map((method) => ({ method: method.toUpperCase(), path: `/api${path}` })));
}

const concrete = (path: string, id = '6f1c2f4e-8a8b-4c51-9d3e-2b7a4a0c9e11') => path.replace('{id}', id);
const call = (caller: ApiClient, route: Route, path = concrete(route.path)) => caller.request(route.method, path, bodyFor(route));

describe('authorization on every provider and admin route', () => {
  it('covers the routes the provider dashboard needs', async () => {
    const paths = (await routesUnder('/provider/')).map((route) => `${route.method} ${route.path}`);
    expect(paths).toEqual(
      expect.arrayContaining(['GET /api/provider/bookings', 'POST /api/provider/bookings/{id}/cancel', 'PUT /api/provider/hours']),
    );
  });

  it('covers the admin insights routes (dashboard range, each analytics chart, provider reports)', async () => {
    const paths = (await routesUnder('/admin/')).map((route) => `${route.method} ${route.path}`);
    const charts = ['bookings-by-channel', 'categories', 'cities', 'cancellations', 'chat-share', 'languages', 'search-misses'];
    expect(paths).toEqual(
      expect.arrayContaining([
        'GET /api/admin/overview',
        'GET /api/admin/reports/providers',
        ...charts.map((chart) => `GET /api/admin/analytics/${chart}`),
      ]),
    );
  });

  it('covers the Data Export and Health routes', async () => {
    const paths = (await routesUnder('/admin/')).map((route) => `${route.method} ${route.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        ...['bookings', 'users', 'providers', 'payments', 'complaints'].map((kind) => `GET /api/admin/export/${kind}.csv`),
        'GET /api/admin/health',
        'POST /api/admin/outbox/{id}/retry',
      ]),
    );
  });

  it('covers the rewards and emergency hub routes of the admin panel', async () => {
    const paths = (await routesUnder('/admin/')).map((route) => `${route.method} ${route.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'GET /api/admin/rewards/{id}',
        'POST /api/admin/rewards/{id}/adjustments',
        'GET /api/admin/emergency/pauses',
        'GET /api/admin/emergency/preview',
        'POST /api/admin/emergency/pauses',
        'POST /api/admin/emergency/{id}/end',
      ]),
    );
  });

  it('signed out: 401 on every route, and nothing changes', async () => {
    const anonymous = new ApiClient(server.url);
    const before = await databaseFingerprint(server.ctx.db);
    for (const route of [...(await routesUnder('/provider/')), ...(await routesUnder('/admin/'))]) {
      const response = await call(anonymous, route);
      expect(response.status, `${route.method} ${route.path}`).toBe(401);
      expect(response.body.error.code).toBe('unauthorized');
    }
    expect(await databaseFingerprint(server.ctx.db)).toEqual(before);
  });

  it('the wrong role: a client 403 on provider routes; a client and a provider 403 on admin routes', async () => {
    const before = await databaseFingerprint(server.ctx.db);
    for (const route of await routesUnder('/provider/')) {
      expect((await call(client, route)).status, `client ${route.method} ${route.path}`).toBe(403);
    }
    for (const route of await routesUnder('/admin/')) {
      expect((await call(client, route)).status, `client ${route.method} ${route.path}`).toBe(403);
      expect((await call(me.client, route)).status, `provider ${route.method} ${route.path}`).toBe(403);
    }
    expect(await databaseFingerprint(server.ctx.db)).toEqual(before);
  });

  it("another provider's booking, service, time off or review: 404 on every route that names one", async () => {
    const before = await databaseFingerprint(server.ctx.db);
    for (const route of (await routesUnder('/provider/')).filter((r) => r.path.includes('{id}'))) {
      const segment = /\/([a-z-]+)\/\{id\}/.exec(route.path)![1]!;
      const id = theirs[segment];
      expect(id, `a foreign ${segment} for ${route.path}`).toBeDefined();
      const response = await call(me.client, route, concrete(route.path, id));
      expect(response.status, `${route.method} ${route.path}`).toBe(404);
      expect(response.body.error.code).toBe('not_found');
    }
    expect(await databaseFingerprint(server.ctx.db)).toEqual(before);
  });

  it('a suspended provider: 403 on every provider route', async () => {
    const before = await databaseFingerprint(server.ctx.db);
    for (const route of await routesUnder('/provider/')) {
      const response = await call(suspended.client, route);
      expect(response.status, `${route.method} ${route.path}`).toBe(403);
      expect(response.body.error.code).toBe('forbidden');
    }
    expect(await databaseFingerprint(server.ctx.db)).toEqual(before);
  });

  it('an inactive admin: 403 account_inactive on every admin route, and nothing changes', async () => {
    const { client: admin, user: account } = await signedUpClient(server.url);
    await server.ctx.db.update(user).set({ role: 'admin' }).where(eq(user.id, account.id));
    await server.ctx.db.update(profiles).set({ isActive: false }).where(eq(profiles.userId, account.id));
    const before = await databaseFingerprint(server.ctx.db);
    for (const route of await routesUnder('/admin/')) {
      const response = await call(admin, route);
      expect(response.status, `${route.method} ${route.path}`).toBe(403);
      expect(response.body.error.code).toBe('account_inactive');
    }
    expect(await databaseFingerprint(server.ctx.db)).toEqual(before);
  });

  it('an admin outside an active IP allowlist: 403 ip_not_allowed on every admin route, each call logged as refused', async () => {
    const { client: admin, user: account } = await signedUpClient(server.url);
    await server.ctx.db.update(user).set({ role: 'admin' }).where(eq(user.id, account.id));
    const [rule] = await server.ctx.db.insert(ipWhitelist).values({ ipAddress: '203.0.113.7', description: 'Office' }).returning();
    try {
      const routes = await routesUnder('/admin/');
      for (const route of routes) {
        const response = await call(admin, route);
        expect(response.status, `${route.method} ${route.path}`).toBe(403);
        expect(response.body.error.code).toBe('ip_not_allowed');
      }
      const logged = await server.ctx.db.select().from(adminAccessLogs).where(eq(adminAccessLogs.userId, account.id));
      // Refusals of one caller are counted in one row per hour (issue 22.5): every call is counted.
      expect(logged.reduce((sum, row) => sum + row.hits, 0)).toBe(routes.length);
      expect(logged.every((row) => !row.accessGranted && row.ipAddress)).toBe(true);
    } finally {
      await server.ctx.db.delete(ipWhitelist).where(eq(ipWhitelist.id, rule!.id));
    }
  });

  it('an admin passes the gate on every admin route (no 401/403), and each call is logged as granted', async () => {
    const { client: admin, user: account } = await signedUpClient(server.url);
    await server.ctx.db.update(user).set({ role: 'admin' }).where(eq(user.id, account.id));
    const routes = await routesUnder('/admin/');
    for (const route of routes) {
      const response = await call(admin, route);
      expect([401, 403], `${route.method} ${route.path}`).not.toContain(response.status);
    }
    const logged = await server.ctx.db.select().from(adminAccessLogs).where(eq(adminAccessLogs.userId, account.id));
    expect(logged.map((row) => row.routeAccessed).sort()).toEqual(routes.map((route) => `${route.method} ${concrete(route.path)}`).sort());
    expect(logged.every((row) => row.accessGranted)).toBe(true);
  });
});
