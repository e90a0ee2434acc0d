import { eq } from 'drizzle-orm';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '#db/schema/index.ts';
import { signedUpClient } from '#tests/support/api-client.ts';
import { ChatClient } from '#tests/support/chat-client.ts';
import { fakeOpenAiBase, scriptedOpenAi, type ScriptedTurn } from '#tests/support/openai-mock.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { makeProvider } from '#tests/factories/catalog.ts';
import { istDay, istSlots } from './chat-fixtures.ts';
import { hybridEnv } from './hybrid-fixtures.ts';

/** Issue 21 whatever model asks: msw stands in for a remote model that tries to book what was not asked for. */
const mock = setupServer();
let server: TestServer;
let hybrid: TestServer;
const date = istDay(1);
let dentist: Awaited<ReturnType<typeof makeProvider>>;
let plumber: Awaited<ReturnType<typeof makeProvider>>;

beforeAll(async () => {
  mock.listen({ onUnhandledFrame: 'bypass' });
  const env = { OPENAI_API_KEY: 'sk-test-key', OPENAI_BASE_URL: fakeOpenAiBase, AI_MODEL: 'gpt-4o-mini' };
  server = await startTestServer({ env });
  hybrid = await startTestServer({ env: hybridEnv });
  dentist = await makeProvider(server.ctx.db, {
    name: 'Bright Smile Dental',
    category: 'doctor',
    specialty: 'Dentist',
    city: 'Pune',
    services: [{ name: 'Dental check-up', pricePaise: 50_000 }],
    slotStarts: istSlots(date, ['10:00', '17:00', '18:00']),
  });
  plumber = await makeProvider(server.ctx.db, {
    name: 'Anil Plumbing Works',
    category: 'plumber',
    city: 'Pune',
    services: [{ name: 'Tap repair', pricePaise: 30_000 }],
    slotStarts: istSlots(date, ['17:00', '18:00']),
  });
  await server.app.search.refresh();
});
afterEach(() => mock.resetHandlers());
afterAll(async () => {
  await server.close();
  await hybrid.close();
  mock.close();
});

const bookingsOf = (userId: string) => server.ctx.db.select().from(bookings).where(eq(bookings.userId, userId));
const findDentists = { category: 'doctor', query: 'dentist', city: 'Pune', date };
const findPlumbers = { category: 'plumber', city: 'Pune', date };

/** A remote model playing `calls` in order, one per model call: a tool call, or the text it ends a turn with. */
function remoteModel(calls: ScriptedTurn[]) {
  const { handler, requests } = scriptedOpenAi((_request, call) => calls[call - 1] ?? { text: 'Done.' });
  mock.use(handler);
  return requests;
}

describe('book_slot and reschedule_booking refuse a slot of another kind (kind_mismatch), whatever model asks', () => {
  it("dentists shown; on the client's yes the model searches plumbers and books one: refused, nothing booked", async () => {
    remoteModel([
      { toolCall: { name: 'find_slots', arguments: findDentists } },
      { text: 'Bright Smile Dental, Pune, tomorrow 5 pm, ₹500. Book it?' },
      { toolCall: { name: 'find_slots', arguments: findPlumbers } },
      { toolCall: { name: 'book_slot', arguments: { slotId: plumber.slots[0]!.id } } },
      { text: 'Sorry, I could not book that.' },
    ]);
    const { client, user } = await signedUpClient(server.url);
    const chat = new ChatClient(client);
    await chat.send('I need a dentist in Pune tomorrow at 5 pm');
    const yes = await chat.send('yes');

    expect(yes.tools.map((tool) => tool.name)).toEqual(['find_slots', 'book_slot']);
    expect(yes.tools[1]!.output).toMatchObject({ ok: false, reason: 'kind_mismatch' });
    expect(await bookingsOf(user.id)).toHaveLength(0);
  });

  it('a slot the model never searched for in a first turn is refused too', async () => {
    remoteModel([
      { toolCall: { name: 'find_slots', arguments: findPlumbers } },
      { toolCall: { name: 'book_slot', arguments: { slotId: plumber.slots[1]!.id } } },
      { text: 'Booked.' },
    ]);
    const { client, user } = await signedUpClient(server.url);
    const reply = await new ChatClient(client).send('I need a dentist in Pune, yes book the 6 pm one');
    expect(reply.tools[1]!.output).toMatchObject({ ok: false, reason: 'kind_mismatch' });
    expect(await bookingsOf(user.id)).toHaveLength(0);
  });

  it("moving a dentist booking to a plumber's slot is refused kind_mismatch; the booking stays", async () => {
    const { client, user } = await signedUpClient(server.url);
    const made = await client.request('POST', '/api/bookings', { slotId: dentist.slots[0]!.id });
    expect(made.status).toBe(201);
    const bookingId = (made.body as { id: string }).id;
    remoteModel([
      { toolCall: { name: 'find_slots', arguments: { ...findDentists, providerId: dentist.provider.id } } },
      { text: 'Bright Smile Dental has 5 pm tomorrow. Move it there?' },
      { toolCall: { name: 'find_slots', arguments: findPlumbers } },
      { toolCall: { name: 'reschedule_booking', arguments: { bookingId, slotId: plumber.slots[0]!.id } } },
      { text: 'Sorry.' },
    ]);
    const chat = new ChatClient(client);
    await chat.send('move my dentist appointment to 5 pm');
    const yes = await chat.send('yes');
    expect(yes.tools[1]).toMatchObject({ name: 'reschedule_booking', output: { ok: false, reason: 'kind_mismatch' } });
    const [row] = await bookingsOf(user.id);
    expect(row).toMatchObject({ slotId: dentist.slots[0]!.id, status: 'confirmed' });
  });

  it('a provider the client picked by name is the exception: booked on the yes to its slot', async () => {
    remoteModel([
      { toolCall: { name: 'find_slots', arguments: findDentists } },
      { text: 'Bright Smile Dental, Pune, tomorrow 6 pm. Book it?' },
      { toolCall: { name: 'find_slots', arguments: { providerId: plumber.provider.id, date, time: '18:00' } } },
      { text: 'Anil Plumbing Works, Pune, tomorrow 6 pm, ₹300. Book it?' },
      { toolCall: { name: 'book_slot', arguments: { slotId: plumber.slots[1]!.id } } },
      { text: 'Booked Anil Plumbing Works at 6 pm.' },
    ]);
    const { client, user } = await signedUpClient(server.url);
    const chat = new ChatClient(client);
    await chat.send('I need a dentist in Pune tomorrow at 6 pm');
    await chat.send('actually my tap leaks, can Anil Plumbing Works come at 6 pm?');
    const yes = await chat.send('yes');
    expect(yes.tools[0]).toMatchObject({ name: 'book_slot', output: { ok: true } });
    expect((await bookingsOf(user.id)).map((row) => row.slotId)).toEqual([plumber.slots[1]!.id]);
  });

  it('a slot found in the very turn of the yes was never shown: refused not_confirmed, nothing booked (h9 round)', async () => {
    remoteModel([
      { toolCall: { name: 'find_slots', arguments: findDentists } },
      { text: 'Bright Smile Dental, Pune, tomorrow 6 pm. Book it?' },
      { toolCall: { name: 'find_slots', arguments: { providerId: plumber.provider.id, date, time: '18:00' } } },
      { toolCall: { name: 'book_slot', arguments: { slotId: plumber.slots[1]!.id } } },
      { text: 'Sorry.' },
    ]);
    const { client, user } = await signedUpClient(server.url);
    const chat = new ChatClient(client);
    await chat.send('I need a dentist in Pune tomorrow at 6 pm');
    const named = await chat.send('actually my tap leaks, yes book Anil Plumbing Works at 6 pm');
    expect(named.tools[1]).toMatchObject({ name: 'book_slot', output: { ok: false, reason: 'not_confirmed' } });
    expect(await bookingsOf(user.id)).toHaveLength(0);
  });

  it('find_slots without any kind (no category, provider or service) is refused: no slots "in any category"', async () => {
    remoteModel([{ toolCall: { name: 'find_slots', arguments: { date, time: '17:00' } } }, { text: 'What is it for?' }]);
    const reply = await new ChatClient((await signedUpClient(server.url)).client).send('something tomorrow at 5 pm');
    expect(reply.tools[0]!.output).toMatchObject({ ok: false, reason: 'kind_required' });
  });

  it('find_slots for "repair" with no kind named (AC? phone? RO?) is refused too', async () => {
    remoteModel([{ toolCall: { name: 'find_slots', arguments: { category: 'repair', city: 'Pune', date } } }, { text: 'What is it for?' }]);
    const reply = await new ChatClient((await signedUpClient(server.url)).client).send('need a repair guy tomorrow in Pune');
    expect(reply.tools[0]!.output).toMatchObject({ ok: false, reason: 'kind_required' });
  });

  it('find_slots for "other" with no kind named (tailor? pandit? painter?) is refused too', async () => {
    remoteModel([{ toolCall: { name: 'find_slots', arguments: { category: 'other', city: 'Pune', date } } }, { text: 'What is it for?' }]);
    const reply = await new ChatClient((await signedUpClient(server.url)).client).send('need someone to paint my walls tomorrow in Pune');
    expect(reply.tools[0]!.output).toMatchObject({ ok: false, reason: 'kind_required' });
  });
});

describe('a duplicate is warned about, whatever model asks', () => {
  it("the remote model books a second dentist visit the same day on the client's yes: warned first, booked only on the next yes", async () => {
    const { client, user } = await signedUpClient(server.url);
    expect((await client.request('POST', '/api/bookings', { slotId: dentist.slots[1]!.id })).status).toBe(201);
    remoteModel([
      { toolCall: { name: 'find_slots', arguments: findDentists } },
      { text: 'Bright Smile Dental has 6 pm tomorrow. Book it?' },
      { toolCall: { name: 'book_slot', arguments: { slotId: dentist.slots[2]!.id } } },
      { toolCall: { name: 'book_slot', arguments: { slotId: dentist.slots[2]!.id } } },
      { text: 'You already have a dentist visit at 5 pm tomorrow; book another one?' },
      { toolCall: { name: 'book_slot', arguments: { slotId: dentist.slots[2]!.id } } },
      { text: 'Booked.' },
    ]);
    const chat = new ChatClient(client);
    const shown = await chat.send('dentist in Pune tomorrow evening');
    expect(shown.tools[0]!.output.alreadyBooked).toEqual([expect.objectContaining({ provider: 'Bright Smile Dental', time: '17:00' })]);

    const yes = await chat.send('yes');
    // Asking twice in the turn of the yes does not count as the client's second yes.
    expect(yes.tools.map((tool) => (tool.output as { reason?: string }).reason)).toEqual(['duplicate_warning', 'duplicate_warning']);
    expect(yes.tools[0]!.output.existing).toEqual([expect.objectContaining({ provider: 'Bright Smile Dental', time: '17:00' })]);
    expect(await bookingsOf(user.id)).toHaveLength(1);

    const again = await chat.send('yes, book another one');
    expect(again.tools[0]).toMatchObject({ name: 'book_slot', output: { ok: true } });
    expect(await bookingsOf(user.id)).toHaveLength(2);
  });
});

describe('AI_MODE=hybrid', () => {
  it('a need the offline model could not resolve is handed to the remote model', async () => {
    const requests = remoteModel([{ text: 'Joint pain is seen by an orthopaedist. Shall I look for one tomorrow at 5 pm?' }]);
    const reply = await new ChatClient((await signedUpClient(hybrid.url)).client).send('my gizmo is acting up, tomorrow 5pm');
    expect(reply.model).toBe('remote');
    expect(requests).toHaveLength(1);
    expect(reply.tools).toEqual([]);
  });
});
