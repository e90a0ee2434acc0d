import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookings, notifications, outbox, rewardEntries } from '#db/schema/index.ts';
import { istDate } from '#api/core/time-zone.ts';
import { creditLateCancel } from '#api/services/policies/late-cancel-credit.ts';
import { ApiClient, signedUpClient } from '#tests/support/api-client.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { signedInAdmin } from '../admin/admin-fixtures.ts';
import { book, signedInProvider } from './booking-fixtures.ts';

let server: TestServer;
let admin: ApiClient;
/** The server's clock: each test moves it to so many minutes before the appointment. */
let clock = Date.now();
const minute = 60_000;

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock) });
  ({ client: admin } = await signedInAdmin(server.ctx.db, server.url));
  // The client's own cancel close to the start must reach the service (no notice period in the way) to show it never credits.
  expect((await admin.patch('/api/admin/settings', { cancelNoticeMinutes: 0 })).status).toBe(200);
});
afterAll(() => server.close());
beforeEach(() => {
  clock = Date.now();
});

/** A provider with one booked slot a day ahead, by a free-tier client with a WhatsApp number; the clock set `minutesBefore` its start. */
async function bookedAppointment(minutesBefore: number) {
  const practice = await signedInProvider(server.ctx.db, server.url, { slots: 1 });
  const { client, user } = await signedUpClient(server.url, { name: 'Meena Pillai' });
  const booked = await book(client, practice.slots[0]!.id, { phone: '98450 12345' });
  expect(booked.status).toBe(201);
  const booking = booked.body as { id: string; startsAt: string };
  clock = Date.parse(booking.startsAt) - minutesBefore * minute;
  return { practice, client, userId: user.id, booking };
}

const creditsOf = (userId: string) =>
  server.ctx.db
    .select({ points: rewardEntries.points, bookingId: rewardEntries.bookingId })
    .from(rewardEntries)
    .where(and(eq(rewardEntries.userId, userId), eq(rewardEntries.kind, 'provider_late_cancel')));

const cancelNotice = async (userId: string) =>
  (await server.ctx.db.select().from(notifications).where(eq(notifications.userId, userId))).find((row) => /cancel/i.test(row.title));

const cancelMessage = async (bookingId: string) =>
  (
    await server.ctx.db
      .select({ body: outbox.body })
      .from(outbox)
      .where(and(eq(outbox.bookingId, bookingId), eq(outbox.kind, 'booking_cancelled'), eq(outbox.channel, 'whatsapp')))
  ).find((row) => row.body.includes('cancelled your appointment'));

describe('the late-cancel guarantee (issue 26.4)', () => {
  it('credits one free booking when the provider cancels 119 minutes before, once, with an apology', async () => {
    const { practice, client, userId, booking } = await bookedAppointment(119);
    const before = (await client.get('/api/rewards')).body as { balance: number; redeem: { cost: number } };
    const cancelled = await practice.client.post(`/api/provider/bookings/${booking.id}/cancel`, { reason: 'Called to an emergency' });
    expect(cancelled.status).toBe(200);
    expect(await creditsOf(userId)).toEqual([{ points: before.redeem.cost, bookingId: booking.id }]);

    const after = (await client.get('/api/rewards')).body;
    expect(after.balance).toBe(before.balance + before.redeem.cost);
    // Worth exactly one free booking: redeemable at once.
    expect(after.redeem).toMatchObject({ available: true, blockedBy: null });
    expect(after.history[0]).toMatchObject({ kind: 'provider_late_cancel', points: before.redeem.cost });
    expect((await cancelNotice(userId))?.message).toMatch(/We're sorry.*500 points.*one free booking/);
    expect((await cancelMessage(booking.id))?.body).toMatch(/We're sorry.*500 points/);

    // A repeated cancel is refused, and a replayed credit writes nothing.
    expect((await practice.client.post(`/api/provider/bookings/${booking.id}/cancel`, { reason: 'Again' })).status).toBe(409);
    const row = (await server.ctx.db.select().from(bookings).where(eq(bookings.id, booking.id)))[0]!;
    expect(await server.ctx.db.transaction((tx) => creditLateCancel(server.ctx, tx, row, new Date(clock)))).toBe(false);
    expect(await creditsOf(userId)).toHaveLength(1);
  });

  it('gives no credit and no apology when the provider cancels 121 minutes before', async () => {
    const { practice, userId, booking } = await bookedAppointment(121);
    expect((await practice.client.post(`/api/provider/bookings/${booking.id}/cancel`, { reason: 'Clinic closed' })).status).toBe(200);
    expect(await creditsOf(userId)).toEqual([]);
    const notice = await cancelNotice(userId);
    expect(notice?.message).toMatch(/cancelled your appointment/);
    expect(notice?.message).not.toMatch(/sorry/i);
  });

  it('never credits a client cancelling their own booking late', async () => {
    const { client, userId, booking } = await bookedAppointment(30);
    expect((await client.post(`/api/bookings/${booking.id}/cancel`)).status).toBe(200);
    expect(await creditsOf(userId)).toEqual([]);
  });

  it('never credits an emergency pause, an admin cancel or a provider suspension', async () => {
    const paused = await bookedAppointment(60);
    const pause = await admin.post('/api/admin/emergency/pauses', {
      scope: 'provider',
      providerId: paused.practice.provider.id,
      from: new Date(clock).toISOString(),
      to: new Date(clock + 48 * 60 * minute).toISOString(),
      reason: 'Flooded street',
      cancelBookings: true,
      returnFreeBooking: true,
    });
    expect(pause.status, JSON.stringify(pause.body)).toBe(201);
    expect(pause.body.cancelled).toBe(1);
    expect(await creditsOf(paused.userId)).toEqual([]);

    const byAdmin = await bookedAppointment(60);
    expect((await admin.post(`/api/admin/bookings/${byAdmin.booking.id}/cancel`, { reason: 'Power cut at the clinic' })).status).toBe(200);
    expect(await creditsOf(byAdmin.userId)).toEqual([]);

    const suspended = await bookedAppointment(60);
    const suspend = await admin.post(`/api/admin/providers/${suspended.practice.provider.id}/suspend`, {
      reason: 'Licence under review',
      futureBookings: 'cancel',
    });
    expect(suspend.status, JSON.stringify(suspend.body)).toBe(200);
    expect((await server.ctx.db.select().from(bookings).where(eq(bookings.id, suspended.booking.id)))[0]!.status).toBe('cancelled');
    expect(await creditsOf(suspended.userId)).toEqual([]);
  });

  it('credits a booking the provider cancels from the time off they took over it', async () => {
    const { practice, userId, booking } = await bookedAppointment(90);
    const day = istDate(new Date(booking.startsAt));
    const timeOff = await practice.client.post('/api/provider/time-off', { from: day, reason: 'Family emergency' });
    expect(timeOff.status).toBe(201);
    expect(timeOff.body.bookings.map((inside: { id: string }) => inside.id)).toEqual([booking.id]);
    expect((await practice.client.post(`/api/provider/bookings/${booking.id}/cancel`, { reason: 'Family emergency' })).status).toBe(200);
    expect(await creditsOf(userId)).toEqual([{ points: 500, bookingId: booking.id }]);
  });

  it("counts late cancels in the provider report, apart from the provider's other cancels", async () => {
    const late = await bookedAppointment(100);
    const made = istDate(new Date());
    expect((await late.practice.client.post(`/api/provider/bookings/${late.booking.id}/cancel`, { reason: 'Unwell' })).status).toBe(200);
    const row = async () => {
      const report = await admin.get(
        `/api/admin/reports/providers?from=${made}&to=${istDate(new Date(clock))}&q=${late.practice.provider.city}`,
      );
      expect(report.status).toBe(200);
      return (report.body.items as { provider: { id: string }; lateCancels: number; cancelledByProvider: number }[]).find(
        (item) => item.provider.id === late.practice.provider.id,
      );
    };
    expect(await row()).toMatchObject({ cancelledByProvider: 1, lateCancels: 1 });
    const sorted = await admin.get(`/api/admin/reports/providers?from=${made}&to=${istDate(new Date(clock))}&sort=lateCancels&dir=desc`);
    expect(sorted.status).toBe(200);
    expect(sorted.body.items[0].lateCancels).toBeGreaterThanOrEqual(1);
  });
});
