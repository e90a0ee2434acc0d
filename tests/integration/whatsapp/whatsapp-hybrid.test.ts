import { eq } from 'drizzle-orm';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '#db/schema/index.ts';
import { fakeOpenAiBase, scriptedOpenAi } from '#tests/support/openai-mock.ts';
import { WhatsAppSender } from '#tests/support/twilio-webhook.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { providerTomorrow } from '../chat/chat-fixtures.ts';
import { hybridEnv, memoryClinics, unknownToOffline } from '../chat/hybrid-fixtures.ts';

const mock = setupServer();
let server: TestServer;

beforeAll(async () => {
  mock.listen({ onUnhandledFrame: 'bypass' });
  server = await startTestServer({ env: hybridEnv });
});
afterEach(() => mock.resetHandlers());
afterAll(async () => {
  mock.close();
  await server.close();
});

describe('AI_MODE=hybrid on WhatsApp (msw standing in for the Chat Completions API)', () => {
  it('answers a message the offline model understands without calling the remote model', async () => {
    await providerTomorrow(server.ctx.db, { name: 'Green Hybrid Salon', category: 'salon', service: 'Haircut', times: ['17:00', '17:30'] });
    await server.app.search.refresh();
    const { handler, requests } = scriptedOpenAi(() => ({ text: 'The remote model should not be asked.' }));
    mock.use(handler);

    const reply = await new WhatsAppSender(server.url, '+919812399001').send('haircut tomorrow at 5 pm');
    expect(reply.status).toBe(200);
    expect(reply.messages.join('\n')).toContain('Green Hybrid Salon');
    expect(requests).toHaveLength(0);
  });

  it('hands a message it does not understand to the remote model; its offers carry into the offline turn that books by number', async () => {
    const clinics = await memoryClinics(server.ctx.db);
    await server.app.search.refresh();
    const remoteText = `1. ${clinics.cheap.provider.name}, Kothrud, Pune, 11:00, ₹500. Reply 1 to book.`;
    const { handler, requests } = scriptedOpenAi((request) =>
      request.messages.at(-1)!.role === 'tool' ? { text: remoteText } : { toolCall: { name: 'find_slots', arguments: clinics.call } },
    );
    mock.use(handler);
    const whatsapp = new WhatsAppSender(server.url, '+919812399002');

    const handed = await whatsapp.send(unknownToOffline);
    expect(handed.status).toBe(200);
    expect(handed.messages.join('\n')).toBe(remoteText);
    expect(requests).toHaveLength(2);
    expect(requests[0]!.body.stream).toBeFalsy();

    // On WhatsApp an offered option's number is the yes (DESIGN §5): the offline model books it.
    const booked = await whatsapp.send('1');
    expect(booked.status).toBe(200);
    expect(booked.messages.join('\n')).toContain(clinics.cheap.provider.name);
    expect(requests).toHaveLength(2);
    const rows = await server.ctx.db.select().from(bookings).where(eq(bookings.slotId, clinics.cheap.slots[0]!.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ channel: 'whatsapp', status: 'confirmed' });
  });

  it('gives the usual failure reply, not an error, when the remote model fails on a handed-over turn', async () => {
    mock.use(
      http.post(`${fakeOpenAiBase}/chat/completions`, () =>
        HttpResponse.json({ error: { message: 'overloaded', type: 'server_error' } }, { status: 500 }),
      ),
    );
    const reply = await new WhatsAppSender(server.url, '+919812399003').send(unknownToOffline);
    expect(reply.status).toBe(200);
    expect(reply.messages).toEqual(['Sorry, something went wrong on our side. Please send your message again in a minute.']);
  });
});
