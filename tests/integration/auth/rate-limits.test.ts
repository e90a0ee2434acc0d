import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, uniqueEmail } from '#tests/support/api-client.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { createTestDatabase, type TestDatabase } from '#tests/setup/test-db.ts';

// Two API instances on one database: the limits must hold across both.
let database: TestDatabase;
let first: TestServer;
let second: TestServer;
const env = { RATE_LIMIT_SIGN_IN: '3/60', RATE_LIMIT_OTP: '2/600' };

beforeAll(async () => {
  database = await createTestDatabase();
  first = await startTestServer({ database, env });
  second = await startTestServer({ database, env });
});
afterAll(async () => {
  await first.close();
  await second.close();
  await database.close();
});

describe('rate limits shared by every instance', () => {
  it('limits sign-in attempts per address across instances, with a 429 in the error shape', async () => {
    const email = uniqueEmail('limited');
    const statuses: number[] = [];
    for (const server of [first, second, first]) {
      statuses.push((await new ApiClient(server.url).signIn(email, 'wrong-password')).status);
    }
    expect(statuses).toEqual([401, 401, 401]);

    const blocked = await new ApiClient(second.url).signIn(email, 'wrong-password');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ error: { code: 'rate_limited', message: expect.any(String), details: { retryAfterSeconds: expect.any(Number) } } });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('limits OTP requests', async () => {
    const phone = '+919811122233';
    const first1 = await new ApiClient(first.url).post('/api/auth/phone-number/send-otp', { phoneNumber: phone });
    const second1 = await new ApiClient(second.url).post('/api/auth/phone-number/send-otp', { phoneNumber: phone });
    const third = await new ApiClient(first.url).post('/api/auth/phone-number/send-otp', { phoneNumber: phone });
    expect([first1.status, second1.status, third.status]).toEqual([200, 200, 429]);
    expect(third.body.error.code).toBe('rate_limited');
  });

  it('does not count sign-ups against the sign-in limit', async () => {
    const client = new ApiClient(first.url);
    await expect(client.signUp({ email: uniqueEmail('free') })).resolves.toMatchObject({ id: expect.any(String) });
  });
});
