import { eq } from 'drizzle-orm';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { agentTurns, conversations } from '#db/schema/index.ts';
import { ApiClient, signedUpClient } from '#tests/support/api-client.ts';
import { ChatClient } from '#tests/support/chat-client.ts';
import { fakeOpenAiBase, scriptedOpenAi } from '#tests/support/openai-mock.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { WhatsAppSender } from '#tests/support/twilio-webhook.ts';
import { signedInAdmin } from './admin-fixtures.ts';

const mock = setupServer();
let offline: TestServer;
let remote: TestServer;

beforeAll(async () => {
  mock.listen({ onUnhandledFrame: 'bypass' });
  [offline, remote] = await Promise.all([
    startTestServer(),
    startTestServer({ env: { OPENAI_API_KEY: 'sk-test-key', OPENAI_BASE_URL: fakeOpenAiBase, AI_MODEL: 'gpt-4o-mini' } }),
  ]);
});
afterEach(() => mock.resetHandlers());
afterAll(async () => {
  await Promise.all([offline.close(), remote.close()]);
  mock.close();
});

/** The turn is recorded after the reply has gone out, so the test waits for its row. */
async function turnsOf(server: TestServer, conversationId: string, expected: number) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const rows = await server.ctx.db.select().from(agentTurns).where(eq(agentTurns.conversationId, conversationId));
    if (rows.length >= expected) return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no ${expected} agent turns for ${conversationId}`);
}

async function conversationOf(server: TestServer, where: { userId?: string; address?: string }) {
  const rows = await server.ctx.db.select().from(conversations);
  const found = rows.find((row) => (where.userId ? row.userId === where.userId : row.address?.endsWith(where.address!)));
  if (!found) throw new Error('no conversation');
  return found.id;
}

describe("Mitra's turns are recorded", () => {
  it('records a web chat turn Mitra answered and one it did not understand (offline model)', async () => {
    const { client, user } = await signedUpClient(offline.url);
    const chat = new ChatClient(client);
    await chat.send('show me doctors');
    await chat.send('qwxz blorp vrrr');
    const rows = await turnsOf(offline, await conversationOf(offline, { userId: user.id }), 2);
    expect(rows[0]).toMatchObject({
      channel: 'web',
      locale: 'en',
      model: 'mitra-offline-1',
      outcome: 'answered',
      userText: 'show me doctors',
    });
    expect(rows[0]!.replyText.length).toBeGreaterThan(0);
    expect(rows[0]!.durationMs).toBeGreaterThanOrEqual(0);
    expect(rows[1]).toMatchObject({ outcome: 'not_understood', userText: 'qwxz blorp vrrr' });
  });

  it('records a WhatsApp turn, with the text capped at 500 characters', async () => {
    const phone = `+9198${String(Date.now()).slice(-8)}`;
    const whatsapp = new WhatsAppSender(offline.url, phone, 'Suresh');
    const long = `doctor ${'a'.repeat(700)}`;
    expect((await whatsapp.send(long)).status).toBe(200);
    const rows = await turnsOf(offline, await conversationOf(offline, { address: phone }), 1);
    expect(rows[0]).toMatchObject({ channel: 'whatsapp', model: 'mitra-offline-1' });
    expect(rows[0]!.userText).toHaveLength(500);
  });

  it('records the remote model by its id, and a failed turn as an error', async () => {
    const { handler } = scriptedOpenAi(() => ({ text: 'Hello! How can I help?' }));
    mock.use(handler);
    const { client, user } = await signedUpClient(remote.url);
    const chat = new ChatClient(client);
    await chat.send('hello there');
    mock.resetHandlers();
    mock.use(
      http.post(`${fakeOpenAiBase}/chat/completions`, () =>
        HttpResponse.json({ error: { message: 'overloaded', type: 'server_error' } }, { status: 500 }),
      ),
    );
    const failed = await chat.send('find a doctor');
    expect(failed.text).toContain('trouble');
    const rows = await turnsOf(remote, await conversationOf(remote, { userId: user.id }), 2);
    expect(rows.map((row) => [row.model, row.outcome])).toEqual([
      ['gpt-4o-mini', 'answered'],
      ['gpt-4o-mini', 'error'],
    ]);
    expect(rows[1]!.replyText).toContain('trouble');
  });
});

describe('the agents page API', () => {
  it('groups misses by the normalised message (case, spaces and digits), most frequent first, with the messages', async () => {
    const { client: admin } = await signedInAdmin(offline.ctx.db, offline.url);
    const now = Date.now();
    const row = (userText: string, outcome: string, minutesAgo: number) => ({
      channel: 'whatsapp' as const,
      locale: 'en' as const,
      model: 'mitra-offline-1',
      outcome,
      userText,
      replyText: 'Sorry, I did not get that.',
      durationMs: 12,
      createdAt: new Date(now - minutesAgo * 60_000),
    });
    // Letters only: digits would be normalised to #.
    const marker = `zebra${String(now).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}`;
    await offline.ctx.db
      .insert(agentTurns)
      .values([
        row(`Book ${marker} at 2 PM`, 'not_understood', 30),
        row(`  book ${marker}   at 11 pm `, 'not_understood', 20),
        row(`BOOK ${marker} AT ४ PM`, 'error', 10),
        row(`cancel ${marker}`, 'not_understood', 5),
        row(`book ${marker} at 9 pm`, 'answered', 1),
      ]);
    const response = await admin.get('/api/admin/agents/misses?pageSize=100');
    expect(response.status).toBe(200);
    const ours = response.body.items.filter((item: { text: string }) => item.text.includes(marker));
    expect(ours.map((item: { text: string; count: number }) => [item.text, item.count])).toEqual([
      [`book ${marker} at # pm`, 3],
      [`cancel ${marker}`, 1],
    ]);
    expect(ours[0].errors).toBe(1);
    expect(ours[0].messages.map((message: { userText: string }) => message.userText)).toEqual([
      `BOOK ${marker} AT ४ PM`,
      `  book ${marker}   at 11 pm `,
      `Book ${marker} at 2 PM`,
    ]);
    expect(new Date(ours[0].lastSeen).getTime()).toBeCloseTo(now - 10 * 60_000, -3);
  });

  it('sums conversations by channel and language, bookings Mitra made, and turns per model', async () => {
    const { client: admin } = await signedInAdmin(offline.ctx.db, offline.url);
    const overview = await admin.get('/api/admin/agents/overview');
    expect(overview.status).toBe(200);
    expect(overview.body.conversations).toContainEqual(expect.objectContaining({ channel: 'web', locale: 'en' }));
    expect(overview.body.turns.some((row: { model: string; outcome: string }) => row.model === 'mitra-offline-1')).toBe(true);
    expect(Array.isArray(overview.body.bookings)).toBe(true);
    expect((await admin.get('/api/admin/agents/overview?from=2026-02-01&to=2026-01-01')).status).toBe(400);
  });

  it('is for admins only', async () => {
    const { client } = await signedUpClient(offline.url);
    expect((await new ApiClient(offline.url).get('/api/admin/agents/misses')).status).toBe(401);
    expect((await client.get('/api/admin/agents/overview')).status).toBe(403);
  });
});
