import { eq } from 'drizzle-orm';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bookings, user } from '#db/schema/index.ts';
import { fakeOpenAiBase, scriptedOpenAi, type ScriptedTurn } from '#tests/support/openai-mock.ts';
import { WhatsAppSender } from '#tests/support/twilio-webhook.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { makeProvider } from '#tests/factories/catalog.ts';
import { istDay, istSlots } from '../chat/chat-fixtures.ts';

/** Issue 21 over the Twilio webhook: the same rules as on the web, on the offline model and on a remote one. */
const mock = setupServer();
let offline: TestServer;
let remote: TestServer;
const date = istDay(1);

beforeAll(async () => {
  mock.listen({ onUnhandledFrame: 'bypass' });
  offline = await startTestServer();
  remote = await startTestServer({ env: { OPENAI_API_KEY: 'sk-test-key', OPENAI_BASE_URL: fakeOpenAiBase, AI_MODEL: 'gpt-4o-mini' } });
});
afterEach(() => mock.resetHandlers());
afterAll(async () => {
  mock.close();
  await offline.close();
  await remote.close();
});

async function bookingsOfPhone(server: TestServer, phone: string) {
  const rows = await server.ctx.db
    .select({ slotId: bookings.slotId })
    .from(bookings)
    .innerJoin(user, eq(user.id, bookings.userId))
    .where(eq(user.phoneNumber, phone));
  return rows.map((row) => row.slotId);
}

describe('WhatsApp on the offline model', () => {
  it.each([
    ['English', '+919812377001', 'my gizmo is acting up, tomorrow 5pm', /^What is it for\?/],
    ['Hinglish', '+919812377002', 'mujhe ek ajeeb si dikkat hai kal shaam 5 baje', /^Yeh kis liye hai\?/],
    ['Tamil', '+919812377003', 'என் பொருளில் ஒரு பிரச்சனை நாளை 5 மணி', /^இது எதற்காக\?/],
  ])('%s: a need it did not resolve gets a question; "1" then books nothing', async (_language, phone, message, question) => {
    await makeProvider(offline.ctx.db, {
      name: `Any Kind ${phone.slice(-3)}`,
      category: 'engineer',
      services: [{ name: 'Site inspection', pricePaise: 90_000 }],
      slotStarts: istSlots(date, ['17:00']),
    });
    await offline.app.search.refresh();
    const whatsapp = new WhatsAppSender(offline.url, phone);
    const asked = await whatsapp.send(message);
    expect(asked.messages.join('\n')).toMatch(question);
    expect(asked.messages.join('\n')).not.toMatch(/Any Kind/);
    await whatsapp.send('1');
    expect(await bookingsOfPhone(offline, phone)).toEqual([]);
  });

  it('a second haircut at one salon that evening is warned about before it is booked', async () => {
    const salon = await makeProvider(offline.ctx.db, {
      name: 'Velvet Scissors',
      category: 'salon',
      city: 'Madurai',
      area: 'Anna Nagar',
      services: [{ name: 'Haircut', pricePaise: 30_000 }],
      slotStarts: istSlots(date, ['16:00', '17:00', '18:00']),
    });
    await offline.app.search.refresh();
    const phone = '+919812377010';
    const whatsapp = new WhatsAppSender(offline.url, phone);
    await whatsapp.send('haircut tomorrow at 4 pm in Madurai');
    await whatsapp.send('yes');
    expect(await bookingsOfPhone(offline, phone)).toEqual([salon.slots[0]!.id]);

    const again = await whatsapp.send('haircut tomorrow evening in Madurai');
    expect(again.messages.join('\n')).toMatch(
      /^You already have a booking with Velvet Scissors on .* at 4:00 pm for Haircut; book another one\?/,
    );
    expect(await bookingsOfPhone(offline, phone)).toEqual([salon.slots[0]!.id]);
    // Told, the client picks one: the number is the yes on WhatsApp.
    await whatsapp.send('1');
    expect((await bookingsOfPhone(offline, phone)).sort()).toEqual([salon.slots[0]!.id, salon.slots[1]!.id].sort());
  });
});

describe('WhatsApp: a decision put off books nothing (offline model)', () => {
  it.each([
    ['+919812377030', 'Hinglish', 'Madurai mein kal shaam 4 baje haircut', 'ok thik hai, ghar pe puch ke batata hoon', 'haan kar do'],
    ['+919812377031', 'Tamil', 'மதுரையில நாளைக்கு சாயங்காலம் 4 மணிக்கு ஹேர்கட்', 'சரி, யோசிச்சு சொல்றேன்', 'சரி புக் பண்ணுங்க'],
  ])('%s (%s): the proposal is kept, and only the later yes books it', async (phone, _language, request, deferral, yes) => {
    const salon = await makeProvider(offline.ctx.db, {
      name: `Shear Joy ${phone.slice(-2)}`,
      category: 'salon',
      city: 'Madurai',
      area: 'K. K. Nagar',
      services: [{ name: 'Haircut', pricePaise: 25_000 }],
      slotStarts: istSlots(date, ['16:00']),
    });
    await offline.app.search.refresh();
    const whatsapp = new WhatsAppSender(offline.url, phone);
    const offered = await whatsapp.send(request);
    expect(offered.messages.join('\n')).toMatch(/Shear Joy/);
    await whatsapp.send(deferral);
    expect(await bookingsOfPhone(offline, phone)).toEqual([]);
    await whatsapp.send(yes);
    expect(await bookingsOfPhone(offline, phone)).toEqual([salon.slots[0]!.id]);
  });
});

describe('WhatsApp on a remote model (msw) that tries', () => {
  function remoteModel(calls: ScriptedTurn[]) {
    mock.use(scriptedOpenAi((_request, call) => calls[call - 1] ?? { text: 'Done.' }).handler);
  }

  it("dentists offered; on the yes it books a plumber's slot it searched for then: refused, nothing booked", async () => {
    const dentist = await makeProvider(remote.ctx.db, {
      name: 'Pearl Dental Care',
      category: 'doctor',
      specialty: 'Dentist',
      city: 'Pune',
      services: [{ name: 'Dental check-up', pricePaise: 50_000 }],
      slotStarts: istSlots(date, ['17:00']),
    });
    const plumber = await makeProvider(remote.ctx.db, {
      name: 'Jet Plumbers',
      category: 'plumber',
      city: 'Pune',
      services: [{ name: 'Tap repair', pricePaise: 30_000 }],
      slotStarts: istSlots(date, ['17:00']),
    });
    await remote.app.search.refresh();
    remoteModel([
      { toolCall: { name: 'find_slots', arguments: { category: 'doctor', query: 'dentist', city: 'Pune', date } } },
      { text: '1. Pearl Dental Care, Pune, 5 pm. Reply 1 to book.' },
      { toolCall: { name: 'find_slots', arguments: { category: 'plumber', city: 'Pune', date } } },
      { toolCall: { name: 'book_slot', arguments: { slotId: plumber.slots[0]!.id } } },
      { text: 'Sorry, that did not work.' },
    ]);
    const phone = '+919812377020';
    const whatsapp = new WhatsAppSender(remote.url, phone);
    await whatsapp.send('dentist in Pune tomorrow 5 pm');
    await whatsapp.send('1');
    expect(await bookingsOfPhone(remote, phone)).toEqual([]);
    expect(dentist.slots).toHaveLength(1);
  });
  it('a decision put off ("ok thanks, I will check with my wife and get back"): the book_slot the model tries is refused', async () => {
    const salon = await makeProvider(remote.ctx.db, {
      name: 'Crown Cuts',
      category: 'salon',
      city: 'Pune',
      services: [{ name: 'Haircut', pricePaise: 30_000 }],
      slotStarts: istSlots(date, ['16:00']),
    });
    await remote.app.search.refresh();
    remoteModel([
      { toolCall: { name: 'find_slots', arguments: { category: 'salon', city: 'Pune', date, time: '16:00' } } },
      { text: 'Crown Cuts, Pune, tomorrow 4 pm, ₹300. Shall I book it?' },
      { toolCall: { name: 'book_slot', arguments: { slotId: salon.slots[0]!.id } } },
      { text: 'Booked.' },
    ]);
    const phone = '+919812377032';
    const whatsapp = new WhatsAppSender(remote.url, phone);
    await whatsapp.send('haircut in Pune tomorrow at 4 pm');
    await whatsapp.send('ok thanks, I will check with my wife and get back');
    expect(await bookingsOfPhone(remote, phone)).toEqual([]);
  });
});
