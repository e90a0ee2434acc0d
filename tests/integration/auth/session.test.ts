import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, session, user } from '#db/schema/index.ts';
import { ApiClient, signedUpClient } from '#tests/support/api-client.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const day = 24 * 3_600_000;
const sessionCookie = 'better-auth.session_token';

/** The signed session cookie value (token.signature) of a client. */
function signedToken(client: ApiClient) {
  const pair = client.cookieHeader.split('; ').find((part) => part.startsWith(`${sessionCookie}=`));
  if (!pair) throw new Error('no session cookie');
  return decodeURIComponent(pair.slice(sessionCookie.length + 1));
}

function withCookie(cookie: string) {
  return new ApiClient(server.url).request('GET', '/api/me', undefined, { headers: { cookie } });
}

describe('session resolution on private routes', () => {
  it('accepts the signed cookie and refuses a forged, unsigned or unknown one with 401', async () => {
    const { client } = await signedUpClient(server.url);
    const signed = signedToken(client);
    expect((await withCookie(`${sessionCookie}=${encodeURIComponent(signed)}`)).status).toBe(200);

    const [token, signature] = [signed.slice(0, signed.lastIndexOf('.')), signed.slice(signed.lastIndexOf('.') + 1)];
    const forged = `${token}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    for (const value of [forged, token, `unknown-token.${signature}`, '']) {
      const response = await withCookie(`${sessionCookie}=${encodeURIComponent(value)}`);
      expect(response.status, value).toBe(401);
      expect(response.body.error.code).toBe('unauthorized');
    }
  });

  it('refuses the cookie of a signed-out session on private routes', async () => {
    const { client } = await signedUpClient(server.url);
    const before = client.cookieHeader;
    expect((await client.post('/api/auth/sign-out')).status).toBe(200);
    expect((await withCookie(before)).status).toBe(401);
  });

  it('refuses an expired session and extends one that is due for refresh', async () => {
    const expired = await signedUpClient(server.url);
    await server.ctx.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, expired.user.id));
    expect((await expired.client.get('/api/me')).status).toBe(401);

    const stale = await signedUpClient(server.url);
    // Two days into a seven-day session: past better-auth's one-day update age.
    const dueAt = new Date(Date.now() + 5 * day);
    await server.ctx.db
      .update(session)
      .set({ expiresAt: dueAt, updatedAt: new Date(Date.now() - 2 * day) })
      .where(eq(session.userId, stale.user.id));
    expect((await stale.client.get('/api/me')).status).toBe(200);
    const [row] = await server.ctx.db.select().from(session).where(eq(session.userId, stale.user.id));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * day);
  });

  it('sees role and deactivation changes on the very next request', async () => {
    const { client, user: account } = await signedUpClient(server.url);
    expect((await client.get('/api/me')).body).toMatchObject({ user: { role: 'user' } });
    await server.ctx.db.update(user).set({ role: 'provider' }).where(eq(user.id, account.id));
    expect((await client.get('/api/me')).body).toMatchObject({ user: { role: 'provider' } });
    await server.ctx.db.update(profiles).set({ isActive: false }).where(eq(profiles.userId, account.id));
    const refused = await client.get('/api/me');
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('account_inactive');
  });

  it('creates the profile of a signed-in user who has none', async () => {
    const { client, user: account } = await signedUpClient(server.url, { name: 'Meera Iyer' });
    await server.ctx.db.delete(profiles).where(eq(profiles.userId, account.id));
    const me = await client.get('/api/me');
    expect(me.status).toBe(200);
    const row = await server.ctx.db.query.profiles.findFirst({ where: eq(profiles.userId, account.id) });
    expect(row).toMatchObject({ fullName: 'Meera Iyer', isActive: true, freeBookingsUsed: 0 });
  });
});
