import { count, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminAccessLogs } from '#db/schema/index.ts';
import { accessLogRetentionDays, pruneAccessLogs } from '#api/services/admin/access-log.ts';
import { ApiClient, signedUpClient } from '#tests/support/api-client.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { signedInAdmin } from './admin-fixtures.ts';

// Behind one trusted proxy the caller's address is the one the proxy appends to X-Forwarded-For.
let server: TestServer;
let admin: ApiClient;
const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
  ({ client: admin } = await signedInAdmin(server.ctx.db, server.url));
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.ctx.db.delete(adminAccessLogs);
});

/** `n` signed-out calls to the admin API, eight at a time, from the addresses `addressOf(i)` gives. */
async function floodSignedOut(n: number, addressOf: (i: number) => string) {
  const anonymous = new ApiClient(server.url);
  for (let i = 0; i < n; i += 8) {
    const batch = Array.from({ length: Math.min(8, n - i) }, (_, j) =>
      anonymous.request('GET', `/api/admin/users?page=${i + j}`, undefined, from(addressOf(i + j))),
    );
    for (const response of await Promise.all(batch)) expect(response.status).toBe(401);
  }
}

describe('the admin access log under a flood of signed-out calls', () => {
  it('keeps a signed-in client’s refused call visible after 1,000 signed-out calls from one address', async () => {
    await floodSignedOut(1000, () => '198.51.100.66');
    const { client, user } = await signedUpClient(server.url);
    expect((await client.request('GET', '/api/admin/settings', undefined, from('203.0.113.77'))).status).toBe(403);

    const logs = await admin.request('GET', '/api/admin/access-logs', undefined, from('203.0.113.10'));
    expect(logs.status).toBe(200);
    expect(logs.body).toContainEqual(
      expect.objectContaining({ email: user.email, ipAddress: '203.0.113.77', route: 'GET /api/admin/settings', granted: false, hits: 1 }),
    );
    // The flood is one row that counts it, not a thousand rows.
    const [anonymousRows] = await server.ctx.db.select({ n: count() }).from(adminAccessLogs).where(isNull(adminAccessLogs.userId));
    expect(anonymousRows?.n).toBe(1);
    expect(logs.body).toContainEqual(expect.objectContaining({ email: null, ipAddress: '198.51.100.66', granted: false, hits: 1000 }));
  });

  it('keeps it visible when the flood comes from many addresses', async () => {
    await floodSignedOut(200, (i) => `198.51.100.${i % 100}`);
    const { client, user } = await signedUpClient(server.url);
    expect((await client.request('GET', '/api/admin/settings', undefined, from('203.0.113.78'))).status).toBe(403);

    const logs = await admin.request('GET', '/api/admin/access-logs', undefined, from('203.0.113.10'));
    expect(logs.body).toContainEqual(expect.objectContaining({ email: user.email, ipAddress: '203.0.113.78', granted: false }));
    // A hundred addresses, a row each, of which the list shows at most half its 50.
    expect(logs.body.filter((row: { email: string | null }) => row.email === null)).toHaveLength(25);
  });

  it('counts a signed-in caller’s repeated refused calls in one row, and keeps their granted calls one by one', async () => {
    const { client, user } = await signedUpClient(server.url);
    for (let i = 0; i < 30; i += 1)
      expect((await client.request('GET', '/api/admin/users', undefined, from('203.0.113.79'))).status).toBe(403);
    await admin.request('GET', '/api/admin/settings', undefined, from('203.0.113.10'));
    await admin.request('GET', '/api/admin/settings', undefined, from('203.0.113.10'));

    const logs = await admin.request('GET', '/api/admin/access-logs', undefined, from('203.0.113.10'));
    expect(logs.body.filter((row: { email: string }) => row.email === user.email)).toEqual([
      expect.objectContaining({ ipAddress: '203.0.113.79', granted: false, hits: 30 }),
    ]);
    expect(logs.body.filter((row: { route: string }) => row.route === 'GET /api/admin/settings')).toEqual([
      expect.objectContaining({ granted: true, hits: 1 }),
      expect.objectContaining({ granted: true, hits: 1 }),
    ]);
  });

  it('prunes rows older than the retention period', async () => {
    const now = server.ctx.now();
    const old = new Date(now.getTime() - (accessLogRetentionDays + 1) * 86_400_000);
    const recent = new Date(now.getTime() - (accessLogRetentionDays - 1) * 86_400_000);
    await server.ctx.db.insert(adminAccessLogs).values([
      { ipAddress: '198.51.100.1', routeAccessed: 'GET /api/admin/users', accessGranted: false, createdAt: old, lastSeenAt: old },
      { ipAddress: '198.51.100.2', routeAccessed: 'GET /api/admin/users', accessGranted: false, createdAt: old, lastSeenAt: recent },
      { ipAddress: '198.51.100.3', routeAccessed: 'GET /api/admin/users', accessGranted: false, createdAt: recent, lastSeenAt: recent },
    ]);
    expect(await pruneAccessLogs(server.ctx)).toBe(1);
    const left = await server.ctx.db.select({ ip: adminAccessLogs.ipAddress }).from(adminAccessLogs);
    expect(left.map((row) => row.ip).sort()).toEqual(['198.51.100.2', '198.51.100.3']);
  });
});
