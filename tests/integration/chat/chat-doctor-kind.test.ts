import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '#db/schema/index.ts';
import { signedUpClient } from '#tests/support/api-client.ts';
import { ChatClient } from '#tests/support/chat-client.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { makeProvider } from '#tests/factories/catalog.ts';
import { istDay, istSlots } from './chat-fixtures.ts';

/**
 * Issue 21: a doctor's need whose specialty is not in the city asked goes to a general physician
 * there, said so ("No diabetologist in Nagpur: a general physician can see this"), never silently;
 * and who the visit is for (a child by word or by age) turns a fever into a paediatrician's.
 */
let server: TestServer;
const date = istDay(1);

beforeAll(async () => {
  server = await startTestServer();
  // Elsewhere, so that the kinds exist in the catalogue: a diabetologist and a paediatrician.
  for (const [name, specialty] of [
    ['Dr. Sugar Far', 'Diabetologist'],
    ['Dr. Kids Far', 'Paediatrician'],
  ] as const) {
    await makeProvider(server.ctx.db, {
      name,
      category: 'doctor',
      specialty,
      city: 'Jaipur',
      services: [{ name: 'Consultation', pricePaise: 50_000 }],
      slotStarts: istSlots(date, ['10:00']),
    });
  }
  await makeProvider(server.ctx.db, {
    name: 'Dr. Nagpur Physician',
    category: 'doctor',
    specialty: 'General Physician',
    city: 'Nagpur',
    services: [{ name: 'General consultation', pricePaise: 40_000 }],
    // One a dialogue below: each books one.
    slotStarts: istSlots(date, ['10:00', '10:30', '11:00']),
  });
  await makeProvider(server.ctx.db, {
    name: 'Dr. Nagpur Kids',
    category: 'doctor',
    specialty: 'Paediatrician',
    city: 'Nagpur',
    services: [{ name: 'Child consultation', pricePaise: 45_000 }],
    slotStarts: istSlots(date, ['18:00']),
  });
  await server.app.search.refresh();
});
afterAll(() => server.close());

const activeBookings = (userId: string) => server.ctx.db.select().from(bookings).where(eq(bookings.userId, userId));

describe("a doctor's specialty missing in the city asked", () => {
  it.each([
    ['English', 'my father is 80 and has sugar problems, need a doctor in Nagpur tomorrow morning', /general physician/i],
    ['Hinglish', 'papa ko sugar ki problem hai, kal subah Nagpur mein doctor chahiye', /general physician/i],
    ['Tanglish', 'appa ku sugar problem, naalaiku kaalaila Nagpur la doctor venum', /general physician/i],
  ])('%s: offers a general physician there, saying so, and books one only on a yes', async (_language, message, said) => {
    const { client, user } = await signedUpClient(server.url);
    const chat = new ChatClient(client);
    const reply = await chat.send(message);
    expect(reply.text).toMatch(said);
    expect(reply.text).toContain('Dr. Nagpur Physician');
    expect(reply.text).not.toContain('Dr. Sugar Far');
    expect(await activeBookings(user.id)).toHaveLength(0);
    await chat.send('1');
    await chat.send('yes');
    const made = await activeBookings(user.id);
    expect(made).toHaveLength(1);
  });
});

describe('who the visit is for', () => {
  it.each([
    ['Hinglish, by word', 'mere bete ko bukhaar hai, kal shaam Nagpur mein doctor chahiye'],
    ['Hinglish, a plural', 'bachchon ka doctor chahiye kal shaam Nagpur mein, bukhaar hai'],
    ['English, by age', 'my 5 year old has fever, need a doctor in Nagpur tomorrow evening'],
    ['Tanglish, by age', 'en paiyanukku 6 vayasu, kaichal, naalaiku saayangaalam Nagpur la doctor venum'],
  ])('%s: a fever goes to a paediatrician', async (_language, message) => {
    const chat = new ChatClient((await signedUpClient(server.url)).client);
    const reply = await chat.send(message);
    expect(reply.tools.find((tool) => tool.name === 'find_slots')?.input).toMatchObject({ query: 'paediatrician' });
    expect(reply.text).toContain('Dr. Nagpur Kids');
  });
});
