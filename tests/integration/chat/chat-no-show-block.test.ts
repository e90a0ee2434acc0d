import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, type CategoryId } from '#db/schema/index.ts';
import { istDate } from '#api/core/time-zone.ts';
import { formatDay, type ReplyLocale } from '#agent/replies/translator.ts';
import { signedUpClient } from '#tests/support/api-client.ts';
import { ChatClient } from '#tests/support/chat-client.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { monthsFrom, pastNoShows } from '../bookings/no-show-fixtures.ts';
import { providerTomorrow } from './chat-fixtures.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Case = { locale: ReplyLocale; category: CategoryId; provider: string; times: string[]; ask: string; yes: string; says: RegExp };

/** Each language form's request (as chat-languages books them), and what its explanation must say. */
const cases: Case[] = [
  {
    locale: 'en',
    category: 'doctor',
    provider: 'Dr. Kavya Raman',
    times: ['09:30', '10:00'],
    ask: 'book a dermatologist tomorrow at 10am',
    yes: 'yes',
    says: /new bookings are paused until .+ after 3 missed appointments/,
  },
  {
    locale: 'hi',
    category: 'doctor',
    provider: 'Dr. Meera Joshi',
    times: ['09:30', '10:00'],
    ask: 'कल सुबह 10 बजे डॉक्टर चाहिए',
    yes: 'हाँ',
    says: /3 अपॉइंटमेंट छूटने के कारण नई बुकिंग .+ तक रोकी गई है/,
  },
  {
    locale: 'ta',
    category: 'salon',
    provider: 'Green Trends Salon',
    times: ['16:30', '17:00'],
    ask: 'நாளை மாலை 5 மணிக்கு ஹேர்கட்',
    yes: 'ஆம்',
    says: /3 சந்திப்புகளுக்கு வராததால் புதிய முன்பதிவுகள் .+ வரை நிறுத்தப்பட்டுள்ளன/,
  },
  {
    locale: 'hi-Latn',
    category: 'yoga',
    provider: 'Surya Yoga Studio',
    times: ['17:30', '18:00'],
    ask: 'kal shaam 6 baje yoga book karna hai',
    yes: 'haan',
    says: /3 appointment miss hone ki wajah se nayi booking .+ tak band hai/,
  },
  {
    locale: 'ta-Latn',
    category: 'plumber',
    provider: 'Murugan Plumbing',
    times: ['08:30', '09:00'],
    ask: 'naalaikku kaalaila 9 manikku plumber venum',
    yes: 'aama',
    says: /3 appointment-ku varaadhadhaala pudhu booking .+ varai nirutthi vachirukkom/,
  },
];

describe('Mitra explains the no-show block (issue 26.3)', () => {
  it.each(cases)('$locale: book_slot fails with no_show_block and its until; the reply says the date', async (c) => {
    await providerTomorrow(server.ctx.db, { name: c.provider, category: c.category, service: 'Visit', times: c.times });
    await server.app.search.refresh();
    const { client, user } = await signedUpClient(server.url);
    const marks = monthsFrom(Date.now(), -3, -2, -1);
    await pastNoShows(server.ctx.db, user.id, marks);
    const until = monthsFrom(marks[2]!.getTime(), 4)[0]!;
    const chat = new ChatClient(client);

    const first = await chat.send(c.ask);
    expect(first.proposal).toMatchObject({ kind: 'book' });
    const second = await chat.send(c.yes);
    expect(second.tools).toMatchObject([
      { name: 'book_slot', output: { ok: false, reason: 'no_show_block', details: { until: until.toISOString(), count: 3 } } },
    ]);
    expect(second.text).toMatch(c.says);
    expect(second.text).toContain(formatDay(c.locale, istDate(until)));
    expect(await server.ctx.db.select().from(bookings).where(eq(bookings.userId, user.id))).toHaveLength(3);
  });
});
