import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '#db/schema/index.ts';
import { signedUpClient } from '#tests/support/api-client.ts';
import { ChatClient } from '#tests/support/chat-client.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { makeProvider } from '#tests/factories/catalog.ts';
import { istDay, istSlots } from './chat-fixtures.ts';

/** Issue 21 on the offline model: act only on what was understood; warn before a second booking of a kind. */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  const date = istDay(1);
  // Free at the hour every unresolved need below names: any of them would do for "any category".
  await makeProvider(server.ctx.db, {
    name: 'Ravi Civil Engineers',
    category: 'engineer',
    services: [{ name: 'Site inspection', pricePaise: 90_000 }],
    slotStarts: istSlots(date, ['17:00']),
  });
  await makeProvider(server.ctx.db, {
    name: 'Quick Fix Plumbing',
    category: 'plumber',
    services: [{ name: 'Tap repair', pricePaise: 30_000 }],
    slotStarts: istSlots(date, ['17:00']),
  });
  await server.app.search.refresh();
});
afterAll(() => server.close());

const bookingsOf = (userId: string) => server.ctx.db.select().from(bookings).where(eq(bookings.userId, userId));

describe('a need Mitra did not resolve gets a question, never slots "in any category"', () => {
  it.each([
    ['English', 'I have a weird problem with my thing, tomorrow 5pm', /^What is it for\?/],
    ['English, a symptom it has no kind for', 'my gizmo is acting up, tomorrow 5pm', /^What is it for\?/],
    ['Hinglish', 'mujhe ek ajeeb si dikkat hai kal shaam 5 baje', /^Yeh kis liye hai\?/],
    ['Tamil', 'என் பொருளில் ஒரு பிரச்சனை நாளை 5 மணி', /^இது எதற்காக\?/],
  ])('%s: asks what it is for, finds no slots and books nothing on a yes', async (_language, message, question) => {
    const { client, user } = await signedUpClient(server.url);
    const chat = new ChatClient(client);

    const reply = await chat.send(message);
    expect(reply.text).toMatch(question);
    // No slot was found for it: find_slots was not asked, or it named the missing kind.
    const found = reply.tools.filter((tool) => tool.name === 'find_slots' && (tool.output as { ok?: boolean }).ok !== false);
    expect(found).toEqual([]);
    expect(reply.text).not.toMatch(/Ravi Civil Engineers|Quick Fix Plumbing/);

    const yes = await chat.send('yes');
    expect(yes.tools.filter((tool) => tool.name === 'book_slot' && (tool.output as { ok?: boolean }).ok)).toEqual([]);
    expect(await bookingsOf(user.id)).toHaveLength(0);
  });

  it.each([
    ['English', 'book the 5 pm slot tomorrow', /^What is it for\?/],
    ['Hinglish', 'kal shaam 5 baje koi slot hai kya', /^Yeh kis liye hai\?/],
  ])(
    '%s, only a time asked: find_slots is asked and names the missing kind; no slot is shown, and a yes books nothing',
    async (_language, message, question) => {
      const { client, user } = await signedUpClient(server.url);
      const chat = new ChatClient(client);

      const reply = await chat.send(message);
      const search = reply.tools.find((tool) => tool.name === 'find_slots');
      expect(search?.input).toMatchObject({ date: istDay(1), time: '17:00' });
      expect(search?.output).toMatchObject({ ok: false, reason: 'kind_required' });
      expect(reply.text).toMatch(question);
      expect(reply.text).not.toMatch(/Ravi Civil Engineers|Quick Fix Plumbing/);

      await chat.send('yes');
      expect(await bookingsOf(user.id)).toHaveLength(0);
    },
  );

  it('the day and time asked stay: naming the kind next finds slots of that kind only', async () => {
    const chat = new ChatClient((await signedUpClient(server.url)).client);
    await chat.send('book 5 pm tomorrow');
    const kind = await chat.send('a plumber');
    expect(kind.tools.at(-1)).toMatchObject({ name: 'find_slots', input: { category: 'plumber', time: '17:00', date: istDay(1) } });
    expect(kind.text).toContain('Quick Fix Plumbing');
    expect(kind.text).not.toContain('Ravi Civil Engineers');
  });
});

describe('a second booking with one provider, or of one kind on one day, is proposed only after saying so', () => {
  it('a haircut booked over the API at 4 pm: asking for another that evening warns, and only the yes after the warning books', async () => {
    const date = istDay(1);
    const salon = await makeProvider(server.ctx.db, {
      name: 'Mirror Lane Salon',
      category: 'salon',
      city: 'Coimbatore',
      area: 'RS Puram',
      services: [{ name: 'Haircut', pricePaise: 40_000 }],
      slotStarts: istSlots(date, ['16:00', '17:00', '18:00']),
    });
    await server.app.search.refresh();
    const { client, user } = await signedUpClient(server.url);
    const made = await client.request('POST', '/api/bookings', { slotId: salon.slots[0]!.id, serviceId: salon.services[0]!.id });
    expect(made.status).toBe(201);
    const chat = new ChatClient(client);

    const asked = await chat.send('haircut tomorrow evening in Coimbatore');
    expect(asked.text).toMatch(/^You already have a booking with Mirror Lane Salon on .* at 4:00 pm for Haircut; book another one\?/);
    expect((asked.tools.at(-1)!.output as { alreadyBooked?: unknown }).alreadyBooked).toEqual([
      expect.objectContaining({ provider: 'Mirror Lane Salon', date, time: '16:00' }),
    ]);
    const picked = await chat.send('2');
    expect(picked.text).toMatch(/You already have a booking with Mirror Lane Salon/);
    expect(picked.text).toMatch(/Shall I book it\?/);
    expect(await bookingsOf(user.id)).toHaveLength(1);

    const yes = await chat.send('yes');
    expect(yes.text).toMatch(/^Booked!/);
    expect((await bookingsOf(user.id)).map((row) => row.slotId).sort()).toEqual([salon.slots[0]!.id, salon.slots[2]!.id].sort());
  });

  it('an exact time of the same kind that day is proposed with the warning (Hinglish)', async () => {
    const date = istDay(1);
    const first = await makeProvider(server.ctx.db, {
      name: 'Kanak Beauty Parlour',
      category: 'salon',
      city: 'Jaipur',
      area: 'C Scheme',
      services: [{ name: 'Haircut', pricePaise: 30_000 }],
      slotStarts: istSlots(date, ['11:00']),
    });
    await makeProvider(server.ctx.db, {
      name: 'Pink City Salon',
      category: 'salon',
      city: 'Jaipur',
      area: 'Malviya Nagar',
      services: [{ name: 'Haircut', pricePaise: 35_000 }],
      slotStarts: istSlots(date, ['18:00']),
    });
    await server.app.search.refresh();
    const { client, user } = await signedUpClient(server.url);
    expect((await client.request('POST', '/api/bookings', { slotId: first.slots[0]!.id, serviceId: first.services[0]!.id })).status).toBe(
      201,
    );
    const chat = new ChatClient(client);

    const asked = await chat.send('kal shaam 6 baje Jaipur mein haircut');
    expect(asked.text).toMatch(/^Aapki Kanak Beauty Parlour ke saath .* pehle se booking hai \(Haircut\); kya ek aur book karoon\?/);
    expect(asked.text).toContain('Pink City Salon');
    expect(await bookingsOf(user.id)).toHaveLength(1);
  });
});

describe('the city is never asked under one city’s slots', () => {
  it('a list of one city’s slots does not ask which city the client is in', async () => {
    await makeProvider(server.ctx.db, {
      name: 'Lone Yoga Studio',
      category: 'yoga',
      city: 'Mysuru',
      services: [{ name: 'Hatha yoga class', pricePaise: 25_000 }],
      slotStarts: istSlots(istDay(1), ['07:00', '07:30']),
    });
    await server.app.search.refresh();
    const reply = await new ChatClient((await signedUpClient(server.url)).client).send('yoga class tomorrow morning');
    expect(reply.text).toContain('Lone Yoga Studio');
    expect(reply.text).not.toMatch(/Which city are you in/);
  });
});
