import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAccessLogs, ipWhitelist, profiles, settingChanges, user } from '#db/schema/index.ts';
import { getSettings, updateSettings } from '../../../api/services/settings/settings.ts';
import { ApiClient, signedUpClient } from '#tests/support/api-client.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function signedInAdmin() {
  const { client, user: account } = await signedUpClient(server.url);
  await server.ctx.db.update(user).set({ role: 'admin' }).where(eq(user.id, account.id));
  return { client, account };
}

async function withRules<T>(rules: Array<{ ipAddress: string; ipRange?: string; isActive?: boolean }>, run: () => Promise<T>) {
  const rows = await server.ctx.db.insert(ipWhitelist).values(rules).returning();
  try {
    return await run();
  } finally {
    for (const row of rows) await server.ctx.db.delete(ipWhitelist).where(eq(ipWhitelist.id, row.id));
  }
}

describe('the admin gate (GET /api/admin/access)', () => {
  it('answers the admin with their e-mail and the address the server saw', async () => {
    const { client, account } = await signedInAdmin();
    const response = await client.get('/api/admin/access');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ email: account.email, name: account.name });
    expect(response.body.ipAddress).toMatch(/127\.0\.0\.1|::1/);
  });

  it('refuses the signed out (401), a client (403 forbidden) and an inactive admin (403 account_inactive)', async () => {
    expect((await new ApiClient(server.url).get('/api/admin/access')).status).toBe(401);
    const { client } = await signedUpClient(server.url);
    const asClient = await client.get('/api/admin/access');
    expect([asClient.status, asClient.body.error.code]).toEqual([403, 'forbidden']);
    const { client: admin, account } = await signedInAdmin();
    await server.ctx.db.update(profiles).set({ isActive: false }).where(eq(profiles.userId, account.id));
    const inactive = await admin.get('/api/admin/access');
    expect([inactive.status, inactive.body.error.code]).toEqual([403, 'account_inactive']);
  });

  it('with an active allowlist, only a listed address or range gets in; the refusal names the address and is logged', async () => {
    const { client, account } = await signedInAdmin();
    const refused = await withRules([{ ipAddress: '203.0.113.7' }, { ipAddress: '198.51.100.0', ipRange: '198.51.100.0/24' }], () =>
      client.get('/api/admin/access'),
    );
    expect([refused.status, refused.body.error.code]).toEqual([403, 'ip_not_allowed']);
    expect(refused.body.error.message).toBe('IP not whitelisted for admin access');
    expect(refused.body.error.details.ipAddress).toMatch(/127\.0\.0\.1|::1/);
    const [log] = await server.ctx.db.select().from(adminAccessLogs).where(eq(adminAccessLogs.userId, account.id));
    expect(log).toMatchObject({ accessGranted: false, routeAccessed: 'GET /api/admin/access' });

    const byRange = await withRules([{ ipAddress: '127.0.0.0/8' }, { ipAddress: '::1' }], () => client.get('/api/admin/access'));
    expect(byRange.status).toBe(200);
    // An inactive rule does not count: with no active rule, the panel is open (first-time set-up).
    const inactiveOnly = await withRules([{ ipAddress: '203.0.113.7', isActive: false }], () => client.get('/api/admin/access'));
    expect(inactiveOnly.status).toBe(200);
  });
});

describe('GET /api/admin/overview', () => {
  it('counts what waits for an admin and today in IST', async () => {
    const { client } = await signedInAdmin();
    const response = await client.get('/api/admin/overview');
    expect(response.status).toBe(200);
    expect(response.body.today.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(response.body.platform.clients).toBeGreaterThan(0);
    for (const value of Object.values(response.body.waiting)) expect(value).toEqual(expect.any(Number));
  });
});

describe('platform settings', () => {
  it('defaults, then a logged change; a new free limit moves every client by the difference and new clients start there', async () => {
    const { account: admin } = await signedInAdmin();
    expect((await getSettings(server.ctx)).freeBookingLimit).toBe(5);
    const { user: existing } = await signedUpClient(server.url);
    await server.ctx.db.update(profiles).set({ freeBookingLimit: 7 }).where(eq(profiles.userId, existing.id)); // 2 earned by referrals

    const next = await updateSettings(server.ctx, admin.id, { freeBookingLimit: 8, planPeriodDays: 45 });
    expect(next).toMatchObject({ freeBookingLimit: 8, planPeriodDays: 45 });
    expect(await getSettings(server.ctx)).toMatchObject({ freeBookingLimit: 8, planPeriodDays: 45 });
    const [mine] = await server.ctx.db.select().from(profiles).where(eq(profiles.userId, existing.id));
    expect(mine!.freeBookingLimit).toBe(10);
    const { client: newcomer } = await signedUpClient(server.url);
    expect((await newcomer.get('/api/me/quota')).body).toMatchObject({ limit: 8, remaining: 8 });
    const changes = await server.ctx.db.select().from(settingChanges);
    expect(changes.map((change) => [change.key, change.oldValue, change.newValue, change.changedBy]).sort()).toEqual([
      ['freeBookingLimit', 5, 8, admin.id],
      ['planPeriodDays', 30, 45, admin.id],
    ]);
    // Putting it back restores the default for everyone.
    await updateSettings(server.ctx, admin.id, { freeBookingLimit: 5, planPeriodDays: 30 });
  });

  it('refuses values out of range and changes nothing', async () => {
    const { account: admin } = await signedInAdmin();
    const before = await getSettings(server.ctx);
    await expect(updateSettings(server.ctx, admin.id, { reminderLeadHours: { first: 2, second: 6 } })).rejects.toMatchObject({
      code: 'invalid_request',
    });
    await expect(updateSettings(server.ctx, admin.id, { freeBookingLimit: -1 })).rejects.toMatchObject({ code: 'invalid_request' });
    expect(await getSettings(server.ctx)).toEqual(before);
  });
});
