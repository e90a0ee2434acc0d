import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookings, notifications, outbox, profiles, providers, timeSlots, transactions } from '#db/schema/index.ts';
import { signedUpClient } from '#tests/support/api-client.ts';
import { databaseFingerprint } from '#tests/support/db-fingerprint.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { book, profileOf, signedInProvider } from '../bookings/booking-fixtures.ts';

let server: TestServer;
/** The server's clock; tests move it to the appointment to mark attendance. */
let clock = Date.now();

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock) });
});
afterAll(() => server.close());
beforeEach(() => {
  clock = Date.now();
});

async function bookedPractice(options: { slots?: number } = {}) {
  const provider = await signedInProvider(server.ctx.db, server.url, { slots: options.slots ?? 4 });
  const { client, user } = await signedUpClient(server.url, { name: 'Meena Pillai' });
  const booked = await book(client, provider.slots[0]!.id, { serviceId: provider.service.id, phone: '98450 12345' });
  expect(booked.status).toBe(201);
  return { provider, client, clientUserId: user.id, booking: booked.body as { id: string; startsAt: string; slotId: string } };
}

describe("the provider's agenda", () => {
  it('lists who booked (name, phone), the service, time, channel, price and payment; filters by scope, day and search', async () => {
    const { provider, booking } = await bookedPractice();
    const agenda = await provider.client.get('/api/provider/bookings');
    expect(agenda.status).toBe(200);
    expect(agenda.body).toEqual([
      expect.objectContaining({
        id: booking.id,
        name: 'Meena Pillai',
        phone: '+919845012345',
        service: { id: provider.service.id, name: 'Consultation' },
        channel: 'web',
        amountPaise: 49_900,
        paymentStatus: 'none',
        status: 'confirmed',
        cancelReason: null,
      }),
    ]);
    const day = agenda.body[0].date as string;
    const ids = async (query: string) =>
      ((await provider.client.get(`/api/provider/bookings?${query}`)).body as { id: string }[]).map((b) => b.id);
    expect(await ids(`date=${day}`)).toEqual([booking.id]);
    expect(await ids('date=2020-01-01')).toEqual([]);
    expect(await ids('q=meena')).toEqual([booking.id]);
    expect(await ids('q=98450%2012')).toEqual([booking.id]);
    expect(await ids('q=ravi')).toEqual([]);
    expect(await ids('q=%25')).toEqual([]);
    expect(await ids('scope=past')).toEqual([]);
    expect(await ids('scope=cancelled')).toEqual([]);
    expect(await ids('scope=all')).toEqual([booking.id]);

    const other = await signedInProvider(server.ctx.db, server.url);
    expect((await other.client.get('/api/provider/bookings?scope=all')).body).toEqual([]);
  });

  it('marks attended and no-show only from the start, once', async () => {
    const { provider, client, booking } = await bookedPractice();
    const start = Date.parse(booking.startsAt);
    const attended = () => provider.client.post(`/api/provider/bookings/${booking.id}/attended`, {});

    for (const before of [36 * 3_600_000, 10 * 60_000, 1_000]) {
      clock = start - before;
      const early = await attended();
      expect(early.status, `${before} ms before`).toBe(409);
      expect(early.body.error.message).toBe('A booking can be marked attended only after it has started.');
      expect((await provider.client.post(`/api/provider/bookings/${booking.id}/no-show`, {})).status).toBe(409);
    }
    expect((await client.get(`/api/bookings/${booking.id}`)).body.status).toBe('confirmed');

    clock = start + 10 * 60_000;
    const done = await attended();
    expect(done.status).toBe(200);
    expect(done.body.status).toBe('completed');
    expect((await attended()).body.error.code).toBe('booking_not_active');
    expect((await client.get(`/api/bookings/${booking.id}`)).body.status).toBe('completed');
    expect((await provider.client.get('/api/provider/bookings?scope=past')).body.map((b: { id: string }) => b.id)).toEqual([booking.id]);

    clock = Date.now();
    const second = await bookedPractice();
    clock = Date.parse(second.booking.startsAt) + 20 * 60_000;
    const missed = await second.provider.client.post(`/api/provider/bookings/${second.booking.id}/no-show`, {});
    expect(missed.status).toBe(200);
    expect(missed.body.status).toBe('no_show');
  });

  it('cancels with a reason: the slot is free again, the free booking returned, the client told in-app, on WhatsApp and by e-mail', async () => {
    const { provider, client, clientUserId, booking } = await bookedPractice();
    const [user] = await server.ctx.db.select().from(profiles).where(eq(profiles.userId, clientUserId));
    expect(user!.freeBookingsUsed).toBe(1);

    const cancelled = await provider.client.post(`/api/provider/bookings/${booking.id}/cancel`, { reason: 'Doctor is unwell today' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', cancelReason: 'Doctor is unwell today' });
    expect((await profileOf(server.ctx.db, clientUserId)).freeBookingsUsed).toBe(0);
    const [slot] = await server.ctx.db.select().from(timeSlots).where(eq(timeSlots.id, booking.slotId));
    expect(slot!.isAvailable).toBe(true);

    const inApp = await server.ctx.db.select().from(notifications).where(eq(notifications.userId, clientUserId));
    expect(inApp.map((n) => n.message)).toContainEqual(expect.stringContaining('Dr. Anjali Rao cancelled your Consultation'));
    expect(inApp.map((n) => n.message)).toContainEqual(expect.stringContaining('Reason: Doctor is unwell today'));
    const messages = await server.ctx.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.bookingId, booking.id), eq(outbox.kind, 'booking_cancelled')));
    expect(messages.find((m) => m.channel === 'whatsapp' && m.to === '+919845012345')!.body).toContain('Reason: Doctor is unwell today');
    expect(messages.find((m) => m.channel === 'email')!.subject).toContain('Cancelled by Dr. Anjali Rao');
    expect((await client.get('/api/bookings?scope=past')).body[0]).toMatchObject({ id: booking.id, status: 'cancelled' });
    expect((await provider.client.get('/api/provider/bookings?scope=cancelled')).body.map((b: { id: string }) => b.id)).toEqual([
      booking.id,
    ]);
    expect((await provider.client.post(`/api/provider/bookings/${booking.id}/cancel`, { reason: 'Again' })).status).toBe(409);
  });

  it("moves a booking to another of the provider's free slots and tells the client; a taken or foreign slot is refused", async () => {
    const { provider, clientUserId, booking } = await bookedPractice();
    const moved = await provider.client.post(`/api/provider/bookings/${booking.id}/move`, { slotId: provider.slots[2]!.id });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ id: booking.id, slotId: provider.slots[2]!.id, status: 'confirmed' });
    const inApp = await server.ctx.db.select().from(notifications).where(eq(notifications.userId, clientUserId));
    expect(inApp.map((n) => n.message)).toContainEqual(expect.stringContaining('Dr. Anjali Rao moved your Consultation'));

    const { client: other } = await signedUpClient(server.url);
    expect((await book(other, provider.slots[1]!.id)).status).toBe(201);
    expect(
      (await provider.client.post(`/api/provider/bookings/${booking.id}/move`, { slotId: provider.slots[1]!.id })).body.error.code,
    ).toBe('slot_taken');
    const elsewhere = await signedInProvider(server.ctx.db, server.url);
    const foreign = await provider.client.post(`/api/provider/bookings/${booking.id}/move`, { slotId: elsewhere.slots[0]!.id });
    expect(foreign.status).toBe(400);
  });

  it("marks a payment received: confirms the client's UPI reference, or records one; once", async () => {
    const { provider, client, booking } = await bookedPractice();
    expect((await client.post(`/api/bookings/${booking.id}/payment`, { utr: '123456789012' })).status).toBe(200);
    const received = await provider.client.post(`/api/provider/bookings/${booking.id}/payment-received`, {});
    expect(received.status).toBe(200);
    expect(received.body.paymentStatus).toBe('paid');
    const rows = await server.ctx.db.select().from(transactions).where(eq(transactions.bookingId, booking.id));
    expect(rows).toEqual([expect.objectContaining({ status: 'succeeded', reference: '123456789012', amountPaise: 49_900 })]);
    expect((await provider.client.post(`/api/provider/bookings/${booking.id}/payment-received`, {})).status).toBe(409);

    const cash = await bookedPractice();
    expect((await cash.provider.client.post(`/api/provider/bookings/${cash.booking.id}/payment-received`, {})).body.paymentStatus).toBe(
      'paid',
    );
    const recorded = await server.ctx.db.select().from(transactions).where(eq(transactions.bookingId, cash.booking.id));
    expect(recorded).toEqual([expect.objectContaining({ status: 'succeeded', reference: null })]);
  });

  it('shows figures: today, this week, attendance, earnings this month (completed only), rating', async () => {
    const { provider, booking } = await bookedPractice();
    const { client: second } = await signedUpClient(server.url);
    const other = (await book(second, provider.slots[1]!.id, { serviceId: provider.service.id })).body;
    clock = Date.parse(booking.startsAt) + 40 * 60_000;
    await provider.client.post(`/api/provider/bookings/${booking.id}/attended`, {});
    await provider.client.post(`/api/provider/bookings/${other.id}/no-show`, {});
    await server.ctx.db.update(providers).set({ ratingAvg: 4.5, ratingCount: 2 }).where(eq(providers.id, provider.provider.id));

    const figures = await provider.client.get('/api/provider/figures');
    expect(figures.status).toBe(200);
    expect(figures.body).toMatchObject({ today: 2, attendanceRate: 0.5, rating: { average: 4.5, count: 2 } });
    expect(figures.body.thisWeek).toBeGreaterThanOrEqual(figures.body.today);
    expect(figures.body.earningsThisMonthPaise).toBe(49_900);
  });

  it('a client moving a booking while the provider cancels it: one wins, and the slots agree with the booking', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { provider, client, booking } = await bookedPractice();
      const [moved, cancelled] = await Promise.all([
        client.post(`/api/bookings/${booking.id}/reschedule`, { slotId: provider.slots[1]!.id }),
        provider.client.post(`/api/provider/bookings/${booking.id}/cancel`, { reason: 'Clinic closed' }),
      ]);
      const [final] = await server.ctx.db.select().from(bookings).where(eq(bookings.id, booking.id));
      const slots = await server.ctx.db.select().from(timeSlots).where(eq(timeSlots.providerId, provider.provider.id));
      const free = (id: string) => slots.find((s) => s.id === id)!.isAvailable;
      expect(final!.status).toBe('cancelled');
      expect(cancelled.status).toBe(200);
      expect([200, 409]).toContain(moved.status);
      // Whichever order they ran in, the cancelled booking holds no slot.
      expect(free(provider.slots[0]!.id)).toBe(true);
      expect(free(provider.slots[1]!.id)).toBe(true);
    }
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const { provider, booking } = await bookedPractice();
    const before = await databaseFingerprint(server.ctx.db);
    const bad: [string, string, unknown][] = [
      ['POST', `/api/provider/bookings/${booking.id}/cancel`, {}],
      ['POST', `/api/provider/bookings/${booking.id}/cancel`, { reason: 'x' }],
      ['POST', `/api/provider/bookings/${booking.id}/cancel`, { reason: 'Closed\u0000' }],
      ['POST', `/api/provider/bookings/${booking.id}/cancel`, { reason: 'Closed', status: 'completed' }],
      ['POST', `/api/provider/bookings/${booking.id}/cancel`, ['Closed']],
      ['POST', `/api/provider/bookings/${booking.id}/move`, { slotId: 'tomorrow' }],
      ['POST', '/api/provider/bookings/not-a-uuid/attended', {}],
      ['GET', '/api/provider/bookings?scope=everything', undefined],
      ['GET', '/api/provider/bookings?date=2026-02-30', undefined],
      ['GET', '/api/provider/bookings?limit=5000', undefined],
      ['GET', '/api/provider/bookings?role=admin', undefined],
    ];
    for (const [method, path, body] of bad) {
      const response = await provider.client.request(method, path, body);
      expect(response.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
      expect(response.body.error.code).toBe('invalid_request');
    }
    expect(await databaseFingerprint(server.ctx.db)).toEqual(before);
  });
});
