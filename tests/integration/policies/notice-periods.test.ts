import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOpenSlotsFor } from '#api/services/availability/open-slots.ts';
import { ApiClient, signedUpClient } from '#tests/support/api-client.ts';
import { expectRefused } from '#tests/support/expect-refused.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { signedInAdmin } from '../admin/admin-fixtures.ts';
import { book } from '../bookings/booking-fixtures.ts';
import { offeredSlotIds, providerPhone, providerWithNotice } from './notice-fixtures.ts';

/** Tuesday 1 December 2026, 09:00 IST. */
const now = new Date('2026-12-01T03:30:00Z');
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ now: () => now });
});
afterAll(() => server.close());

const refusedForNotice = (action: string, noticeMinutes: number) => ({
  error: expect.objectContaining({ code: 'notice_too_short', details: { action, noticeMinutes, providerPhone } }),
});

describe('booking notice', () => {
  it('refuses a slot a minute inside the notice and books one exactly at it', async () => {
    const p = await providerWithNotice(server.ctx.db, server.url, { now, minutesAhead: [119, 120], notice: { bookingNoticeMinutes: 120 } });
    const { client } = await signedUpClient(server.url);

    const early = await book(client, p.slotAt(119));
    expectRefused(early, 'a minute inside the notice', 409);
    expect(early.body).toEqual(refusedForNotice('book', 120));
    expect((await book(client, p.slotAt(120))).status).toBe(201);
  });

  it('leaves the slots inside the notice out of every listing clients see', async () => {
    const p = await providerWithNotice(server.ctx.db, server.url, {
      now,
      minutesAhead: [60, 179, 180, 240],
      notice: { bookingNoticeMinutes: 180 },
    });
    const { client } = await signedUpClient(server.url);
    expect(await offeredSlotIds(client, p.provider.id)).toEqual([p.slotAt(180), p.slotAt(240)]);
    // What Mitra and WhatsApp offer (find_slots), for the day and from the first free day on.
    const today = await findOpenSlotsFor(server.ctx, { providerId: p.provider.id, date: '2026-12-01', limit: 10 });
    expect(today.slots.map((slot) => slot.slotId).sort()).toEqual([p.slotAt(180), p.slotAt(240)].sort());
    const anyDay = await findOpenSlotsFor(server.ctx, { providerId: p.provider.id, time: '10:00' });
    expect(anyDay.slots.map((slot) => slot.slotId)).not.toContain(p.slotAt(60));
    expect(anyDay.slots.map((slot) => slot.slotId)).not.toContain(p.slotAt(179));
  });

  it('is shown on the public provider page, with the cancel notice', async () => {
    const p = await providerWithNotice(server.ctx.db, server.url, { now, minutesAhead: [600], notice: { bookingNoticeMinutes: 90 } });
    const detail = await new ApiClient(server.url).get(`/api/providers/${p.provider.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ bookingNoticeMinutes: 90, cancelNoticeMinutes: 120 });
  });
});

describe('cancel notice', () => {
  async function bookedInside() {
    const p = await providerWithNotice(server.ctx.db, server.url, {
      now,
      minutesAhead: [59, 60, 600, 615, 630],
      notice: { bookingNoticeMinutes: 0, cancelNoticeMinutes: 60 },
    });
    const { client } = await signedUpClient(server.url);
    const ids = {} as Record<number, string>;
    for (const minutes of [59, 60, 600]) ids[minutes] = (await book(client, p.slotAt(minutes))).body.id;
    return { p, client, ids };
  }

  it('refuses a client cancel a minute inside the notice, with the provider phone, and allows one exactly at it', async () => {
    const { client, ids } = await bookedInside();
    const late = await client.post(`/api/bookings/${ids[59]}/cancel`);
    expectRefused(late, 'cancel a minute inside', 409);
    expect(late.body).toEqual(refusedForNotice('cancel', 60));
    expect((await client.get(`/api/bookings/${ids[59]}`)).body).toMatchObject({ status: 'confirmed' });
    const onTime = await client.post(`/api/bookings/${ids[60]}/cancel`);
    expect(onTime.status, JSON.stringify(onTime.body)).toBe(200);
  });

  it('refuses a client reschedule inside the notice, and a move into a slot inside the booking notice', async () => {
    const { p, client, ids } = await bookedInside();
    const late = await client.post(`/api/bookings/${ids[59]}/reschedule`, { slotId: p.slotAt(615) });
    expect(late.body).toEqual(refusedForNotice('reschedule', 60));
    expect((await p.client.request('PUT', '/api/provider/policies', { bookingNoticeMinutes: 620 })).status).toBe(200);
    const tooSoon = await client.post(`/api/bookings/${ids[600]}/reschedule`, { slotId: p.slotAt(615) });
    expect(tooSoon.body).toEqual(refusedForNotice('reschedule', 620));
    expect((await client.post(`/api/bookings/${ids[600]}/reschedule`, { slotId: p.slotAt(630) })).status).toBe(200);
  });

  it('tells My bookings until when each booking can be changed online, and whom to call', async () => {
    const { p, client, ids } = await bookedInside();
    const listed = (await client.get('/api/bookings?scope=upcoming')).body as { id: string; onlineChangesUntil: string | null }[];
    expect(listed.find((booking) => booking.id === ids[59])).toMatchObject({
      onlineChangesUntil: new Date(now.getTime() - 60_000).toISOString(),
      providerPhone,
    });
    expect(listed.find((booking) => booking.id === ids[600])).toMatchObject({
      onlineChangesUntil: new Date(now.getTime() + 540 * 60_000).toISOString(),
    });
    expect((await p.client.request('PUT', '/api/provider/policies', { cancelNoticeMinutes: 0 })).status).toBe(200);
    const unlimited = (await client.get('/api/bookings')).body as { onlineChangesUntil: string | null }[];
    expect(unlimited.map((booking) => booking.onlineChangesUntil)).toEqual([null, null, null]);
  });

  it('still lets the provider cancel and an admin move inside the notice', async () => {
    const { p, ids } = await bookedInside();
    const cancelled = await p.client.post(`/api/provider/bookings/${ids[59]}/cancel`, { reason: 'Called away to surgery' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled' });
    const { client: admin } = await signedInAdmin(server.ctx.db, server.url);
    const moved = await admin.post(`/api/admin/bookings/${ids[60]}/move`, { slotId: p.slotAt(59), reason: 'Client asked by phone' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({ slotId: p.slotAt(59) });
  });
});

describe('GET|PUT /api/provider/policies', () => {
  it('answers the platform defaults until the provider sets their own, then what PUT set', async () => {
    const p = await providerWithNotice(server.ctx.db, server.url, { now, minutesAhead: [600], notice: { cancelNoticeMinutes: 120 } });
    expect((await p.client.get('/api/provider/policies')).body).toEqual({ bookingNoticeMinutes: 0, cancelNoticeMinutes: 120 });
    const put = await p.client.request('PUT', '/api/provider/policies', { bookingNoticeMinutes: 45 });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ bookingNoticeMinutes: 45, cancelNoticeMinutes: 120 });
    const both = await p.client.request('PUT', '/api/provider/policies', { bookingNoticeMinutes: 10_080, cancelNoticeMinutes: 0 });
    expect(both.body).toEqual({ bookingNoticeMinutes: 10_080, cancelNoticeMinutes: 0 });
    expect((await p.client.get('/api/provider/policies')).body).toEqual(both.body);
  });

  it('follows the admin settings for a provider who has set nothing', async () => {
    const p = await providerWithNotice(server.ctx.db, server.url, { now, minutesAhead: [600], notice: { cancelNoticeMinutes: 30 } });
    const { client: admin } = await signedInAdmin(server.ctx.db, server.url);
    expect((await admin.patch('/api/admin/settings', { bookingNoticeMinutes: 15 })).status).toBe(200);
    expect((await p.client.get('/api/provider/policies')).body).toEqual({ bookingNoticeMinutes: 15, cancelNoticeMinutes: 30 });
    expect((await admin.patch('/api/admin/settings', { bookingNoticeMinutes: 0 })).status).toBe(200);
  });

  it('is 401 signed out and 403 for a client', async () => {
    const { client } = await signedUpClient(server.url);
    const anonymous = new ApiClient(server.url);
    expectRefused(await anonymous.get('/api/provider/policies'), 'signed out GET', 401);
    expectRefused(await anonymous.request('PUT', '/api/provider/policies', { bookingNoticeMinutes: 5 }), 'signed out PUT', 401);
    expectRefused(await client.get('/api/provider/policies'), 'client GET', 403);
    expectRefused(await client.request('PUT', '/api/provider/policies', { bookingNoticeMinutes: 5 }), 'client PUT', 403);
  });

  it('refuses hostile bodies with 400 and changes nothing', async () => {
    const p = await providerWithNotice(server.ctx.db, server.url, { now, minutesAhead: [600], notice: { bookingNoticeMinutes: 30 } });
    const bodies: [string, unknown][] = [
      ['empty', {}],
      ['unknown key', { bookingNoticeMinutes: 10, extra: 1 }],
      ['above a week', { bookingNoticeMinutes: 10_081 }],
      ['negative', { cancelNoticeMinutes: -1 }],
      ['fraction', { cancelNoticeMinutes: 1.5 }],
      ['text', { bookingNoticeMinutes: '60' }],
      ['null', { bookingNoticeMinutes: null }],
      ['array', [60]],
      ['string', 'sixty'],
      ['NUL key', { 'bookingNoticeMinutes\u0000': 60 }],
      ['lone surrogate', { bookingNoticeMinutes: '\ud800' }],
    ];
    for (const [label, body] of bodies) expectRefused(await p.client.request('PUT', '/api/provider/policies', body), label, 400);
    expect((await p.client.get('/api/provider/policies')).body).toEqual({ bookingNoticeMinutes: 30, cancelNoticeMinutes: 120 });
  });
});
