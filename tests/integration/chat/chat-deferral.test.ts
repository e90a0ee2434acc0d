/**
 * A decision put off is no yes (issue 21, "a wrong action is worse than none"): "ok thanks, I'll check with my
 * wife and get back", "theek hai, soch ke batata hoon", "சரி, வீட்ல கேட்டு சொல்றேன்" to a proposal book nothing,
 * say so, and keep the proposal, so that a later yes books it. Over /api/chat on the demo catalogue.
 */
import { describe, expect, it } from 'vitest';
import { bookSetup } from '#api/cli/lib/dialogue-api.ts';
import { testOrigin } from '#tests/support/test-server.ts';
import { clockFrom, demoCatalogueServer, judgedBookings, newDemoChat, weekdayMorning } from './dialogue-judge.ts';

const now = weekdayMorning();
const demo = demoCatalogueServer({ now: clockFrom(now) });

const newChat = () => newDemoChat(demo());

describe('an "ok" that puts the decision off books nothing, and a later yes books the proposal', () => {
  // Each at its own hour: the two Delhi dentists' slots are shared by the whole file.
  it.each([
    [
      'en',
      'need a dentist in Delhi day after tomorrow at 10 am',
      '10:00',
      'ok thanks, I will check with my wife and get back',
      /haven't booked/,
      'yes book it',
    ],
    ['en', 'need a dentist in Delhi day after tomorrow at 11 am', '11:00', 'alright, let me think about it', /haven't booked/, 'yes'],
    [
      'hinglish',
      'Delhi mein dentist chahiye parso dopahar 12 baje',
      '12:00',
      'theek hai, ghar pe puch ke batata hoon',
      /kuch book nahi kiya/,
      'haan kar do',
    ],
    ['hi', 'दिल्ली में परसों शाम 6 बजे दाँत का डॉक्टर चाहिए', '18:00', 'ठीक है, मैं सोचकर बताऊँगी', /कुछ बुक नहीं किया/, 'हाँ, बुक कर दीजिए'],
    [
      'ta',
      'டெல்லியில நாளை மறுநாள் சாயங்காலம் 7 மணிக்கு பல் டாக்டர் வேணும்',
      '19:00',
      'சரி, வீட்ல கேட்டு சொல்றேன்',
      /முன்பதிவு செய்யவில்லை/,
      'சரி புக் பண்ணுங்க',
    ],
    [
      'tanglish',
      'delhi la naalai marunaal kaalai 10 manikku pal doctor venum',
      '10:00',
      'sari, yosichu solren',
      /book pannala/,
      'sari book pannunga',
    ],
  ])('%s: "%s", then "%s"', async (_form, request, time, deferral, said, yes) => {
    const { chat, bookings } = await newChat();
    const offered = await chat.send(request);
    expect(offered.proposal, offered.text).toMatchObject({ kind: 'book', time });

    const putOff = await chat.send(deferral);
    expect(
      putOff.tools.filter((tool) => tool.name === 'book_slot'),
      putOff.text,
    ).toEqual([]);
    expect(putOff.text).toMatch(said);
    expect(await bookings()).toEqual([]);

    const booked = await chat.send(yes);
    expect(
      (await bookings()).map((booking) => [booking.provider.category, booking.time]),
      booked.text,
    ).toEqual([['doctor', time]]);
  });

  it('"I\'ll tell you tomorrow" is when the answer comes: no new search for tomorrow, nothing booked', async () => {
    const { chat, bookings } = await newChat();
    await chat.send('need a dentist in Delhi day after tomorrow at 11 am');
    const putOff = await chat.send('fine, I will tell you tomorrow');
    expect(
      putOff.tools.map((tool) => tool.name),
      putOff.text,
    ).toEqual([]);
    expect(await bookings()).toEqual([]);
  });

  it.each([
    ['need a dentist in Delhi day after tomorrow at 11 am', 'ok forget it'],
    ['டெல்லியில நாளை மறுநாள் காலை 11 மணிக்கு பல் டாக்டர் வேணும்', 'சரி, விடுங்க'],
  ])('"%s", then "%s": the request is dropped and nothing booked (the "ok" is no yes)', async (request, drop) => {
    const { chat, bookings } = await newChat();
    await chat.send(request);
    const dropped = await chat.send(drop);
    expect(
      dropped.tools.filter((tool) => tool.name === 'book_slot'),
      dropped.text,
    ).toEqual([]);
    expect(await bookings()).toEqual([]);
  });
});

describe('a cancel put off is not done', () => {
  it('ta: "சரி, யோசிச்சு சொல்றேன்" to "cancel it?" keeps the booking', async () => {
    const { client, user, chat } = await newChat();
    const book = { category: 'salon', date: { rel_days: 2 }, time: '17:00' } as const;
    const setup = await bookSetup({ baseUrl: demo().url, origin: testOrigin, cookie: client.cookieHeader }, book, now);
    const asked = await chat.send('நாளை மறுநாள் சாயங்காலம் 5 மணி சலூன் புக்கிங்கை கேன்சல் பண்ணணும்');
    expect(asked.proposal, asked.text).toMatchObject({ kind: 'cancel' });
    const putOff = await chat.send('சரி, யோசிச்சு சொல்றேன்');
    const [booking] = (await judgedBookings(demo(), user.id)).filter((row) => row.id === setup.id);
    expect(booking?.status, putOff.text).toBe('confirmed');
  });
});
