/**
 * The h12 round's open failures over /api/chat on the demo catalogue (issue 21), each a rule, not a line:
 * - a yes naming another of the provider's services ("ok jain thali for 2 then") proposes that service; its yes books it;
 * - the service named earlier in the request ("general service") is kept when the client moves city;
 * - "book the cheaper one" when nothing on show is cheaper looks for a cheaper one, it books nothing;
 * - a yes naming another place than the proposal's ("… in T. Nagar? book there") books nothing there;
 * - the category's own word ("does the doctor speak Hindi?") keeps the kind of the list on show.
 */
import { describe, expect, it } from 'vitest';
import { signedUpClient } from '#tests/support/api-client.ts';
import { ChatClient } from '#tests/support/chat-client.ts';
import { clockFrom, demoCatalogueServer, judgedBookings, weekdayMorning } from './dialogue-judge.ts';

const now = weekdayMorning();
const demo = demoCatalogueServer({ now: clockFrom(now) });

async function newChat() {
  const { client, user } = await signedUpClient(demo().url);
  return { chat: new ChatClient(client), bookings: () => judgedBookings(demo(), user.id) };
}

describe('a yes that names another service of the provider', () => {
  // The two share the demo's one thali place: each asks its own hour.
  it.each([
    ['en', 'table for 2 at Shree Gokul Pure Veg in Karol Bagh tomorrow at 8 pm', '20:00', 'ok jain thali for 2 then, 8 pm', 'yes'],
    [
      'hinglish',
      'kal raat 9 baje Karol Bagh ke Shree Gokul Pure Veg mein table for 2',
      '21:00',
      'haan ji, jain thali wala hi book kar dijiye',
      'haan',
    ],
  ])('%s: "%s" then "%s" proposes that service, and only the next yes books it', async (_form, ask, time, named, yes) => {
    const { chat, bookings } = await newChat();
    const proposed = await chat.send(ask);
    expect(proposed.proposal, proposed.text).toMatchObject({ kind: 'book', service: 'Table for 2', time });
    const renamed = await chat.send(named);
    expect(renamed.proposal, renamed.text).toMatchObject({ kind: 'book', service: 'Jain thali for 2', time });
    expect(await bookings()).toHaveLength(0);
    await chat.send(yes);
    expect((await bookings()).map((booking) => booking.serviceName)).toEqual(['Jain thali for 2']);
  });
});

describe('the service named earlier in the request', () => {
  it('is kept when the client moves the request to another city', async () => {
    const { chat } = await newChat();
    await chat.send('need a general service for my car, bandra west mumbai, day after tomorrow morning');
    const moved = await chat.send(
      "that's too steep, I'll be in Basavanagudi Bangalore anyway, can it be done there day after tomorrow at 10 am?",
    );
    expect(moved.proposal, moved.text).toMatchObject({ kind: 'book', service: 'Car general service' });
  });
});

describe('"the cheaper one" with nothing cheaper on show', () => {
  it('looks for a cheaper one and books nothing', async () => {
    const { chat, bookings } = await newChat();
    const proposed = await chat.send('need an electrician for fan installation in Nungambakkam Chennai tomorrow at 4 pm');
    expect(proposed.proposal, proposed.text).toMatchObject({ kind: 'book', service: 'Fan installation' });
    const cheaper = await chat.send('ok which one is cheaper? book the cheaper one at 4');
    expect(cheaper.tools.map((tool) => tool.name)).toEqual(['find_slots']);
    expect(cheaper.tools[0]!.input).toMatchObject({ sort: 'price' });
    expect(await bookings()).toHaveLength(0);
  });
});

describe('a yes naming another place than the proposal', () => {
  it('books nothing at the proposed place', async () => {
    const { chat, bookings } = await newChat();
    const proposed = await chat.send('dinner table in Nungambakkam Chennai tomorrow at 8 pm');
    expect(proposed.proposal, proposed.text).toMatchObject({ kind: 'book' });
    const elsewhere = await chat.send('டி. நகர் அன்னபூர்ணா மெஸ்ல எட்டு மணிக்கு கிடைக்குமா? அங்கயே போடுங்க');
    expect(
      elsewhere.tools.map((tool) => tool.name),
      elsewhere.text,
    ).not.toContain('book_slot');
    expect(await bookings()).toHaveLength(0);
  });
});

describe("the category's own word about a list of one kind", () => {
  it('"does the doctor speak Hindi?" keeps the paediatricians', async () => {
    const { chat } = await newChat();
    const listed = await chat.send('a child doctor in Lower Parel Mumbai for my son');
    expect(listed.tools.at(-1)?.input, listed.text).toMatchObject({ query: 'paediatrician' });
    const asked = await chat.send('doctor hindi bolte hain kya? meri wife le ke jayegi');
    const search = asked.tools.find((tool) => tool.name === 'search_catalog' || tool.name === 'find_slots');
    expect(search?.input, asked.text).toMatchObject({ query: 'paediatrician', language: 'hi' });
  });
});

describe('a pick and a yes naming a part of the day the picked time is not in', () => {
  it.each([
    ['hi', 'हाँ वो पहला वाला ठीक है, सुबह का जो पहला टाइम हो'],
    ['en', 'yes the first one is fine, whatever is first in the morning'],
  ])('%s: "%s" to afternoon times books nothing', async (_form, yes) => {
    const { chat, bookings } = await newChat();
    const listed = await chat.send('plumber in Hauz Khas Delhi tomorrow afternoon for a leaking tap');
    expect(listed.text).toMatch(/2:00|1:00|3:00/);
    const answered = await chat.send(yes);
    expect(
      answered.tools.map((tool) => tool.name),
      answered.text,
    ).not.toContain('book_slot');
    expect(await bookings()).toHaveLength(0);
  });
});

describe('"anything cheaper? not above 250" to a list', () => {
  it.each([
    ['hi', 'थोड़ा सस्ता कोई नहीं है क्या, ढाई सौ से ज्यादा नहीं देना'],
    ['en', 'anything cheaper? not more than 250'],
  ])('%s: searches again under the ceiling instead of picking the cheapest on show', async (_form, cheaper) => {
    const { chat } = await newChat();
    await chat.send('plumber in Hauz Khas Delhi the day after tomorrow morning for a leaking tap');
    const asked = await chat.send(cheaper);
    expect(asked.tools.at(-1), asked.text).toMatchObject({ name: 'find_slots', input: { maxPricePaise: 25_000 } });
  });
});

describe('a school subject tutor missing in the city', () => {
  it.each([
    ['ta', 'என் பொண்ணு கணக்குல கொஞ்சம் வீக்கா இருக்கா. நுங்கம்பாக்கம் பக்கத்துல ஒரு டியூஷன் டீச்சர் வேணும், வியாழக்கிழமை சாயங்காலம்'],
    ['en', 'need a maths tutor for my daughter in Nungambakkam Chennai on Thursday evening'],
  ])('%s: offers a home tutor there, saying so', async (_form, ask) => {
    const { chat } = await newChat();
    const reply = await chat.send(ask);
    const found = reply.tools.at(-1);
    expect(found?.output, reply.text).toMatchObject({ ok: true, kindWidened: { asked: 'maths tutor', offered: 'home tutor' } });
    expect(reply.text).toContain('Ananya Chandrasekhar');
  });

  it('a coding teacher missing in the city has no stand-in', async () => {
    const { chat } = await newChat();
    const reply = await chat.send('need a coding tutor for my son in Nungambakkam Chennai on Thursday evening');
    expect(reply.tools.at(-1)?.output, reply.text).toMatchObject({ ok: false, kindNotInCity: true });
  });
});

// The AC services on show cost ₹649 and ₹449 (each provider's "AC service", the servicing asked for).
describe('"anything cheaper, under 700" when the offers on show are all under it', () => {
  it('picks the cheapest on show rather than searching again', async () => {
    const { chat } = await newChat();
    await chat.send('Chennai me AC ki servicing karwani hai, day after tomorrow afternoon');
    const cheapest = await chat.send('kuch sasta hai kya? 700 ke andar');
    expect(
      cheapest.tools.map((tool) => tool.name),
      cheapest.text,
    ).not.toContain('find_slots');
    expect(cheapest.proposal, cheapest.text).toMatchObject({ kind: 'book', price: 44_900 });
  });
});
