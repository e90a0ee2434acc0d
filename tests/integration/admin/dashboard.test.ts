import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookings, outbox, transactions } from '#db/schema/index.ts';
import { ApiClient, signedUpClient } from '#tests/support/api-client.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { addDays } from '../../../api/core/time-zone.ts';
import { signedInAdmin } from './admin-fixtures.ts';
import { bookAll, ist, madeAt, proClient, reportProvider, signedUpAt, verifiedAt } from './insights-fixtures.ts';

let server: TestServer;
let clock: number | null = null;

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock ?? Date.now()) });
});
afterAll(() => server.close());
beforeEach(() => {
  clock = null;
});

let utrs = 0;
/** A UTR no other script used (the payments queue refuses a reference twice). */
const uniqueUtr = () => `5123456${String((utrs += 1)).padStart(5, '0')}`;

/**
 * The script: four bookings made today (IST) over the API — one paid and verified, one cancelled by the
 * client, one by the provider, one over WhatsApp — one made at 23:50 IST the evening before, a verified
 * Pro plan, three new clients and one new provider, and a failed message.
 */
async function script(day: string) {
  const dayBefore = addDays(day, -1);
  const { client: admin } = await signedInAdmin(server.ctx.db, server.url);
  const provider = await reportProvider(server.ctx.db, server.url, 'Dr. Kavya Menon', 5, ist(day, '08:00'));
  const first = await proClient(server.ctx.db, server.url, 'Meena Pillai');
  const second = await proClient(server.ctx.db, server.url, 'Ravi Kumar');
  const [paidId, keptId, lateId] = await bookAll(
    first.client,
    provider.slots.slice(0, 3).map((s) => s.id),
    provider.service.id,
  );
  const [clientCancelledId, providerCancelledId] = await bookAll(
    second.client,
    provider.slots.slice(3, 5).map((s) => s.id),
  );
  expect((await first.client.post(`/api/bookings/${paidId}/payment`, { utr: uniqueUtr() })).status).toBe(200);
  const [payment] = await server.ctx.db.select().from(transactions).where(eq(transactions.bookingId, paidId!));
  expect((await admin.post(`/api/admin/payments/${payment!.id}/verify`, {})).status).toBe(200);
  expect((await second.client.post(`/api/bookings/${clientCancelledId}/cancel`, {})).status).toBe(200);
  expect((await provider.client.post(`/api/provider/bookings/${providerCancelledId}/cancel`, { reason: 'Clinic closed' })).status).toBe(
    200,
  );
  await server.ctx.db.update(bookings).set({ channel: 'whatsapp' }).where(eq(bookings.id, keptId!));
  const planBuyer = await signedUpClient(server.url, { name: 'Lakshmi Iyer' });
  const plan = await planBuyer.client.post('/api/plans/purchase', { plan: 'pro', utr: uniqueUtr() });
  expect((await admin.post(`/api/admin/payments/${plan.body.pending.id}/verify`, {})).status).toBe(200);

  await madeAt(server.ctx.db, [paidId!, keptId!, clientCancelledId!, providerCancelledId!], ist(day, '00:10'));
  await madeAt(server.ctx.db, [lateId!], ist(dayBefore, '23:50'));
  await verifiedAt(server.ctx.db, payment!.id, ist(day, '10:00'));
  await verifiedAt(server.ctx.db, plan.body.pending.id, ist(day, '11:00'));
  await signedUpAt(server.ctx.db, [first.user.id, second.user.id, planBuyer.user.id], ist(day, '07:00'));
  await server.ctx.db.insert(outbox).values([
    { channel: 'sms', to: '+919845012345', body: 'Reminder', kind: 'reminder_24h', status: 'failed', updatedAt: ist(day, '09:00') },
    { channel: 'sms', to: '+919845012345', body: 'Old', kind: 'reminder_24h', status: 'failed', updatedAt: ist(addDays(day, -40)) },
  ]);
  clock = ist(day, '18:00').getTime();
  return { admin };
}

describe('GET /api/admin/overview with a range', () => {
  it('today (IST): the scripted bookings by status and channel, revenue, sign-ups and failed messages', async () => {
    const day = '2025-03-12';
    const { admin } = await script(day);
    const response = await admin.get('/api/admin/overview?range=today');
    expect(response.status).toBe(200);
    expect(response.body.range).toEqual({ key: 'today', from: day, to: day });
    expect(response.body.figures).toEqual({
      bookings: {
        total: 4,
        byStatus: { pending: 0, confirmed: 2, cancelled: 2, completed: 0, no_show: 0 },
        byChannel: { web: 3, chat: 0, whatsapp: 1, sms: 0, admin: 0 },
      },
      revenue: { bookingsPaise: 49_900, plansPaise: 19_900 },
      newClients: 3,
      newProviders: 1,
      failedMessages: 1,
    });
    // What waits and the platform stay as they were.
    expect(response.body.waiting).toMatchObject({ payments: expect.any(Number), complaints: expect.any(Number) });
    expect(response.body.today.date).toBe(day);
  });

  it('7 days takes in the booking made at 23:50 IST the evening before; 30 days the month’s failed message stays out', async () => {
    const day = '2025-05-20';
    const { admin } = await script(day);
    const week = (await admin.get('/api/admin/overview?range=7d')).body;
    expect(week.range).toEqual({ key: '7d', from: '2025-05-14', to: day });
    expect(week.figures.bookings.total).toBe(5);
    expect(week.figures.bookings.byStatus.confirmed).toBe(3);
    const month = (await admin.get('/api/admin/overview?range=30d')).body;
    expect(month.range.from).toBe('2025-04-21');
    expect(month.figures.failedMessages).toBe(1);
    // Without a range: today, as the dashboard first opens.
    expect((await admin.get('/api/admin/overview')).body.range.key).toBe('today');
  });

  it('refuses an unknown range with 400 in the error shape; admins only', async () => {
    const { client: admin } = await signedInAdmin(server.ctx.db, server.url);
    const bad = await admin.get('/api/admin/overview?range=year');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: 'invalid_request', message: expect.any(String) });
    expect((await new ApiClient(server.url).get('/api/admin/overview?range=7d')).status).toBe(401);
    const { client } = await signedUpClient(server.url);
    expect((await client.get('/api/admin/overview?range=7d')).status).toBe(403);
  });
});
