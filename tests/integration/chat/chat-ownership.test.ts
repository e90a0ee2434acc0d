import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, signedUpClient, uniqueEmail } from '#tests/support/api-client.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const turn = (client: ApiClient, id: string, text: string) =>
  client.post('/api/chat', { id, messages: [{ id: randomUUID(), role: 'user', parts: [{ type: 'text', text }] }] });

describe("a visitor's conversation belongs to the browser that started it", () => {
  it('gives the visitor a signed, HttpOnly guest cookie scoped to the chat', async () => {
    const response = await turn(new ApiClient(server.url), randomUUID(), 'find a dentist in Chennai');
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('bm_guest='));
    expect(cookie).toMatch(/^bm_guest=[^;]+\.[^;]+;/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Path=\/api\/chat/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('lets only that browser continue it; another visitor or a signed-in stranger gets a 404 and takes nothing', async () => {
    const owner = new ApiClient(server.url);
    const id = randomUUID();
    expect((await turn(owner, id, 'dentist in Chennai tomorrow')).status).toBe(200);
    expect((await turn(owner, id, 'the first one')).status).toBe(200);

    const otherVisitor = new ApiClient(server.url);
    expect((await turn(otherVisitor, id, 'book it')).status).toBe(404);
    const { client: stranger } = await signedUpClient(server.url);
    const taken = await turn(stranger, id, 'book it');
    expect(taken.status).toBe(404);
    expect(taken.body).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
    expect((await stranger.get(`/api/chat/${id}`)).status).toBe(404);

    // The owner still continues it.
    expect((await turn(owner, id, 'another day')).status).toBe(200);
  });

  it('carries it into the account when that same browser signs in', async () => {
    const browser = new ApiClient(server.url);
    const id = randomUUID();
    expect((await turn(browser, id, 'skin doctor in Pune')).status).toBe(200);
    await browser.signUp({ email: uniqueEmail('carried') });
    expect((await turn(browser, id, 'tomorrow morning')).status).toBe(200);
    const stored = await browser.get(`/api/chat/${id}`);
    expect(stored.status).toBe(200);
    expect(stored.body.messages).toHaveLength(4);
    // Now it is the account's: a visitor holding the old guest cookie can no longer continue it.
    const guestOnly = new ApiClient(server.url);
    guestOnly.useCookie(browser.cookieHeader.split('; ').find((pair) => pair.startsWith('bm_guest='))!);
    expect((await turn(guestOnly, id, 'hello')).status).toBe(401);
  });
});

describe('chat turns are counted per signed-in user, visitors per address', () => {
  it('one user using up their turns does not block another user behind the same address', async () => {
    const limited = await startTestServer({ env: { RATE_LIMIT_CHAT: '2/60' } });
    try {
      const [{ client: busy }, { client: neighbour }] = await Promise.all([signedUpClient(limited.url), signedUpClient(limited.url)]);
      const id = randomUUID();
      expect((await turn(busy, id, 'hi')).status).toBe(200);
      expect((await turn(busy, id, 'hi')).status).toBe(200);
      const third = await turn(busy, id, 'hi');
      expect(third.status).toBe(429);
      expect(third.body.error.code).toBe('rate_limited');
      expect((await turn(neighbour, randomUUID(), 'hi')).status).toBe(200);
      // Visitors share their address's budget.
      const visitor = new ApiClient(limited.url);
      expect((await turn(visitor, randomUUID(), 'hi')).status).toBe(200);
      expect((await turn(new ApiClient(limited.url), randomUUID(), 'hi')).status).toBe(200);
      expect((await turn(visitor, randomUUID(), 'hi')).status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
