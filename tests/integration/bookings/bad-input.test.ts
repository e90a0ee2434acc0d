import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '#tests/support/api-client.ts';
import { signedUpClient } from '#tests/support/api-client.ts';
import { futureSlotStarts, makeProvider } from '#tests/factories/catalog.ts';
import { expectRefused } from '#tests/support/expect-refused.ts';
import { startTestServer, testOrigin, type TestServer } from '#tests/support/test-server.ts';
import { book, snapshotCounts } from './booking-fixtures.ts';

let server: TestServer;
let client: ApiClient;
let bookingId: string;
let freeSlotId: string;
let pastSlotId: string;

beforeAll(async () => {
  server = await startTestServer();
  ({ client } = await signedUpClient(server.url));
  const { slots } = await makeProvider(server.ctx.db, { slotStarts: [new Date(Date.now() - 3_600_000), ...futureSlotStarts(2)] });
  pastSlotId = slots[0]!.id;
  freeSlotId = slots[2]!.id;
  bookingId = (await book(client, slots[1]!.id)).body.id;
});
afterAll(() => server.close());

const unknownId = '6f1c2f4e-8a8b-4c51-9d3e-2b7a4a0c9e11';
const huge = 'x'.repeat(100 * 1024);

const raw = (method: string, path: string, rawBody: string, contentType = 'application/json') =>
  client.request(method, path, undefined, { rawBody, headers: { 'content-type': contentType } });

describe('bad input on every write route: a 4xx in the error shape, never a 500, and no change', () => {
  const writeRoutes = (): [string, string][] => [
    ['POST', '/api/bookings'],
    ['POST', `/api/bookings/${bookingId}/reschedule`],
    ['POST', `/api/bookings/${bookingId}/payment`],
    ['PATCH', '/api/me/profile'],
    ['POST', '/api/role-requests'],
  ];

  it('refuses malformed JSON, a non-JSON body and a 100 KB body (413)', async () => {
    const before = await snapshotCounts(server.ctx.db);
    for (const [method, path] of writeRoutes()) {
      expectRefused(await raw(method, path, '{"slotId": '), `${method} ${path} malformed`, 400);
      expectRefused(await raw(method, path, 'slotId=abc', 'text/plain'), `${method} ${path} text/plain`, 415);
      expectRefused(await client.request(method, path, { slotId: freeSlotId, name: huge }), `${method} ${path} huge`, 413);
    }
    expect(await snapshotCounts(server.ctx.db)).toEqual(before);
  });

  it('counts a chunked body that declares no length and refuses it past 64 KB (413)', async () => {
    const before = await snapshotCounts(server.ctx.db);
    const chunked = (text: string) =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (let at = 0; at < text.length; at += 8192) controller.enqueue(new TextEncoder().encode(text.slice(at, at + 8192)));
          controller.close();
        },
      });
    const send = (text: string) =>
      fetch(`${server.url}/api/bookings`, {
        method: 'POST',
        headers: { cookie: client.cookieHeader, origin: testOrigin, 'content-type': 'application/json' },
        body: chunked(text),
        duplex: 'half',
      } as RequestInit);
    const tooBig = await send(JSON.stringify({ slotId: freeSlotId, name: huge }));
    expect(tooBig.status).toBe(413);
    expect((await tooBig.json()).error.code).toBe('payload_too_large');
    expect(await snapshotCounts(server.ctx.db)).toEqual(before);
    // Small enough: read and validated as usual (an unknown slot).
    expect((await send(JSON.stringify({ slotId: unknownId }))).status).toBe(404);
  });

  it('answers 415 unsupported_media_type to text/plain, form and untyped bodies, and changes nothing', async () => {
    const before = await snapshotCounts(server.ctx.db);
    const json = JSON.stringify({ slotId: freeSlotId, fullName: 'Asha', newRole: 'provider', reason: 'I run a clinic in Pune.' });
    const bodies: [string, string | undefined][] = [
      [json, 'text/plain'],
      [`slotId=${freeSlotId}`, 'application/x-www-form-urlencoded'],
      [json, 'multipart/form-data; boundary=x'],
      [json, undefined],
    ];
    for (const [method, path] of [
      ...writeRoutes(),
      ['POST', `/api/bookings/${bookingId}/cancel`],
      ['POST', '/api/notifications/read-all'],
    ]) {
      for (const [rawBody, contentType] of bodies) {
        const headers: Record<string, string> = contentType ? { 'content-type': contentType } : {};
        const response = await client.request(method!, path!, undefined, { rawBody, headers });
        expectRefused(response, `${method} ${path} ${contentType}`, 415);
        expect(response.body.error.code).toBe('unsupported_media_type');
      }
    }
    expect(await snapshotCounts(server.ctx.db)).toEqual(before);
  });

  it('still accepts bodiless POSTs to routes that take no body', async () => {
    const readAll = await client.request('POST', '/api/notifications/read-all');
    expect(readAll.status, JSON.stringify(readAll.body)).toBe(200);
    const { slots } = await makeProvider(server.ctx.db, { slotStarts: futureSlotStarts(1) });
    const booked = await book(client, slots[0]!.id);
    expect(booked.status).toBe(201);
    const cancelled = await client.request('POST', `/api/bookings/${booked.body.id}/cancel`);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.booking.status).toBe('cancelled');
  });

  it('refuses wrong types, missing fields and extra keys with a 400', async () => {
    const before = await snapshotCounts(server.ctx.db);
    const bodies: [string, string, unknown][] = [
      ['POST', '/api/bookings', {}],
      ['POST', '/api/bookings', { slotId: 42 }],
      ['POST', '/api/bookings', { slotId: freeSlotId, name: 7 }],
      ['POST', '/api/bookings', { slotId: freeSlotId, name: 'x'.repeat(101) }],
      ['POST', '/api/bookings', { slotId: freeSlotId, phone: '12' }],
      ['POST', '/api/bookings', { slotId: freeSlotId, serviceId: 'nope' }],
      ['POST', '/api/bookings', { slotId: freeSlotId, userId: 'someone-else' }],
      ['POST', '/api/bookings', [freeSlotId]],
      ['POST', `/api/bookings/${bookingId}/reschedule`, {}],
      ['POST', `/api/bookings/${bookingId}/reschedule`, { slotId: freeSlotId, status: 'cancelled' }],
      ['POST', `/api/bookings/${bookingId}/payment`, {}],
      ['POST', `/api/bookings/${bookingId}/payment`, { utr: 412356789012 }],
      ['POST', `/api/bookings/${bookingId}/payment`, { utr: '41235678901234567890' }],
      ['POST', `/api/bookings/${bookingId}/payment`, { utr: '412356789012', status: 'paid' }],
      ['PATCH', '/api/me/profile', { fullName: 5 }],
      ['PATCH', '/api/me/profile', { freeBookingLimit: 1000 }],
      ['POST', '/api/role-requests', { newRole: 'provider' }],
      ['POST', '/api/role-requests', { newRole: 'superuser', reason: 'Because I can.' }],
    ];
    for (const [method, path, body] of bodies) {
      expectRefused(await client.request(method, path, body), `${method} ${path} ${JSON.stringify(body).slice(0, 60)}`, 400);
    }
    expect(await snapshotCounts(server.ctx.db)).toEqual(before);
  });

  it('refuses non-uuid ids with a 400 and unknown ids with a 404', async () => {
    const before = await snapshotCounts(server.ctx.db);
    for (const path of [
      '/api/bookings/42/cancel',
      '/api/bookings/abc/reschedule',
      '/api/notifications/1/read',
      '/api/bookings/%27%20or%201=1/cancel',
    ]) {
      expectRefused(await client.post(path, { slotId: freeSlotId }), path, 400);
    }
    expectRefused(await client.get('/api/bookings/not-a-uuid'), 'GET booking', 400);
    expectRefused(await client.post(`/api/bookings/${unknownId}/cancel`), 'cancel unknown', 404);
    expectRefused(await client.post(`/api/bookings/${unknownId}/reschedule`, { slotId: freeSlotId }), 'reschedule unknown', 404);
    expectRefused(await client.post(`/api/notifications/${unknownId}/read`), 'read unknown', 404);
    expect(await snapshotCounts(server.ctx.db)).toEqual(before);
  });

  it('refuses unknown (404) and past (409) slot ids when booking and rescheduling', async () => {
    const before = await snapshotCounts(server.ctx.db);
    expectRefused(await book(client, unknownId), 'book unknown', 404);
    expectRefused(await book(client, pastSlotId), 'book past', 409);
    expectRefused(await client.post(`/api/bookings/${bookingId}/reschedule`, { slotId: unknownId }), 'move unknown', 404);
    expectRefused(await client.post(`/api/bookings/${bookingId}/reschedule`, { slotId: pastSlotId }), 'move past', 409);
    expect(await snapshotCounts(server.ctx.db)).toEqual(before);
  });
});
