/**
 * A listed provider's new name waits for an admin, as a new price does (issue 22.7): clients keep
 * seeing the old name until it is approved; a rejection keeps it for good.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminActions, providers } from '#db/schema/index.ts';
import { ApiClient } from '#tests/support/api-client.ts';
import { databaseFingerprint } from '#tests/support/db-fingerprint.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { signedInAdmin } from '../admin/admin-fixtures.ts';
import { signedInProvider } from '../bookings/booking-fixtures.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const publicName = async (providerId: string) => (await new ApiClient(server.url).get(`/api/providers/${providerId}`)).body.name;
const searchIds = async (q: string) =>
  ((await new ApiClient(server.url).get(`/api/search?q=${encodeURIComponent(q)}`)).body as { providerId?: string }[]).map(
    (hit) => hit.providerId,
  );

/** A verified provider with a clinic address, so that profile changes are otherwise valid. */
async function listedProvider() {
  const provider = await signedInProvider(server.ctx.db, server.url);
  await server.ctx.db.update(providers).set({ address: '12 Bund Garden Road' }).where(eq(providers.id, provider.provider.id));
  return provider;
}

describe("a provider's new name", () => {
  it('waits for an admin (old → new): the public name stays until it is approved', async () => {
    const provider = await listedProvider();
    const id = provider.provider.id;
    const asked = await provider.client.patch('/api/provider/profile', { name: 'Apollo Super Speciality Clinic', bio: 'Family doctor.' });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ name: 'Dr. Anjali Rao', pendingName: 'Apollo Super Speciality Clinic', bio: 'Family doctor.' });
    expect(await publicName(id)).toBe('Dr. Anjali Rao');
    expect(await searchIds('Apollo Super Speciality')).not.toContain(id);
    expect((await new ApiClient(server.url).get(`/api/providers/${id}`)).body.bio).toBe('Family doctor.');

    const { client: admin } = await signedInAdmin(server.ctx.db, server.url);
    const waiting = await admin.get('/api/admin/provider-names');
    expect(waiting.status).toBe(200);
    expect(waiting.body).toContainEqual(
      expect.objectContaining({ id, name: 'Dr. Anjali Rao', pendingName: 'Apollo Super Speciality Clinic', city: 'Bengaluru' }),
    );

    const approved = await admin.post(`/api/admin/provider-names/${id}/approve`, {});
    expect(approved.status).toBe(200);
    expect(await publicName(id)).toBe('Apollo Super Speciality Clinic');
    expect(await searchIds('Apollo Super Speciality')).toContain(id);
    expect((await provider.client.get('/api/provider/profile')).body).toMatchObject({
      name: 'Apollo Super Speciality Clinic',
      pendingName: null,
    });
    expect((await admin.get('/api/admin/provider-names')).body.map((row: { id: string }) => row.id)).not.toContain(id);
    expect((await admin.post(`/api/admin/provider-names/${id}/approve`, {})).status).toBe(409);
    const titles = (await provider.client.get('/api/notifications')).body.items.map((n: { title: string }) => n.title);
    expect(titles).toContain('Your new name is live: Apollo Super Speciality Clinic');
    const logged = await server.ctx.db.select().from(adminActions).where(eq(adminActions.targetId, id));
    expect(logged).toContainEqual(
      expect.objectContaining({ action: 'provider.name_approve', data: { from: 'Dr. Anjali Rao', to: 'Apollo Super Speciality Clinic' } }),
    );
  });

  it('a rejected name is never public, the provider is told why; asking for the current name withdraws a request', async () => {
    const provider = await listedProvider();
    const id = provider.provider.id;
    const { client: admin } = await signedInAdmin(server.ctx.db, server.url);
    await provider.client.patch('/api/provider/profile', { name: 'Dr. Famous Name' });
    const rejected = await admin.post(`/api/admin/provider-names/${id}/reject`, { reason: 'Not the registered name' });
    expect(rejected.status).toBe(200);
    expect(await publicName(id)).toBe('Dr. Anjali Rao');
    expect((await provider.client.get('/api/provider/profile')).body.pendingName).toBeNull();
    const notices = (await provider.client.get('/api/notifications')).body.items as { title: string; message: string }[];
    expect(notices).toContainEqual(
      expect.objectContaining({
        title: 'Name change not approved: Dr. Famous Name',
        message: 'An admin did not approve Dr. Famous Name: Not the registered name. Clients still see Dr. Anjali Rao.',
      }),
    );

    await provider.client.patch('/api/provider/profile', { name: 'Dr. Anjali Rao Clinic' });
    const withdrawn = await provider.client.patch('/api/provider/profile', { name: 'Dr. Anjali Rao' });
    expect(withdrawn.body).toMatchObject({ name: 'Dr. Anjali Rao', pendingName: null });
    expect((await admin.post(`/api/admin/provider-names/${id}/approve`, {})).status).toBe(409);
    expect((await admin.post('/api/admin/provider-names/00000000-0000-4000-8000-000000000000/approve', {})).status).toBe(404);
  });

  it("an applicant's name changes at once: it is reviewed with the application", async () => {
    const provider = await listedProvider();
    await server.ctx.db.update(providers).set({ verification: 'pending' }).where(eq(providers.id, provider.provider.id));
    const changed = await provider.client.patch('/api/provider/profile', { name: 'Dr. Anjali Rao Clinic' });
    expect(changed.body).toMatchObject({ name: 'Dr. Anjali Rao Clinic', pendingName: null });
  });

  it('only admins decide names; a bad body changes nothing', async () => {
    const provider = await listedProvider();
    await provider.client.patch('/api/provider/profile', { name: 'Dr. Someone Else' });
    const { client: admin } = await signedInAdmin(server.ctx.db, server.url);
    const before = await databaseFingerprint(server.ctx.db);
    expect((await provider.client.post(`/api/admin/provider-names/${provider.provider.id}/approve`, {})).status).toBe(403);
    expect((await new ApiClient(server.url).get('/api/admin/provider-names')).status).toBe(401);
    expect((await admin.post(`/api/admin/provider-names/${provider.provider.id}/reject`, {})).status).toBe(400);
    expect((await admin.post(`/api/admin/provider-names/${provider.provider.id}/approve`, { name: 'Mine' })).status).toBe(400);
    expect(await publicName(provider.provider.id)).toBe('Dr. Anjali Rao');
    expect(await databaseFingerprint(server.ctx.db)).toEqual(before);
  });
});
