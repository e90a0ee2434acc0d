import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, outbox, profiles, user as userTable } from '#db/schema/index.ts';
import { signedUpClient } from '#tests/support/api-client.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { book, providerWithSlots, signedInProvider } from './booking-fixtures.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const outboxOf = (bookingId: string, channel: 'whatsapp' | 'email' = 'whatsapp') =>
  server.ctx.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.bookingId, bookingId), eq(outbox.channel, channel)))
    .orderBy(outbox.createdAt);

describe('notifications of a booking change', () => {
  it('notifies the client and the provider, each in their own locale', async () => {
    const provider = await signedInProvider(server.ctx.db, server.url, { locale: 'hi' });
    const { client } = await signedUpClient(server.url, { name: 'Priya Sharma' });
    const created = await book(client, provider.slots[0]!.id, { serviceId: provider.service.id });
    expect(created.status).toBe(201);

    const mine = await client.get('/api/notifications');
    expect(mine.status).toBe(200);
    expect(mine.body.unreadCount).toBe(1);
    expect(mine.body.items[0]).toEqual({
      id: expect.any(String),
      title: 'Booking confirmed',
      message: expect.stringContaining('Consultation with Dr. Anjali Rao'),
      type: 'booking',
      data: { bookingId: created.body.id, providerId: provider.provider.id, startsAt: created.body.startsAt },
      readAt: null,
      createdAt: expect.any(String),
    });

    const theirs = await provider.client.get('/api/notifications');
    expect(theirs.body.items[0]).toMatchObject({ title: 'नई बुकिंग', type: 'booking', data: { bookingId: created.body.id } });
    expect(theirs.body.items[0].message).toContain('Priya Sharma ने');
  });

  it('notifies both parties of a cancellation and of a reschedule', async () => {
    const provider = await signedInProvider(server.ctx.db, server.url, { locale: 'ta' });
    const { client } = await signedUpClient(server.url);
    const created = await book(client, provider.slots[0]!.id);
    await client.post(`/api/bookings/${created.body.id}/reschedule`, { slotId: provider.slots[1]!.id });
    await client.post(`/api/bookings/${created.body.id}/cancel`);

    const mine = await client.get('/api/notifications');
    expect(mine.body.items.map((n: { title: string }) => n.title)).toEqual([
      'Booking cancelled',
      'Booking rescheduled',
      'Booking confirmed',
    ]);
    const theirs = await provider.client.get('/api/notifications');
    expect(theirs.body.items.map((n: { title: string }) => n.title)).toEqual([
      'முன்பதிவு ரத்து செய்யப்பட்டது',
      'முன்பதிவு நேரம் மாற்றப்பட்டது',
      'புதிய முன்பதிவு',
    ]);
  });

  it('marks one notification read, then all; others cannot read mine (404)', async () => {
    const { slots } = await providerWithSlots(server.ctx.db, 3);
    const { client, user } = await signedUpClient(server.url);
    const { client: stranger } = await signedUpClient(server.url);
    for (const slot of slots) await book(client, slot.id);
    const list = await client.get('/api/notifications');
    expect(list.body.unreadCount).toBe(3);
    const first = list.body.items[0].id as string;

    const foreign = await stranger.post(`/api/notifications/${first}/read`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe('not_found');
    const unread = await server.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.id, first), eq(notifications.userId, user.id)));
    expect(unread[0]!.readAt).toBeNull();

    const read = await client.post(`/api/notifications/${first}/read`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: first, readAt: expect.any(String) });
    expect((await client.get('/api/notifications')).body.unreadCount).toBe(2);

    const all = await client.post('/api/notifications/read-all');
    expect(all.body).toEqual({ updated: 2 });
    const after = await client.get('/api/notifications');
    expect(after.body.unreadCount).toBe(0);
    expect(after.body.items.every((n: { readAt: string | null }) => n.readAt !== null)).toBe(true);
  });

  it('returns the newest 20', async () => {
    const { client, user } = await signedUpClient(server.url);
    await server.ctx.db.insert(notifications).values(
      Array.from({ length: 25 }, (_, index) => ({
        userId: user.id,
        title: `n${index}`,
        message: 'm',
        createdAt: new Date(Date.now() - (25 - index) * 1000),
      })),
    );
    const list = await client.get('/api/notifications');
    expect(list.body.items).toHaveLength(20);
    expect(list.body.items[0].title).toBe('n24');
    expect(list.body.unreadCount).toBe(25);
  });
});

describe('WhatsApp messages through the outbox', () => {
  it('queues a message for a client with a phone and for the provider, kept unsent without Twilio', async () => {
    const provider = await signedInProvider(server.ctx.db, server.url, { phone: '+919900011122' });
    const { client } = await signedUpClient(server.url);
    const created = await book(client, provider.slots[0]!.id, { serviceId: provider.service.id, phone: '98765 43210' });

    const rows = await outboxOf(created.body.id);
    expect(rows).toHaveLength(2);
    const toClient = rows.find((row) => row.to === '+919876543210');
    expect(toClient).toMatchObject({ channel: 'whatsapp', kind: 'booking_confirmed', status: 'unsent' });
    expect(toClient!.body).toContain('Dr. Anjali Rao');
    expect(toClient!.body).toContain('₹499');
    expect(rows.find((row) => row.to === '+919900011122')).toMatchObject({ kind: 'booking_confirmed', userId: provider.userId });

    await client.post(`/api/bookings/${created.body.id}/cancel`);
    expect((await outboxOf(created.body.id)).filter((row) => row.kind === 'booking_cancelled')).toHaveLength(2);
  });

  it('sends nothing to a client without a phone or who opted out', async () => {
    const { slots } = await providerWithSlots(server.ctx.db, 2);
    const { client } = await signedUpClient(server.url);
    const noPhone = await book(client, slots[0]!.id);
    expect(await outboxOf(noPhone.body.id)).toHaveLength(0);

    const { client: optedOut, user } = await signedUpClient(server.url);
    await server.ctx.db.update(profiles).set({ messagingOptOut: true, contactPhone: '+919812312312' }).where(eq(profiles.userId, user.id));
    const quiet = await book(optedOut, slots[1]!.id);
    expect(quiet.body.phone).toBe('+919812312312');
    expect(await outboxOf(quiet.body.id)).toHaveLength(0);
  });
});

describe('e-mails to the client, through the outbox', () => {
  it("sends a confirmation, a reschedule and a cancellation e-mail in the client's language, each with its calendar file", async () => {
    const provider = await signedInProvider(server.ctx.db, server.url, { phone: '+919900011133' });
    const { client, user } = await signedUpClient(server.url, { name: 'Priya Sharma' });
    await client.patch('/api/me/profile', { locale: 'hi' });
    const created = await book(client, provider.slots[0]!.id, { serviceId: provider.service.id });
    const reference = `BM${String(created.body.id).replace(/-/g, '').slice(0, 10).toUpperCase()}`;

    const [confirmation] = await outboxOf(created.body.id, 'email');
    expect(confirmation).toMatchObject({ to: user.email, kind: 'booking_confirmed', status: 'unsent', userId: user.id });
    expect(confirmation!.subject).toContain('बुकिंग पक्की');
    expect(confirmation!.body).toContain('नमस्ते Priya Sharma');
    expect(confirmation!.body).toContain(reference);
    expect(confirmation!.body).toContain('₹499');
    expect(confirmation!.body).toContain('http://app.test/bookings');
    const [invitation] = confirmation!.attachments!;
    expect(invitation).toMatchObject({ filename: `bookmitra-${reference}.ics`, contentType: expect.stringContaining('method=REQUEST') });
    expect(invitation!.content).toContain('METHOD:REQUEST');
    expect(invitation!.content).toContain(`UID:${created.body.id}@bookmitra.in`);
    expect(invitation!.content).toContain(
      `DTSTART:${new Date(created.body.startsAt)
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '')}`,
    );
    expect(invitation!.content.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);

    await client.post(`/api/bookings/${created.body.id}/reschedule`, { slotId: provider.slots[1]!.id });
    await client.post(`/api/bookings/${created.body.id}/cancel`);
    const mails = await outboxOf(created.body.id, 'email');
    expect(mails.map((mail) => mail.kind)).toEqual(['booking_confirmed', 'booking_rescheduled', 'booking_cancelled']);
    expect(mails[1]!.subject).toContain('बुकिंग बदली');
    expect(mails[1]!.attachments![0]!.content).toContain('METHOD:REQUEST');
    expect(mails[2]!.attachments![0]!.content).toMatch(/METHOD:CANCEL[\s\S]*STATUS:CANCELLED/);
    // One invitation per booking: every change updates the same calendar event, in order.
    const sequence = (text: string) => Number(/SEQUENCE:(\d+)/.exec(text)![1]);
    expect(new Set(mails.map((mail) => /UID:(\S+)/.exec(mail.attachments![0]!.content)![1])).size).toBe(1);
    expect(sequence(mails[2]!.attachments![0]!.content)).toBeGreaterThanOrEqual(sequence(mails[0]!.attachments![0]!.content));
  });

  it('writes no e-mail to a phone-only account (its address is a placeholder)', async () => {
    const { slots } = await providerWithSlots(server.ctx.db, 1);
    const { client, user } = await signedUpClient(server.url);
    await server.ctx.db.update(userTable).set({ email: '919812300000@phone.bookmitra.in' }).where(eq(userTable.id, user.id));
    const booked = await book(client, slots[0]!.id);
    expect(booked.status).toBe(201);
    expect(await outboxOf(booked.body.id, 'email')).toHaveLength(0);
  });
});
