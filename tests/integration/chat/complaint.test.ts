import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complaints, user } from '#db/schema/index.ts';
import { openComplaintLimit } from '#api/services/complaints/complaints.ts';
import { ApiClient, signedUpClient } from '#tests/support/api-client.ts';
import { ChatClient } from '#tests/support/chat-client.ts';
import { twilioEnv, testAuthToken } from '#tests/support/twilio-rest-mock.ts';
import { WhatsAppSender } from '#tests/support/twilio-webhook.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { book } from '../bookings/booking-fixtures.ts';
import { providerTomorrow } from './chat-fixtures.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { ...twilioEnv } });
});
afterAll(() => server.close());

const complaintsOf = (userId: string) => server.ctx.db.select().from(complaints).where(eq(complaints.userId, userId));
const reference = /CMP-[0-9A-F]{8}/;

type Case = { language: string; ask: string; details: string; asked: RegExp; raised: RegExp };
const cases: Case[] = [
  {
    language: 'English',
    ask: 'I want to complain about my booking',
    details: 'The doctor kept me waiting for two hours and then left.',
    asked: /tell me what happened/,
    raised: /raised your complaint/,
  },
  {
    language: 'Hindi',
    ask: 'मुझे शिकायत करनी है',
    details: 'डॉक्टर ने दो घंटे इंतज़ार करवाया और फिर चले गए',
    asked: /बताइए क्या हुआ/,
    raised: /शिकायत दर्ज हो गई है/,
  },
  {
    language: 'Tamil',
    ask: 'எனக்கு புகார் இருக்கிறது',
    details: 'டாக்டர் இரண்டு மணி நேரம் காத்திருக்க வைத்தார், பிறகு போய்விட்டார்',
    asked: /என்ன நடந்தது/,
    raised: /புகார் பதிவு செய்யப்பட்டது/,
  },
];

describe('Mitra takes a complaint on the web chat', () => {
  it.each(cases)('$language: asks what happened, attaches the only recent booking, and gives the reference', async (c) => {
    const { slots } = await providerTomorrow(server.ctx.db, {
      name: 'Dr. Arjun Nair',
      category: 'doctor',
      service: 'Consultation',
      times: ['11:00'],
    });
    const { client, user: account } = await signedUpClient(server.url);
    const booked = (await book(client, slots[0]!.id)).body as { id: string };
    const chat = new ChatClient(client);

    const asked = await chat.send(c.ask);
    expect(asked.tools).toEqual([]);
    expect(asked.text).toMatch(c.asked);
    expect(await complaintsOf(account.id)).toEqual([]);

    const raised = await chat.send(c.details);
    expect(raised.tools).toMatchObject([{ name: 'raise_complaint', input: { description: c.details }, output: { ok: true } }]);
    expect(raised.text).toMatch(c.raised);
    expect(raised.text).toMatch(reference);
    expect(raised.text).toContain('Dr. Arjun Nair');
    const rows = await complaintsOf(account.id);
    expect(rows).toMatchObject([{ bookingId: booked.id, channel: 'chat', body: c.details, status: 'open' }]);
    expect(raised.text).toContain(`CMP-${rows[0]!.id.replace(/-/g, '').slice(0, 8).toUpperCase()}`);
    // The client sees it on the Complaints page.
    expect((await client.get('/api/complaints')).body).toMatchObject([{ id: rows[0]!.id, bookingId: booked.id }]);
  });

  it('raises at once when the message says what happened, about the booking the client names', async () => {
    const salon = await providerTomorrow(server.ctx.db, { name: 'Glow Salon', category: 'salon', service: 'Haircut', times: ['16:00'] });
    const doctor = await providerTomorrow(server.ctx.db, {
      name: 'Dr. Kavya Iyer',
      category: 'doctor',
      service: 'Consultation',
      times: ['10:00'],
    });
    const { client, user: account } = await signedUpClient(server.url);
    const haircut = (await book(client, salon.slots[0]!.id)).body as { id: string };
    await book(client, doctor.slots[0]!.id);
    const chat = new ChatClient(client);

    const raised = await chat.send('Complaint about Glow Salon: they charged me twice for one haircut');
    expect(raised.tools.map((tool) => tool.name)).toEqual(['raise_complaint']);
    expect(raised.text).toMatch(reference);
    expect(await complaintsOf(account.id)).toMatchObject([{ bookingId: haircut.id }]);
  });

  it('with two recent bookings and none named, raises it without a booking; "no" instead of details raises nothing', async () => {
    const a = await providerTomorrow(server.ctx.db, {
      name: 'Dr. Meera Joshi',
      category: 'doctor',
      service: 'Consultation',
      times: ['09:30'],
    });
    const b = await providerTomorrow(server.ctx.db, {
      name: 'Fix It Plumbing',
      category: 'plumber',
      service: 'Tap repair',
      times: ['12:00'],
    });
    const { client, user: account } = await signedUpClient(server.url);
    await book(client, a.slots[0]!.id);
    await book(client, b.slots[0]!.id);
    const chat = new ChatClient(client);

    expect((await chat.send('shikayat')).text).toMatch(/bataiye|batao|बताइए|kya hua|Bataiye/i);
    expect((await chat.send('no')).text).toMatch(/haven't raised|shikayat darj nahi|शिकायत दर्ज नहीं/i);
    expect(await complaintsOf(account.id)).toEqual([]);

    const raised = await chat.send('I have a complaint: the app showed the wrong price for my visit');
    expect(raised.tools.map((tool) => tool.name)).toEqual(['raise_complaint']);
    expect(await complaintsOf(account.id)).toMatchObject([{ bookingId: null, channel: 'chat' }]);
  });

  it('asks a signed-out visitor to sign in and raises nothing', async () => {
    const chat = new ChatClient(new ApiClient(server.url));
    const reply = await chat.send('complaint: the doctor never came to the clinic');
    expect(reply.text).toMatch(/sign in/i);
    expect(await server.ctx.db.select().from(complaints)).not.toContainEqual(
      expect.objectContaining({ body: 'complaint: the doctor never came to the clinic' }),
    );
  });

  it('with the open-complaint limit reached, says so and raises nothing (issue 22.9)', async () => {
    const { client, user: account } = await signedUpClient(server.url);
    for (let n = 0; n < openComplaintLimit; n += 1) {
      expect((await client.post('/api/complaints', { subject: `Problem ${n}`, body: 'The doctor never came.' })).status).toBe(201);
    }
    const refused = await new ChatClient(client).send('Complaint: the plumber charged me twice for one visit');
    expect(refused.tools).toMatchObject([{ name: 'raise_complaint', output: { ok: false, reason: 'limit_reached' } }]);
    expect(refused.text).toMatch(/already have several open complaints/);
    expect(await complaintsOf(account.id)).toHaveLength(openComplaintLimit);
  });
});

describe('Mitra takes a complaint on WhatsApp', () => {
  const whatsappCases = [
    { ...cases[0]!, phone: '+919812377001', ask: 'complaint' },
    { ...cases[1]!, phone: '+919812377002', ask: 'शिकायत' },
    { ...cases[2]!, phone: '+919812377003', ask: 'புகார்' },
  ];
  it.each(whatsappCases)('$language: "$ask", then what happened → the reference', async (c) => {
    const whatsapp = new WhatsAppSender(server.url, c.phone, 'Test Client', testAuthToken);
    const asked = await whatsapp.send(c.ask);
    expect(asked.messages.join('\n')).toMatch(c.asked);
    const raised = await whatsapp.send(c.details);
    const text = raised.messages.join('\n');
    expect(text).toMatch(c.raised);
    expect(text).toMatch(reference);
    const [client] = await server.ctx.db.select().from(user).where(eq(user.phoneNumber, c.phone));
    expect(await complaintsOf(client!.id)).toMatchObject([{ channel: 'whatsapp', body: c.details, bookingId: null }]);
  });
});
