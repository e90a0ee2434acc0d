import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminActions, ipWhitelist } from '#db/schema/index.ts';
import { ApiClient, signedUpClient } from '#tests/support/api-client.ts';
import { databaseFingerprint } from '#tests/support/db-fingerprint.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { signedInAdmin } from './admin-fixtures.ts';

// Behind one trusted proxy, the caller's address is the one the proxy appends to X-Forwarded-For.
let server: TestServer;
let admin: ApiClient;
const office = '203.0.113.10';

/** The admin's calls as if from `address`. */
const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
const call = (method: string, path: string, body?: unknown, address = office) => admin.request(method, path, body, from(address));

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
  ({ client: admin } = await signedInAdmin(server.ctx.db, server.url));
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.ctx.db.delete(ipWhitelist);
});

describe('IP Security: the admin allowlist', () => {
  it('adds, edits, deactivates and deletes entries, each recorded; the gate follows the list', async () => {
    const list = await call('GET', '/api/admin/ip-whitelist');
    expect(list.body).toEqual({ items: [], yourAddress: office });

    const added = await call('POST', '/api/admin/ip-whitelist', { ipAddress: office, description: 'Head office' });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ ipAddress: office, ipRange: null, description: 'Head office', isActive: true });
    const ranged = await call('POST', '/api/admin/ip-whitelist', {
      ipAddress: '2001:db8::1',
      ipRange: '2001:db8::/48',
      description: 'VPN',
    });
    expect(ranged.status).toBe(201);

    // From inside the VPN range: allowed. From elsewhere: 403 ip_not_allowed.
    expect((await call('GET', '/api/admin/ip-whitelist', undefined, '2001:db8::abcd')).status).toBe(200);
    const outside = await call('GET', '/api/admin/ip-whitelist', undefined, '198.51.100.7');
    expect(outside.status).toBe(403);
    expect(outside.body.error.code).toBe('ip_not_allowed');

    const edited = await call('PATCH', `/api/admin/ip-whitelist/${ranged.body.id}`, { description: 'Staff VPN', ipRange: '2001:db8::/32' });
    expect(edited.body).toMatchObject({ description: 'Staff VPN', ipRange: '2001:db8::/32' });
    const deactivated = await call('PATCH', `/api/admin/ip-whitelist/${ranged.body.id}`, { isActive: false });
    expect(deactivated.body.isActive).toBe(false);
    expect((await call('GET', '/api/admin/ip-whitelist', undefined, '2001:db8::abcd')).status).toBe(403);
    expect((await call('DELETE', `/api/admin/ip-whitelist/${ranged.body.id}`)).body).toEqual({ id: ranged.body.id });
    expect((await call('GET', '/api/admin/ip-whitelist')).body.items.map((rule: { id: string }) => rule.id)).toEqual([added.body.id]);

    const actions = await server.ctx.db.select().from(adminActions).where(eq(adminActions.targetType, 'ip_rule'));
    expect(actions.map((row) => row.action).sort()).toEqual([
      'ip_rule.add',
      'ip_rule.add',
      'ip_rule.deactivate',
      'ip_rule.delete',
      'ip_rule.update',
    ]);
  });

  it('refuses a change that would shut out the caller (409 naming the address) unless confirmed', async () => {
    const before = await databaseFingerprint(server.ctx.db);
    const foreign = await call('POST', '/api/admin/ip-whitelist', { ipAddress: '198.51.100.7' });
    expect(foreign.status).toBe(409);
    expect(foreign.body.error.message).toContain(office);
    expect(foreign.body.error.details).toEqual({ ipAddress: office, lockOut: true });
    expect(await databaseFingerprint(server.ctx.db)).toEqual(before);

    // With the caller's own address listed, removing it (by edit, deactivation or deletion) is refused too.
    const own = (await call('POST', '/api/admin/ip-whitelist', { ipAddress: office })).body as { id: string };
    await call('POST', '/api/admin/ip-whitelist', { ipAddress: '198.51.100.7' });
    const kept = await databaseFingerprint(server.ctx.db);
    expect((await call('PATCH', `/api/admin/ip-whitelist/${own.id}`, { ipAddress: '198.51.100.8' })).status).toBe(409);
    expect((await call('PATCH', `/api/admin/ip-whitelist/${own.id}`, { isActive: false })).status).toBe(409);
    expect((await call('DELETE', `/api/admin/ip-whitelist/${own.id}`)).status).toBe(409);
    expect(await databaseFingerprint(server.ctx.db)).toEqual(kept);

    // Confirmed: the change is made, and the caller's next admin call is refused.
    expect((await call('DELETE', `/api/admin/ip-whitelist/${own.id}?confirm=true`)).status).toBe(200);
    const locked = await call('GET', '/api/admin/ip-whitelist');
    expect(locked.status).toBe(403);
    expect(locked.body.error.code).toBe('ip_not_allowed');
    // Deleting the last active entry opens the panel again from anywhere (the first-time set-up).
    await server.ctx.db.delete(ipWhitelist);
    expect((await call('GET', '/api/admin/ip-whitelist')).status).toBe(200);
    const confirmed = await call('POST', '/api/admin/ip-whitelist', { ipAddress: '198.51.100.7', confirm: true });
    expect(confirmed.status).toBe(201);
    expect((await call('GET', '/api/admin/access-logs')).status).toBe(403);
  });

  it('the access log: the latest 50 calls, granted or refused, with the admin e-mail', async () => {
    const { client: other, user: me } = await signedInAdmin(server.ctx.db, server.url);
    const as = (path: string, address = office) => other.request('GET', path, undefined, from(address));
    await call('POST', '/api/admin/ip-whitelist', { ipAddress: office });
    await as('/api/admin/complaints', '198.51.100.9');
    await as('/api/admin/settings');
    // A call is logged once it is answered, so the log's newest rows are the calls before this one.
    const logs = await as('/api/admin/access-logs');
    expect(logs.body.slice(0, 2)).toEqual([
      expect.objectContaining({ email: me.email, route: 'GET /api/admin/settings', granted: true, ipAddress: office }),
      expect.objectContaining({ email: me.email, route: 'GET /api/admin/complaints', granted: false, ipAddress: '198.51.100.9' }),
    ]);
    for (let i = 0; i < 50; i += 1) await as('/api/admin/ip-whitelist');
    expect((await as('/api/admin/access-logs')).body).toHaveLength(50);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const own = (await call('POST', '/api/admin/ip-whitelist', { ipAddress: office })).body as { id: string };
    const before = await databaseFingerprint(server.ctx.db);
    const bad: [string, string, unknown][] = [
      ['POST', '/api/admin/ip-whitelist', {}],
      ['POST', '/api/admin/ip-whitelist', { ipAddress: '999.1.1.1' }],
      ['POST', '/api/admin/ip-whitelist', { ipAddress: 'office-router' }],
      ['POST', '/api/admin/ip-whitelist', { ipAddress: '10.0.0.0/33' }],
      ['POST', '/api/admin/ip-whitelist', { ipAddress: office, ipRange: '10.0.0.1' }],
      ['POST', '/api/admin/ip-whitelist', { ipAddress: office, ipRange: '2001:db8::/129' }],
      ['POST', '/api/admin/ip-whitelist', { ipAddress: office, isActive: false }],
      ['POST', '/api/admin/ip-whitelist', { ipAddress: office, description: 'x'.repeat(201) }],
      ['PATCH', `/api/admin/ip-whitelist/${own.id}`, {}],
      ['PATCH', `/api/admin/ip-whitelist/${own.id}`, { confirm: true }],
      ['PATCH', `/api/admin/ip-whitelist/${own.id}`, { ipAddress: '1.2.3' }],
      ['PATCH', `/api/admin/ip-whitelist/${own.id}`, { isActive: 'no' }],
      ['PATCH', '/api/admin/ip-whitelist/not-a-uuid', { isActive: false }],
      ['DELETE', '/api/admin/ip-whitelist/not-a-uuid', undefined],
      ['DELETE', `/api/admin/ip-whitelist/${own.id}?confirm=maybe`, undefined],
    ];
    for (const [method, path, body] of bad) {
      const response = await call(method, path, body);
      expect(response.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
      expect(response.body.error.code).toBe('invalid_request');
    }
    const unknown = '6f1c2f4e-8a8b-4c51-9d3e-2b7a4a0c9e11';
    expect((await call('PATCH', `/api/admin/ip-whitelist/${unknown}`, { isActive: false })).status).toBe(404);
    expect((await call('DELETE', `/api/admin/ip-whitelist/${unknown}`)).status).toBe(404);
    expect(await databaseFingerprint(server.ctx.db)).toEqual(before);
  });

  it('signed out 401, a client 403', async () => {
    expect((await new ApiClient(server.url).get('/api/admin/ip-whitelist')).status).toBe(401);
    const { client } = await signedUpClient(server.url);
    expect((await client.post('/api/admin/ip-whitelist', { ipAddress: office })).status).toBe(403);
    expect((await client.get('/api/admin/access-logs')).status).toBe(403);
  });
});
