import { count, eq } from 'drizzle-orm';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '#db/schema/index.ts';
import { signedUpClient } from '#tests/support/api-client.ts';
import { ChatClient } from '#tests/support/chat-client.ts';
import { fakeOpenAiBase, scriptedOpenAi } from '#tests/support/openai-mock.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { makeProvider } from '#tests/factories/catalog.ts';
import { istDay, istSlots, providerTomorrow } from './chat-fixtures.ts';

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

describe('Mitra on an OpenAI-compatible model (msw standing in for the Chat Completions API)', () => {
  it('runs the tool the model calls and streams the answer it writes from the result', async () => {
    await providerTomorrow(server.ctx.db, {
      name: 'Dr. Lakshmi Iyer',
      category: 'doctor',
      service: 'Consultation',
      times: ['10:00', '10:30'],
    });
    const tomorrow = istDay(1);
    const { handler, requests } = scriptedOpenAi((request) => {
      const last = request.messages.at(-1)!;
      if (last.role === 'tool') return { text: 'Dr. Lakshmi Iyer is free tomorrow at 10:00 and 10:30. Which one would you like?' };
      return { toolCall: { name: 'find_slots', arguments: { category: 'doctor', date: tomorrow } } };
    });
    mock.use(handler);
    const chat = new ChatClient((await signedUpClient(server.url)).client);

    const reply = await chat.send('any doctor free tomorrow?');
    expect(reply.text).toBe('Dr. Lakshmi Iyer is free tomorrow at 10:00 and 10:30. Which one would you like?');
    expect(reply.tools).toHaveLength(1);
    expect(reply.tools[0]).toMatchObject({
      name: 'find_slots',
      input: { category: 'doctor', date: tomorrow },
      output: { ok: true, date: tomorrow },
    });
    expect(reply.tools[0]!.output.options.map((option: { time: string }) => option.time)).toEqual(['10:00', '10:30']);
    expect(reply.suggestions.length).toBeGreaterThan(0);

    expect(requests).toHaveLength(2);
    expect(requests[0]!.authorization).toBe('Bearer sk-test-key');
    expect(requests[0]!.body).toMatchObject({ model: 'gpt-4o-mini', stream: true });
    expect(requests[0]!.body.messages[0]).toMatchObject({ role: 'system' });
    expect(requests[0]!.body.tools!.map((tool) => tool.function.name).sort()).toEqual([
      'book_slot',
      'cancel_booking',
      'check_quota',
      'find_slots',
      'join_waitlist',
      'list_bookings',
      'raise_complaint',
      'reschedule_booking',
      'search_catalog',
    ]);
    const toolMessage = requests[1]!.body.messages.find((message) => message.role === 'tool')!;
    expect(JSON.parse(String(toolMessage.content))).toMatchObject({ ok: true, date: tomorrow });
  });

  it('refuses book_slot when the user has not confirmed the slot, and books nothing', async () => {
    const { slots } = await providerTomorrow(server.ctx.db, {
      name: 'Dr. Hasty Model',
      category: 'doctor',
      service: 'Consultation',
      times: ['15:00'],
    });
    const { handler } = scriptedOpenAi((request) =>
      request.messages.at(-1)!.role === 'tool'
        ? { text: 'I need your confirmation first.' }
        : { toolCall: { name: 'book_slot', arguments: { slotId: slots[0]!.id } } },
    );
    mock.use(handler);
    const { client, user } = await signedUpClient(server.url);

    const reply = await new ChatClient(client).send('show me doctors');
    expect(reply.tools[0]).toMatchObject({ name: 'book_slot', output: { ok: false, reason: 'not_confirmed' } });
    const [row] = await server.ctx.db.select({ n: count() }).from(bookings).where(eq(bookings.userId, user.id));
    expect(row!.n).toBe(0);
  });

  it("answers with the spec's failure reply and its two ways out when the model server fails", async () => {
    mock.use(
      http.post(`${fakeOpenAiBase}/chat/completions`, () =>
        HttpResponse.json({ error: { message: 'overloaded', type: 'server_error' } }, { status: 500 }),
      ),
    );
    const reply = await new ChatClient((await signedUpClient(server.url)).client).send('find a doctor');
    expect(reply.text).toBe("I'm sorry, I'm having trouble right now. Please try again or use the manual search.");
    expect(reply.suggestions).toEqual(['Try manual search', 'Speak to support']);
  });

  it('gives the remote model the conversation so far on the next turn', async () => {
    const { handler, requests } = scriptedOpenAi(() => ({ text: 'Noted.' }));
    mock.use(handler);
    const chat = new ChatClient((await signedUpClient(server.url)).client);
    await chat.send('I need a dentist in Pune');
    await chat.send('what did I just ask for?');
    const contents = requests[1]!.body.messages.map((message) => `${message.role}: ${JSON.stringify(message.content)}`);
    expect(contents).toEqual([
      expect.stringMatching(/^system: /),
      expect.stringContaining('I need a dentist in Pune'),
      expect.stringContaining('Noted.'),
      expect.stringContaining('what did I just ask for?'),
    ]);
  });

  it("honours a remote model's city, price ceiling and kind of provider: only the Pune dentist under ₹500 is offered", async () => {
    const date = istDay(2);
    const at = (times: string[]) => istSlots(date, times);
    const cheap = await makeProvider(server.ctx.db, {
      name: 'Smile Pune Dental',
      category: 'doctor',
      specialty: 'Dentist',
      city: 'Pune',
      area: 'Kothrud',
      services: [{ name: 'Dental check-up', pricePaise: 39_900 }],
      slotStarts: at(['11:00']),
    });
    await makeProvider(server.ctx.db, {
      name: 'Costly Pune Dental',
      category: 'doctor',
      specialty: 'Dentist',
      city: 'Pune',
      area: 'Baner',
      services: [{ name: 'Dental check-up', pricePaise: 89_900 }],
      slotStarts: at(['11:00']),
    });
    await makeProvider(server.ctx.db, {
      name: 'Chennai Cheap Dental',
      category: 'doctor',
      specialty: 'Dentist',
      city: 'Chennai',
      services: [{ name: 'Dental check-up', pricePaise: 19_900 }],
      slotStarts: at(['11:00']),
    });
    await makeProvider(server.ctx.db, {
      name: 'Pune Skin Clinic',
      category: 'doctor',
      specialty: 'Dermatologist',
      city: 'Pune',
      services: [{ name: 'Skin consultation', pricePaise: 29_900 }],
      slotStarts: at(['11:00']),
    });
    await server.app.search.refresh();
    const call = { category: 'doctor', query: 'dentist', city: 'Pune', maxPricePaise: 50_000, date, time: '11:00' };
    const { handler, requests } = scriptedOpenAi((request) =>
      request.messages.at(-1)!.role === 'tool'
        ? { text: 'Smile Pune Dental in Kothrud, Pune is free at 11:00 for ₹399. Shall I book it?' }
        : { toolCall: { name: 'find_slots', arguments: call } },
    );
    mock.use(handler);

    const reply = await new ChatClient((await signedUpClient(server.url)).client).send(
      'dentist in Pune under ₹500 day after tomorrow at 11',
    );
    expect(reply.tools[0]).toMatchObject({ name: 'find_slots', input: call, output: { ok: true, date } });
    const offered = reply.tools[0]!.output.options as Array<{ providerId: string; city: string; area: string; pricePaise: number }>;
    expect(offered.map((option) => option.providerId)).toEqual([cheap.provider.id]);
    expect(offered[0]).toMatchObject({ city: 'Pune', area: 'Kothrud', pricePaise: 39_900 });
    // The schema the model saw names the new parameters, so any OpenAI-compatible model can use them.
    const findSlots = requests[0]!.body.tools!.find((tool) => tool.function.name === 'find_slots')!;
    expect(Object.keys((findSlots.function.parameters as { properties: Record<string, unknown> }).properties)).toEqual(
      expect.arrayContaining(['city', 'area', 'maxPricePaise', 'language', 'sort', 'query']),
    );
  });
});
