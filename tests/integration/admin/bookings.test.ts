import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminActions, bookings, notifications, outbox, profiles, timeSlots, user } from '#db/schema/index.ts';
import { ApiClient, signedUpClient } from '#tests/support/api-client.ts';
import { databaseFingerprint } from '#tests/support/db-fingerprint.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { book, profileOf, signedInProvider } from '../bookings/booking-fixtures.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function signedInAdmin() {
  const { client, user: account } = await signedUpClient(server.url, { name: 'Asha Admin' });
  await server.ctx.db.update(user).set({ role: 'admin' }).where(eq(user.id, account.id));
  return { admin: client, adminId: account.id };
}

/** A provider with free slots, and a client (unique phone) who booked the first one. */
async function bookedPractice(phone: string, options: { clientLocale?: 'en' | 'hi' | 'ta' } = {}) {
  const provider = await signedInProvider(server.ctx.db, server.url, { slots: 4 });
  const { client, user: account } = await signedUpClient(server.url, { name: 'Meena Pillai' });
  if (options.clientLocale) {
    await server.ctx.db.update(profiles).set({ locale: options.clientLocale }).where(eq(profiles.userId, account.id));
  }
  const booked = await book(client, provider.slots[0]!.id, { serviceId: provider.service.id, phone });
  expect(booked.status).toBe(201);
  return { provider, client, clientUserId: account.id, booking: booked.body as { id: string; startsAt: string; slotId: string } };
}

/** A unique Indian mobile number per call, so tests never see each other's bookings. */
let phoneCounter = 0;
function uniquePhone() {
  phoneCounter += 1;
  const tail = `${Date.now() % 100_000}${phoneCounter}`.padStart(5, '0').slice(-5);
  return { typed: `98${phoneCounter % 10}45 ${tail}`, e164: `+9198${phoneCounter % 10}45${tail}` };
}

const reference = (id: string) => `BM${id.replace(/-/g, '').slice(0, 10).toUpperCase()}`;

describe('the bookings list', () => {
  it('lists every booking with its reference, client, provider and payment; filters, sorts and pages on the server', async () => {
    const { admin } = await signedInAdmin();
    const phone = uniquePhone();
    const { provider, booking, clientUserId } = await bookedPractice(phone.typed);

    const page = await admin.get(`/api/admin/bookings?providerId=${provider.provider.id}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(page.body.items[0]).toMatchObject({
      id: booking.id,
      reference: reference(booking.id),
      client: { id: clientUserId, name: 'Meena Pillai', phone: phone.e164 },
      provider: { id: provider.provider.id, name: 'Dr. Anjali Rao', city: 'Bengaluru' },
      service: { id: provider.service.id, name: 'Consultation' },
      status: 'confirmed',
      channel: 'web',
      amountPaise: 49_900,
      paymentStatus: 'none',
    });
    const day = page.body.items[0].date as string;
    const count = async (query: string) => (await admin.get(`/api/admin/bookings?providerId=${provider.provider.id}&${query}`)).body.total;
    expect(await count(`day=${day}`)).toBe(1);
    expect(await count('day=2020-01-01')).toBe(0);
    expect(await count(`from=${day}&to=${day}`)).toBe(1);
    expect(await count('status=confirmed')).toBe(1);
    expect(await count('status=cancelled')).toBe(0);
    expect(await count('channel=web')).toBe(1);
    expect(await count('channel=admin')).toBe(0);
    expect(await count('paymentStatus=none')).toBe(1);
    expect(await count('paymentStatus=paid')).toBe(0);
    expect(await count('client=meena')).toBe(1);
    expect(await count(`client=${encodeURIComponent(phone.typed)}`)).toBe(1);
    expect(await count('client=%25')).toBe(0);
    // The days it was made (IST), as the dashboard counts: made at 23:50 IST on 1 June 2025.
    await server.ctx.db
      .update(bookings)
      .set({ createdAt: new Date('2025-06-01T18:20:00Z') })
      .where(eq(bookings.id, booking.id));
    expect(await count('madeFrom=2025-06-01&madeTo=2025-06-01')).toBe(1);
    expect(await count('madeFrom=2025-06-01')).toBe(1);
    expect(await count('madeTo=2025-05-31')).toBe(0);
    expect(await count('madeFrom=2025-06-02')).toBe(0);

    // A second booking by the same client, to sort and page.
    const { client } = await signedUpClient(server.url, { name: 'Ravi Kumar' });
    expect((await book(client, provider.slots[2]!.id, { phone: uniquePhone().typed })).status).toBe(201);
    const byStart = await admin.get(`/api/admin/bookings?providerId=${provider.provider.id}&sort=start&dir=asc&pageSize=1`);
    expect(byStart.body).toMatchObject({ total: 2, pageSize: 1 });
    expect(byStart.body.items.map((b: { id: string }) => b.id)).toEqual([booking.id]);
    const second = await admin.get(`/api/admin/bookings?providerId=${provider.provider.id}&sort=start&dir=asc&pageSize=1&page=2`);
    expect(second.body.items[0].client.name).toBe('Ravi Kumar');
    const byAmount = await admin.get(`/api/admin/bookings?providerId=${provider.provider.id}&sort=amount&dir=desc`);
    expect(byAmount.body.items.map((b: { amountPaise: number }) => b.amountPaise)).toEqual([49_900, 0]);
  });

  it('refuses bad filters with 400 in the error shape', async () => {
    const { admin } = await signedInAdmin();
    for (const query of [
      'status=lost',
      'day=25-11-2026',
      'madeFrom=2025-02-30',
      'madeTo=yesterday',
      'providerId=nope',
      'sort=name',
      'pageSize=500',
      'page=0',
      'channel=fax',
    ]) {
      const response = await admin.get(`/api/admin/bookings?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.error.code).toBe('invalid_request');
    }
  });
});

describe('Booking Lookup', () => {
  it('finds a booking by its id, by its reference in any dressing, and by the phone number in any Indian form', async () => {
    const { admin } = await signedInAdmin();
    const phone = uniquePhone();
    const { booking, provider } = await bookedPractice(phone.typed);
    const ref = reference(booking.id);
    const ids = async (q: string) => {
      const response = await admin.get(`/api/admin/bookings/lookup?q=${encodeURIComponent(q)}`);
      expect(response.status, q).toBe(200);
      return (response.body.items as { id: string }[]).map((b) => b.id);
    };
    expect(await ids(booking.id)).toEqual([booking.id]);
    expect(await ids(booking.id.toUpperCase())).toEqual([booking.id]);
    for (const dressed of [ref, ref.toLowerCase(), `#${ref}`, `BM-${ref.slice(2)}`, ref.slice(2), ` ${ref} `]) {
      expect(await ids(dressed), dressed).toEqual([booking.id]);
    }
    // The short id an older Mitra reply or a screenshot may carry ("Booking id: D07F573A"), in any case, and the id with spaces.
    const short = booking.id.slice(0, 8);
    for (const quoted of [short.toUpperCase(), short, ` ${short.toUpperCase()} `, `#${short.toUpperCase()}`, ` ${booking.id} `]) {
      expect(await ids(quoted), quoted).toEqual([booking.id]);
    }
    const national = phone.e164.slice(3);
    for (const typed of [phone.e164, phone.typed, `0${national}`, `91${national}`, `+91 ${national.slice(0, 5)} ${national.slice(5)}`]) {
      expect(await ids(typed), typed).toEqual([booking.id]);
    }
    const found = await admin.get(`/api/admin/bookings/lookup?q=${encodeURIComponent(phone.typed)}`);
    expect(found.body).toMatchObject({
      matchedBy: expect.arrayContaining(['phone']),
      phone: phone.e164,
      items: [{ id: booking.id, client: { name: 'Meena Pillai', phone: phone.e164 }, provider: { id: provider.provider.id } }],
    });
    // A second booking of the same phone comes first (newest first).
    const { client } = await signedUpClient(server.url);
    const again = await book(client, provider.slots[1]!.id, { phone: phone.e164 });
    expect(await ids(phone.typed)).toEqual([again.body.id, booking.id]);
    expect(await ids('BM0000000000')).toEqual([]);
  });

  it('refuses what is neither an id, a reference nor a phone number (400), and an empty query', async () => {
    const { admin } = await signedInAdmin();
    for (const q of ['hello', 'BMXYZ', '12345']) {
      const response = await admin.get(`/api/admin/bookings/lookup?q=${encodeURIComponent(q)}`);
      expect(response.status, q).toBe(400);
      expect(response.body.error.code).toBe('invalid_request');
    }
    expect((await admin.get('/api/admin/bookings/lookup?q=')).status).toBe(400);
    expect((await admin.get('/api/admin/bookings/lookup')).status).toBe(400);
  });
});

describe('cancel and move on someone’s behalf', () => {
  it('cancels with a reason: the slot is free again, both parties are told (in-app, WhatsApp, e-mail), the action is recorded', async () => {
    const { admin, adminId } = await signedInAdmin();
    const { provider, booking, clientUserId } = await bookedPractice(uniquePhone().typed, { clientLocale: 'hi' });
    const reason = 'The clinic is closed for a power cut';
    const cancelled = await admin.post(`/api/admin/bookings/${booking.id}/cancel`, { reason });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ id: booking.id, status: 'cancelled', cancelReason: reason, channel: 'web' });

    const db = server.ctx.db;
    const [slot] = await db.select().from(timeSlots).where(eq(timeSlots.id, booking.slotId));
    expect(slot?.isAvailable).toBe(true);
    const clientNote = await db.query.notifications.findFirst({
      where: and(eq(notifications.userId, clientUserId), eq(notifications.title, 'BookMitra ने अपॉइंटमेंट रद्द की')),
    });
    expect(clientNote?.message).toContain(reason);
    const providerNote = await db.query.notifications.findFirst({
      where: and(eq(notifications.userId, provider.userId), eq(notifications.title, 'Booking cancelled by BookMitra')),
    });
    expect(providerNote?.message).toContain(reason);
    const messages = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.bookingId, booking.id), eq(outbox.kind, 'booking_cancelled')));
    expect(messages.map((m) => m.channel).sort()).toEqual(['email', 'whatsapp']);
    expect(messages.find((m) => m.channel === 'email')?.attachments?.[0]?.contentType).toContain('method=CANCEL');
    const [action] = await db.select().from(adminActions).where(eq(adminActions.targetId, booking.id));
    expect(action).toMatchObject({ adminId, action: 'booking.cancel', targetType: 'booking', reason });
    // The free booking it used is given back (cancelled before its start).
    expect((await profileOf(db, clientUserId)).freeBookingsUsed).toBe(0);

    const twice = await admin.post(`/api/admin/bookings/${booking.id}/cancel`, { reason });
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe('booking_not_active');
  });

  it('moves to a free slot of the provider with a reason: channel admin, both told, the action recorded with where it was', async () => {
    const { admin, adminId } = await signedInAdmin();
    const { provider, booking, client, clientUserId } = await bookedPractice(uniquePhone().typed);
    const free = await admin.get(`/api/admin/providers/${provider.provider.id}/free-slots`);
    expect(free.status).toBe(200);
    const freeIds = (free.body as { id: string }[]).map((slot) => slot.id);
    expect(freeIds).not.toContain(booking.slotId);
    const target = provider.slots[3]!;
    expect(freeIds).toContain(target.id);
    const day = (free.body as { id: string; date: string }[]).find((slot) => slot.id === target.id)!.date;
    expect(
      ((await admin.get(`/api/admin/providers/${provider.provider.id}/free-slots?date=${day}`)).body as { id: string }[]).map((s) => s.id),
    ).toContain(target.id);

    const reason = 'The doctor is in surgery that morning';
    const moved = await admin.post(`/api/admin/bookings/${booking.id}/move`, { slotId: target.id, reason });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ id: booking.id, slotId: target.id, status: 'confirmed', channel: 'admin' });
    expect((await client.get(`/api/bookings/${booking.id}`)).body).toMatchObject({ slotId: target.id, channel: 'admin' });

    const db = server.ctx.db;
    const [oldSlot] = await db.select().from(timeSlots).where(eq(timeSlots.id, booking.slotId));
    expect(oldSlot?.isAvailable).toBe(true);
    const clientNote = await db.query.notifications.findFirst({
      where: and(eq(notifications.userId, clientUserId), eq(notifications.title, 'Appointment moved by BookMitra')),
    });
    expect(clientNote?.message).toContain(reason);
    expect(
      await db.query.notifications.findFirst({
        where: and(eq(notifications.userId, provider.userId), eq(notifications.title, 'Booking moved by BookMitra')),
      }),
    ).toBeDefined();
    const messages = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.bookingId, booking.id), eq(outbox.kind, 'booking_rescheduled')));
    expect(messages.map((m) => m.channel).sort()).toEqual(['email', 'whatsapp']);
    const [action] = await db.select().from(adminActions).where(eq(adminActions.targetId, booking.id));
    expect(action).toMatchObject({ adminId, action: 'booking.move', reason });
    expect(action?.data).toMatchObject({ fromSlotId: booking.slotId, toSlotId: target.id, previousChannel: 'web' });
    expect((await admin.get(`/api/admin/bookings?providerId=${provider.provider.id}&channel=admin`)).body.total).toBe(1);
  });

  it('refuses a taken slot (409), another provider’s slot (400), an unknown slot (404): nothing changes', async () => {
    const { admin } = await signedInAdmin();
    const { provider, booking } = await bookedPractice(uniquePhone().typed);
    const { client: other } = await signedUpClient(server.url);
    const taken = await book(other, provider.slots[1]!.id);
    expect(taken.status).toBe(201);
    const elsewhere = await signedInProvider(server.ctx.db, server.url, { slots: 1 });
    const cases: [string, number][] = [
      [provider.slots[1]!.id, 409],
      [elsewhere.slots[0]!.id, 400],
      ['00000000-0000-4000-8000-000000000000', 404],
      [booking.slotId, 400],
    ];
    for (const [slotId, status] of cases) {
      const before = await databaseFingerprint(server.ctx.db);
      const response = await admin.post(`/api/admin/bookings/${booking.id}/move`, { slotId, reason: 'Clinic closed' });
      expect(response.status, slotId).toBe(status);
      expect(response.body.error.code).toEqual(expect.any(String));
      expect(await databaseFingerprint(server.ctx.db)).toEqual(before);
    }
  });

  it('refuses bad input on both routes with 4xx in the error shape, and nothing changes', async () => {
    const { admin } = await signedInAdmin();
    const { booking, provider } = await bookedPractice(uniquePhone().typed);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const cases: [string, unknown, number][] = [
      [`/api/admin/bookings/${booking.id}/cancel`, {}, 400],
      [`/api/admin/bookings/${booking.id}/cancel`, { reason: 'no' }, 400],
      [`/api/admin/bookings/${booking.id}/cancel`, { reason: 'x'.repeat(501) }, 400],
      [`/api/admin/bookings/${booking.id}/cancel`, { reason: 'Closed today', extra: true }, 400],
      ['/api/admin/bookings/not-a-uuid/cancel', { reason: 'Closed today' }, 400],
      [`/api/admin/bookings/${unknown}/cancel`, { reason: 'Closed today' }, 404],
      [`/api/admin/bookings/${booking.id}/move`, { reason: 'Closed today' }, 400],
      [`/api/admin/bookings/${booking.id}/move`, { slotId: provider.slots[2]!.id }, 400],
      [`/api/admin/bookings/${booking.id}/move`, { slotId: 'soon', reason: 'Closed today' }, 400],
      [`/api/admin/bookings/${unknown}/move`, { slotId: provider.slots[2]!.id, reason: 'Closed today' }, 404],
    ];
    for (const [path, body, status] of cases) {
      const before = await databaseFingerprint(server.ctx.db);
      const response = await admin.post(path, body);
      expect(response.status, `${path} ${JSON.stringify(body)}`).toBe(status);
      expect(response.body.error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
      expect(await databaseFingerprint(server.ctx.db)).toEqual(before);
    }
    const [row] = await server.ctx.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.status).toBe('confirmed');
    expect((await admin.get(`/api/admin/providers/${unknown}/free-slots`)).status).toBe(404);
    expect((await admin.get(`/api/admin/providers/${provider.provider.id}/free-slots?date=tomorrow`)).status).toBe(400);
  });

  it('is for admins only: signed out 401, a client and a provider 403', async () => {
    const { booking, client, provider } = await bookedPractice(uniquePhone().typed);
    const anonymous = new ApiClient(server.url);
    const calls = [
      ['GET', '/api/admin/bookings'],
      ['GET', '/api/admin/bookings/lookup?q=BM0000000000'],
      ['POST', `/api/admin/bookings/${booking.id}/cancel`],
      ['POST', `/api/admin/bookings/${booking.id}/move`],
      ['GET', `/api/admin/providers/${provider.provider.id}/free-slots`],
    ] as const;
    for (const [method, path] of calls) {
      const body = method === 'POST' ? { reason: 'Clinic closed', slotId: provider.slots[2]!.id } : undefined;
      expect((await anonymous.request(method, path, body)).status, path).toBe(401);
      expect((await client.request(method, path, body)).status, path).toBe(403);
      expect((await provider.client.request(method, path, body)).status, path).toBe(403);
    }
  });
});
