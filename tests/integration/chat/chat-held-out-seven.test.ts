/**
 * What the h7 open dialogues taught Mitra (issue 21), over POST /api/chat: options shown in one city
 * go stale when the client names another city and the turn could not search there (a later "the first
 * one" and "yes" book nothing in the city they left), and a booked thing "no longer needed" is cancelled
 * after a yes, in each language form.
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

async function garage(name: string) {
  const made = await makeProvider(server.ctx.db, {
    name,
    city: 'Delhi',
    area: 'Karol Bagh',
    category: 'car',
    specialty: 'Car Service',
    languages: ['en', 'hi', 'ta'],
    services: [{ name: 'Car general service', pricePaise: 200_000 }],
    slotStarts: istSlots(istDay(2), ['10:00', '11:00']),
  });
  await server.app.search.refresh();
  return made;
}

async function bookingsOf(userId: string) {
  return server.ctx.db.select().from(bookings).where(eq(bookings.userId, userId));
}

describe('offers go stale when the client names a city the turn could not search', () => {
  it('"move my appointment to Mumbai" with no booking, then "the first one" and "yes", books nothing in Delhi', async () => {
    const delhi = await garage('Stale Offers Garage');
    const { client, user } = await signedUpClient(server.url);
    const chat = new ChatClient(client);

    const shown = await chat.send('car service in Delhi the day after tomorrow');
    expect(shown.text, shown.text).toContain(delhi.provider.name);
    const elsewhere = await chat.send('can you move my appointment to Mumbai?');
    expect(elsewhere.text).not.toContain(delhi.provider.name);
    const picked = await chat.send('the first one');
    expect(picked.proposal, picked.text).toBeNull();
    await chat.send('yes');
    expect(await bookingsOf(user.id)).toHaveLength(0);
  });
});

const noLongerNeeded = [
  { form: 'en', turns: ["I won't be needing the car service the day after tomorrow anymore, I sold the car", 'yes'] },
  { form: 'hi', turns: ['परसों वाली कार सर्विस की बुकिंग की अब ज़रूरत नहीं रही, गाड़ी बेच दी', 'हाँ'] },
  { form: 'ta', turns: ['நாளை மறுநாள் கார் சர்வீஸ் அப்பாயின்ட்மென்ட் இனிமே தேவைப்படாது, கார விச்சிட்டேன்', 'ஆமா, வேண்டாம்'] },
  { form: 'hinglish', turns: ['parso wali car service ki zarurat nahi rahi, gaadi bech di maine', 'haan'] },
  { form: 'tanglish', turns: ['naalai marunaal car service booking inime thevai illa, car ah vithuten', 'aama'] },
] as const;

describe('a booked thing "no longer needed" is cancelled after a yes', () => {
  it.each(noLongerNeeded)('$form', async ({ form, turns }) => {
    const made = await garage(`No Longer Needed Garage ${form}`);
    const { client, user } = await signedUpClient(server.url);
    const booked = await client.post<{ id: string }>('/api/bookings', { slotId: made.slots[0]!.id });
    expect(booked.status).toBe(201);
    const chat = new ChatClient(client);

    const asked = await chat.send(turns[0]);
    expect(asked.proposal, asked.text).toMatchObject({ kind: 'cancel', bookingId: booked.body.id });
    await chat.send(turns[1]);
    const [row] = await bookingsOf(user.id);
    expect(row).toMatchObject({ id: booked.body.id, status: 'cancelled' });
  });
});
