/**
 * A change of city or of the provider's language after options were shown (issue 21) searches the
 * same request again with only that changed, even when the message names the kind once more ("the
 * car is in Bangalore now, get it serviced there", "a Tamil-speaking doctor? book with them"): the
 * day and time stay, and the new offers are booked on a yes, never the old city's.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '#db/schema/index.ts';
import { signedUpClient } from '#tests/support/api-client.ts';
import { ChatClient } from '#tests/support/chat-client.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { makeProvider } from '#tests/factories/catalog.ts';
import { istDay, istSlots } from './chat-fixtures.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function garageIn(name: string, city: string) {
  return makeProvider(server.ctx.db, {
    name,
    city,
    area: 'Central',
    category: 'car',
    specialty: 'Car Service',
    languages: ['en', 'hi', 'ta'],
    services: [{ name: 'Car general service', pricePaise: 200_000 }],
    slotStarts: istSlots(istDay(2), ['10:00', '11:00']),
  });
}

async function bookingsOf(userId: string) {
  return server.ctx.db.select().from(bookings).where(eq(bookings.userId, userId));
}

const cityForms = [
  {
    form: 'en',
    turns: [
      'car service in Delhi the day after tomorrow',
      'oh wait, the car is in Bangalore with my brother now, get the car service done there',
    ],
  },
  { form: 'hi', turns: ['परसों दिल्ली में कार की सर्विसिंग करवानी है', 'अरे रुको, गाड़ी अभी बैंगलोर में भाई के पास है, वहीं करवा दो'] },
  { form: 'ta', turns: ['நாளை மறுநாள் டெல்லியில கார் சர்வீஸ் பண்ணணும்', 'இல்ல, கார் இப்ப பெங்களூர்ல தம்பி கிட்ட இருக்கு, அங்கயே கார் சர்வீஸ் பண்ணுங்க'] },
  {
    form: 'hinglish',
    turns: ['Delhi mein car ki servicing karwani hai parso', 'oh wait, gaadi abhi Bangalore mein hai bhai ke paas, wahin karwa do'],
  },
  {
    form: 'tanglish',
    turns: ['naalai marunaal Delhi la car service pannanum', 'illa, car ippo Bangalore la thambi kitta irukku, anga car service pannunga'],
  },
] as const;

describe('a change of city that names the kind again searches again there, keeping the day', () => {
  it.each(cityForms)('$form', async ({ form, turns }) => {
    const delhi = await garageIn(`Delhi Garage ${form}`, 'Delhi');
    const bengaluru = await garageIn(`Bengaluru Garage ${form}`, 'Bengaluru');
    await server.app.search.refresh();
    const { client, user } = await signedUpClient(server.url);
    const chat = new ChatClient(client);

    const shown = await chat.send(turns[0]);
    expect(shown.text, shown.text).toContain(delhi.provider.name);
    const again = await chat.send(turns[1]);
    expect(again.tools.at(-1), again.text).toMatchObject({
      name: 'find_slots',
      input: { category: 'car', city: 'Bengaluru', date: istDay(2) },
    });
    expect(again.text).toContain(bengaluru.provider.name);
    expect(again.text).not.toContain(delhi.provider.name);

    const picked = await chat.send('1');
    expect(picked.proposal, picked.text).toMatchObject({ kind: 'book', slotId: bengaluru.slots[0]!.id });
    await chat.send('yes');
    const rows = await bookingsOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ providerId: bengaluru.provider.id, status: 'confirmed' });
  });
});

async function physioIn(name: string, languages: string[]) {
  return makeProvider(server.ctx.db, {
    name,
    city: 'Bengaluru',
    area: 'Koramangala',
    category: 'doctor',
    specialty: 'Physiotherapist',
    languages,
    services: [{ name: 'Back pain physiotherapy', pricePaise: 70_000 }],
    slotStarts: istSlots(istDay(2), ['15:00', '16:00']),
  });
}

const languageForms = [
  {
    form: 'en',
    turns: [
      'physiotherapy for back pain in Bangalore day after tomorrow at 3 pm',
      'is there a Tamil speaking doctor? book with them',
      'yes',
    ],
  },
  { form: 'hi', turns: ['बैंगलोर में कमर दर्द के लिए फिजियोथेरेपी, परसों दोपहर 3 बजे', 'कोई तमिल बोलने वाला डॉक्टर है? उन्हीं के पास बुक कर दो', 'हाँ'] },
  {
    form: 'ta',
    turns: [
      'பெங்களூர்ல முதுகு வலி, பிசியோதெரபி பண்ணணும், நாளை மறுநாள் மதியம் மூணு மணிக்கு',
      'தமிழ் பேசுற டாக்டர் யாராவது இருக்காங்களா? அவங்க கிட்டயே போடுங்க',
      'ஆமா',
    ],
  },
  {
    form: 'hinglish',
    turns: [
      'Bangalore mein kamar dard ke liye physiotherapy, parso dopahar 3 baje',
      'koi Tamil bolne wala doctor hai? unhi ke paas book kar do',
      'haan',
    ],
  },
  {
    form: 'tanglish',
    turns: [
      'Bangalore la mudhugu vali, physiotherapy venum, naalai marunaal madhiyam moonu manikku',
      'Tamil pesura doctor yaaravadhu irukkangala? avanga kittaye podunga',
      'aama',
    ],
  },
] as const;

describe("the provider's language asked after a proposal searches again, keeping the kind, day and time", () => {
  it.each(languageForms)('$form', async ({ form, turns }) => {
    const other = await physioIn(`Dr. Kannada ${form}`, ['en', 'kn']);
    const tamil = await physioIn(`Dr. Tamil ${form}`, ['en', 'ta']);
    await server.app.search.refresh();
    const { client, user } = await signedUpClient(server.url);
    const chat = new ChatClient(client);

    await chat.send(turns[0]);
    const again = await chat.send(turns[1]);
    expect(again.tools.at(-1), again.text).toMatchObject({
      name: 'find_slots',
      input: { category: 'doctor', city: 'Bengaluru', language: 'ta', date: istDay(2), time: '15:00' },
    });
    expect(again.proposal, again.text).toMatchObject({ kind: 'book', slotId: tamil.slots[0]!.id });
    expect(again.text).not.toContain(other.provider.name);
    await chat.send(turns[2]);
    const rows = await bookingsOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ providerId: tamil.provider.id, status: 'confirmed' });
  });
});
