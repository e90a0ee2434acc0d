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

/** A home tutor in `city` free at 10:00 and 11:00 the day after tomorrow (IST). */
async function homeTutorAt(name: string, city: string) {
  const made = await makeProvider(server.ctx.db, {
    name,
    city,
    category: 'tutor',
    specialty: 'Home Tutor',
    languages: ['en', 'hi', 'ta'],
    services: [{ name: 'Home tuition', pricePaise: 50_000 }],
    slotStarts: istSlots(istDay(2), ['10:00', '11:00']),
  });
  await server.app.search.refresh();
  return made;
}

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
    const tutor = await homeTutorAt(`Other Time Tutor ${form}`, city);
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

/** Proposes a home tutor at 10:00 the day after tomorrow in `city`, answers with `yes`, and checks nothing is booked. */
async function answerBooksNothing(name: string, city: string, yes: string) {
  await homeTutorAt(name, city);
  const { client, user } = await signedUpClient(server.url);
  const chat = new ChatClient(client);

  const proposed = await chat.send(`a home tutor in ${city} the day after tomorrow at 10 am`);
  expect(proposed.proposal, proposed.text).toMatchObject({ kind: 'book', time: '10:00' });
  const answered = await chat.send(yes);
  expect(
    answered.tools.map((tool) => tool.name),
    answered.text,
  ).not.toContain('book_slot');
  expect(await server.ctx.db.select().from(bookings).where(eq(bookings.userId, user.id))).toHaveLength(0);
}

const otherTask = [
  { form: 'en', city: 'Jaipur', yes: 'yes, move it' },
  { form: 'hi', city: 'Lucknow', yes: 'हाँ, बदल दो' },
  { form: 'hinglish', city: 'Kolkata', yes: 'haan, shift kar do' },
  { form: 'ta', city: 'Coimbatore', yes: 'ஆமா, மாத்துங்க' },
  { form: 'tanglish', city: 'Kochi', yes: 'aama, maathunga' },
] as const;

describe('a yes that asks for a move or a cancel is no yes to a new booking (h10 round)', () => {
  it.each(otherTask)('$form: "$yes" to a proposed new booking books nothing', ({ form, city, yes }) =>
    answerBooksNothing(`Other Task Tutor ${form}`, city, yes),
  );
});

const takesBackDay = [
  { form: 'en', city: 'Indore', yes: "the day after tomorrow won't work, book the 10 am one" },
  { form: 'hi', city: 'Bhopal', yes: 'परसों नहीं हो पाएगा, 10 बजे वाला कर दीजिए' },
  { form: 'hinglish', city: 'Surat', yes: 'parso nahi ho payega, 10 baje wala kar do' },
  { form: 'ta', city: 'Madurai', yes: 'நாளை மறுநாள் முடியாது, 10 மணிக்கு புக் பண்ணுங்க' },
  { form: 'tanglish', city: 'Mysuru', yes: 'naalai marunaal mudiyaadhu, 10 manikku book pannunga' },
] as const;

describe('"do it" beside the proposed day taken back is no yes to it (h11 round)', () => {
  it.each(takesBackDay)('$form: "$yes" books nothing', ({ form, city, yes }) => answerBooksNothing(`Taken Back Tutor ${form}`, city, yes));
});

/** Two providers of `specialty` in `city` in 3 days: the first free at 10:00, the second at 11:00 only (so the earliest is the first's). */
async function twoProviders(prefix: string, city: string, category: 'tutor' | 'doctor', specialty: string) {
  const made = [];
  for (const [suffix, pricePaise, times] of [
    ['A', 40_000, ['10:00']],
    ['B', 45_000, ['11:00']],
  ] as const) {
    made.push(
      await makeProvider(server.ctx.db, {
        name: `${prefix} ${suffix}`,
        city,
        category,
        specialty,
        services: [{ name: `${specialty} visit`, pricePaise }],
        slotStarts: istSlots(istDay(3), [...times]),
      }),
    );
  }
  await server.app.search.refresh();
  return made;
}

describe('"ok that one is fine" / "yes book it" to a list of several providers (h8/h10/h19/h22 rounds)', () => {
  it('of the kind asked in one city: the earliest is proposed, and only the next yes books it', async () => {
    const [first] = await twoProviders('Several Providers Tutor', 'Nagpur', 'tutor', 'Home Tutor');
    const { client, user } = await signedUpClient(server.url);
    const chat = new ChatClient(client);

    const listed = await chat.send('home tutor in Nagpur in 3 days, morning');
    expect(listed.proposal, listed.text).toBeNull();
    const asked = await chat.send('ok that one is fine');
    expect(asked.proposal, asked.text).toMatchObject({ kind: 'book', provider: first!.provider.name, time: '10:00' });
    expect(await server.ctx.db.select().from(bookings).where(eq(bookings.userId, user.id))).toHaveLength(0);
    await chat.send('yes');
    const booked = await server.ctx.db.select().from(bookings).where(eq(bookings.userId, user.id));
    expect(booked.map((row) => row.providerId)).toEqual([first!.provider.id]);
  });

  it('"yes book it" books the earliest of the kind asked, on the day and in the part of the day asked', async () => {
    const [first] = await twoProviders('Book It Tutor', 'Bhopal', 'tutor', 'Home Tutor');
    const { client, user } = await signedUpClient(server.url);
    const chat = new ChatClient(client);

    await chat.send('home tutor in Bhopal in 3 days, morning');
    const done = await chat.send('yes book it');
    expect(done.text).toContain(first!.provider.name);
    const booked = await server.ctx.db.select().from(bookings).where(eq(bookings.userId, user.id));
    expect(booked.map((row) => row.providerId)).toEqual([first!.provider.id]);
  });

  it('"yes book it" to a list without the time asked (10:30 is taken) only proposes', async () => {
    await twoProviders('Taken Time Tutor', 'Indore', 'tutor', 'Home Tutor');
    const { client, user } = await signedUpClient(server.url);
    const chat = new ChatClient(client);

    const listed = await chat.send('home tutor in Indore in 3 days at 10:30 am');
    expect(listed.proposal, listed.text).toBeNull();
    const asked = await chat.send('yes book it');
    expect(asked.proposal, asked.text).toMatchObject({ kind: 'book' });
    expect(await server.ctx.db.select().from(bookings).where(eq(bookings.userId, user.id))).toHaveLength(0);
  });

  it('of a kind never resolved ("a doctor"): which one is asked, nothing is proposed or booked', async () => {
    const [first, second] = await twoProviders('Unresolved Kind Doctor', 'Jabalpur', 'doctor', 'General Physician');
    const { client, user } = await signedUpClient(server.url);
    const chat = new ChatClient(client);

    const listed = await chat.send('doctor in Jabalpur in 3 days, morning');
    expect(listed.proposal, listed.text).toBeNull();
    const asked = await chat.send('ok fine book that one');
    expect(asked.proposal, asked.text).toBeNull();
    expect(asked.text).toContain('Which one');
    expect(asked.text).toContain(first!.provider.name);
    expect(asked.text).toContain(second!.provider.name);
    await chat.send('yes');
    expect(await server.ctx.db.select().from(bookings).where(eq(bookings.userId, user.id))).toHaveLength(0);
  });
});
