/**
 * A weekday named on that weekday, late, with nothing left today: Mitra looks at next week's same
 * day, not at tomorrow (another weekday). The clock is a Wednesday at 21:30 IST.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpClient } from '#tests/support/api-client.ts';
import { ChatClient } from '#tests/support/chat-client.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';

/** The next Wednesday after the real today, 21:30 IST (16:00 UTC), so the demo seed's slots lie ahead of it. */
function wednesdayEvening(): Date {
  const at = new Date();
  at.setUTCHours(16, 0, 0, 0);
  do at.setUTCDate(at.getUTCDate() + 1);
  while (at.getUTCDay() !== 3);
  return at;
}

const now = wednesdayEvening();
const isoDay = (date: Date, plusDays: number) => new Date(date.getTime() + plusDays * 86_400_000).toISOString().slice(0, 10);
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { SEED_DEMO: 'true' }, now: () => now });
}, 120_000);
afterAll(() => server?.close());

describe('a weekday that is today, with the day over', () => {
  it.each([
    ['en', 'plumber in Chennai on wednesday'],
    ['hinglish', 'chennai me plumber chahiye wednesday ko'],
  ])('means next week’s (%s)', async (_language, message) => {
    const { client } = await signedUpClient(server.url);
    const reply = await new ChatClient(client).send(message);
    const searches = reply.tools.filter((tool) => tool.name === 'find_slots');
    expect(searches[0]).toMatchObject({ input: { date: isoDay(now, 0) } });
    expect(searches.at(-1)).toMatchObject({ input: { date: isoDay(now, 7) }, output: { ok: true, date: isoDay(now, 7) } });
  });

  it('keeps to today when today still has room: "wednesday" on a Wednesday morning is today', async () => {
    const morning = new Date(now.getTime() - 12 * 3_600_000);
    const early = await startTestServer({ env: { SEED_DEMO: 'true' }, now: () => morning });
    try {
      const { client } = await signedUpClient(early.url);
      const reply = await new ChatClient(client).send('plumber in Chennai on wednesday');
      const searches = reply.tools.filter((tool) => tool.name === 'find_slots');
      expect(searches).toHaveLength(1);
      expect(searches[0]).toMatchObject({ input: { date: isoDay(morning, 0) }, output: { ok: true, date: isoDay(morning, 0) } });
    } finally {
      await early.close();
    }
  }, 120_000);
});

describe('a pick past the end of the list', () => {
  it('says how many options there are, shows them again, and the list still stands', async () => {
    const { client } = await signedUpClient(server.url);
    const chat = new ChatClient(client);
    const listed = await chat.send('plumber in Chennai tomorrow at 9 am');
    const offers = (listed.tools.at(-1)?.output as { options: unknown[] }).options.length;
    const beyond = await chat.send(`option ${offers + 1}`);
    expect(beyond.text).toMatch(offers === 1 ? /^There is only one option/ : new RegExp(`^There are only ${offers} options`));
    expect(beyond.tools).toEqual([]);
    const picked = await chat.send('1');
    expect(picked.proposal).not.toBeNull();
  });
});
