/**
 * Issue 24 point 5: the chat's confirm button says yes in the UI's language. On a remote model too,
 * book_slot's guard (the same NLU as offline) must take that word as the user's yes, and its no as no.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { signedUpClient } from '#tests/support/api-client.ts';
import { ChatClient } from '#tests/support/chat-client.ts';
import { fakeOpenAiBase, scriptedOpenAi } from '#tests/support/openai-mock.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { istDay, providerTomorrow } from './chat-fixtures.ts';

const mock = setupServer();
let server: TestServer;

beforeAll(async () => {
  mock.listen({ onUnhandledFrame: 'bypass' });
  server = await startTestServer({ env: { OPENAI_API_KEY: 'sk-test-key', OPENAI_BASE_URL: fakeOpenAiBase, AI_MODEL: 'gpt-4o-mini' } });
});
afterEach(() => mock.resetHandlers());
afterAll(async () => {
  await server.close();
  mock.close();
});

describe("the confirm and decline buttons' words on a remote model", () => {
  it.each([
    ['Hindi', 'हाँ', true],
    ['Tamil', 'ஆம்', true],
    ['Hindi', 'नहीं', false],
    ['Tamil', 'வேண்டாம்', false],
  ])('%s "%s": book_slot books only on the yes', async (_language, word, books) => {
    const { provider, slots } = await providerTomorrow(server.ctx.db, {
      name: `Dr. Remote ${word}`,
      category: 'doctor',
      service: 'Consultation',
      times: ['11:00'],
    });
    let turn = 0;
    const { handler } = scriptedOpenAi((request) => {
      if (request.messages.at(-1)!.role === 'tool') return { text: turn === 1 ? 'Shall I book 11:00?' : 'Done.' };
      turn += 1;
      // The model books on the second turn whatever the user said: the guard decides.
      return turn === 1
        ? { toolCall: { name: 'find_slots', arguments: { providerId: provider.id, date: istDay(1) } } }
        : { toolCall: { name: 'book_slot', arguments: { slotId: slots[0]!.id } } };
    });
    mock.use(handler);
    const chat = new ChatClient((await signedUpClient(server.url)).client);
    const offered = await chat.send('doctor tomorrow at 11');
    expect(offered.tools[0]).toMatchObject({ name: 'find_slots', output: { ok: true } });
    const answered = await chat.send(word);
    const output = answered.tools.find((tool) => tool.name === 'book_slot')?.output;
    expect(output).toMatchObject(books ? { ok: true } : { ok: false, reason: 'not_confirmed' });
  });
});
