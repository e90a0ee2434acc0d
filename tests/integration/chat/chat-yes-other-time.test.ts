/**
 * A yes that names another time or day than the one proposed ("haan 11 baje wala theek hai" to a 10 am
 * proposal) is not a yes to that proposal (issue 21, h9 round): nothing is booked at the proposed time,
 * and the time the client said is looked for instead, in each language form.
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

const cases = [
  { form: 'en', city: 'Delhi', ask: 'a home tutor in Delhi the day after tomorrow at 10 am', yes: 'yes but the 11 am one is better' },
  { form: 'hi', city: 'Mumbai', ask: 'परसों सुबह 10 बजे मुंबई में होम ट्यूटर चाहिए', yes: 'हाँ 11 बजे वाला ठीक है' },
  { form: 'hinglish', city: 'Pune', ask: 'parso subah 10 baje Pune mein home tutor chahiye', yes: 'haan 11 baje wala theek hai' },
  { form: 'ta', city: 'Chennai', ask: 'நாளை மறுநாள் காலை 10 மணிக்கு சென்னையில ஹோம் டியூட்டர் வேணும்', yes: 'சரி, 11 மணிக்கு இருக்கறது ஓகே' },
  {
    form: 'tanglish',
    city: 'Hyderabad',
    ask: 'naalai marunaal kaalai 10 manikku Hyderabad la home tutor venum',
    yes: 'seri, 11 manikku ulladhu ok',
  },
] as const;

describe('a yes naming another time than the proposal', () => {
  it.each(cases)('$form: books nothing at the proposed time and offers the time said', async ({ form, city, ask, yes }) => {
    const tutor = await makeProvider(server.ctx.db, {
      name: `Other Time Tutor ${form}`,
      city,
      category: 'tutor',
      specialty: 'Home Tutor',
      languages: ['en', 'hi', 'ta'],
      services: [{ name: 'Home tuition', pricePaise: 50_000 }],
      slotStarts: istSlots(istDay(2), ['10:00', '11:00']),
    });
    await server.app.search.refresh();
    const { client, user } = await signedUpClient(server.url);
    const chat = new ChatClient(client);

    const proposed = await chat.send(ask);
    expect(proposed.proposal, proposed.text).toMatchObject({ kind: 'book', time: '10:00' });
    const answered = await chat.send(yes);
    expect(
      answered.tools.map((tool) => tool.name),
      proposed.text + ' || ' + answered.text,
    ).not.toContain('book_slot');
    const rows = await server.ctx.db.select().from(bookings).where(eq(bookings.userId, user.id));
    expect(rows).toHaveLength(0);
    expect(answered.text).toContain(tutor.provider.name);
    expect(answered.proposal, answered.text).toMatchObject({ kind: 'book', time: '11:00' });
  });
});
