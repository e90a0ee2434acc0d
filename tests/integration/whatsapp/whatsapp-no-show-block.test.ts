import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, user } from '#db/schema/index.ts';
import { istDate } from '#api/core/time-zone.ts';
import { formatDay, type ReplyLocale } from '#agent/replies/translator.ts';
import { twilioEnv, testAuthToken } from '#tests/support/twilio-rest-mock.ts';
import { WhatsAppSender } from '#tests/support/twilio-webhook.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { monthsFrom, pastNoShows } from '../bookings/no-show-fixtures.ts';
import { providerTomorrow } from '../chat/chat-fixtures.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { ...twilioEnv } });
});
afterAll(() => server.close());

const cases: { locale: ReplyLocale; phone: string; ask: string; yes: string; says: RegExp }[] = [
  {
    locale: 'hi',
    phone: '+919812300051',
    ask: 'कल सुबह 10 बजे डॉक्टर चाहिए',
    yes: 'हाँ',
    says: /3 अपॉइंटमेंट छूटने के कारण नई बुकिंग .+ तक रोकी गई है/,
  },
  {
    locale: 'en',
    phone: '+919812300052',
    ask: 'book a doctor tomorrow at 10am',
    yes: 'yes',
    says: /new bookings are paused until .+ after 3 missed appointments/,
  },
];

describe('WhatsApp explains the no-show block (issue 26.3)', () => {
  it.each(cases)('$locale: the "yes" books nothing and the reply gives the date bookings open again', async (c) => {
    await providerTomorrow(server.ctx.db, {
      name: 'Dr. Meera Joshi',
      category: 'doctor',
      service: 'Consultation',
      times: ['09:30', '10:00'],
    });
    await server.app.search.refresh();
    const whatsapp = new WhatsAppSender(server.url, c.phone, 'Sunita Verma', testAuthToken);
    expect((await whatsapp.send('hi')).status).toBe(200);
    const [client] = await server.ctx.db.select().from(user).where(eq(user.phoneNumber, c.phone));
    const marks = monthsFrom(Date.now(), -3, -2, -1);
    await pastNoShows(server.ctx.db, client!.id, marks);
    const until = monthsFrom(marks[2]!.getTime(), 4)[0]!;

    await whatsapp.send(c.ask);
    const reply = (await whatsapp.send(c.yes)).messages.join('\n');
    expect(reply).toMatch(c.says);
    expect(reply).toContain(formatDay(c.locale, istDate(until)));
    const made = await server.ctx.db.select().from(bookings).where(eq(bookings.userId, client!.id));
    expect(made.filter((row) => row.status !== 'no_show')).toEqual([]);
  });
});
