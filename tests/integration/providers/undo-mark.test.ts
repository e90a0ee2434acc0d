import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications, outbox } from '#db/schema/index.ts';
import { ApiClient, signedUpClient } from '#tests/support/api-client.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { book, signedInProvider } from '../bookings/booking-fixtures.ts';

let server: TestServer;
/** The server's clock; tests move it into the appointment to mark it, then on to undo. */
let clock = Date.now();
const minute = 60_000;

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock) });
});
afterAll(() => server.close());
beforeEach(() => {
  clock = Date.now();
});

async function bookedPractice() {
  const provider = await signedInProvider(server.ctx.db, server.url, { slots: 2 });
  const { client, user } = await signedUpClient(server.url, { name: 'Meena Pillai' });
  const booked = await book(client, provider.slots[0]!.id, { serviceId: provider.service.id, phone: '98450 12345' });
  expect(booked.status).toBe(201);
  const booking = booked.body as { id: string; startsAt: string };
  const undo = (as: ApiClient = provider.client) => as.post(`/api/provider/bookings/${booking.id}/undo`, {});
  return { provider, client, clientUserId: user.id, booking, undo };
}

const reviewRequests = (bookingId: string) =>
  server.ctx.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.bookingId, bookingId), eq(outbox.kind, 'review_request')));

describe('undoing an attended or no-show mark', () => {
  it('returns an attended booking to confirmed within 5 minutes, takes back its points and its review request', async () => {
    const { provider, client, clientUserId, booking, undo } = await bookedPractice();
    const before = (await client.get('/api/rewards')).body.balance as number;
    // Inside the 30-minute appointment: only the mark makes it count as attended.
    clock = Date.parse(booking.startsAt) + 2 * minute;
    const marked = await provider.client.post(`/api/provider/bookings/${booking.id}/attended`, {});
    expect(marked.status).toBe(200);
    expect(marked.body.undoUntil).toBe(new Date(clock + 5 * minute).toISOString());
    expect((await client.get('/api/rewards')).body.balance).toBe(before + 50);
    expect(await reviewRequests(booking.id)).toHaveLength(1);

    clock += 4 * minute;
    const undone = await undo();
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({ id: booking.id, status: 'confirmed', undoUntil: null });
    expect((await client.get(`/api/bookings/${booking.id}`)).body.status).toBe('confirmed');
    expect((await client.get('/api/rewards')).body.balance).toBe(before);
    expect(await reviewRequests(booking.id)).toHaveLength(0);
    const inApp = await server.ctx.db.select().from(notifications).where(eq(notifications.userId, clientUserId));
    expect(inApp.filter((notice) => /rate|review/i.test(`${notice.title} ${notice.message}`))).toEqual([]);
    // Back on the agenda, it can be marked again; a second undo has nothing to undo.
    expect((await undo()).status).toBe(409);
    expect((await provider.client.post(`/api/provider/bookings/${booking.id}/no-show`, {})).body.status).toBe('no_show');
  });

  it('undoes a no-show too, and refuses after the 5 minutes with 409', async () => {
    const { provider, client, booking, undo } = await bookedPractice();
    clock = Date.parse(booking.startsAt) + 10 * minute;
    expect((await provider.client.post(`/api/provider/bookings/${booking.id}/no-show`, {})).status).toBe(200);
    clock += 5 * minute + 1_000;
    const late = await undo();
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe('A mark can be undone only within 5 minutes.');
    expect((await client.get(`/api/bookings/${booking.id}`)).body.status).toBe('no_show');
    const listed = (await provider.client.get('/api/provider/bookings?scope=past')).body as { id: string; undoUntil: string | null }[];
    expect(listed.find((row) => row.id === booking.id)!.undoUntil).not.toBeNull();
  });

  it('refuses a confirmed booking (409), a stranger (401), a client (403) and another provider (404)', async () => {
    const { client, undo } = await bookedPractice();
    expect((await undo()).status).toBe(409);
    expect((await undo(new ApiClient(server.url))).status).toBe(401);
    expect((await undo(client)).status).toBe(403);
    const other = await signedInProvider(server.ctx.db, server.url);
    expect((await undo(other.client)).status).toBe(404);
  });
});
