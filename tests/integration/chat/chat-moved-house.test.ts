/**
 * Moving house after slots were shown (issue 21): "we moved to Nagpur", "हम लोग अब लखनऊ शिफ्ट हो गए हैं",
 * "naanga Coimbatore ku shift aayitom" search again in the new city keeping the kind, day and part of the
 * day; it is not a reschedule. The old city's offers are gone, so "the first one" and a yes book the new
 * city's provider, or nothing when the new city has none of that kind.
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

/** A dentist with free slots tomorrow (IST) at 10:00 and 10:30 in `city`. */
async function dentistIn(name: string, city: string) {
  return makeProvider(server.ctx.db, {
    name,
    city,
    area: 'Civil Lines',
    category: 'doctor',
    specialty: 'Dentist',
    languages: ['en', 'hi', 'ta'],
    services: [{ name: 'Dental check-up', pricePaise: 40_000 }],
    slotStarts: istSlots(istDay(1), ['10:00', '10:30']),
  });
}

async function bookingsOf(userId: string) {
  return server.ctx.db.select().from(bookings).where(eq(bookings.userId, userId));
}

const forms = [
  {
    form: 'en',
    from: 'Pune',
    to: 'Nagpur',
    turns: ['need a dentist in Pune tomorrow morning', 'sorry, we have moved to Nagpur, please look there', 'the first one', 'yes'],
  },
  {
    form: 'hi',
    from: 'Pune',
    to: 'Lucknow',
    turns: ['कल सुबह पुणे में दाँत के डॉक्टर को दिखाना है', 'माफ़ कीजिए, हम लोग अब लखनऊ शिफ्ट हो गए हैं, वहाँ देखिए', 'पहला वाला', 'हाँ'],
  },
  {
    form: 'ta',
    from: 'Madurai',
    to: 'Chennai',
    turns: ['நாளைக்கு காலையில மதுரையில பல் டாக்டர் வேணும்', 'நாங்க சென்னைக்கு மாறிட்டோம், அங்க பாருங்க', 'முதல் நேரம்', 'ஆமா'],
  },
  {
    form: 'hinglish',
    from: 'Jaipur',
    to: 'Delhi',
    turns: ['kal subah Jaipur mein dentist chahiye', 'sorry, hum log Delhi shift ho gaye hain, wahan dekho', 'pehla wala', 'haan'],
  },
  {
    form: 'tanglish',
    from: 'Mumbai',
    to: 'Coimbatore',
    turns: ['naalaiku kaalaila Mumbai la dentist venum', 'sorry, naanga Coimbatore ku shift aayitom, anga paarunga', 'first one', 'aama'],
  },
] as const;

describe('moving house after slots were shown searches again in the new city', () => {
  it.each(forms)('$form: $from → $to, "first one" + yes books the $to dentist', async ({ form, from, to, turns }) => {
    const old = await dentistIn(`Dr. Old ${form} ${from}`, from);
    const moved = await dentistIn(`Dr. New ${form} ${to}`, to);
    await server.app.search.refresh();
    const { client, user } = await signedUpClient(server.url);
    const chat = new ChatClient(client);

    const shown = await chat.send(turns[0]);
    expect(shown.text, shown.text).toContain(old.provider.name);

    const again = await chat.send(turns[1]);
    expect(
      again.tools.map((tool) => tool.name),
      again.text,
    ).not.toContain('list_bookings');
    expect(again.tools.at(-1), again.text).toMatchObject({
      name: 'find_slots',
      input: { category: 'doctor', city: to, date: istDay(1), timeWindow: 'morning' },
    });
    expect(again.text).toContain(moved.provider.name);
    expect(again.text).not.toContain(old.provider.name);

    const picked = await chat.send(turns[2]);
    expect(picked.proposal, picked.text).toMatchObject({ kind: 'book', slotId: moved.slots[0]!.id });
    await chat.send(turns[3]);
    const rows = await bookingsOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ providerId: moved.provider.id, slotId: moved.slots[0]!.id, status: 'confirmed' });
  });

  it('says so when the new city has no dentist, and "first one" + yes book nothing', async () => {
    const old = await dentistIn('Dr. Old Pune Patna', 'Pune');
    await server.app.search.refresh();
    const { client, user } = await signedUpClient(server.url);
    const chat = new ChatClient(client);

    expect((await chat.send('need a dentist in Pune tomorrow morning')).text).toContain(old.provider.name);
    const none = await chat.send('sorry, we moved to Patna');
    expect(
      none.tools.map((tool) => tool.name),
      none.text,
    ).not.toContain('list_bookings');
    expect(none.tools.at(-1), none.text).toMatchObject({ name: 'find_slots', input: { city: 'Patna' } });
    expect(none.text).toMatch(/Patna/);
    expect(none.text).not.toContain(old.provider.name);
    expect(none.proposal).toBeNull();

    const picked = await chat.send('the first one');
    expect(picked.proposal, picked.text).toBeNull();
    await chat.send('yes');
    expect(await bookingsOf(user.id)).toHaveLength(0);
  });
});
