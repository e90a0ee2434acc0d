/**
 * Issue 24 point 5: the chat draws its booking card from book_slot's structured output, so that
 * output carries everything the card shows and links to (place, instants, price in paise, the BM
 * reference), and the localised yes the confirm button sends books in Hindi and Tamil.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe("book_slot's output is the booking card", () => {
  it('names the provider, service, area and city, day and time, the instants, the price and the reference', async () => {
    const date = istDay(1);
    const { slots } = await makeProvider(server.ctx.db, {
      name: 'Dr. Farah Siddiqui',
      category: 'doctor',
      specialty: 'Dermatologist',
      city: 'Mumbai',
      area: 'Bandra West',
      services: [{ name: 'Skin consultation', pricePaise: 149_900 }],
      slotStarts: istSlots(date, ['10:00', '10:30']),
    });
    await server.app.search.refresh();
    const { client } = await signedUpClient(server.url);
    const chat = new ChatClient(client);

    await chat.send('dermatologist in Mumbai tomorrow at 10am');
    const booked = await chat.send('yes');
    const tool = booked.tools.find((call) => call.name === 'book_slot');
    const booking = (tool?.output as { ok: true; booking: Record<string, unknown> }).booking;
    expect(booking).toMatchObject({
      provider: 'Dr. Farah Siddiqui',
      service: 'Skin consultation',
      city: 'Mumbai',
      area: 'Bandra West',
      date,
      time: '10:00',
      amountPaise: 149_900,
      startsAt: slots[0]!.startsAt.toISOString(),
    });
    expect(booking.reference).toBe(`BM${String(booking.id).replace(/-/g, '').slice(0, 10).toUpperCase()}`);
    expect(new Date(String(booking.endsAt)).getTime()).toBeGreaterThan(new Date(String(booking.startsAt)).getTime());
    expect(typeof booking.createdAt).toBe('string');
  });

  it.each([
    ['Hindi', 'कल सुबह 10 बजे मुंबई में डॉक्टर चाहिए', 'हाँ', 'Dr. Meera Joshi'],
    ['Tamil', 'நாளை காலை 10 மணிக்கு மும்பையில் டாக்டர் வேண்டும்', 'ஆம்', 'Dr. Kavin Raj'],
  ])('%s: the yes the confirm button sends books the proposal', async (_language, ask, yes, name) => {
    await makeProvider(server.ctx.db, {
      name,
      category: 'doctor',
      city: 'Mumbai',
      area: 'Andheri East',
      services: [{ name: 'General consultation', pricePaise: 50_000 }],
      slotStarts: istSlots(istDay(1), ['10:00']),
    });
    await server.app.search.refresh();
    const { client } = await signedUpClient(server.url);
    const chat = new ChatClient(client);
    const first = await chat.send(ask);
    expect(first.proposal).toMatchObject({ kind: 'book', provider: name });
    const second = await chat.send(yes);
    expect(second.tools.find((call) => call.name === 'book_slot')?.output).toMatchObject({
      ok: true,
      booking: { provider: name, area: 'Andheri East', city: 'Mumbai' },
    });
  });
});
