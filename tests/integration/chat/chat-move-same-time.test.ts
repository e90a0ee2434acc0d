/**
 * "Move it to Saturday, same time" said on a Saturday after that time means next Saturday (public dialogue
 * dev-dlg-en-08), as "Saturday 11:00" said then does: the kept time is the booking's, not one the message reads.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, istDate, istToInstant } from '#api/core/time-zone.ts';
import { signedUpClient } from '#tests/support/api-client.ts';
import { ChatClient } from '#tests/support/chat-client.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { makeProvider } from '#tests/factories/catalog.ts';
import { istSlots } from './chat-fixtures.ts';

/** The coming Saturday (IST, at least a day away). */
function comingSaturday(): string {
  let day = addDays(istDate(new Date()), 1);
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 6) day = addDays(day, 1);
  return day;
}

const saturday = comingSaturday();
let server: TestServer;

beforeAll(async () => {
  // The clock stands at 13:00 IST on that Saturday, running at the real pace.
  const offset = istToInstant(saturday, 13 * 60).getTime() - Date.now();
  server = await startTestServer({ now: () => new Date(Date.now() + offset) });
});
afterAll(() => server.close());

describe('a move to "Saturday, same time" on a Saturday after that time', () => {
  it('looks at next Saturday at the booked time, proposes it, and moves the booking there on a yes', async () => {
    const thursday = addDays(saturday, 5);
    const nextSaturday = addDays(saturday, 7);
    const made = await makeProvider(server.ctx.db, {
      name: 'Dr. Same Time',
      category: 'doctor',
      specialty: 'General Physician',
      city: 'Pune',
      services: [{ name: 'General consultation', pricePaise: 30_000 }],
      slotStarts: [...istSlots(thursday, ['11:00']), ...istSlots(saturday, ['17:00']), ...istSlots(nextSaturday, ['11:00'])],
    });
    await server.app.search.refresh();
    const { client } = await signedUpClient(server.url);
    const booked = await client.post<{ id: string }>('/api/bookings', { slotId: made.slots[0]!.id });
    expect(booked.status).toBe(201);

    const chat = new ChatClient(client);
    const reply = await chat.send("can I move my doctor's appointment on Thursday to Saturday? same time");
    expect(reply.tools.at(-1), reply.text).toMatchObject({ name: 'find_slots', input: { date: nextSaturday, time: '11:00' } });
    expect(reply.proposal).toMatchObject({ kind: 'reschedule', slotId: made.slots[2]!.id });
    await chat.send('yes');
    const [row] = (await client.get<{ id: string; date: string; time: string }[]>('/api/bookings')).body;
    expect(row).toMatchObject({ id: booked.body.id, date: nextSaturday, time: '11:00' });
  });
});
