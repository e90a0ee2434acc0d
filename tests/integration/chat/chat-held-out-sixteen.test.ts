/**
 * The h16 round's open failures over /api/chat on the demo catalogue (issue 21), each a rule, not a line:
 * - "on behalf of" never reads as Behala (Kolkata) beside "Mayur Vihar, Delhi" (a Kolkata doctor was booked);
 * - a group class turned down for one at home: the home session is offered and booked, never the group class;
 * - a booking the client cannot go to is proposed for cancelling, and "वो वाली हटा ही दीजिए" cancels it;
 * - "oru naal thalli vachidunga, adhey time la" moves the booking a day, same time.
 */
import { describe, expect, it } from 'vitest';
import { bookSetup } from '#api/cli/lib/dialogue-api.ts';
import { clockFrom, demoCatalogueServer, newDemoChat, weekdayMorning } from './dialogue-judge.ts';

const now = weekdayMorning();
const demo = demoCatalogueServer({ now: clockFrom(now) });

const newChat = () => newDemoChat(demo());

describe('places and services', () => {
  it('"writing on behalf of my father … Mayur Vihar, Delhi" searches Delhi', async () => {
    const { chat } = await newChat();
    const reply = await chat.send(
      'Good morning. I am writing on behalf of my father, he is 72 and stays with us in Mayur Vihar, Delhi. His knee hurts badly when he climbs the stairs. Could you please find a bone doctor near us for day after tomorrow, around 11 in the morning?',
    );
    const search = reply.tools.find((tool) => tool.name === 'find_slots');
    expect(search?.input, reply.text).toMatchObject({ city: 'Delhi' });
  });

  it('hinglish: "group class nahi chahiye, koi ghar pe aake sikha sakta hai?" ends with the session at home booked', async () => {
    const { chat, bookings } = await newChat();
    await chat.send('ballygunge kolkata mein yoga class chahiye, parso subah 7 baje');
    await chat.send('group class nahi chahiye yaar, koi ghar pe aake sikha sakta hai?');
    const home = await chat.send('theek hai, ghar wala hi subah 7 baje');
    expect(home.proposal, home.text).toMatchObject({ kind: 'book', service: 'Personal yoga session at home' });
    await chat.send('haan book kar do');
    expect((await bookings()).map((row) => row.serviceName)).toEqual(['Personal yoga session at home']);
  });
});

describe('a booking the client cannot go to, and a move by a day', () => {
  it('hi: "…बुकिंग है न, … मैं नहीं जा पाऊँगी", then "वो वाली हटा ही दीजिए" cancels it', async () => {
    const { api, chat, bookings } = await newChat();
    const setup = await bookSetup(api, { category: 'salon', date: { rel_days: 2 }, time: '16:00' }, now);
    const asked = await chat.send('परसों शाम को पार्लर वाली बुकिंग है न, उस दिन घर पे मेहमान आ रहे हैं, मैं नहीं जा पाऊँगी');
    expect(asked.proposal, asked.text).toMatchObject({ kind: 'cancel' });
    const done = await chat.send('नहीं, अभी कोई दूसरा दिन नहीं चाहिए। वो वाली हटा ही दीजिए');
    expect(
      (await bookings()).map((row) => [row.id, row.status]),
      done.text,
    ).toEqual([[setup.id, 'cancelled']]);
  });

  it('tanglish: "oru naal thalli vachidunga, adhey time la" moves the tuition a day, same time', async () => {
    const { api, chat, bookings } = await newChat();
    const setup = await bookSetup(api, { category: 'tutor', date: { rel_days: 2 }, time: '17:00' }, now);
    const asked = await chat.send(
      'paiyan ku naalai marunaal tuition class book panniruken la, andha naal school function irukku. oru naal thalli vachidunga, adhey time la',
    );
    expect(asked.proposal, asked.text).toMatchObject({ kind: 'reschedule', time: '17:00' });
    await chat.send('aama, maathunga');
    const [row] = await bookings();
    expect([row?.id, row?.time], asked.text).toEqual([setup.id, '17:00']);
    expect(row?.date).not.toBe(setup.date);
  });
});
