import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { bookings, profiles, timeSlots } from '#db/schema/index.ts';
import { signedUpClient } from '#tests/support/api-client.ts';
import { ChatClient } from '#tests/support/chat-client.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { book } from '../bookings/booking-fixtures.ts';
import { makeProvider } from '#tests/factories/catalog.ts';
import { istDay, istSlots, providerTomorrow } from './chat-fixtures.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const bookingRow = async (id: string) => (await server.ctx.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const slotRow = async (id: string) => (await server.ctx.db.select().from(timeSlots).where(eq(timeSlots.id, id)))[0]!;

describe('managing bookings by chat', () => {
  it('cancels: lists the booking, asks to confirm, cancels on yes and frees the slot', async () => {
    const { slots } = await providerTomorrow(server.ctx.db, {
      name: 'Dr. Arjun Nair',
      category: 'doctor',
      service: 'Consultation',
      times: ['11:00', '11:30'],
    });
    const { client } = await signedUpClient(server.url);
    const booked = (await book(client, slots[0]!.id)).body as { id: string };
    const chat = new ChatClient(client);

    const ask = await chat.send('cancel my booking');
    expect(ask.tools.map((tool) => tool.name)).toEqual(['list_bookings']);
    expect(ask.text).toMatch(/^Cancel your booking with Dr. Arjun Nair/);
    expect(ask.proposal).toMatchObject({ kind: 'cancel', bookingId: booked.id });
    expect((await bookingRow(booked.id)).status).toBe('confirmed');

    const done = await chat.send('Yes, cancel it');
    expect(done.tools).toMatchObject([
      { name: 'cancel_booking', input: { bookingId: booked.id }, output: { ok: true, freeBookingReturned: true } },
    ]);
    expect(done.text).toMatch(/Cancelled your booking/);
    expect((await bookingRow(booked.id)).status).toBe('cancelled');
    expect((await slotRow(slots[0]!.id)).isAvailable).toBe(true);
  });

  it('reschedules: finds the new time with the same provider, asks, moves on yes', async () => {
    const { slots } = await providerTomorrow(server.ctx.db, {
      name: 'Learn Maths with Ravi',
      category: 'tutor',
      service: 'Maths tuition',
      times: ['16:00', '18:30'],
    });
    const { client } = await signedUpClient(server.url);
    const booked = (await book(client, slots[0]!.id)).body as { id: string };
    const chat = new ChatClient(client);

    const ask = await chat.send('shift my tuition to 6:30 pm tomorrow');
    expect(ask.tools.map((tool) => tool.name)).toEqual(['list_bookings', 'find_slots']);
    expect(ask.tools[1]!.input).toMatchObject({ category: 'tutor', time: '18:30' });
    expect(ask.proposal).toMatchObject({ kind: 'reschedule', slotId: slots[1]!.id });

    const done = await chat.send('haan');
    expect(done.tools.map((tool) => tool.name)).toEqual(['reschedule_booking']);
    expect(done.text).toMatch(/बुकिंग अब|booking/);
    expect(await bookingRow(booked.id)).toMatchObject({ slotId: slots[1]!.id, status: 'confirmed' });
    expect((await slotRow(slots[0]!.id)).isAvailable).toBe(true);
  });

  it("lists the booked provider's free times for a move without asking the client's city", async () => {
    const { slots } = await providerTomorrow(server.ctx.db, {
      name: 'Sharma Physio Care',
      category: 'doctor',
      service: 'Physiotherapy session',
      times: ['10:00', '12:00', '12:30'],
    });
    const { client } = await signedUpClient(server.url);
    await book(client, slots[0]!.id);

    const listed = await new ChatClient(client).send('move my physio appointment to tomorrow at 3 pm');
    expect(listed.tools.at(-1)).toMatchObject({ name: 'find_slots', output: { ok: true } });
    expect(listed.text).toMatch(/12:00 pm/);
    expect(listed.text).not.toMatch(/Which city/);
  });

  it('reschedules to another day at the same time: proposes the booked time when it is free there', async () => {
    const { slots } = await makeProvider(server.ctx.db, {
      name: 'Sunrise Yoga Studio',
      category: 'yoga',
      services: [{ name: 'Hatha yoga class', pricePaise: 40_000 }],
      slotStarts: [...istSlots(istDay(1), ['10:00']), ...istSlots(istDay(2), ['09:00', '10:00'])],
    });
    const { client } = await signedUpClient(server.url);
    const booked = (await book(client, slots[0]!.id)).body as { id: string };
    const chat = new ChatClient(client);

    const ask = await chat.send('move my yoga class to day after tomorrow, same time');
    expect(ask.proposal).toMatchObject({ kind: 'reschedule', slotId: slots[2]!.id });

    const done = await chat.send('yes');
    expect(done.tools.map((tool) => tool.name)).toEqual(['reschedule_booking']);
    expect(await bookingRow(booked.id)).toMatchObject({ slotId: slots[2]!.id, status: 'confirmed' });
  });

  it("keeps a signed-in user's conversation: GET /api/chat/:id returns it, to its owner only", async () => {
    const { client } = await signedUpClient(server.url);
    const chat = new ChatClient(client);
    await chat.send('hi');
    await chat.send('my bookings');
    const stored = await client.get(`/api/chat/${chat.id}`);
    expect(stored.status).toBe(200);
    expect(stored.body.messages.map((message: { role: string }) => message.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    const stranger = (await signedUpClient(server.url)).client;
    expect((await stranger.get(`/api/chat/${chat.id}`)).status).toBe(404);
    await expect(new ChatClient(stranger, chat.id).send('hi')).rejects.toThrow();
  });
});

describe('reply language', () => {
  it("answers a first message with no language of its own ('2') in the profile's language", async () => {
    const { client, user } = await signedUpClient(server.url);
    await server.ctx.db.update(profiles).set({ locale: 'ta' }).where(eq(profiles.userId, user.id));
    const reply = await new ChatClient(client).send('2');
    expect(reply.text).toMatch(/[\u0B80-\u0BFF]/);
  });
});

describe('safety', () => {
  it("refuses to cancel another client's booking named by id, and changes nothing", async () => {
    const { slots } = await providerTomorrow(server.ctx.db, {
      name: 'Dr. Fatima Sheikh',
      category: 'doctor',
      service: 'Consultation',
      times: ['12:00'],
    });
    const victim = (await signedUpClient(server.url)).client;
    const theirs = (await book(victim, slots[0]!.id)).body as { id: string };
    const attacker = (await signedUpClient(server.url)).client;
    await book(
      attacker,
      (await providerTomorrow(server.ctx.db, { name: 'Dr. Own Slot', category: 'doctor', service: 'Consultation', times: ['13:00'] }))
        .slots[0]!.id,
    );

    const chat = new ChatClient(attacker);
    const reply = await chat.send(`cancel booking ${theirs.id}`);
    expect(reply.tools.map((tool) => tool.name)).toEqual(['list_bookings']);
    expect(reply.text).toMatch(/couldn't find that booking among yours/);
    expect(reply.proposal).toBeNull();
    const after = await chat.send('yes');
    expect(after.tools).toEqual([]);
    expect((await bookingRow(theirs.id)).status).toBe('confirmed');
  });

  it('rejects bad chat input with the error shape, never a 500', async () => {
    const { client } = await signedUpClient(server.url);
    const empty = await client.post('/api/chat', { id: 'x', messages: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.error.code).toBe('invalid_request');
    const fromAssistant = await client.post('/api/chat', {
      id: 'x',
      messages: [{ id: '1', role: 'assistant', parts: [{ type: 'text', text: 'hi' }] }],
    });
    expect(fromAssistant.status).toBe(400);
    const huge = await client.post('/api/chat', {
      id: 'x',
      messages: [{ id: '1', role: 'user', parts: [{ type: 'text', text: 'a'.repeat(2001) }] }],
    });
    expect(huge.status).toBe(400);
    const wrongType = await client.post('/api/chat', { id: 5, messages: 'hello' });
    expect(wrongType.status).toBe(400);
  });
});

describe('chat rate limit', () => {
  it('answers 429 with the error shape once the user has used their chat turns', async () => {
    const limited = await startTestServer({ env: { RATE_LIMIT_CHAT: '2/60' } });
    onTestFinished(() => limited.close());
    const { client } = await signedUpClient(limited.url);
    const body = { id: 'limit-test', messages: [{ id: '1', role: 'user', parts: [{ type: 'text', text: 'hi' }] }] };
    expect((await client.post('/api/chat', body)).status).toBe(200);
    expect((await client.post('/api/chat', body)).status).toBe(200);
    const third = await client.post('/api/chat', body);
    expect(third.status).toBe(429);
    expect(third.body.error.code).toBe('rate_limited');
  });
});
