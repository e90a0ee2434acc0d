import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, uniqueEmail } from '#tests/support/api-client.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';

// The client writes X-Forwarded-For itself; each trusted proxy appends the address it saw.
let oneProxy: TestServer;
let twoProxies: TestServer;

beforeAll(async () => {
  oneProxy = await startTestServer({ env: { TRUST_PROXY: 'true', RATE_LIMIT_SIGN_IN: '3/60' } });
  twoProxies = await startTestServer({ database: oneProxy.database, env: { TRUST_PROXY: '2', RATE_LIMIT_SIGN_IN: '3/60' } });
});
afterAll(async () => {
  await twoProxies.close();
  await oneProxy.close();
});

function signInVia(server: TestServer, forwardedFor: string) {
  return new ApiClient(server.url).request(
    'POST',
    '/api/auth/sign-in/email',
    { email: uniqueEmail('victim'), password: 'wrong-password' },
    {
      headers: { 'x-forwarded-for': forwardedFor },
    },
  );
}

describe('TRUST_PROXY: the address the trusted proxy saw, never one the client wrote', () => {
  it('one proxy: rotating forged left-most entries from one client still hit the limit', async () => {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      statuses.push((await signInVia(oneProxy, `10.9.8.${attempt}, 198.51.100.7`)).status);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    // Another real client, behind the same proxy, keeps its own budget.
    expect((await signInVia(oneProxy, '198.51.100.8')).status).toBe(401);
  });

  it('two proxies: the second entry from the right is the client', async () => {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      statuses.push((await signInVia(twoProxies, `172.16.0.${attempt}, 203.0.113.9, 10.0.0.${attempt}`)).status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('rejects a TRUST_PROXY that is neither a flag nor a hop count', async () => {
    await expect(startTestServer({ env: { TRUST_PROXY: 'maybe' } })).rejects.toThrow(/TRUST_PROXY/);
  });
});
