import { eq, inArray } from 'drizzle-orm';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '#api/core/context.ts';
import { runOutboxOnce } from '#api/services/messaging/outbox-worker.ts';
import { enqueueMessage, type OutgoingMessage } from '#api/services/messaging/outbox.ts';
import { outbox, profiles, user } from '#db/schema/index.ts';
import { postSignedForm } from '#tests/support/twilio-webhook.ts';
import { testAccountSid, testAuthToken, twilioEnv, twilioMessagesMock } from '#tests/support/twilio-rest-mock.ts';
import { startTestServer, testOrigin, type TestServer } from '#tests/support/test-server.ts';
import { makeProvider } from '#tests/factories/catalog.ts';

const mock = setupServer();
let server: TestServer;
let clock = new Date(Date.now() + 60_000);
let ctx: AppContext;

beforeAll(async () => {
  mock.listen({ onUnhandledFrame: 'bypass' });
  server = await startTestServer({ env: { ...twilioEnv, OUTBOX_MAX_ATTEMPTS: '3' }, now: () => clock });
  ctx = server.ctx;
});
afterEach(() => mock.resetHandlers());
afterAll(async () => {
  mock.close();
  await server.close();
});

let phoneCounter = 0;
const nextPhone = () => `+9197000${String(++phoneCounter).padStart(5, '0')}`;

async function queue(message: Partial<OutgoingMessage> = {}) {
  const row = await enqueueMessage(ctx, ctx.db, {
    channel: 'whatsapp',
    to: nextPhone(),
    body: 'Namaste from BookMitra',
    kind: 'test',
    ...message,
  });
  expect(row?.status).toBe('pending');
  return row!;
}

const rowOf = async (id: string) => (await ctx.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;

describe('outbox worker → Twilio REST API', () => {
  it('sends a WhatsApp message as Twilio expects it and records the message id', async () => {
    const twilio = twilioMessagesMock();
    mock.use(twilio.handler);
    const row = await queue({ body: 'आपकी बुकिंग पक्की है।' });

    const summary = await runOutboxOnce(ctx);
    expect(summary).toMatchObject({ claimed: 1, sent: 1 });
    expect(twilio.requests).toEqual([
      {
        accountSid: testAccountSid,
        username: testAccountSid,
        password: testAuthToken,
        fields: {
          From: 'whatsapp:+14155238886',
          To: `whatsapp:${row.to}`,
          Body: 'आपकी बुकिंग पक्की है।',
          StatusCallback: `${testOrigin}/webhooks/twilio/status`,
        },
      },
    ]);
    const sent = await rowOf(row.id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, providerMessageId: 'SM00000000000000000000000000000001', lastError: null });
    expect(sent.sentAt).toEqual(clock);
  });

  it('calls the REST API at TWILIO_API_URL when one is configured (a Twilio-compatible double)', async () => {
    const twilio = twilioMessagesMock(undefined, 'https://twilio.test');
    mock.use(twilio.handler);
    const row = await queue();
    const elsewhere: AppContext = { ...ctx, config: { ...ctx.config, TWILIO_API_URL: 'https://twilio.test/' } };
    expect(await runOutboxOnce(elsewhere)).toMatchObject({ claimed: 1, sent: 1 });
    expect(twilio.requests).toHaveLength(1);
    expect(await rowOf(row.id)).toMatchObject({ status: 'sent' });
  });

  it('sends SMS from the SMS number and a template by ContentSid without a Body', async () => {
    const twilio = twilioMessagesMock();
    mock.use(twilio.handler);
    const sms = await queue({ channel: 'sms', body: 'Reminder' });
    const template = await queue({ contentSid: 'HX0123', contentVariables: { 1: 'Dr. Rao', 2: 'Tue 10:00 am' } });
    await runOutboxOnce(ctx);
    const byTo = Object.fromEntries(twilio.requests.map((request) => [request.fields.To, request.fields]));
    expect(byTo[sms.to]).toEqual({
      From: '+15005550006',
      To: sms.to,
      Body: 'Reminder',
      StatusCallback: `${testOrigin}/webhooks/twilio/status`,
    });
    expect(byTo[`whatsapp:${template.to}`]).toEqual({
      From: 'whatsapp:+14155238886',
      To: `whatsapp:${template.to}`,
      ContentSid: 'HX0123',
      ContentVariables: JSON.stringify({ 1: 'Dr. Rao', 2: 'Tue 10:00 am' }),
      StatusCallback: `${testOrigin}/webhooks/twilio/status`,
    });
  });

  it('retries a Twilio 500 after a backoff, then succeeds', async () => {
    const twilio = twilioMessagesMock((_, call) => (call === 1 ? { status: 500 } : { status: 201 }));
    mock.use(twilio.handler);
    const row = await queue();

    expect(await runOutboxOnce(ctx)).toMatchObject({ claimed: 1, retried: 1 });
    const waiting = await rowOf(row.id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringMatching(/^Twilio 500/) });
    expect(waiting.sendAt.getTime()).toBe(clock.getTime() + 30_000);

    expect(await runOutboxOnce(ctx)).toMatchObject({ claimed: 0 });
    clock = new Date(clock.getTime() + 31_000);
    expect(await runOutboxOnce(ctx)).toMatchObject({ claimed: 1, sent: 1 });
    expect(await rowOf(row.id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(twilio.requests).toHaveLength(2);
  });

  it("ends a permanent refusal in the failed state with Twilio's error kept", async () => {
    mock.use(twilioMessagesMock(() => ({ status: 400, code: 21211, message: "The 'To' number is not a valid phone number." })).handler);
    const row = await queue();
    expect(await runOutboxOnce(ctx)).toMatchObject({ failed: 1 });
    expect(await rowOf(row.id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: "Twilio 400: 21211 The 'To' number is not a valid phone number.",
    });
  });

  it('gives up after OUTBOX_MAX_ATTEMPTS momentary failures', async () => {
    const twilio = twilioMessagesMock(() => ({ status: 503, message: 'Service Unavailable' }));
    mock.use(twilio.handler);
    const row = await queue();
    for (let attempt = 0; attempt < 3; attempt++) {
      await runOutboxOnce(ctx);
      clock = new Date(clock.getTime() + 3_600_000);
    }
    expect(await rowOf(row.id)).toMatchObject({ status: 'failed', attempts: 3, lastError: 'Twilio 503: 20500 Service Unavailable' });
    expect(await runOutboxOnce(ctx)).toMatchObject({ claimed: 0 });
    expect(twilio.requests).toHaveLength(3);
  });

  it('closes messages to a client who wrote STOP with a visible reason, but still sends their OTP', async () => {
    const twilio = twilioMessagesMock();
    mock.use(twilio.handler);
    const { userId } = await makeProvider(ctx.db);
    const phone = nextPhone();
    await ctx.db.update(user).set({ phoneNumber: phone }).where(eq(user.id, userId));
    await ctx.db.update(profiles).set({ messagingOptOut: true }).where(eq(profiles.userId, userId));
    const notice = await queue({ to: phone, kind: 'booking_confirmed', userId });
    const otp = await queue({ channel: 'sms', to: phone, kind: 'otp' });

    expect(await runOutboxOnce(ctx)).toMatchObject({ optedOut: 1, sent: 1 });
    expect(await rowOf(notice.id)).toMatchObject({ status: 'cancelled', lastError: 'recipient opted out (STOP)' });
    expect(await rowOf(otp.id)).toMatchObject({ status: 'sent' });
    expect(twilio.requests.map((request) => request.fields.To)).toEqual([phone]);
  });

  it('keeps a message as unsent (and prints it) when the channel has no transport', async () => {
    const row = await enqueueMessage({ ...ctx, config: { ...ctx.config, TWILIO_SMS_FROM: undefined } }, ctx.db, {
      channel: 'sms',
      to: nextPhone(),
      body: 'x',
      kind: 'test',
    });
    expect(row?.status).toBe('unsent');
    expect(await runOutboxOnce(ctx)).toMatchObject({ claimed: 0 });
  });
});

describe('POST /webhooks/twilio/status', () => {
  const callback = (fields: Record<string, string>, token = testAuthToken) =>
    postSignedForm(server.url, '/webhooks/twilio/status', { AccountSid: testAccountSid, ...fields }, { token });

  it("moves the row forward by Twilio message id, never backwards, and keeps a failure's error code", async () => {
    mock.use(twilioMessagesMock().handler);
    const first = await queue();
    const second = await queue();
    await runOutboxOnce(ctx);
    const [a, b] = [await rowOf(first.id), await rowOf(second.id)];

    expect((await callback({ MessageSid: a.providerMessageId!, MessageStatus: 'delivered' })).status).toBe(204);
    await callback({ MessageSid: a.providerMessageId!, MessageStatus: 'sent' });
    expect(await rowOf(a.id)).toMatchObject({ status: 'delivered' });
    await callback({ MessageSid: a.providerMessageId!, MessageStatus: 'read' });
    expect(await rowOf(a.id)).toMatchObject({ status: 'read' });

    await callback({ MessageSid: b.providerMessageId!, MessageStatus: 'undelivered', ErrorCode: '63016' });
    expect(await rowOf(b.id)).toMatchObject({ status: 'failed', lastError: 'Twilio undelivered (error 63016)' });
  });

  it('refuses an unsigned callback with 403 and changes nothing', async () => {
    mock.use(twilioMessagesMock().handler);
    const row = await queue();
    await runOutboxOnce(ctx);
    const sent = await rowOf(row.id);
    const forged = await callback({ MessageSid: sent.providerMessageId!, MessageStatus: 'failed' }, 'wrong-token');
    expect(forged.status).toBe(403);
    expect(await rowOf(row.id)).toMatchObject({ status: 'sent' });
  });
});

describe('concurrent workers', () => {
  it('two workers on one database send each message exactly once', async () => {
    const twilio = twilioMessagesMock();
    mock.use(twilio.handler);
    const rows = await Promise.all(Array.from({ length: 40 }, () => queue()));
    // On a PostgreSQL server the second worker has its own connection pool, as a second process would.
    const { createDatabase } = await import('#db/client.ts');
    const second = server.database.url ? await createDatabase({ url: server.database.url, driver: 'pg', poolSize: 4 }) : undefined;
    const other: AppContext = second ? { ...ctx, db: second.db, database: second } : ctx;
    try {
      const drain = async (workerCtx: AppContext) => {
        for (let run = 0; run < 10; run++) await runOutboxOnce(workerCtx, undefined, { batchSize: 3 });
      };
      await Promise.all([drain(ctx), drain(other), drain(ctx), drain(other)]);
    } finally {
      await second?.close();
    }
    const tos = twilio.requests.map((request) => request.fields.To);
    expect(tos).toHaveLength(40);
    expect(new Set(tos).size).toBe(40);
    const settled = await ctx.db
      .select()
      .from(outbox)
      .where(
        inArray(
          outbox.id,
          rows.map((row) => row.id),
        ),
      );
    expect(settled.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });
});
