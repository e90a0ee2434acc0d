import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { futureSlotStarts, makeProvider } from '#tests/factories/catalog.ts';
import { signedUpClient, type ApiClient } from '#tests/support/api-client.ts';
import { databaseFingerprint } from '#tests/support/db-fingerprint.ts';
import { startTestServer, testOrigin, type TestServer } from '#tests/support/test-server.ts';
import { book } from '../bookings/booking-fixtures.ts';

const partner = 'https://partner.example.in';
let server: TestServer;
let client: ApiClient;
let slotIds: string[];

beforeAll(async () => {
  server = await startTestServer({ env: { TRUSTED_ORIGINS: partner } });
  ({ client } = await signedUpClient(server.url));
  slotIds = (await makeProvider(server.ctx.db, { slotStarts: futureSlotStarts(3) })).slots.map((slot) => slot.id);
});
afterAll(() => server.close());

/** A signed-in browser's request as another site would make it: the cookie rides along, the origin is theirs. */
function forged(method: string, path: string, headers: Record<string, string>, body?: unknown) {
  const init: RequestInit = { method, headers: { cookie: client.cookieHeader, ...headers }, redirect: 'manual' };
  if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { ...init.headers, 'content-type': 'application/json' };
  }
  return fetch(`${server.url}${path}`, init);
}

describe('state-changing requests with cookies must come from the app', () => {
  it('refuses booking, cancelling, read-all and profile changes from another origin with a 403, changing nothing', async () => {
    const booked = await book(client, slotIds[0]!);
    expect(booked.status).toBe(201);
    const before = await databaseFingerprint(server.ctx.db);
    const evil = { origin: 'https://evil.example' };
    const attempts = [
      await forged('POST', '/api/bookings', evil, { slotId: slotIds[1] }),
      await forged('POST', `/api/bookings/${booked.body.id}/cancel`, evil),
      await forged('POST', '/api/notifications/read-all', evil),
      await forged('PATCH', '/api/me/profile', evil, { fullName: 'Hacked' }),
      await forged('POST', '/api/bookings', { origin: 'null' }, { slotId: slotIds[1] }),
      // No Origin: the Referer decides.
      await forged('POST', '/api/bookings', { referer: 'https://evil.example/page' }, { slotId: slotIds[1] }),
      // Neither: refused too, as better-auth does for requests with cookies.
      await forged('POST', '/api/bookings', {}, { slotId: slotIds[1] }),
    ];
    for (const response of attempts) {
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: { code: 'forbidden', message: expect.any(String) } });
    }
    expect(await databaseFingerprint(server.ctx.db)).toEqual(before);
  });

  it('accepts the app, a TRUSTED_ORIGINS entry, and the app as Referer', async () => {
    expect((await forged('POST', '/api/bookings', { origin: testOrigin }, { slotId: slotIds[1] })).status).toBe(201);
    expect((await forged('PATCH', '/api/me/profile', { origin: partner }, { fullName: 'Priya S' })).status).toBe(200);
    expect((await forged('POST', '/api/notifications/read-all', { referer: `${testOrigin}/notifications` })).status).toBe(200);
  });

  it('lets requests without cookies through to their own checks (no session to abuse)', async () => {
    const response = await fetch(`${server.url}/api/bookings`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ slotId: slotIds[2] }),
    });
    expect(response.status).toBe(401);
  });
});
