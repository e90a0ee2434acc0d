import { and, eq } from 'drizzle-orm';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runOutboxOnce } from '#api/services/messaging/outbox-worker.ts';
import { bookings, notifications, outbox, profiles, user, type CategoryId } from '#db/schema/index.ts';
import { twilioEnv, twilioMessagesMock, testAccountSid, testAuthToken } from '#tests/support/twilio-rest-mock.ts';
import { WhatsAppSender, postSignedForm, whatsappFields } from '#tests/support/twilio-webhook.ts';
import { startTestServer, testOrigin, type TestServer } from '#tests/support/test-server.ts';
import { providerTomorrow } from '../chat/chat-fixtures.ts';

const mock = setupServer();
let server: TestServer;

beforeAll(async () => {
  mock.listen({ onUnhandledFrame: 'bypass' });
  // Twilio credentials set: booking messages are queued as pending and the worker sends them to msw's Twilio.
  server = await startTestServer({ env: { ...twilioEnv } });
});
afterEach(() => mock.resetHandlers());
afterAll(async () => {
  mock.close();
  await server.close();
});

const devanagari = /[\u0900-\u097F]/;
const tamil = /[\u0B80-\u0BFF]/;

type Case = {
  language: string;
  category: CategoryId;
  provider: string;
  providerPhone: string;
  service: string;
  times: string[];
  client: string;
  name: string;
  ask: string;
  yes: string;
  bookedTime: string;
  script: RegExp;
  confirmation: RegExp;
};

const cases: Case[] = [
  {
    language: 'Hindi',
    category: 'doctor',
    provider: 'Dr. Meera Joshi',
    providerPhone: '+919900000001',
    service: 'General consultation',
    times: ['09:30', '10:00', '10:30'],
    client: '+919812300001',
    name: 'Sunita Verma',
    ask: 'कल सुबह 10 बजे डॉक्टर चाहिए',
    yes: 'हाँ',
    bookedTime: '10:00',
    script: devanagari,
    confirmation: /^BookMitra: Dr\. Meera Joshi के साथ .* की आपकी अपॉइंटमेंट पक्की है।/,
  },
  {
    language: 'Tamil',
    category: 'salon',
    provider: 'Green Trends Salon',
    providerPhone: '+919900000002',
    service: 'Haircut',
    times: ['16:30', '17:00', '17:30'],
    client: '+919812300002',
    name: 'Karthik Raman',
    ask: 'நாளை மாலை 5 மணிக்கு ஹேர்கட்',
    yes: 'ஆம்',
    bookedTime: '17:00',
    script: tamil,
    confirmation: /^BookMitra: Green Trends Salon உடன் .* உங்கள் சந்திப்பு உறுதி/,
  },
];

describe('a whole booking by WhatsApp, from the first "hi" of an unknown number', () => {
  it.each(cases)('$language', async (c) => {
    const { slots, userId: providerUserId } = await providerTomorrow(server.ctx.db, {
      name: c.provider,
      category: c.category,
      service: c.service,
      times: c.times,
    });
    await server.ctx.db.update(profiles).set({ contactPhone: c.providerPhone }).where(eq(profiles.userId, providerUserId));
    await server.app.search.refresh();
    const whatsapp = new WhatsAppSender(server.url, c.client, c.name, testAuthToken);

    const hello = await whatsapp.send('hi');
    expect(hello.status).toBe(200);
    expect(hello.messages.join('\n')).toMatch(/Mitra/);

    const proposal = await whatsapp.send(c.ask);
    expect(proposal.messages.join('\n')).toMatch(c.script);
    expect(await server.ctx.db.select().from(bookings).where(eq(bookings.providerId, slots[0]!.providerId))).toHaveLength(0);

    // Twilio retries the "yes" webhook five times: one booking.
    const yes = whatsappFields(c.client, c.yes, { ProfileName: c.name });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => postSignedForm(server.url, '/webhooks/twilio', yes, { token: testAuthToken })),
    );
    const confirmed = answers.filter((answer) => answer.messages.length > 0);
    expect(confirmed).toHaveLength(1);
    expect(confirmed[0]!.messages.join('\n')).toMatch(c.script);

    const [client] = await server.ctx.db.select().from(user).where(eq(user.phoneNumber, c.client));
    expect(client).toMatchObject({ name: c.name, role: 'user' });
    const slot = slots[c.times.indexOf(c.bookedTime)]!;
    const rows = await server.ctx.db.select().from(bookings).where(eq(bookings.userId, client!.id));
    expect(rows).toMatchObject([{ slotId: slot.id, status: 'confirmed', channel: 'whatsapp', phone: c.client, name: c.name }]);
    const booking = rows[0]!;
    // Mitra quotes the one reference a person sees everywhere, never a piece of the id.
    const reference = `BM${booking.id.replace(/-/g, '').slice(0, 10).toUpperCase()}`;
    expect(confirmed[0]!.messages.join('\n')).toContain(reference);
    expect(confirmed[0]!.messages.join('\n')).not.toContain(booking.id.slice(0, 8).toUpperCase() + '.');

    const providerNotes = await server.ctx.db.select().from(notifications).where(eq(notifications.userId, providerUserId));
    expect(providerNotes).toMatchObject([{ type: 'booking', title: 'New booking' }]);

    const queued = await server.ctx.db.select().from(outbox).where(eq(outbox.bookingId, booking.id));
    const clientMessage = queued.find((row) => row.to === c.client);
    expect(clientMessage).toMatchObject({
      channel: 'whatsapp',
      kind: 'booking_confirmed',
      status: 'pending',
      body: expect.stringMatching(c.confirmation),
    });
    expect(queued.find((row) => row.to === c.providerPhone)).toMatchObject({
      channel: 'whatsapp',
      kind: 'booking_confirmed',
      status: 'pending',
    });

    const twilio = twilioMessagesMock();
    mock.use(twilio.handler);
    await runOutboxOnce(server.ctx);
    const toClient = twilio.requests.filter((request) => request.fields.To === `whatsapp:${c.client}`);
    expect(toClient).toEqual([
      {
        accountSid: testAccountSid,
        username: testAccountSid,
        password: testAuthToken,
        fields: {
          From: 'whatsapp:+14155238886',
          To: `whatsapp:${c.client}`,
          Body: clientMessage!.body,
          StatusCallback: `${testOrigin}/webhooks/twilio/status`,
        },
      },
    ]);
    expect(twilio.requests.filter((request) => request.fields.To === `whatsapp:${c.providerPhone}`)).toHaveLength(1);
    const sent = await server.ctx.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.bookingId, booking.id), eq(outbox.to, c.client)));
    expect(sent).toMatchObject([{ status: 'sent', providerMessageId: expect.stringMatching(/^SM/) }]);
  });
});
