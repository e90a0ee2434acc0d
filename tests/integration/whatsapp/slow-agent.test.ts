import { serve, type ServerType } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '#api/core/context.ts';
import { createErrorHandler } from '#api/middleware/error-handler.ts';
import { createTwilioWebhookRoutes } from '#api/routes/webhooks/twilio.routes.ts';
import type { AgentTurnInput, RunAgentTurn } from '#api/services/messaging/agent-turn.ts';
import { outbox } from '#db/schema/index.ts';
import { WhatsAppSender, postSignedForm, whatsappFields } from '#tests/support/twilio-webhook.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';

// The webhook plumbing with a stand-in for Mitra whose speed and length the test controls.
let server: TestServer;
let listener: ServerType;
let baseUrl: string;
let agent: RunAgentTurn;
const seen: AgentTurnInput[] = [];

beforeAll(async () => {
  server = await startTestServer({ env: { TWILIO_REPLY_DEADLINE_MS: '200' } });
  const ctx: AppContext = server.ctx;
  const app = new Hono();
  app.onError(createErrorHandler(ctx.logger));
  app.route(
    '/webhooks/twilio',
    createTwilioWebhookRoutes(ctx, (input) => agent(input)),
  );
  await new Promise<void>((resolve) => {
    listener = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
      baseUrl = `http://127.0.0.1:${info.port}`;
      resolve();
    });
  });
});
afterAll(async () => {
  await new Promise<void>((resolve) => listener.close(() => resolve()));
  await server.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the reply deadline and long replies', () => {
  it('acknowledges at once when Mitra is slower than the deadline, then queues the answer for the REST API', async () => {
    let agentFinished = false;
    agent = async (input) => {
      seen.push(input);
      await sleep(2500);
      agentFinished = true;
      return { text: 'कल सुबह 10 बजे का स्लॉट खाली है।', suggestions: [], locale: 'hi' };
    };
    const phone = '+919866666666';
    const sender = new WhatsAppSender(baseUrl, phone);
    // A media message first: the account exists and the path is warm, so only the deadline is measured.
    await sender.send('', { NumMedia: '1' });
    const reply = await sender.send('kal doctor chahiye');
    expect(agentFinished).toBe(false);
    expect(reply.messages).toEqual([expect.stringMatching(/one moment/)]);
    expect(seen.at(-1)).toMatchObject({ channel: 'whatsapp', text: 'kal doctor chahiye', user: { phoneNumber: phone, role: 'user' } });

    await expect.poll(async () => server.ctx.db.select().from(outbox).where(eq(outbox.to, phone)), { timeout: 6000 }).toHaveLength(1);
    const [queued] = await server.ctx.db.select().from(outbox).where(eq(outbox.to, phone));
    // No Twilio credentials in this run: kept as unsent (printed), never lost.
    expect(queued).toMatchObject({ channel: 'whatsapp', kind: 'agent_reply', body: 'कल सुबह 10 बजे का स्लॉट खाली है।', status: 'unsent' });
  });

  it('splits a long WhatsApp reply into messages of at most 1,600 characters, and an SMS reply into shorter ones', async () => {
    const line = 'नमस्ते, यह एक लंबा जवाब है जो कई हिस्सों में बँटेगा।';
    const text = Array.from({ length: 80 }, (_, index) => `${index + 1}. ${line}`).join('\n');
    agent = async () => ({ text, suggestions: [], locale: 'hi' });

    const whatsapp = await new WhatsAppSender(baseUrl, '+919877777777').send('list');
    expect(whatsapp.messages.length).toBeGreaterThan(2);
    for (const message of whatsapp.messages) expect([...message].length).toBeLessThanOrEqual(1600);
    expect(whatsapp.messages.join('\n')).toBe(text);

    const sms = await postSignedForm(baseUrl, '/webhooks/twilio', { ...whatsappFields('+919877777778', 'list'), From: '+919877777778' });
    expect(sms.messages.length).toBeGreaterThan(whatsapp.messages.length);
    for (const message of sms.messages) expect([...message].length).toBeLessThanOrEqual(480);
    expect(sms.messages.join('\n')).toBe(text);
  });

  it('answers with an apology, not a 500, when Mitra fails', async () => {
    agent = async () => {
      throw new Error('model exploded');
    };
    const reply = await new WhatsAppSender(baseUrl, '+919888888888').send('hi');
    expect(reply.status).toBe(200);
    expect(reply.messages).toEqual([expect.stringMatching(/something went wrong/)]);
  });
});
