/**
 * The search documents live in the database: a change made through one instance reaches the
 * other's search within 2 s (triggers queue the provider, a sync rewrites its documents), and the
 * name approval or suspension an admin makes there reaches the other's search too.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { user } from '#db/schema/index.ts';
import { ApiClient, signedUpClient } from '#tests/support/api-client.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { signedInProvider } from '../bookings/booking-fixtures.ts';

let first: TestServer;
let second: TestServer;

beforeAll(async () => {
  first = await startTestServer();
  second = await startTestServer({ database: first.database });
}, 120_000);
afterAll(async () => {
  await second?.close();
  await first?.close();
});

const searchOn = async (server: TestServer, q: string) =>
  ((await new ApiClient(server.url).get(`/api/search?q=${encodeURIComponent(q)}`)).body as { providerId: string }[]).map(
    (hit) => hit.providerId,
  );

describe('two instances on one database', () => {
  it("a provider's new specialty, and the new name an admin approves there, reach the other instance's search; a suspension there removes them", async () => {
    const provider = await signedInProvider(first.ctx.db, first.url);
    const renamed = await provider.client.request('PATCH', '/api/provider/profile', {
      name: 'Dr. Vasundhara Kelkar',
      specialty: 'Rheumatologist',
      address: '12 Bund Garden Road',
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    await vi.waitFor(async () => expect(await searchOn(second, 'rheumatologist')).toContain(provider.provider.id), {
      timeout: 2_000,
      interval: 200,
    });
    // A listed provider's new name waits for an admin: not searchable until it is approved.
    expect(await searchOn(second, 'Vasundhara Kelkar')).not.toContain(provider.provider.id);

    const { client: admin, user: account } = await signedUpClient(second.url, { name: 'Asha Admin' });
    await second.ctx.db.update(user).set({ role: 'admin' }).where(eq(user.id, account.id));
    expect((await admin.post(`/api/admin/provider-names/${provider.provider.id}/approve`, {})).status).toBe(200);
    await vi.waitFor(async () => expect(await searchOn(first, 'Vasundhara Kelkar')).toContain(provider.provider.id), {
      timeout: 2_000,
      interval: 200,
    });
    const suspended = await admin.post(`/api/admin/providers/${provider.provider.id}/suspend`, {
      reason: 'Licence under review',
      futureBookings: 'keep',
    });
    expect(suspended.status).toBe(200);
    await vi.waitFor(async () => expect(await searchOn(first, 'Vasundhara Kelkar')).not.toContain(provider.provider.id), {
      timeout: 2_000,
      interval: 200,
    });
  });
});
