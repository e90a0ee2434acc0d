import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAccessLogs, notifications, outbox, profiles, timeSlots, user } from '#db/schema/index.ts';
import type { Db } from '#db/client.ts';
import { ApiClient, signedUpClient } from '#tests/support/api-client.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { databaseFingerprint } from '#tests/support/db-fingerprint.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const application = {
  displayName: 'Dr. Meera Iyer',
  category: 'doctor',
  specialty: 'Dermatologist',
  city: 'Chennai',
  area: 'Adyar',
  languages: ['ta', 'en'],
  phone: '98400 12345',
  bio: 'Skin and hair care, 12 years.',
  address: '12 Gandhi Nagar, Adyar',
  visitsAtHome: false,
  slotMinutes: 30,
  services: [{ name: 'Skin consultation', durationMinutes: 30, pricePaise: 60_000 }],
  hours: [
    { weekday: 1, from: '10:00', to: '13:00' },
    { weekday: 1, from: '17:00', to: '20:00' },
    { weekday: 3, from: '09:00', to: '12:00' },
  ],
};

async function signedInAdmin(db: Db) {
  const { client, user: account } = await signedUpClient(server.url, { name: 'Asha Admin' });
  await db.update(user).set({ role: 'admin' }).where(eq(user.id, account.id));
  return { client, userId: account.id };
}

async function applicant() {
  const { client, user: account } = await signedUpClient(server.url, { name: 'Meera Iyer' });
  return { client, userId: account.id };
}

describe('joining as a provider', () => {
  it('files an unlisted provider with its services and hours, and the applicant sees it waiting', async () => {
    const { client } = await applicant();
    const filed = await client.post('/api/provider-applications', application);
    expect(filed.status).toBe(201);
    expect(filed.body).toMatchObject({
      status: 'pending',
      decisionReason: null,
      provider: { name: 'Dr. Meera Iyer', city: 'Chennai', verification: 'pending' },
    });
    expect((await client.get('/api/provider-applications/mine')).body).toMatchObject({ id: filed.body.id, status: 'pending' });
    // Not listed, not bookable while pending.
    expect((await client.get(`/api/providers/${filed.body.provider.id}`)).status).toBe(404);
    expect((await client.get('/api/me')).body.user.role).toBe('user');
  });

  it('refuses a second application while one is pending, and an application from a provider or an admin (409)', async () => {
    const { client } = await applicant();
    expect((await client.post('/api/provider-applications', application)).status).toBe(201);
    const again = await client.post('/api/provider-applications', application);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: { code: 'conflict', message: 'Your provider application is already waiting for review.' } });

    const { client: admin } = await signedInAdmin(server.ctx.db);
    const fromAdmin = await admin.post('/api/provider-applications', application);
    expect(fromAdmin.status).toBe(409);
  });

  it('needs an address unless the provider visits at home, and refuses bad hours and prices (400), changing nothing', async () => {
    const { client } = await applicant();
    const before = await databaseFingerprint(server.ctx.db);
    const bad = [
      { ...application, address: null },
      { ...application, hours: [] },
      { ...application, hours: [{ weekday: 1, from: '13:00', to: '10:00' }] },
      {
        ...application,
        hours: [
          { weekday: 1, from: '10:00', to: '13:00' },
          { weekday: 1, from: '12:00', to: '14:00' },
        ],
      },
      { ...application, services: [{ name: 'Consultation', durationMinutes: 10, pricePaise: 100 }] },
      { ...application, services: [{ name: 'Consultation', durationMinutes: 30, pricePaise: -1 }] },
      { ...application, phone: '12' },
      { ...application, languages: ['Tamil'] },
      { ...application, role: 'admin' },
    ];
    for (const body of bad) {
      const response = await client.post('/api/provider-applications', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.code).toBe('invalid_request');
    }
    expect(await databaseFingerprint(server.ctx.db)).toEqual(before);
    expect((await client.post('/api/provider-applications', { ...application, address: null, visitsAtHome: true })).status).toBe(201);
  });
});

describe('an admin decides', () => {
  it('approval makes the applicant a provider, listed and bookable with slots from their hours, and tells them in-app and on WhatsApp', async () => {
    const { client, userId } = await applicant();
    const filed = (await client.post('/api/provider-applications', application)).body;
    const { client: admin } = await signedInAdmin(server.ctx.db);

    const pending = await admin.get('/api/admin/role-requests?status=pending');
    expect(pending.status).toBe(200);
    expect(pending.body.map((request: { id: string }) => request.id)).toContain(filed.id);

    const approved = await admin.post(`/api/admin/role-requests/${filed.id}/approve`, {});
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', provider: { verification: 'verified' }, user: { id: userId } });

    expect((await client.get('/api/me')).body.user.role).toBe('provider');
    const page = await client.get(`/api/providers/${filed.provider.id}`);
    expect(page.status).toBe(200);
    expect(page.body.services).toEqual([expect.objectContaining({ name: 'Skin consultation', pricePaise: 60_000 })]);
    const slots = await server.ctx.db.select().from(timeSlots).where(eq(timeSlots.providerId, filed.provider.id));
    expect(slots.length).toBeGreaterThan(0);
    const [profile] = await server.ctx.db.select().from(profiles).where(eq(profiles.userId, userId));
    expect(profile).toMatchObject({ profileCompleted: true, contactPhone: '+919840012345', city: 'Chennai' });

    const told = await server.ctx.db.select().from(notifications).where(eq(notifications.userId, userId));
    expect(told.map((row) => row.title)).toContain('You are a BookMitra provider');
    const [message] = await server.ctx.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.userId, userId), eq(outbox.kind, 'application_approved')));
    expect(message).toMatchObject({ channel: 'whatsapp', to: '+919840012345' });

    const twice = await admin.post(`/api/admin/role-requests/${filed.id}/reject`, { reason: 'Too late' });
    expect(twice.status).toBe(409);
  });

  it('rejection gives the reason to the applicant, who may correct the application and apply again', async () => {
    const { client, userId } = await applicant();
    const filed = (await client.post('/api/provider-applications', application)).body;
    const { client: admin } = await signedInAdmin(server.ctx.db);
    const rejected = await admin.post(`/api/admin/role-requests/${filed.id}/reject`, { reason: 'Please add your registration number' });
    expect(rejected.status).toBe(200);
    expect((await client.get('/api/provider-applications/mine')).body).toMatchObject({
      status: 'rejected',
      decisionReason: 'Please add your registration number',
    });
    expect((await client.get('/api/me')).body.user.role).toBe('user');
    const told = await server.ctx.db.select().from(notifications).where(eq(notifications.userId, userId));
    expect(told.map((row) => row.message).join('\n')).toContain('Please add your registration number');

    const again = await client.post('/api/provider-applications', { ...application, bio: 'Reg. no. TN-12345' });
    expect(again.status).toBe(201);
    expect(again.body.provider.id).toBe(filed.provider.id);
  });

  it('two admins approving at once: one wins, the other gets 409', async () => {
    const { client } = await applicant();
    const filed = (await client.post('/api/provider-applications', application)).body;
    const [first, second] = await Promise.all([signedInAdmin(server.ctx.db), signedInAdmin(server.ctx.db)]);
    const results = await Promise.all([
      first.client.post(`/api/admin/role-requests/${filed.id}/approve`, {}),
      second.client.post(`/api/admin/role-requests/${filed.id}/reject`, { reason: 'Duplicate' }),
    ]);
    expect(results.map((response) => response.status).sort()).toEqual([200, 409]);
  });
});

describe('the admin API is for admins only, and every call is logged', () => {
  const someId = '6f1c2f4e-8a8b-4c51-9d3e-2b7a4a0c9e11';
  const calls: [string, string, unknown?][] = [
    ['GET', '/api/admin/role-requests'],
    ['POST', `/api/admin/role-requests/${someId}/approve`, {}],
    ['POST', `/api/admin/role-requests/${someId}/reject`, { reason: 'No' }],
  ];

  it('signed out 401, a client 403, an unknown request 404 for an admin; each logged with whether it was let through', async () => {
    const anonymous = new ApiClient(server.url);
    const { client } = await signedUpClient(server.url);
    const { client: admin, userId: adminId } = await signedInAdmin(server.ctx.db);
    for (const [method, path, body] of calls) {
      expect((await anonymous.request(method, path, body)).status).toBe(401);
      expect((await client.request(method, path, body)).status).toBe(403);
    }
    expect((await admin.post(`/api/admin/role-requests/${someId}/approve`, {})).status).toBe(404);
    expect((await admin.post('/api/admin/role-requests/not-a-uuid/approve', {})).status).toBe(400);

    const logged = await server.ctx.db.select().from(adminAccessLogs);
    // Refused calls are counted per caller and hour (issue 22.5): the counts add up to every refusal.
    const refused = logged.filter((row) => !row.accessGranted).reduce((sum, row) => sum + row.hits, 0);
    expect(refused).toBeGreaterThanOrEqual(calls.length * 2);
    expect(logged.filter((row) => row.userId === adminId).map((row) => row.routeAccessed)).toContain(
      `POST /api/admin/role-requests/${someId}/approve`,
    );
  });

  it('applications need a signed-in user (401)', async () => {
    const anonymous = new ApiClient(server.url);
    expect((await anonymous.post('/api/provider-applications', application)).status).toBe(401);
    expect((await anonymous.get('/api/provider-applications/mine')).status).toBe(401);
  });
});
