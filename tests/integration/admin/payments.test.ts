import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminActions, bookings, notifications, profiles, transactions, user } from '#db/schema/index.ts';
import { ApiClient, signedUpClient } from '#tests/support/api-client.ts';
import { databaseFingerprint } from '#tests/support/db-fingerprint.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { book, profileOf, signedInProvider } from '../bookings/booking-fixtures.ts';

let server: TestServer;
let clock = Date.now();
const day = 86_400_000;

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock) });
});
afterAll(() => server.close());
beforeEach(() => {
  clock = Date.now();
});

async function signedInAdmin() {
  const { client, user: account } = await signedUpClient(server.url, { name: 'Asha Admin' });
  await server.ctx.db.update(user).set({ role: 'admin' }).where(eq(user.id, account.id));
  return { admin: client, adminId: account.id };
}

let utrCounter = 0;
function uniqueUtr() {
  utrCounter += 1;
  return `${String(Date.now()).slice(-8)}${String(utrCounter).padStart(4, '0')}`;
}

/** A client who booked a priced appointment and recorded its UPI reference. */
async function paidBooking() {
  const provider = await signedInProvider(server.ctx.db, server.url, { slots: 2 });
  const { client, user: account } = await signedUpClient(server.url, { name: 'Meena Pillai' });
  const booked = await book(client, provider.slots[0]!.id, { serviceId: provider.service.id, phone: '98450 12345' });
  expect(booked.status).toBe(201);
  const utr = uniqueUtr();
  const recorded = await client.post(`/api/bookings/${booked.body.id}/payment`, { utr });
  expect(recorded.status).toBe(200);
  const [payment] = await server.ctx.db.select().from(transactions).where(eq(transactions.bookingId, booked.body.id));
  return { client, clientUserId: account.id, bookingId: booked.body.id as string, utr, paymentId: payment!.id, provider };
}

/** A client who asked for a plan, paid by UPI. */
async function planPurchase(plan: 'pro' | 'enterprise' = 'pro', locale: 'en' | 'hi' | 'ta' = 'en') {
  const { client, user: account } = await signedUpClient(server.url, { name: 'Ravi Kumar' });
  await server.ctx.db.update(profiles).set({ locale }).where(eq(profiles.userId, account.id));
  const utr = uniqueUtr();
  const bought = await client.post('/api/plans/purchase', { plan, utr });
  expect(bought.status).toBe(201);
  return { client, clientUserId: account.id, utr, paymentId: bought.body.pending.id as string };
}

describe('the payments queue and the ledger', () => {
  it('lists pending UPI references of bookings and plans, oldest first, with the client and the booking', async () => {
    const { admin } = await signedInAdmin();
    const booking = await paidBooking();
    const plan = await planPurchase();
    const queue = await admin.get(`/api/admin/payments?q=${booking.utr}`);
    expect(queue.status).toBe(200);
    expect(queue.body).toMatchObject({ total: 1, page: 1 });
    expect(queue.body.items[0]).toMatchObject({
      id: booking.paymentId,
      kind: 'booking',
      plan: null,
      status: 'pending',
      amountPaise: 49_900,
      reference: booking.utr,
      client: { id: booking.clientUserId, name: 'Meena Pillai' },
      booking: { id: booking.bookingId, paymentStatus: 'pending', provider: { name: 'Dr. Anjali Rao' } },
      verifiedBy: null,
    });
    expect(queue.body.items[0].booking.reference).toMatch(/^BM[0-9A-F]{10}$/);
    const plans = await admin.get(`/api/admin/payments?kind=plan&q=${plan.utr}`);
    expect(plans.body.items).toEqual([
      expect.objectContaining({ id: plan.paymentId, kind: 'plan', plan: 'pro', amountPaise: 19_900, booking: null }),
    ]);
    expect((await admin.get(`/api/admin/payments?kind=booking&q=${plan.utr}`)).body.total).toBe(0);
    expect((await admin.get(`/api/admin/payments?status=succeeded&q=${plan.utr}`)).body.total).toBe(0);
    expect((await admin.get(`/api/admin/payments?q=Ravi&kind=plan`)).body.total).toBeGreaterThanOrEqual(1);
    const all = (await admin.get('/api/admin/payments?pageSize=100')).body.items as { createdAt: string }[];
    expect(all.map((p) => p.createdAt)).toEqual([...all.map((p) => p.createdAt)].sort());
    const ledger = (await admin.get('/api/admin/transactions?pageSize=100')).body.items as { createdAt: string }[];
    expect(ledger.map((p) => p.createdAt)).toEqual([...ledger.map((p) => p.createdAt)].sort().reverse());
  });

  it('refuses bad filters with 400', async () => {
    const { admin } = await signedInAdmin();
    for (const query of ['status=lost', 'kind=gift', 'sort=name', 'pageSize=0', 'from=yesterday']) {
      expect((await admin.get(`/api/admin/payments?${query}`)).status, query).toBe(400);
      expect((await admin.get(`/api/admin/transactions?${query}`)).status, query).toBe(400);
    }
  });
});

describe('verifying and rejecting', () => {
  it('verifies a booking’s payment: the transaction succeeds, the booking is paid, the client is told, the action is recorded', async () => {
    const { admin, adminId } = await signedInAdmin();
    const { paymentId, bookingId, clientUserId, client } = await paidBooking();
    const verified = await admin.post(`/api/admin/payments/${paymentId}/verify`, {});
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({
      status: 'succeeded',
      verifiedBy: { id: adminId, name: 'Asha Admin' },
      booking: { paymentStatus: 'paid' },
    });
    expect((await client.get(`/api/bookings/${bookingId}`)).body.paymentStatus).toBe('paid');
    const note = await server.ctx.db.query.notifications.findFirst({
      where: and(eq(notifications.userId, clientUserId), eq(notifications.title, 'Payment received')),
    });
    expect(note?.message).toContain('₹499');
    const [action] = await server.ctx.db.select().from(adminActions).where(eq(adminActions.targetId, paymentId));
    expect(action).toMatchObject({ adminId, action: 'payment.verify', targetType: 'payment' });

    const before = await databaseFingerprint(server.ctx.db);
    const twice = await admin.post(`/api/admin/payments/${paymentId}/verify`, {});
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe('conflict');
    const rejectDecided = await admin.post(`/api/admin/payments/${paymentId}/reject`, { reason: 'Not in the statement' });
    expect(rejectDecided.status).toBe(409);
    expect(await databaseFingerprint(server.ctx.db)).toEqual(before);
  });

  it('verifies a plan payment: the plan starts for the period in the settings and the quota shows unlimited', async () => {
    const { admin } = await signedInAdmin();
    const { paymentId, clientUserId, client } = await planPurchase('pro');
    expect((await client.get('/api/me/quota')).body.isPremium).toBe(false);
    const verified = await admin.post(`/api/admin/payments/${paymentId}/verify`, {});
    expect(verified.status).toBe(200);
    const profile = await profileOf(server.ctx.db, clientUserId);
    expect(profile.subscriptionTier).toBe('pro');
    expect(Math.abs(profile.planEndsAt!.getTime() - (clock + 30 * day))).toBeLessThan(5_000);
    expect((await client.get('/api/me/quota')).body).toMatchObject({ isPremium: true, limit: null, remaining: null, canBook: true });
    const plans = (await client.get('/api/plans')).body;
    expect(plans).toMatchObject({ current: { tier: 'pro', planEndsAt: profile.planEndsAt!.toISOString() }, pending: null, rejected: null });
    const note = await server.ctx.db.query.notifications.findFirst({
      where: and(eq(notifications.userId, clientUserId), eq(notifications.title, 'Your Pro plan is active')),
    });
    expect(note?.message).toContain('₹199');
  });

  it('a second payment for the same active plan extends it from its current end', async () => {
    const { admin } = await signedInAdmin();
    const { paymentId, clientUserId, client } = await planPurchase('pro');
    await admin.post(`/api/admin/payments/${paymentId}/verify`, {});
    const firstEnd = (await profileOf(server.ctx.db, clientUserId)).planEndsAt!;
    const again = await client.post('/api/plans/purchase', { plan: 'pro', utr: uniqueUtr() });
    expect(again.status).toBe(201);
    clock += 10 * day;
    await admin.post(`/api/admin/payments/${again.body.pending.id}/verify`, {});
    expect((await profileOf(server.ctx.db, clientUserId)).planEndsAt!.getTime()).toBe(firstEnd.getTime() + 30 * day);
  });

  it('rejects with a reason the client sees in their language: failed, the booking unpaid again, the action recorded', async () => {
    const { admin, adminId } = await signedInAdmin();
    const { paymentId, bookingId, clientUserId, client } = await paidBooking();
    await server.ctx.db.update(profiles).set({ locale: 'ta' }).where(eq(profiles.userId, clientUserId));
    const reason = 'No such UTR in the bank statement';
    const rejected = await admin.post(`/api/admin/payments/${paymentId}/reject`, { reason });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ status: 'failed', rejectReason: reason, booking: { paymentStatus: 'none' } });
    expect((await client.get(`/api/bookings/${bookingId}`)).body.paymentStatus).toBe('none');
    const note = await server.ctx.db.query.notifications.findFirst({
      where: and(eq(notifications.userId, clientUserId), eq(notifications.title, 'கட்டணம் சரிபார்க்கப்படவில்லை')),
    });
    expect(note?.message).toContain(reason);
    const [action] = await server.ctx.db.select().from(adminActions).where(eq(adminActions.targetId, paymentId));
    expect(action).toMatchObject({ adminId, action: 'payment.reject', reason });
    expect((await admin.post(`/api/admin/payments/${paymentId}/reject`, { reason })).status).toBe(409);
    expect((await admin.post(`/api/admin/payments/${paymentId}/verify`, {})).status).toBe(409);
  });

  it('a rejected plan payment shows on the client’s plans with its reason; they may pay again', async () => {
    const { admin } = await signedInAdmin();
    const { paymentId, client } = await planPurchase('enterprise', 'hi');
    await admin.post(`/api/admin/payments/${paymentId}/reject`, { reason: 'Amount does not match' });
    const plans = (await client.get('/api/plans')).body;
    expect(plans).toMatchObject({
      current: { tier: 'free' },
      pending: null,
      rejected: { id: paymentId, plan: 'enterprise', reason: 'Amount does not match' },
    });
    expect((await client.post('/api/plans/purchase', { plan: 'enterprise', utr: uniqueUtr() })).status).toBe(201);
    expect((await client.get('/api/plans')).body.rejected).toBeNull();
  });

  it('two admins deciding at once: one wins, the other gets 409', async () => {
    const first = await signedInAdmin();
    const second = await signedInAdmin();
    const { paymentId, clientUserId } = await planPurchase('pro');
    const results = await Promise.all([
      first.admin.post(`/api/admin/payments/${paymentId}/verify`, {}),
      second.admin.post(`/api/admin/payments/${paymentId}/reject`, { reason: 'Duplicate payment' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const notes = await server.ctx.db.select().from(notifications).where(eq(notifications.userId, clientUserId));
    expect(notes).toHaveLength(1);
  });

  it('refuses bad input with 4xx in the error shape, and nothing changes', async () => {
    const { admin } = await signedInAdmin();
    const { paymentId } = await planPurchase('pro');
    const unknown = '00000000-0000-4000-8000-000000000000';
    const cases: [string, unknown, number][] = [
      [`/api/admin/payments/${paymentId}/verify`, { note: 'ok' }, 400],
      [`/api/admin/payments/${paymentId}/reject`, {}, 400],
      [`/api/admin/payments/${paymentId}/reject`, { reason: 'no' }, 400],
      [`/api/admin/payments/${paymentId}/reject`, { reason: 'x'.repeat(501) }, 400],
      ['/api/admin/payments/abc/verify', {}, 400],
      [`/api/admin/payments/${unknown}/verify`, {}, 404],
      [`/api/admin/payments/${unknown}/reject`, { reason: 'Not in the statement' }, 404],
    ];
    for (const [path, body, status] of cases) {
      const before = await databaseFingerprint(server.ctx.db);
      const response = await admin.post(path, body);
      expect(response.status, `${path} ${JSON.stringify(body)}`).toBe(status);
      expect(response.body.error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
      expect(await databaseFingerprint(server.ctx.db)).toEqual(before);
    }
    const [row] = await server.ctx.db.select().from(transactions).where(eq(transactions.id, paymentId));
    expect(row?.status).toBe('pending');
  });

  it('is for admins only: signed out 401, a client and a provider 403', async () => {
    const { paymentId, client, provider } = await paidBooking();
    const anonymous = new ApiClient(server.url);
    const calls = [
      ['GET', '/api/admin/payments'],
      ['GET', '/api/admin/transactions'],
      ['POST', `/api/admin/payments/${paymentId}/verify`],
      ['POST', `/api/admin/payments/${paymentId}/reject`],
    ] as const;
    for (const [method, path] of calls) {
      const body = method === 'POST' ? { reason: 'Not in the statement' } : undefined;
      expect((await anonymous.request(method, path, body)).status, path).toBe(401);
      expect((await client.request(method, path, body)).status, path).toBe(403);
      expect((await provider.client.request(method, path, body)).status, path).toBe(403);
    }
    const [booking] = await server.ctx.db
      .select()
      .from(bookings)
      .where(eq(bookings.userId, (await client.get('/api/me')).body.user.id));
    expect(booking?.paymentStatus).toBe('pending');
  });
});

describe('a booking’s UPI reference', () => {
  it('is refused (409) when another payment already carries it; the same booking may correct its own', async () => {
    const first = await paidBooking();
    const second = await paidBooking();
    const reused = await second.client.post(`/api/bookings/${second.bookingId}/payment`, { utr: first.utr });
    expect(reused.status).toBe(409);
    const again = await first.client.post(`/api/bookings/${first.bookingId}/payment`, { utr: first.utr });
    expect(again.status).toBe(200);
    const { client } = await signedUpClient(server.url);
    expect((await client.post('/api/plans/purchase', { plan: 'pro', utr: first.utr })).status).toBe(409);
  });
});
