import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '#db/schema/index.ts';
import type { CategoryId } from '#db/schema/index.ts';
import { signedUpClient } from '#tests/support/api-client.ts';
import { ChatClient } from '#tests/support/chat-client.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { providerTomorrow } from './chat-fixtures.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const devanagari = /[\u0900-\u097F]/;
const tamil = /[\u0B80-\u0BFF]/;
/** Romanized in, romanized out: Latin letters only, in Hindi or Tamil words. */
const romanizedHindi = /^[^\u0900-\u0BFF]*\b(Kya main book kar doon|Book ho gaya)\b[^\u0900-\u0BFF]*$/;
const romanizedTamil = /^[^\u0900-\u0BFF]*\b(Book pannattuma|Book aachu)\b[^\u0900-\u0BFF]*$/;

type Case = {
  language: string;
  category: CategoryId;
  provider: string;
  service: string;
  times: string[];
  ask: string;
  yes: string;
  bookedTime: string;
  script: RegExp;
};

const cases: Case[] = [
  {
    language: 'Hindi (Devanagari)',
    category: 'doctor',
    provider: 'Dr. Meera Joshi',
    service: 'General consultation',
    times: ['09:30', '10:00', '10:30'],
    ask: 'कल सुबह 10 बजे डॉक्टर चाहिए',
    yes: 'हाँ',
    bookedTime: '10:00',
    script: devanagari,
  },
  {
    language: 'Tamil',
    category: 'salon',
    provider: 'Green Trends Salon',
    service: 'Haircut',
    times: ['16:30', '17:00', '17:30'],
    ask: 'நாளை மாலை 5 மணிக்கு ஹேர்கட்',
    yes: 'ஆம்',
    bookedTime: '17:00',
    script: tamil,
  },
  {
    language: 'Hinglish',
    category: 'yoga',
    provider: 'Surya Yoga Studio',
    service: 'Yoga session',
    times: ['17:30', '18:00', '18:30'],
    ask: 'kal shaam 6 baje yoga book karna hai',
    yes: 'haan',
    bookedTime: '18:00',
    script: romanizedHindi,
  },
  {
    language: 'Tanglish',
    category: 'plumber',
    provider: 'Murugan Plumbing',
    service: 'Pipe leak repair',
    times: ['08:30', '09:00', '09:30'],
    ask: 'naalaikku kaalaila 9 manikku plumber venum',
    yes: 'aama',
    bookedTime: '09:00',
    script: romanizedTamil,
  },
];

describe('whole booking conversations in each language', () => {
  it.each(cases)('$language: the request, a proposal in the same language and script, a yes, a confirmed booking', async (c) => {
    const { slots } = await providerTomorrow(server.ctx.db, { name: c.provider, category: c.category, service: c.service, times: c.times });
    await server.app.search.refresh();
    const { client, user } = await signedUpClient(server.url);
    const chat = new ChatClient(client);

    const first = await chat.send(c.ask);
    expect(first.tools.at(-1)).toMatchObject({ name: 'find_slots', input: { category: c.category, time: c.bookedTime } });
    expect(first.text).toMatch(c.script);
    const slot = slots.find((_, index) => c.times[index] === c.bookedTime)!;
    expect(first.proposal).toMatchObject({ kind: 'book', slotId: slot.id });

    const second = await chat.send(c.yes);
    expect(second.tools.map((tool) => tool.name)).toEqual(['book_slot']);
    expect(second.text).toMatch(c.script);
    const rows = await server.ctx.db.select().from(bookings).where(eq(bookings.userId, user.id));
    expect(rows).toMatchObject([{ slotId: slot.id, status: 'confirmed', channel: 'chat' }]);
  });
});

describe('conversations that book nothing', () => {
  it('declines an out-of-scope question politely, in the language asked, calling no tool', async () => {
    const chat = new ChatClient((await signedUpClient(server.url)).client);
    const english = await chat.send("What's the weather like in Chennai?");
    expect(english.tools).toEqual([]);
    expect(english.text).toMatch(/only help with appointments/);
    const hindi = await chat.send('दिल्ली में मौसम कैसा है?');
    expect(hindi.tools).toEqual([]);
    expect(hindi.text).toMatch(devanagari);
  });

  it('asks morning or evening for a bare 6 instead of guessing', async () => {
    await providerTomorrow(server.ctx.db, {
      name: 'Asha Yoga Centre',
      category: 'yoga',
      service: 'Morning yoga',
      times: ['06:00', '18:00'],
      days: 2,
    });
    await server.app.search.refresh();
    const chat = new ChatClient((await signedUpClient(server.url)).client);
    const reply = await chat.send('yoga at 6 day after tomorrow');
    expect(reply.tools.at(-1)?.input).not.toHaveProperty('time');
    expect(reply.proposal).toBeNull();
    expect(reply.text).toMatch(/Did you mean 6:00 am or 6:00 pm\?/i);
  });
});
