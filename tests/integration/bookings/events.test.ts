import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '#tests/support/api-client.ts';
import { signedUpClient } from '#tests/support/api-client.ts';
import { startTestServer, testOrigin, type TestServer } from '#tests/support/test-server.ts';
import { book, providerWithSlots, signedInProvider } from './booking-fixtures.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type SseEvent = { event: string; data: Record<string, unknown> };

/** Opens `GET /api/events` as a browser's EventSource would, collecting parsed events. */
async function openEvents(client: ApiClient, query = '', baseUrl = client.baseUrl) {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}/api/events${query}`, {
    headers: { cookie: client.cookieHeader, origin: testOrigin, accept: 'text/event-stream' },
    signal: abort.signal,
  });
  const events: SseEvent[] = [];
  const waiters: (() => void)[] = [];
  const pump = (async () => {
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event && data) events.push({ event, data: JSON.parse(data) });
        waiters.splice(0).forEach((wake) => wake());
      }
    }
  })().catch(() => undefined);

  async function waitFor(predicate: (events: SseEvent[]) => boolean, timeoutMs = 5000) {
    const deadline = Date.now() + timeoutMs;
    while (!predicate(events)) {
      if (Date.now() > deadline) throw new Error(`timed out; events so far: ${JSON.stringify(events)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
    return events;
  }
  const close = async () => {
    abort.abort();
    await pump;
  };
  return { response, events, waitFor, close };
}

async function waitForSubscribers(count: number) {
  const deadline = Date.now() + 5000;
  while (server.app.events.subscriberCount() !== count) {
    if (Date.now() > deadline) throw new Error(`expected ${count} subscribers, have ${server.app.events.subscriberCount()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('GET /api/events', () => {
  it('streams booking and notification events to the client and the provider, and unsubscribes on disconnect', async () => {
    const provider = await signedInProvider(server.ctx.db, server.url);
    const { client } = await signedUpClient(server.url);
    const before = server.app.events.subscriberCount();
    const mine = await openEvents(client);
    const theirs = await openEvents(provider.client);
    expect(mine.response.status).toBe(200);
    expect(mine.response.headers.get('content-type')).toContain('text/event-stream');
    await mine.waitFor((events) => events.some((e) => e.event === 'ready'));
    await theirs.waitFor((events) => events.some((e) => e.event === 'ready'));

    const created = await book(client, provider.slots[0]!.id);
    const expected = { action: 'confirmed', bookingId: created.body.id, status: 'confirmed' };
    for (const stream of [mine, theirs]) {
      const events = await stream.waitFor((all) => all.some((e) => e.event === 'booking') && all.some((e) => e.event === 'notification'));
      expect(events.find((e) => e.event === 'booking')!.data).toMatchObject(expected);
    }

    await mine.close();
    await theirs.close();
    await waitForSubscribers(before);
  });

  it("does not send a client other people's booking events, but sends slot events of a provider they watch", async () => {
    const { provider, slots } = await providerWithSlots(server.ctx.db, 2);
    const { client: watcher } = await signedUpClient(server.url);
    const { client: bystander } = await signedUpClient(server.url);
    const { client: booker } = await signedUpClient(server.url);
    const watching = await openEvents(watcher, `?providerId=${provider.id}`);
    const unrelated = await openEvents(bystander);
    await watching.waitFor((events) => events.some((e) => e.event === 'ready'));
    await unrelated.waitFor((events) => events.some((e) => e.event === 'ready'));

    await book(booker, slots[0]!.id);
    const events = await watching.waitFor((all) => all.some((e) => e.event === 'slot'));
    expect(events.find((e) => e.event === 'slot')!.data).toEqual({ providerId: provider.id, slotId: slots[0]!.id, isAvailable: false });
    expect(events.some((e) => e.event === 'booking')).toBe(false);
    // A later event for the bystander proves the stream was flowing while the booking happened.
    const { slots: own } = await providerWithSlots(server.ctx.db, 1);
    await book(bystander, own[0]!.id);
    const seen = await unrelated.waitFor((all) => all.some((e) => e.event === 'booking'));
    expect(seen.filter((e) => e.event === 'booking').map((e) => e.data.slotId)).toEqual([own[0]!.id]);
    expect(seen.some((e) => e.event === 'slot' && e.data.slotId === slots[0]!.id)).toBe(false);

    await watching.close();
    await unrelated.close();
  });

  it('delivers an event made through one API instance to a stream on another instance (LISTEN/NOTIFY)', async () => {
    const second = await startTestServer({ database: server.database });
    try {
      const { provider, slots } = await providerWithSlots(server.ctx.db, 1);
      const { client } = await signedUpClient(server.url);
      const elsewhere = await openEvents(client, `?providerId=${provider.id}`, second.url);
      await elsewhere.waitFor((events) => events.some((e) => e.event === 'ready'));
      const created = await book(client, slots[0]!.id);
      const events = await elsewhere.waitFor((all) => all.some((e) => e.event === 'booking'));
      expect(events.find((e) => e.event === 'booking')!.data.bookingId).toBe(created.body.id);
      await elsewhere.close();
    } finally {
      await second.close();
    }
  });

  it('refuses a malformed providerId with a 400', async () => {
    const { client } = await signedUpClient(server.url);
    const response = await client.get('/api/events?providerId=nope');
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('invalid_request');
  });
});
