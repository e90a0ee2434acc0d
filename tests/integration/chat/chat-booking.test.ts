import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, timeSlots } from '#db/schema/index.ts';
import { ApiClient, signedUpClient } from '#tests/support/api-client.ts';
import { ChatClient } from '#tests/support/chat-client.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { makeProvider } from '#tests/factories/catalog.ts';
import { istDay, istSlots, providerTomorrow } from './chat-fixtures.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function bookingsOf(userId: string) {
  return server.ctx.db.select().from(bookings).where(eq(bookings.userId, userId));
}

describe('booking by chat on the offline model', () => {
  it('English: dermatologist tomorrow at 10am → proposal → yes → a confirmed booking row', async () => {
    const { provider, slots } = await providerTomorrow(server.ctx.db, {
      name: 'Dr. Kavya Raman',
      category: 'doctor',
      service: 'Dermatology consultation',
      times: ['09:30', '10:00', '10:30'],
    });
    await server.app.search.refresh();
    const { client, user } = await signedUpClient(server.url);
    const chat = new ChatClient(client);

    const first = await chat.send('book a dermatologist tomorrow at 10am');
    // The kind of provider goes to find_slots itself: only dermatology providers or services are offered.
    expect(first.tools.map((tool) => tool.name)).toEqual(['find_slots']);
    expect(first.tools[0]!.input).toMatchObject({ query: 'dermatologist', category: 'doctor' });
    expect(first.tools[0]!.input).toMatchObject({ time: '10:00' });
    expect(first.text).toContain('Dr. Kavya Raman');
    expect(first.text).toMatch(/Shall I book it\?/);
    expect(first.proposal).toMatchObject({ kind: 'book', slotId: slots[1]!.id, ready_to_book: true });
    expect(await bookingsOf(user.id)).toHaveLength(0);

    const second = await chat.send('yes');
    expect(second.tools.map((tool) => tool.name)).toEqual(['book_slot']);
    expect(second.text).toMatch(/^Booked!/);
    const rows = await bookingsOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ slotId: slots[1]!.id, status: 'confirmed', channel: 'chat', providerId: provider.id });
    // The reference Mitra gives is the BM one every message, e-mail and admin page uses.
    const reference = `BM${rows[0]!.id.replace(/-/g, '').slice(0, 10).toUpperCase()}`;
    expect(second.text).toContain(`Booking id: ${reference}.`);
    const [slot] = await server.ctx.db.select().from(timeSlots).where(eq(timeSlots.id, slots[1]!.id));
    expect(slot!.isAvailable).toBe(false);
  });

  it('signed out: shows slots, and asks the visitor to sign in instead of booking', async () => {
    await providerTomorrow(server.ctx.db, {
      name: 'Anil Plumbing Works',
      category: 'plumber',
      service: 'Tap repair',
      times: ['17:00', '17:30'],
    });
    await server.app.search.refresh();
    const chat = new ChatClient(new ApiClient(server.url));
    const first = await chat.send('plumber tomorrow at 5pm');
    expect(first.tools.map((tool) => tool.name)).toEqual(['find_slots']);
    expect(first.text).toContain('Anil Plumbing Works');
    const second = await chat.send('yes');
    expect(second.tools[0]).toMatchObject({ name: 'book_slot', output: { ok: false, reason: 'sign_in_required' } });
    expect(second.text).toMatch(/sign in/i);
  });

  it("a new list of slots replaces the proposal: a yes then only proposes that provider's earliest (books nothing); picking option 2 and confirming books it", async () => {
    const { slots } = await providerTomorrow(server.ctx.db, {
      name: 'Hair Lounge Adyar',
      category: 'salon',
      service: 'Haircut',
      times: ['11:00', '11:30', '12:00'],
    });
    await server.app.search.refresh();
    const { client, user } = await signedUpClient(server.url);
    const chat = new ChatClient(client);

    expect((await chat.send('haircut tomorrow at 11am')).proposal).toMatchObject({ slotId: slots[0]!.id });
    const listed = await chat.send('free slots tomorrow');
    expect(listed.proposal).toBeNull();
    expect(listed.text).toMatch(/1\. 11:00 am[\s\S]*2\. 11:30 am/);
    const stray = await chat.send('yes');
    expect(stray.tools).toEqual([]);
    expect(stray.proposal).toMatchObject({ kind: 'book', slotId: slots[0]!.id });
    expect(await bookingsOf(user.id)).toHaveLength(0);

    const picked = await chat.send('2');
    expect(picked.tools).toEqual([]);
    expect(picked.proposal).toMatchObject({ kind: 'book', slotId: slots[1]!.id });
    expect(await bookingsOf(user.id)).toHaveLength(0);
    await chat.send('yes');
    expect(await bookingsOf(user.id)).toMatchObject([{ slotId: slots[1]!.id, status: 'confirmed' }]);
  });

  it('a search, then a result picked by number, then a slot picked by number, then yes: booked', async () => {
    const { provider, slots } = await providerTomorrow(server.ctx.db, {
      name: 'Dr. Ishaan Kapoor',
      category: 'doctor',
      specialty: 'Cardiology',
      service: 'Cardiology consultation',
      times: ['15:00', '15:30'],
    });
    await server.app.search.refresh();
    const { client, user } = await signedUpClient(server.url);
    const chat = new ChatClient(client);

    const found = await chat.send('find me a cardiologist');
    expect(found.tools.map((tool) => tool.name)).toEqual(['search_catalog']);
    expect(found.text).toMatch(/1\. .*Dr\. Ishaan Kapoor/);
    const listed = await chat.send('1');
    expect(listed.tools).toMatchObject([{ name: 'find_slots', input: { providerId: provider.id } }]);
    expect(listed.text).toMatch(/Free slots with Dr\. Ishaan Kapoor/);
    const proposed = await chat.send('2');
    expect(proposed.proposal).toMatchObject({ slotId: slots[1]!.id });
    await chat.send('yes');
    expect(await bookingsOf(user.id)).toMatchObject([{ slotId: slots[1]!.id }]);
  });

  it('a time picked that the list does not show ("the 4 pm one"): finds that time for the same request and proposes it', async () => {
    const { slots } = await providerTomorrow(server.ctx.db, {
      name: 'Velvet Touch Salon',
      category: 'salon',
      service: 'Facial',
      times: ['10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'],
    });
    await server.app.search.refresh();
    const { client, user } = await signedUpClient(server.url);
    const chat = new ChatClient(client);

    const listed = await chat.send('facial tomorrow');
    expect(listed.text).not.toMatch(/4:00 pm/);
    const proposed = await chat.send('the 4 pm one');
    expect(proposed.tools).toMatchObject([{ name: 'find_slots', input: { category: 'salon', time: '16:00' } }]);
    expect(proposed.proposal).toMatchObject({ slotId: slots[6]!.id });
    await chat.send('yes');
    expect(await bookingsOf(user.id)).toMatchObject([{ slotId: slots[6]!.id }]);
  });

  it('a time picked on another day than the list shows proposes that time on that day (never the same option number), and a yes books it', async () => {
    const { slots } = await makeProvider(server.ctx.db, {
      name: 'Neha Coding Classes',
      category: 'tutor',
      services: [{ name: 'Scratch coding class', pricePaise: 50_000 }],
      slotMinutes: 60,
      slotStarts: [...istSlots(istDay(1), ['16:00', '17:00', '18:00']), ...istSlots(istDay(2), ['16:00', '17:00', '18:00'])],
    });
    await server.app.search.refresh();
    const { client, user } = await signedUpClient(server.url);
    const chat = new ChatClient(client);

    await chat.send('coding tutor tomorrow evening');
    // The day after's slots are found in this turn: never shown, so proposed, not booked (issue 21, h9 round).
    const proposed = await chat.send('day after tomorrow, the 5 pm one, book it');
    expect(proposed.proposal, proposed.text).toMatchObject({ slotId: slots[4]!.id });
    expect(await bookingsOf(user.id)).toEqual([]);
    await chat.send('yes');
    expect(await bookingsOf(user.id)).toMatchObject([{ slotId: slots[4]!.id }]);
  });

  it('only a new day after a proposal ("make it day after tomorrow, same time"): proposes the time asked before on that day', async () => {
    const { slots } = await makeProvider(server.ctx.db, {
      name: 'Kapoor Tax Desk',
      category: 'consultant',
      services: [{ name: 'Tax consultation', pricePaise: 90_000 }],
      slotMinutes: 60,
      slotStarts: [...istSlots(istDay(1), ['11:00']), ...istSlots(istDay(2), ['10:00', '11:00'])],
    });
    await server.app.search.refresh();
    const { client, user } = await signedUpClient(server.url);
    const chat = new ChatClient(client);

    const first = await chat.send('tax consultant tomorrow at 11am');
    expect(first.proposal).toMatchObject({ slotId: slots[0]!.id });
    const moved = await chat.send('actually make it day after tomorrow, same time');
    expect(moved.proposal).toMatchObject({ slotId: slots[2]!.id });
    await chat.send('yes');
    expect(await bookingsOf(user.id)).toMatchObject([{ slotId: slots[2]!.id }]);
  });

  it('"the earliest I can see a physiotherapist": finds the first free slot and proposes it', async () => {
    const { slots } = await providerTomorrow(server.ctx.db, {
      name: 'Dr. Meera Pillai',
      category: 'doctor',
      specialty: 'Physiotherapy',
      service: 'Physiotherapy session',
      times: ['09:00', '12:00'],
    });
    await server.app.search.refresh();
    const { client, user } = await signedUpClient(server.url);
    const chat = new ChatClient(client);

    const proposed = await chat.send("what's the earliest i can see a physiotherapist?");
    expect(proposed.tools.map((tool) => tool.name)).toEqual(['find_slots']);
    expect(proposed.proposal).toMatchObject({ slotId: slots[0]!.id });
    await chat.send('ok book that');
    expect(await bookingsOf(user.id)).toMatchObject([{ slotId: slots[0]!.id }]);
  });

  it('a day and time first, then only the kind ("a carpenter"): finds its slots at that time, not providers', async () => {
    const { slots } = await providerTomorrow(server.ctx.db, {
      name: 'Joshi Woodworks',
      category: 'carpenter',
      service: 'Furniture repair',
      times: ['15:00', '16:00'],
    });
    await server.app.search.refresh();
    const { client, user } = await signedUpClient(server.url);
    const chat = new ChatClient(client);

    await chat.send('I want to book something for tomorrow at 3 pm');
    const found = await chat.send('a carpenter');
    expect(found.tools.map((tool) => tool.name)).toEqual(['find_slots']);
    expect(found.tools[0]!.input).toMatchObject({ category: 'carpenter', time: '15:00' });
    expect(found.text).toContain('Joshi Woodworks');
    await chat.send('the first one');
    await chat.send('yes');
    expect(await bookingsOf(user.id)).toMatchObject([{ slotId: slots[0]!.id }]);
  });

  it('"day after tomorrow evening, the cheapest": proposes the cheapest slot of the new list', async () => {
    const slotStarts = istSlots(istDay(2), ['17:00', '18:00']);
    await makeProvider(server.ctx.db, {
      name: 'Er. Costly Rao',
      category: 'engineer',
      specialty: 'Civil Engineer',
      services: [{ name: 'Site inspection', pricePaise: 90_000 }],
      slotStarts,
    });
    const { slots } = await makeProvider(server.ctx.db, {
      name: 'Er. Thrifty Iyer',
      category: 'engineer',
      specialty: 'Civil Engineer',
      services: [{ name: 'Site inspection', pricePaise: 70_000 }],
      slotStarts,
    });
    await server.app.search.refresh();
    const { client, user } = await signedUpClient(server.url);
    const chat = new ChatClient(client);

    const proposed = await chat.send('need a civil engineer day after tomorrow evening, the cheapest please');
    expect(proposed.tools.map((tool) => tool.name)).toEqual(['find_slots']);
    expect(proposed.proposal).toMatchObject({ slotId: slots[0]!.id });
    await chat.send('yes');
    expect(await bookingsOf(user.id)).toMatchObject([{ slotId: slots[0]!.id }]);
  });
});
