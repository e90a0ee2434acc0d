import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complaints, rewardEntries, services } from '#db/schema/index.ts';
import { openComplaintLimit } from '#api/services/complaints/complaints.ts';
import { pendingServiceLimit } from '#api/services/providers/provider-services.ts';
import { dailyAdjustmentLimit } from '#api/services/rewards/adjust-points.ts';
import { signedUpClient } from '#tests/support/api-client.ts';
import { databaseFingerprint } from '#tests/support/db-fingerprint.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { signedInAdmin } from '../admin/admin-fixtures.ts';
import { signedInProvider } from '../bookings/booking-fixtures.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('queues have limits (issue 22.9)', () => {
  it(`a client has at most ${openComplaintLimit} open complaints; the next is a 409 limit_reached until one is resolved`, async () => {
    const { client } = await signedUpClient(server.url);
    const raise = (n: number) => client.post('/api/complaints', { subject: `Problem ${n}`, body: 'The doctor never came.' });
    const raised: string[] = [];
    for (let n = 0; n < openComplaintLimit; n += 1) {
      const response = await raise(n);
      expect(response.status).toBe(201);
      raised.push(response.body.id);
    }
    const before = await databaseFingerprint(server.ctx.db);
    const refused = await raise(99);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'limit_reached', details: { limit: openComplaintLimit } });
    expect(refused.body.error.message).toContain(String(openComplaintLimit));
    expect(await databaseFingerprint(server.ctx.db)).toEqual(before);

    await server.ctx.db.update(complaints).set({ status: 'resolved' }).where(eq(complaints.id, raised[0]!));
    expect((await raise(100)).status).toBe(201);
  });

  it('simultaneous complaints cannot pass the limit together', async () => {
    const { client, user: account } = await signedUpClient(server.url);
    const answers = await Promise.all(
      Array.from({ length: openComplaintLimit + 3 }, (_, n) => client.post('/api/complaints', { subject: `Problem ${n}`, body: 'Again.' })),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(openComplaintLimit);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(3);
    expect(await server.ctx.db.select().from(complaints).where(eq(complaints.userId, account.id))).toHaveLength(openComplaintLimit);
  });

  it(`a provider has at most ${pendingServiceLimit} services waiting for approval, new or changed`, async () => {
    const provider = await signedInProvider(server.ctx.db, server.url);
    const add = (n: number) =>
      provider.client.post('/api/provider/services', { name: `Consultation ${n}`, durationMinutes: 30, pricePaise: 50_000 });
    const added: string[] = [];
    for (let n = 0; n < pendingServiceLimit; n += 1) {
      const response = await add(n);
      expect(response.status).toBe(201);
      added.push(response.body.id);
    }
    const refused = await add(99);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'limit_reached', details: { limit: pendingServiceLimit } });
    // A new price for an approved service would wait for an admin too: refused, and the service keeps its price.
    const repriced = await provider.client.request('PATCH', `/api/provider/services/${provider.service.id}`, { pricePaise: 59_900 });
    expect(repriced.status).toBe(409);
    expect(repriced.body.error.code).toBe('limit_reached');
    // A change that needs no review still goes through.
    const described = await provider.client.request('PATCH', `/api/provider/services/${provider.service.id}`, { description: 'Walk-in' });
    expect(described.status).toBe(200);
    const [kept] = await server.ctx.db.select().from(services).where(eq(services.id, provider.service.id));
    expect(kept).toMatchObject({ approval: 'approved', pricePaise: provider.service.pricePaise });

    await server.ctx.db.update(services).set({ approval: 'approved' }).where(eq(services.id, added[0]!));
    expect((await add(100)).status).toBe(201);
  });

  it(`grants to one client add up to at most ${dailyAdjustmentLimit} points an IST day; deductions always go through`, async () => {
    const { client: admin } = await signedInAdmin(server.ctx.db, server.url);
    const { user: account } = await signedUpClient(server.url);
    const adjust = (points: number) => admin.post(`/api/admin/rewards/${account.id}/adjustments`, { points, reason: 'Goodwill credit' });
    // Yesterday's grants do not count towards today's.
    const yesterday = new Date(server.ctx.now().getTime() - 86_400_000);
    await server.ctx.db
      .insert(rewardEntries)
      .values({ userId: account.id, kind: 'adjustment', points: dailyAdjustmentLimit, reason: 'Yesterday', createdAt: yesterday });

    expect((await adjust(dailyAdjustmentLimit)).status).toBe(201);
    const refused = await adjust(1);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'limit_reached',
      details: { limit: dailyAdjustmentLimit, grantedToday: dailyAdjustmentLimit },
    });
    // A correction: the deduction goes through and frees that much of today's limit.
    expect((await adjust(-500)).status).toBe(201);
    expect((await adjust(500)).status).toBe(201);
    expect((await adjust(1)).status).toBe(409);
    expect((await admin.get(`/api/admin/rewards/${account.id}`)).body.rewards.balance).toBe(2 * dailyAdjustmentLimit);
  });
});
