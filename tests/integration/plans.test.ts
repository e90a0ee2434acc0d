import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { endExpiredPlans } from '#api/services/plans/plan-expiry.ts';
import { updateSettings } from '#api/services/settings/settings.ts';
import { profiles, transactions, user } from '#db/schema/index.ts';
import { ApiClient, signedUpClient } from '#tests/support/api-client.ts';
import { databaseFingerprint } from '#tests/support/db-fingerprint.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { book, profileOf, providerWithSlots } from './bookings/booking-fixtures.ts';

let server: TestServer;
/** The server's clock; tests move it past a plan's end. */
let clock = Date.now();

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock) });
});
afterAll(() => server.close());
beforeEach(() => {
  clock = Date.now();
});

let utrCounter = 0;
/** A 12-digit UTR no other test uses. */
function uniqueUtr() {
  utrCounter += 1;
  return `${String(Date.now()).slice(-8)}${String(utrCounter).padStart(4, '0')}`;
}

describe('GET /api/plans', () => {
  it('gives the prices and period from the settings, the client’s plan, and no pending payment', async () => {
    const { client } = await signedUpClient(server.url);
    const response = await client.get('/api/plans');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      plans: [
        { id: 'free', pricePaise: 0, periodDays: null },
        { id: 'pro', pricePaise: 19_900, periodDays: 30 },
        { id: 'enterprise', pricePaise: 99_900, periodDays: 30 },
      ],
      freeBookingLimit: 5,
      current: { tier: 'free', planEndsAt: null },
      pending: null,
      rejected: null,
    });
    expect((await new ApiClient(server.url).get('/api/plans')).status).toBe(401);
  });

  it('follows a change of the settings', async () => {
    const { client } = await signedUpClient(server.url);
    const { user: admin } = await signedUpClient(server.url);
    await server.ctx.db.update(user).set({ role: 'admin' }).where(eq(user.id, admin.id));
    await updateSettings(server.ctx, admin.id, { planPricePaise: { pro: 24_900, enterprise: 99_900 }, planPeriodDays: 31 });
    const plans = (await client.get('/api/plans')).body.plans;
    expect(plans[1]).toEqual({ id: 'pro', pricePaise: 24_900, periodDays: 31 });
    await updateSettings(server.ctx, admin.id, { planPricePaise: { pro: 19_900, enterprise: 99_900 }, planPeriodDays: 30 });
  });
});

describe('POST /api/plans/purchase', () => {
  it('records a pending plan payment for the price in the settings, with the UTR; the plan has not started', async () => {
    const { client, user: account } = await signedUpClient(server.url);
    const utr = uniqueUtr();
    const bought = await client.post('/api/plans/purchase', { plan: 'pro', utr: `${utr.slice(0, 4)} ${utr.slice(4, 8)} ${utr.slice(8)}` });
    expect(bought.status).toBe(201);
    expect(bought.body.current).toEqual({ tier: 'free', planEndsAt: null });
    expect(bought.body.pending).toMatchObject({ plan: 'pro', amountPaise: 19_900, reference: utr });
    const [row] = await server.ctx.db.select().from(transactions).where(eq(transactions.userId, account.id));
    expect(row).toMatchObject({ kind: 'plan', plan: 'pro', status: 'pending', amountPaise: 19_900, reference: utr, method: 'upi' });
    expect((await client.get('/api/plans')).body.pending).toMatchObject({ id: row!.id });
    expect((await client.get('/api/me/quota')).body).toMatchObject({ isPremium: false, limit: 5 });
  });

  it('one pending plan payment at a time (409), and the same UTR twice is refused (409): nothing changes', async () => {
    const { client } = await signedUpClient(server.url);
    const utr = uniqueUtr();
    expect((await client.post('/api/plans/purchase', { plan: 'pro', utr })).status).toBe(201);
    const { client: other } = await signedUpClient(server.url);
    const before = await databaseFingerprint(server.ctx.db);
    const second = await client.post('/api/plans/purchase', { plan: 'enterprise', utr: uniqueUtr() });
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe('conflict');
    const sameUtr = await other.post('/api/plans/purchase', { plan: 'pro', utr });
    expect(sameUtr.status).toBe(409);
    expect(sameUtr.body.error.message).toMatch(/UTR/);
    expect(await databaseFingerprint(server.ctx.db)).toEqual(before);
  });

  it('two purchases at once by one client: one is recorded, the other gets 409', async () => {
    const { client, user: account } = await signedUpClient(server.url);
    const results = await Promise.all([
      client.post('/api/plans/purchase', { plan: 'pro', utr: uniqueUtr() }),
      client.post('/api/plans/purchase', { plan: 'pro', utr: uniqueUtr() }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const rows = await server.ctx.db.select().from(transactions).where(eq(transactions.userId, account.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses bad input with 400 in the error shape, and signed out with 401: nothing changes', async () => {
    const { client } = await signedUpClient(server.url);
    const cases: unknown[] = [
      {},
      { plan: 'pro' },
      { utr: uniqueUtr() },
      { plan: 'free', utr: uniqueUtr() },
      { plan: 'gold', utr: uniqueUtr() },
      { plan: 'pro', utr: '12345' },
      { plan: 'pro', utr: '1234567890123' },
      { plan: 'pro', utr: 'ABCDEFGHIJKL' },
      { plan: 'pro', utr: uniqueUtr(), amountPaise: 1 },
    ];
    for (const body of cases) {
      const before = await databaseFingerprint(server.ctx.db);
      const response = await client.post('/api/plans/purchase', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error).toMatchObject({ code: 'invalid_request', message: expect.any(String) });
      expect(await databaseFingerprint(server.ctx.db)).toEqual(before);
    }
    expect((await new ApiClient(server.url).post('/api/plans/purchase', { plan: 'pro', utr: uniqueUtr() })).status).toBe(401);
  });
});

describe('a plan’s end', () => {
  it('counts as free once planEndsAt has passed, and the expiry job moves the row back to free', async () => {
    const { client, user: account } = await signedUpClient(server.url);
    const db = server.ctx.db;
    const ends = new Date(clock + 2 * 86_400_000);
    await db.update(profiles).set({ subscriptionTier: 'pro', planEndsAt: ends }).where(eq(profiles.userId, account.id));
    expect((await client.get('/api/me/quota')).body).toMatchObject({ isPremium: true, limit: null, canBook: true });
    expect((await client.get('/api/plans')).body.current).toEqual({ tier: 'pro', planEndsAt: ends.toISOString() });

    clock = ends.getTime() + 60_000;
    expect((await client.get('/api/me/quota')).body).toMatchObject({ isPremium: false, limit: 5 });
    expect((await client.get('/api/plans')).body.current).toEqual({ tier: 'free', planEndsAt: null });
    expect(await endExpiredPlans(server.ctx)).toBeGreaterThanOrEqual(1);
    expect((await profileOf(db, account.id)).subscriptionTier).toBe('free');

    // Back on free, a booking counts against the free bookings again.
    const provider = await providerWithSlots(db, 1);
    clock = Date.now();
    expect((await book(client, provider.slots[0]!.id)).status).toBe(201);
    expect((await profileOf(db, account.id)).freeBookingsUsed).toBe(1);
  });

  it('a plan without an end (given by an admin) stays, and the job leaves it alone', async () => {
    const { client, user: account } = await signedUpClient(server.url);
    await server.ctx.db.update(profiles).set({ subscriptionTier: 'enterprise', planEndsAt: null }).where(eq(profiles.userId, account.id));
    await endExpiredPlans(server.ctx);
    expect((await profileOf(server.ctx.db, account.id)).subscriptionTier).toBe('enterprise');
    expect((await client.get('/api/me/quota')).body.isPremium).toBe(true);
    const [pending] = await server.ctx.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.userId, account.id), eq(transactions.kind, 'plan')));
    expect(pending).toBeUndefined();
  });
});
