import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminActions, complaints, notifications, outbox, profiles, user } from '#db/schema/index.ts';
import { signedUpClient } from '#tests/support/api-client.ts';
import { databaseFingerprint } from '#tests/support/db-fingerprint.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { book, providerWithSlots } from '../bookings/booking-fixtures.ts';
import { signedInAdmin } from './admin-fixtures.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A client with one booking, a Hindi profile and a WhatsApp number. */
async function clientWithBooking(phone = '+919811122233') {
  const { provider, slots } = await providerWithSlots(server.ctx.db, 2, { name: 'Glow Salon' });
  const { client, user: account } = await signedUpClient(server.url);
  await server.ctx.db.update(profiles).set({ locale: 'hi' }).where(eq(profiles.userId, account.id));
  await server.ctx.db.update(user).set({ phoneNumber: phone }).where(eq(user.id, account.id));
  const booking = (await book(client, slots[0]!.id)).body as { id: string };
  return { client, account, provider, booking };
}

const raise = { subject: 'Late by an hour', body: 'The stylist came an hour late and rushed the haircut.' };

describe('complaints: a client raises one, an admin assigns, answers and resolves it', () => {
  it('the whole conversation, with the client notified in the app and on WhatsApp', async () => {
    const { client, account, booking } = await clientWithBooking();
    const raised = await client.post('/api/complaints', { ...raise, bookingId: booking.id });
    expect(raised.status).toBe(201);
    expect(raised.body).toMatchObject({
      status: 'open',
      channel: 'web',
      bookingId: booking.id,
      reference: expect.stringMatching(/^CMP-[0-9A-F]{8}$/),
      booking: { id: booking.id, provider: { name: 'Glow Salon' } },
      messages: [],
    });
    const id = raised.body.id as string;

    const { client: admin, user: adminUser } = await signedInAdmin(server.ctx.db, server.url);
    const open = await admin.get('/api/admin/complaints?status=open&assigned=none');
    expect(open.body.items.map((item: { id: string }) => item.id)).toContain(id);
    const detail = await admin.get(`/api/admin/complaints/${id}`);
    expect(detail.body).toMatchObject({ client: { id: account.id, phone: '+919811122233' }, booking: { id: booking.id }, assignee: null });

    const assigned = await admin.post(`/api/admin/complaints/${id}/assign`, {});
    expect(assigned.body.assignee).toMatchObject({ id: adminUser.id });
    const mine = await admin.get('/api/admin/complaints?assigned=me');
    expect(mine.body.items.map((item: { id: string }) => item.id)).toEqual([id]);

    const answered = await admin.post(`/api/admin/complaints/${id}/answer`, {
      body: 'Sorry! We refunded the visit and spoke to the salon.',
    });
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({ status: 'in_progress', messageCount: 1, messages: [{ authorRole: 'admin' }] });

    const followUp = await client.post(`/api/complaints/${id}/messages`, { body: 'Thank you, the refund arrived.' });
    expect(followUp.body.messages.map((m: { authorRole: string }) => m.authorRole)).toEqual(['admin', 'client']);

    const resolved = await admin.post(`/api/admin/complaints/${id}/resolve`, { body: 'Glad it is sorted.' });
    expect(resolved.body).toMatchObject({ status: 'resolved', resolvedAt: expect.any(String), messageCount: 3 });

    const mineAsClient = await client.get('/api/complaints');
    expect(mineAsClient.body).toEqual([expect.objectContaining({ id, status: 'resolved', messageCount: 3 })]);

    const told = await server.ctx.db.select().from(notifications).where(eq(notifications.userId, account.id));
    const complaintNotices = told.filter((row) => row.data?.complaintId === id);
    expect(complaintNotices.map((row) => row.title).sort()).toEqual([
      expect.stringMatching(/^आपकी शिकायत CMP-/),
      expect.stringMatching(/^शिकायत CMP-.* का समाधान हो गया$/),
    ]);
    const texts = await server.ctx.db.select().from(outbox).where(eq(outbox.userId, account.id));
    expect(texts.filter((row) => row.kind.startsWith('complaint_'))).toEqual([
      expect.objectContaining({
        kind: 'complaint_answered',
        channel: 'whatsapp',
        to: '+919811122233',
        body: expect.stringContaining('refunded'),
      }),
      expect.objectContaining({ kind: 'complaint_resolved', channel: 'whatsapp', body: expect.stringContaining('Glad it is sorted.') }),
    ]);
    const actions = await server.ctx.db.select().from(adminActions).where(eq(adminActions.targetId, id));
    expect(actions.map((row) => row.action).sort()).toEqual(['complaint.answer', 'complaint.assign', 'complaint.resolve']);

    // Resolved is closed: no more messages from either side.
    expect((await client.post(`/api/complaints/${id}/messages`, { body: 'One more thing' })).status).toBe(409);
    expect((await admin.post(`/api/admin/complaints/${id}/answer`, { body: 'Another answer' })).status).toBe(409);
    expect((await admin.post(`/api/admin/complaints/${id}/resolve`, {})).status).toBe(409);
  });

  it('a client who opted out of messages gets the in-app notification only', async () => {
    const { client, account } = await clientWithBooking('+919811122244');
    await server.ctx.db.update(profiles).set({ messagingOptOut: true }).where(eq(profiles.userId, account.id));
    const id = (await client.post('/api/complaints', raise)).body.id as string;
    const { client: admin } = await signedInAdmin(server.ctx.db, server.url);
    await admin.post(`/api/admin/complaints/${id}/resolve`, {});
    expect(
      await server.ctx.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.userId, account.id), eq(outbox.kind, 'complaint_resolved'))),
    ).toEqual([]);
    const told = await server.ctx.db.select().from(notifications).where(eq(notifications.userId, account.id));
    expect(told.filter((row) => row.data?.complaintId === id).map((row) => row.message)).toEqual([expect.stringContaining(raise.subject)]);
  });

  it("someone else's booking or complaint is not found, and changes nothing", async () => {
    const mine = await clientWithBooking('+919811122255');
    const other = await clientWithBooking('+919811122266');
    const theirs = (await other.client.post('/api/complaints', raise)).body.id as string;
    const before = await databaseFingerprint(server.ctx.db);
    expect((await mine.client.post('/api/complaints', { ...raise, bookingId: other.booking.id })).status).toBe(404);
    expect((await mine.client.get(`/api/complaints/${theirs}`)).status).toBe(404);
    expect((await mine.client.post(`/api/complaints/${theirs}/messages`, { body: 'Hello there' })).status).toBe(404);
    expect((await mine.client.get('/api/complaints')).body).toEqual([]);
    expect(await databaseFingerprint(server.ctx.db)).toEqual(before);
  });

  it('the admin list pages, sorts and searches on the server', async () => {
    const { client } = await clientWithBooking('+919811122277');
    for (const subject of ['Alpha refund missing', 'Beta rude staff', 'Gamma wrong bill']) {
      await client.post('/api/complaints', { subject, body: 'Details of what went wrong.' });
    }
    const { client: admin } = await signedInAdmin(server.ctx.db, server.url);
    const page = await admin.get('/api/admin/complaints?q=rude%20staff&pageSize=1');
    expect(page.body).toMatchObject({ total: 1, page: 1, pageSize: 1, items: [{ subject: 'Beta rude staff' }] });
    const sorted = await admin.get('/api/admin/complaints?q=a&sort=subject&dir=asc&pageSize=100');
    const subjects = sorted.body.items.map((item: { subject: string }) => item.subject);
    expect(subjects).toEqual([...subjects].sort((a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect((await admin.get('/api/admin/complaints?q=%25')).body.total).toBe(0);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const { client } = await clientWithBooking('+919811122288');
    const id = (await client.post('/api/complaints', raise)).body.id as string;
    const { client: admin } = await signedInAdmin(server.ctx.db, server.url);
    const { user: notAdmin } = await signedUpClient(server.url);
    const before = await databaseFingerprint(server.ctx.db);
    const clientBad: [string, unknown][] = [
      ['/api/complaints', { subject: 'x', body: 'Something happened' }],
      ['/api/complaints', { subject: 'Late', body: '' }],
      ['/api/complaints', { ...raise, bookingId: 'not-a-uuid' }],
      ['/api/complaints', { ...raise, status: 'resolved' }],
      ['/api/complaints', { ...raise, body: 'bad\u0000text' }],
      [`/api/complaints/${id}/messages`, { body: '  ' }],
      ['/api/complaints/not-a-uuid/messages', { body: 'Hello there' }],
    ];
    for (const [path, body] of clientBad) {
      const response = await client.post(path, body);
      expect(response.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(response.body.error.code).toBe('invalid_request');
    }
    const adminBad: [string, unknown][] = [
      [`/api/admin/complaints/${id}/answer`, {}],
      [`/api/admin/complaints/${id}/answer`, { body: 'x'.repeat(4001) }],
      [`/api/admin/complaints/${id}/resolve`, { body: 'ok', extra: 1 }],
      [`/api/admin/complaints/${id}/assign`, { adminId: notAdmin.id }],
      ['/api/admin/complaints/not-a-uuid/assign', {}],
    ];
    for (const [path, body] of adminBad) {
      const response = await admin.post(path, body);
      expect(response.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(response.body.error.code).toBe('invalid_request');
    }
    expect((await admin.get('/api/admin/complaints?status=closed')).status).toBe(400);
    expect((await admin.get('/api/admin/complaints?sort=password')).status).toBe(400);
    expect((await admin.post('/api/admin/complaints/6f1c2f4e-8a8b-4c51-9d3e-2b7a4a0c9e11/answer', { body: 'Hello' })).status).toBe(404);
    expect(await databaseFingerprint(server.ctx.db)).toEqual(before);
    expect((await server.ctx.db.select().from(complaints).where(eq(complaints.id, id)))[0]?.status).toBe('open');
  });

  it('signed out 401; a client on the admin routes 403', async () => {
    const { client } = await clientWithBooking('+919811122299');
    const id = (await client.post('/api/complaints', raise)).body.id as string;
    const { ApiClient } = await import('#tests/support/api-client.ts');
    const anonymous = new ApiClient(server.url);
    expect((await anonymous.get('/api/complaints')).status).toBe(401);
    expect((await anonymous.post('/api/complaints', raise)).status).toBe(401);
    expect((await client.get('/api/admin/complaints')).status).toBe(403);
    expect((await client.post(`/api/admin/complaints/${id}/resolve`, {})).status).toBe(403);
  });
});
