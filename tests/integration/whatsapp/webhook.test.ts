import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationMessages, conversations, inboundMessages, outbox, profiles, user } from '#db/schema/index.ts';
import { postSignedForm, whatsappFields, WhatsAppSender } from '#tests/support/twilio-webhook.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function counts() {
  const db = server.ctx.db;
  const [[inbound], [users], [convs], [messages]] = await Promise.all([
    db.select({ n: count() }).from(inboundMessages),
    db.select({ n: count() }).from(user),
    db.select({ n: count() }).from(conversations),
    db.select({ n: count() }).from(conversationMessages),
  ]);
  return { inbound: inbound!.n, users: users!.n, conversations: convs!.n, messages: messages!.n };
}

async function accountOf(phone: string) {
  const [row] = await server.ctx.db.select().from(user).where(eq(user.phoneNumber, phone));
  return row;
}

describe('POST /webhooks/twilio: signature', () => {
  it('refuses a forged, a missing and a tampered signature with 403 and stores nothing', async () => {
    const before = await counts();
    const fields = whatsappFields('+919800000001', 'hi');

    const forged = await postSignedForm(server.url, '/webhooks/twilio', fields, { token: 'not-the-token' });
    const missing = await postSignedForm(server.url, '/webhooks/twilio', fields, { signature: null });
    const signed = await postSignedForm(server.url, '/webhooks/twilio', { ...fields, Body: 'hi' }, { signature: undefined });
    expect(signed.status).toBe(200);
    const tampered = await fetch(`${server.url}/webhooks/twilio`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': 'AAAA' },
      body: new URLSearchParams({ ...fields, MessageSid: 'SMother', Body: 'book everything' }).toString(),
    });

    for (const response of [forged, missing]) {
      expect(response.status).toBe(403);
      expect(JSON.parse(response.body)).toEqual({ error: { code: 'forbidden', message: 'Invalid Twilio signature.' } });
    }
    expect(tampered.status).toBe(403);
    const after = await counts();
    // Only the one properly signed post left a trace.
    expect(after.inbound).toBe(before.inbound + 1);
    expect(after.users).toBe(before.users + 1);
  });

  it('signs against PUBLIC_URL, not the address the request reached', async () => {
    const fields = whatsappFields('+919800000002', 'hi');
    const { twilioSignature, devTwilioAuthToken } = await import('#api/services/messaging/twilio-signature.ts');
    const localSignature = twilioSignature(devTwilioAuthToken, `${server.url}/webhooks/twilio`, fields);
    const response = await postSignedForm(server.url, '/webhooks/twilio', fields, { signature: localSignature });
    expect(response.status).toBe(403);
  });
});

describe('POST /webhooks/twilio: first contact and idempotency', () => {
  it('creates a client from an unknown number, named from ProfileName, with a WhatsApp conversation, and answers in TwiML', async () => {
    const phone = '+919811111111';
    const reply = await new WhatsAppSender(server.url, phone, 'Ravi Kumar').send('hi');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?><Response><Message>/);
    expect(reply.messages).toHaveLength(1);
    expect(reply.messages[0]!.length).toBeGreaterThan(0);

    const account = await accountOf(phone);
    expect(account).toMatchObject({ name: 'Ravi Kumar', role: 'user', phoneNumber: phone, phoneNumberVerified: true });
    const [profile] = await server.ctx.db.select().from(profiles).where(eq(profiles.userId, account!.id));
    expect(profile).toMatchObject({ fullName: 'Ravi Kumar', contactPhone: phone, messagingOptOut: false });
    const [conversation] = await server.ctx.db.select().from(conversations).where(eq(conversations.address, phone));
    expect(conversation).toMatchObject({ channel: 'whatsapp', userId: account!.id });
    expect(conversation!.lastInboundAt).not.toBeNull();
    const stored = await server.ctx.db.select().from(conversationMessages).where(eq(conversationMessages.conversationId, conversation!.id));
    expect(stored.map((message) => message.role).sort()).toEqual(['assistant', 'user']);
  });

  it('processes one MessageSid once when Twilio posts it 5 times at once', async () => {
    const phone = '+919822222222';
    const fields = whatsappFields(phone, 'hello');
    const replies = await Promise.all(Array.from({ length: 5 }, () => postSignedForm(server.url, '/webhooks/twilio', fields)));
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200, 200]);
    expect(replies.filter((reply) => reply.messages.length > 0)).toHaveLength(1);
    expect(replies.filter((reply) => reply.body.includes('<Response/>'))).toHaveLength(4);

    const [conversation] = await server.ctx.db.select().from(conversations).where(eq(conversations.address, phone));
    const stored = await server.ctx.db.select().from(conversationMessages).where(eq(conversationMessages.conversationId, conversation!.id));
    expect(stored).toHaveLength(2);
    const inbound = await server.ctx.db.select().from(inboundMessages).where(eq(inboundMessages.id, fields.MessageSid!));
    expect(inbound).toMatchObject([{ channel: 'whatsapp', fromAddress: phone, conversationId: conversation!.id }]);
  });

  it('treats a plain number as SMS, in a conversation of its own', async () => {
    const phone = '+919833333333';
    const fields = { ...whatsappFields(phone, 'hi'), From: phone, To: '+15005550006' };
    const reply = await postSignedForm(server.url, '/webhooks/twilio', fields);
    expect(reply.status).toBe(200);
    expect(reply.messages).toHaveLength(1);
    const [conversation] = await server.ctx.db.select().from(conversations).where(eq(conversations.address, phone));
    expect(conversation).toMatchObject({ channel: 'sms' });
  });

  it('rejects a sender that is not a phone number with 400 after the signature check', async () => {
    const reply = await postSignedForm(server.url, '/webhooks/twilio', {
      ...whatsappFields('+919800000009', 'hi'),
      From: 'whatsapp:nobody',
    });
    expect(reply.status).toBe(400);
    expect(JSON.parse(reply.body).error.code).toBe('invalid_request');
  });
});

describe('POST /webhooks/twilio: media, STOP and START', () => {
  it('tells a deactivated client so, and runs no turn', async () => {
    const phone = '+919866600000';
    const sender = new WhatsAppSender(server.url, phone);
    await sender.send('', { NumMedia: '1' });
    const account = await accountOf(phone);
    await server.ctx.db.update(profiles).set({ isActive: false }).where(eq(profiles.userId, account!.id));
    const reply = await sender.send('book a doctor tomorrow');
    expect(reply.messages).toEqual([expect.stringMatching(/account is inactive/)]);
    const [conversation] = await server.ctx.db.select().from(conversations).where(eq(conversations.address, phone));
    expect(
      await server.ctx.db.select().from(conversationMessages).where(eq(conversationMessages.conversationId, conversation!.id)),
    ).toHaveLength(0);
  });

  it('answers a media-only message with a polite text and runs no turn', async () => {
    const phone = '+919844444444';
    const reply = await new WhatsAppSender(server.url, phone).send('', {
      NumMedia: '1',
      MediaUrl0: 'https://api.twilio.com/media/1',
      MediaContentType0: 'image/jpeg',
    });
    expect(reply.messages).toEqual([expect.stringMatching(/only read text messages/)]);
    const [conversation] = await server.ctx.db.select().from(conversations).where(eq(conversations.address, phone));
    const stored = await server.ctx.db.select().from(conversationMessages).where(eq(conversationMessages.conversationId, conversation!.id));
    expect(stored).toHaveLength(0);
  });

  it('STOP opts the client out and START opts them back in, in their language', async () => {
    const phone = '+919855555555';
    const sender = new WhatsAppSender(server.url, phone);
    await sender.send('hi');
    const account = await accountOf(phone);

    const stop = await sender.send('STOP');
    expect(stop.messages).toEqual([expect.stringMatching(/won't get any more reminders/)]);
    const optedOut = async () => (await server.ctx.db.select().from(profiles).where(eq(profiles.userId, account!.id)))[0]!.messagingOptOut;
    expect(await optedOut()).toBe(true);

    const start = await sender.send('शुरू');
    expect(start.messages).toEqual([expect.stringMatching(/फिर से चालू/)]);
    expect(await optedOut()).toBe(false);

    const tamilStop = await sender.send('நிறுத்து');
    expect(tamilStop.messages[0]).toMatch(/START/);
    expect(await optedOut()).toBe(true);
    const stored = await server.ctx.db.select({ n: count() }).from(outbox).where(eq(outbox.to, phone));
    expect(stored[0]!.n).toBe(0);
  });
});
