import { eq } from 'drizzle-orm';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '#db/schema/index.ts';
import { signedUpClient } from '#tests/support/api-client.ts';
import { ChatClient } from '#tests/support/chat-client.ts';
import { fakeOpenAiBase, scriptedOpenAi } from '#tests/support/openai-mock.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { hybridEnv, memoryClinics, unknownToOffline } from './hybrid-fixtures.ts';
import { providerTomorrow } from './chat-fixtures.ts';

const mock = setupServer();
let server: TestServer;

beforeAll(async () => {
  mock.listen({ onUnhandledFrame: 'bypass' });
  server = await startTestServer({ env: hybridEnv });
});
afterEach(() => mock.resetHandlers());
afterAll(async () => {
  await server.close();
  mock.close();
});

describe('AI_MODE=hybrid on the web chat (msw standing in for the Chat Completions API)', () => {
  it('answers a message the offline model understands without calling the remote model', async () => {
    await providerTomorrow(server.ctx.db, {
      name: 'Dr. Offline Enough',
      category: 'doctor',
      service: 'Consultation',
      times: ['10:00', '10:30'],
    });
    await server.app.search.refresh();
    const { handler, requests } = scriptedOpenAi(() => ({ text: 'The remote model should not be asked.' }));
    mock.use(handler);
    const chat = new ChatClient((await signedUpClient(server.url)).client);

    const reply = await chat.send('doctor tomorrow at 10 am');
    expect(reply.model).toBe('offline');
    expect(reply.tools.map((tool) => tool.name)).toEqual(['find_slots']);
    expect(reply.text).toContain('Dr. Offline Enough');
    expect(requests).toHaveLength(0);
  });

  it('hands a message it does not understand to the remote model, whose find_slots with a city and a price ceiling runs; the next turn is offline again and books', async () => {
    const clinics = await memoryClinics(server.ctx.db);
    await server.app.search.refresh();
    const { handler, requests } = scriptedOpenAi((request) =>
      request.messages.at(-1)!.role === 'tool'
        ? { text: `${clinics.cheap.provider.name} in Kothrud, Pune has 11:00 for ₹500. Shall I book it?` }
        : { toolCall: { name: 'find_slots', arguments: clinics.call } },
    );
    mock.use(handler);
    const { client, user } = await signedUpClient(server.url);
    const chat = new ChatClient(client);

    const handed = await chat.send(unknownToOffline);
    expect(handed.model).toBe('remote');
    expect(handed.tools[0]).toMatchObject({ name: 'find_slots', input: clinics.call, output: { ok: true, date: clinics.date } });
    const offered = handed.tools[0]!.output.options as Array<{ providerId: string; city: string; pricePaise: number }>;
    expect(offered.map((option) => option.providerId)).toEqual([clinics.cheap.provider.id]);
    expect(handed.text).toBe(`${clinics.cheap.provider.name} in Kothrud, Pune has 11:00 for ₹500. Shall I book it?`);
    // The remote model saw the same tools and the same system prompt the offline model runs under.
    expect(requests[0]!.body.tools!.map((tool) => tool.function.name)).toContain('find_slots');
    expect(requests[0]!.body.messages[0]).toMatchObject({ role: 'system' });
    expect(requests).toHaveLength(2);

    // The offers the remote model's tool call found are the conversation's: the offline model books from them.
    const booked = await chat.send('the first one, yes book it');
    expect(booked.model).toBe('offline');
    expect(booked.tools.map((tool) => tool.name)).toEqual(['book_slot']);
    expect(booked.tools[0]!.output).toMatchObject({ ok: true });
    expect(requests).toHaveLength(2);
    const rows = await server.ctx.db.select().from(bookings).where(eq(bookings.userId, user.id));
    expect(rows.map((row) => row.slotId)).toEqual([clinics.cheap.slots[0]!.id]);
  });

  it('gives the usual failure reply, not an error, when the remote model fails on a handed-over turn', async () => {
    mock.use(
      http.post(`${fakeOpenAiBase}/chat/completions`, () =>
        HttpResponse.json({ error: { message: 'overloaded', type: 'server_error' } }, { status: 500 }),
      ),
    );
    const reply = await new ChatClient((await signedUpClient(server.url)).client).send(unknownToOffline);
    expect(reply.model).toBe('remote');
    expect(reply.text).toBe("I'm sorry, I'm having trouble right now. Please try again or use the manual search.");
    expect(reply.suggestions).toEqual(['Try manual search', 'Speak to support']);
  });
});
