import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providers, user } from '#db/schema/index.ts';
import { ApiClient, signedUpClient } from '#tests/support/api-client.ts';
import { databaseFingerprint } from '#tests/support/db-fingerprint.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { book, signedInProvider } from '../bookings/booking-fixtures.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function signedInAdmin() {
  const { client, user: account } = await signedUpClient(server.url, { name: 'Asha Admin' });
  await server.ctx.db.update(user).set({ role: 'admin' }).where(eq(user.id, account.id));
  return client;
}

const facial = { name: 'Gold facial', durationMinutes: 60, pricePaise: 150_000, description: 'With massage' };

describe("a provider's services", () => {
  it('a new service is pending and not on the public page until an admin approves it', async () => {
    const provider = await signedInProvider(server.ctx.db, server.url);
    const added = await provider.client.post('/api/provider/services', facial);
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ name: 'Gold facial', pricePaise: 150_000, approval: 'pending', isActive: true });
    const publicNames = async () =>
      ((await provider.client.get(`/api/providers/${provider.provider.id}`)).body.services as { name: string }[]).map((s) => s.name);
    expect(await publicNames()).not.toContain('Gold facial');

    const admin = await signedInAdmin();
    expect((await admin.get('/api/admin/services')).body.map((s: { id: string }) => s.id)).toContain(added.body.id);
    const approved = await admin.post(`/api/admin/services/${added.body.id}/approve`, {});
    expect(approved.status).toBe(200);
    expect(approved.body.approval).toBe('approved');
    expect(await publicNames()).toContain('Gold facial');
    expect((await admin.post(`/api/admin/services/${added.body.id}/reject`, { reason: 'Too late' })).status).toBe(409);
  });

  it('a price change goes back to an admin; pausing hides the service and keeps its bookings', async () => {
    const provider = await signedInProvider(server.ctx.db, server.url);
    const { client } = await signedUpClient(server.url);
    const booking = (await book(client, provider.slots[0]!.id, { serviceId: provider.service.id })).body;

    const repriced = await provider.client.request('PATCH', `/api/provider/services/${provider.service.id}`, { pricePaise: 59_900 });
    expect(repriced.body).toMatchObject({ pricePaise: 59_900, approval: 'pending' });
    const described = await provider.client.request('PATCH', `/api/provider/services/${provider.service.id}`, {
      description: 'Same price',
    });
    expect(described.body.approval).toBe('pending');

    const paused = await provider.client.request('PATCH', `/api/provider/services/${provider.service.id}`, { isActive: false });
    expect(paused.body.isActive).toBe(false);
    expect((await client.get(`/api/bookings/${booking.id}`)).body.status).toBe('confirmed');
    expect((await provider.client.get('/api/provider/services')).body).toEqual([
      expect.objectContaining({ id: provider.service.id, isActive: false }),
    ]);
  });

  it('a waiting change shows the admin the name and price approved before; a new service has none', async () => {
    const provider = await signedInProvider(server.ctx.db, server.url);
    const admin = await signedInAdmin();
    const waiting = async (id: string) =>
      ((await admin.get('/api/admin/services')).body as { id: string; previous: unknown; pricePaise: number }[]).find((s) => s.id === id);
    const approvedPrice = (await provider.client.get('/api/provider/services')).body[0].pricePaise as number;

    await provider.client.request('PATCH', `/api/provider/services/${provider.service.id}`, { pricePaise: 59_900 });
    expect(await waiting(provider.service.id)).toMatchObject({
      pricePaise: 59_900,
      previous: { name: 'Consultation', pricePaise: approvedPrice },
    });
    // A second change while it waits still compares with what was approved, not with the first change.
    await provider.client.request('PATCH', `/api/provider/services/${provider.service.id}`, {
      name: 'Long consultation',
      pricePaise: 69_900,
    });
    expect(await waiting(provider.service.id)).toMatchObject({
      pricePaise: 69_900,
      previous: { name: 'Consultation', pricePaise: approvedPrice },
    });
    expect((await admin.post(`/api/admin/services/${provider.service.id}/approve`, {})).status).toBe(200);
    await provider.client.request('PATCH', `/api/provider/services/${provider.service.id}`, { pricePaise: 79_900 });
    expect(await waiting(provider.service.id)).toMatchObject({ previous: { name: 'Long consultation', pricePaise: 69_900 } });

    const added = await provider.client.post('/api/provider/services', facial);
    expect(await waiting(added.body.id)).toMatchObject({ previous: null });
  });

  it('refuses bad input (400) and changes nothing', async () => {
    const provider = await signedInProvider(server.ctx.db, server.url);
    const before = await databaseFingerprint(server.ctx.db);
    const bad: [string, string, unknown][] = [
      ['POST', '/api/provider/services', { ...facial, durationMinutes: 5 }],
      ['POST', '/api/provider/services', { ...facial, durationMinutes: 300 }],
      ['POST', '/api/provider/services', { ...facial, pricePaise: 1.5 }],
      ['POST', '/api/provider/services', { ...facial, approval: 'approved' }],
      ['POST', '/api/provider/services', { ...facial, name: 'Gold\u0000facial' }],
      ['PATCH', `/api/provider/services/${provider.service.id}`, {}],
      ['PATCH', `/api/provider/services/${provider.service.id}`, { approval: 'approved' }],
      ['PATCH', '/api/provider/services/not-a-uuid', { isActive: false }],
    ];
    for (const [method, path, body] of bad) {
      const response = await provider.client.request(method, path, body);
      expect(response.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
      expect(response.body.error.code).toBe('invalid_request');
    }
    expect(await databaseFingerprint(server.ctx.db)).toEqual(before);
  });
});

describe('authorization of /api/provider and the service approvals', () => {
  const someId = '6f1c2f4e-8a8b-4c51-9d3e-2b7a4a0c9e11';
  const providerCalls: [string, string, unknown?][] = [
    ['GET', '/api/provider/services'],
    ['POST', '/api/provider/services', facial],
    ['PATCH', `/api/provider/services/${someId}`, { isActive: false }],
  ];
  const adminCalls: [string, string, unknown?][] = [
    ['GET', '/api/admin/services'],
    ['POST', `/api/admin/services/${someId}/approve`, {}],
    ['POST', `/api/admin/services/${someId}/reject`, {}],
  ];

  it('signed out 401, a client 403; admin routes refuse a provider (403)', async () => {
    const anonymous = new ApiClient(server.url);
    const { client } = await signedUpClient(server.url);
    const provider = await signedInProvider(server.ctx.db, server.url);
    for (const [method, path, body] of [...providerCalls, ...adminCalls]) {
      expect((await anonymous.request(method, path, body)).status, `${method} ${path}`).toBe(401);
      expect((await client.request(method, path, body)).status, `${method} ${path}`).toBe(403);
    }
    for (const [method, path, body] of adminCalls) expect((await provider.client.request(method, path, body)).status).toBe(403);
  });

  it("another provider's service is a 404, and nothing changes", async () => {
    const owner = await signedInProvider(server.ctx.db, server.url);
    const intruder = await signedInProvider(server.ctx.db, server.url);
    const before = await databaseFingerprint(server.ctx.db);
    const response = await intruder.client.request('PATCH', `/api/provider/services/${owner.service.id}`, { pricePaise: 1 });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: { code: 'not_found', message: 'Service not found.' } });
    expect(await databaseFingerprint(server.ctx.db)).toEqual(before);
  });

  it('a suspended provider can no longer act (403)', async () => {
    const provider = await signedInProvider(server.ctx.db, server.url);
    await server.ctx.db.update(providers).set({ verification: 'suspended' }).where(eq(providers.id, provider.provider.id));
    for (const [method, path, body] of providerCalls) {
      const response = await provider.client.request(method, path, body);
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(response.body.error.code).toBe('forbidden');
    }
  });
});
