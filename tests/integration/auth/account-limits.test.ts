import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, user } from '#db/schema/index.ts';
import { ApiClient, uniqueEmail } from '#tests/support/api-client.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';

// Behind one proxy, so that each request can come from an address of its own.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: 'true', RATE_LIMIT_SIGN_UP: '3/3600', RATE_LIMIT_PASSWORD_RESET: '2/3600' } });
});
afterAll(() => server.close());

const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
const post = (path: string, body: unknown, address: string) => new ApiClient(server.url).request('POST', path, body, from(address));

async function resetMails(email: string) {
  const [row] = await server.ctx.db
    .select({ n: count() })
    .from(outbox)
    .where(and(eq(outbox.kind, 'password_reset'), eq(outbox.to, email)));
  return row!.n;
}

describe('sign-up and password-reset requests are rate limited', () => {
  it('limits reset e-mails to one victim, whichever addresses ask', async () => {
    const victim = uniqueEmail('victim');
    await new ApiClient(server.url).request(
      'POST',
      '/api/auth/sign-up/email',
      { email: victim, password: 'Passw0rd!23', name: 'Victim' },
      from('198.51.100.1'),
    );
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      statuses.push(
        (
          await post(
            '/api/auth/request-password-reset',
            { email: victim.toUpperCase(), redirectTo: '/reset-password' },
            `203.0.113.${attempt}`,
          )
        ).status,
      );
    }
    expect(statuses).toEqual([200, 200, 429, 429]);
    expect(await resetMails(victim)).toBe(2);
  });

  it('limits reset requests from one address, whatever e-mails they name', async () => {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      statuses.push(
        (await post('/api/auth/request-password-reset', { email: uniqueEmail('someone'), redirectTo: '/reset-password' }, '203.0.113.50'))
          .status,
      );
    }
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('limits phone reset codes per number', async () => {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      statuses.push(
        (await post('/api/auth/phone-number/request-password-reset', { phoneNumber: '+919800011122' }, `203.0.113.${60 + attempt}`)).status,
      );
    }
    expect(statuses.slice(2)).toEqual([429]);
  });

  it('limits sign-ups per address, creating no account past the limit', async () => {
    const statuses: number[] = [];
    const emails = [1, 2, 3, 4].map(() => uniqueEmail('throwaway'));
    for (const email of emails) {
      statuses.push(
        (await post('/api/auth/sign-up/email', { email, password: 'Passw0rd!23', name: 'Throw Away' }, '198.51.100.77')).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const [row] = await server.ctx.db.select({ n: count() }).from(user).where(eq(user.email, emails[3]!));
    expect(row!.n).toBe(0);
    expect(
      (await post('/api/auth/sign-up/email', { email: emails[3], password: 'Passw0rd!23', name: 'Throw Away' }, '198.51.100.78')).status,
    ).toBe(200);
  });
});
