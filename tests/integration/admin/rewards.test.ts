import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminActions, rewardEntries } from '#db/schema/index.ts';
import { ApiClient, signedUpClient } from '#tests/support/api-client.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { signedInAdmin } from './admin-fixtures.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function adminAndClient() {
  const { client: admin, user: adminUser } = await signedInAdmin(server.ctx.db, server.url);
  const { client, user: account } = await signedUpClient(server.url, { name: 'Lakshmi Narayanan' });
  return { admin, adminId: adminUser.id, client, clientId: account.id };
}

describe('admin rewards adjustments', () => {
  it('grants and deducts points with a reason, recorded as adjustments and admin actions', async () => {
    const { admin, adminId, clientId } = await adminAndClient();
    const granted = await admin.post(`/api/admin/rewards/${clientId}/adjustments`, { points: 300, reason: 'Sorry for the late doctor' });
    expect(granted.status).toBe(201);
    expect(granted.body.rewards.balance).toBe(300);
    const deducted = await admin.post(`/api/admin/rewards/${clientId}/adjustments`, {
      points: -120,
      reason: 'Points given twice by mistake',
    });
    expect(deducted.status).toBe(201);
    expect(deducted.body.rewards.balance).toBe(180);
    expect(deducted.body.adjustments.map((row: { points: number }) => row.points)).toEqual([-120, 300]);
    expect(deducted.body.adjustments[0]).toMatchObject({ reason: 'Points given twice by mistake', adjustedBy: 'Asha Admin' });
    const rows = await server.ctx.db.select().from(rewardEntries).where(eq(rewardEntries.userId, clientId));
    expect(rows.every((row) => row.kind === 'adjustment' && row.adjustedBy === adminId)).toBe(true);
    const actions = await server.ctx.db
      .select()
      .from(adminActions)
      .where(and(eq(adminActions.targetId, clientId), eq(adminActions.adminId, adminId)));
    expect(actions.map((row) => row.action).sort()).toEqual(['rewards.deduct', 'rewards.grant']);
  });

  it('refuses a deduction that would take the balance below zero, and changes nothing', async () => {
    const { admin, clientId } = await adminAndClient();
    await admin.post(`/api/admin/rewards/${clientId}/adjustments`, { points: 50, reason: 'Goodwill' });
    const refused = await admin.post(`/api/admin/rewards/${clientId}/adjustments`, { points: -51, reason: 'Too much' });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('points_insufficient');
    const read = await admin.get(`/api/admin/rewards/${clientId}`);
    expect(read.body.rewards.balance).toBe(50);
    expect(read.body.adjustments).toHaveLength(1);
  });

  it("shows the adjustment with its reason in the client's own ledger", async () => {
    const { admin, client, clientId } = await adminAndClient();
    await admin.post(`/api/admin/rewards/${clientId}/adjustments`, { points: 200, reason: 'Festival bonus' });
    const mine = await client.get('/api/rewards');
    expect(mine.status).toBe(200);
    expect(mine.body.balance).toBe(200);
    expect(mine.body.history[0]).toMatchObject({ kind: 'adjustment', points: 200, reason: 'Festival bonus' });
  });

  it('validates the body: zero, more than 10,000, fractions and a short reason are 400', async () => {
    const { admin, clientId } = await adminAndClient();
    for (const body of [
      { points: 0, reason: 'Nothing' },
      { points: 10_001, reason: 'Too many' },
      { points: -10_001, reason: 'Too many' },
      { points: 1.5, reason: 'Half' },
      { points: 10, reason: 'x' },
      { points: 10 },
    ]) {
      const response = await admin.post(`/api/admin/rewards/${clientId}/adjustments`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('is for admins only, and an unknown user is 404', async () => {
    const { admin, client, clientId } = await adminAndClient();
    const anonymous = new ApiClient(server.url);
    expect((await anonymous.get(`/api/admin/rewards/${clientId}`)).status).toBe(401);
    expect((await client.get(`/api/admin/rewards/${clientId}`)).status).toBe(403);
    expect((await client.post(`/api/admin/rewards/${clientId}/adjustments`, { points: 10_000, reason: 'Myself' })).status).toBe(403);
    expect((await admin.get('/api/admin/rewards/nobody-here')).status).toBe(404);
    expect((await admin.post('/api/admin/rewards/nobody-here/adjustments', { points: 5, reason: 'Ghost' })).status).toBe(404);
  });
});
