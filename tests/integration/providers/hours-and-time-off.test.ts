import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, notifications, outbox, timeSlots } from '#db/schema/index.ts';
import { signedUpClient } from '#tests/support/api-client.ts';
import { databaseFingerprint } from '#tests/support/db-fingerprint.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { book, signedInProvider } from '../bookings/booking-fixtures.ts';

/** Tuesday 1 December 2026, 09:00 IST: the next Monday is 7 December. */
const now = new Date('2026-12-01T03:30:00Z');
const monday = '2026-12-07';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ now: () => now });
});
afterAll(() => server.close());

const twoShifts = {
  slotMinutes: 30,
  gapMinutes: 15,
  hours: [
    { weekday: 1, from: '10:00', to: '13:00' },
    { weekday: 1, from: '17:00', to: '20:00' },
  ],
};

async function practice() {
  const provider = await signedInProvider(server.ctx.db, server.url, { slots: 0 });
  const slotsOn = async (date: string) =>
    (await provider.client.get(`/api/providers/${provider.provider.id}/slots?from=${date}&to=${date}`)).body as {
      id: string;
      time: string;
    }[];
  const rows = () =>
    server.ctx.db
      .select()
      .from(timeSlots)
      .where(and(eq(timeSlots.providerId, provider.provider.id), gt(timeSlots.startsAt, now)));
  return { ...provider, slotsOn, rows };
}

describe('weekly hours', () => {
  it('regenerate the free slots of the horizon at once, with the slot length and the gap', async () => {
    const p = await practice();
    const saved = await p.client.request('PUT', '/api/provider/hours', twoShifts);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ ...twoShifts, slots: { created: 16, removed: 0 } });
    expect((await p.slotsOn(monday)).map((s) => s.time)).toEqual(['10:00', '10:45', '11:30', '12:15', '17:00', '17:45', '18:30', '19:15']);
    expect((await p.slotsOn('2026-12-08')).map((s) => s.time)).toEqual([]);
    expect((await p.client.get('/api/provider/hours')).body).toEqual(twoShifts);
  });

  it('never remove or alter a booked slot; are idempotent', async () => {
    const p = await practice();
    await p.client.request('PUT', '/api/provider/hours', twoShifts);
    const slot = (await p.slotsOn(monday)).find((s) => s.time === '10:45')!;
    const { client } = await signedUpClient(server.url);
    const booked = await book(client, slot.id);
    expect(booked.status).toBe(201);
    const [before] = await server.ctx.db.select().from(timeSlots).where(eq(timeSlots.id, slot.id));

    const afternoon = { slotMinutes: 60, gapMinutes: 0, hours: [{ weekday: 1, from: '09:00', to: '16:00' }] };
    const changed = await p.client.request('PUT', '/api/provider/hours', afternoon);
    expect(changed.status).toBe(200);
    const [after] = await server.ctx.db.select().from(timeSlots).where(eq(timeSlots.id, slot.id));
    expect(after).toEqual(before);
    expect((await client.get(`/api/bookings/${booked.body.id}`)).body).toMatchObject({ status: 'confirmed', slotId: slot.id });
    // 09:00–16:00 in hours: every hour except the two that would overlap the booked 10:45–11:15.
    expect((await p.slotsOn(monday)).map((s) => s.time)).toEqual(['09:00', '12:00', '13:00', '14:00', '15:00']);
    const rowsBefore = (await p.rows()).map((r) => `${r.id} ${r.startsAt.toISOString()} ${r.endsAt.toISOString()} ${r.isAvailable}`).sort();

    const again = await p.client.request('PUT', '/api/provider/hours', afternoon);
    expect(again.body.slots).toEqual({ created: 0, removed: 0 });
    expect((await p.rows()).map((r) => `${r.id} ${r.startsAt.toISOString()} ${r.endsAt.toISOString()} ${r.isAvailable}`).sort()).toEqual(
      rowsBefore,
    );
  });

  it('closing every day removes every free slot and keeps the booked one', async () => {
    const p = await practice();
    await p.client.request('PUT', '/api/provider/hours', twoShifts);
    const slot = (await p.slotsOn(monday))[0]!;
    const { client } = await signedUpClient(server.url);
    await book(client, slot.id);
    const closed = await p.client.request('PUT', '/api/provider/hours', { slotMinutes: 30, gapMinutes: 0, hours: [] });
    expect(closed.body.slots.removed).toBe(15);
    expect((await p.rows()).map((r) => r.id)).toEqual([slot.id]);
  });
});

describe('time off', () => {
  it('over a booked day: the free slots go, the booking is listed, cancelling it with a reason tells the client; removing it brings slots back', async () => {
    const p = await practice();
    await p.client.request('PUT', '/api/provider/hours', twoShifts);
    const slot = (await p.slotsOn(monday)).find((s) => s.time === '17:45')!;
    const { client, user } = await signedUpClient(server.url, { name: 'Ravi Kumar' });
    const booking = (await book(client, slot.id, { phone: '+919812345678' })).body;

    const off = await p.client.post('/api/provider/time-off', { from: monday, reason: 'Family function' });
    expect(off.status).toBe(201);
    expect(off.body.bookings).toEqual([expect.objectContaining({ id: booking.id, name: 'Ravi Kumar', time: '17:45' })]);
    expect(await p.slotsOn(monday)).toEqual([]);
    expect((await p.client.get('/api/provider/time-off')).body).toEqual([
      expect.objectContaining({ id: off.body.id, reason: 'Family function' }),
    ]);
    expect((await client.get(`/api/bookings/${booking.id}`)).body.status).toBe('confirmed');

    const cancelled = await p.client.post(`/api/provider/bookings/${booking.id}/cancel`, { reason: 'I am away that day' });
    expect(cancelled.status).toBe(200);
    // The freed slot is inside the time off: it is not offered again.
    expect(await p.slotsOn(monday)).toEqual([]);
    const told = await server.ctx.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(told.map((n) => n.message)).toContainEqual(expect.stringContaining('Reason: I am away that day'));
    const messages = await server.ctx.db.select().from(outbox).where(eq(outbox.bookingId, booking.id));
    expect(messages.filter((m) => m.kind === 'booking_cancelled').map((m) => `${m.channel} ${m.to}`)).toEqual(
      expect.arrayContaining(['whatsapp +919812345678', `email ${user.email}`]),
    );
    expect((await p.client.get('/api/provider/time-off')).body[0].bookings).toEqual([]);

    expect((await p.client.request('DELETE', `/api/provider/time-off/${off.body.id}`)).status).toBe(204);
    expect((await p.slotsOn(monday)).map((s) => s.time)).toEqual(['10:00', '10:45', '11:30', '12:15', '17:00', '17:45', '18:30', '19:15']);
  });

  it('part of a day removes only the slots inside it; a booking kept stays booked', async () => {
    const p = await practice();
    await p.client.request('PUT', '/api/provider/hours', twoShifts);
    const slot = (await p.slotsOn(monday)).find((s) => s.time === '18:30')!;
    const { client } = await signedUpClient(server.url);
    const booking = (await book(client, slot.id)).body;
    const evening = await p.client.post('/api/provider/time-off', { from: monday, fromTime: '17:00', toTime: '20:00' });
    expect(evening.body.bookings.map((b: { id: string }) => b.id)).toEqual([booking.id]);
    expect((await p.slotsOn(monday)).map((s) => s.time)).toEqual(['10:00', '10:45', '11:30', '12:15']);
    const [kept] = await server.ctx.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(kept!.status).toBe('confirmed');
  });

  it('refuses bad hours and time off with 400, changing nothing', async () => {
    const p = await practice();
    await p.client.request('PUT', '/api/provider/hours', twoShifts);
    const before = await databaseFingerprint(server.ctx.db);
    const bad: [string, string, unknown][] = [
      ['PUT', '/api/provider/hours', { ...twoShifts, slotMinutes: 7 }],
      ['PUT', '/api/provider/hours', { ...twoShifts, gapMinutes: -5 }],
      [
        'PUT',
        '/api/provider/hours',
        {
          ...twoShifts,
          hours: [
            { weekday: 1, from: '10:00', to: '13:00' },
            { weekday: 1, from: '12:00', to: '14:00' },
          ],
        },
      ],
      ['PUT', '/api/provider/hours', { ...twoShifts, hours: [{ weekday: 7, from: '10:00', to: '13:00' }] }],
      ['PUT', '/api/provider/hours', { ...twoShifts, hours: [{ weekday: 1, from: '13:00', to: '10:00' }] }],
      ['PUT', '/api/provider/hours', { ...twoShifts, hours: [{ weekday: 1, from: '25:00', to: '26:00' }] }],
      ['PUT', '/api/provider/hours', [twoShifts]],
      ['POST', '/api/provider/time-off', { from: '2026-12-09', to: '2026-12-08' }],
      ['POST', '/api/provider/time-off', { from: monday, fromTime: '17:00', toTime: '09:00' }],
      ['POST', '/api/provider/time-off', { from: '9999-12-31' }],
      ['POST', '/api/provider/time-off', { from: '2020-01-01' }],
      ['POST', '/api/provider/time-off', { from: monday, reason: 'Away\u0000' }],
      ['POST', '/api/provider/time-off', { from: monday, all: true }],
      ['DELETE', '/api/provider/time-off/not-a-uuid', undefined],
    ];
    for (const [method, path, body] of bad) {
      const response = await p.client.request(method, path, body);
      expect(response.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
      expect(response.body.error.code).toBe('invalid_request');
    }
    expect(await databaseFingerprint(server.ctx.db)).toEqual(before);
  });
});
