import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitlistEntries } from '#db/schema/index.ts';
import { signedUpClient } from '#tests/support/api-client.ts';
import { ChatClient } from '#tests/support/chat-client.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { istDay, providerTomorrow } from '../chat/chat-fixtures.ts';

let server: TestServer;
let providerId: string;

beforeAll(async () => {
  server = await startTestServer();
  // Free only the day after tomorrow: tomorrow has nothing.
  const made = await providerTomorrow(server.ctx.db, {
    name: 'Dr. Revathi Subramanian',
    category: 'doctor',
    service: 'General consultation',
    times: ['10:00', '10:30'],
    days: 2,
  });
  providerId = made.provider.id;
  await server.app.search.refresh();
});
afterAll(() => server.close());

const cases = [
  { form: 'English', ask: 'put me on the waitlist', script: /waitlist for/ },
  { form: 'Hinglish', ask: 'waitlist mein daal do', script: /waitlist mein hain/ },
  { form: 'Hindi', ask: 'मुझे वेटलिस्ट में डाल दो', script: /[\u0900-\u097F]/ },
  { form: 'Tamil', ask: 'காத்திருப்பு பட்டியலில் சேர்', script: /[\u0B80-\u0BFF]/ },
  { form: 'Tanglish', ask: 'kaathiruppu pattiyalil serthudunga', script: /kaathiruppu pattiyalil irukkeenga/ },
];

describe('Mitra puts the client on the waitlist after a day with nothing free', () => {
  it.each(cases)('$form', async ({ ask, script }) => {
    const { client, user } = await signedUpClient(server.url);
    const chat = new ChatClient(client);
    const first = await chat.send('Dr. Revathi Subramanian tomorrow morning');
    expect(first.tools.some((tool) => tool.name === 'find_slots')).toBe(true);

    const reply = await chat.send(ask);
    expect(reply.tools.map((tool) => tool.name)).toEqual(['join_waitlist']);
    expect(reply.tools[0]!.input).toMatchObject({ providerId, date: istDay(1), partOfDay: 'morning' });
    expect(reply.text).toMatch(script);
    const rows = await server.ctx.db.select().from(waitlistEntries).where(eq(waitlistEntries.userId, user.id));
    expect(rows).toMatchObject([{ providerId, day: istDay(1), partOfDay: 'morning', status: 'waiting', channel: 'chat' }]);
  });
});
