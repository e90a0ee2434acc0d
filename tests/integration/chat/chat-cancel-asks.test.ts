/**
 * Cancels as clients ask them (issue 21, h11 round), over /api/chat with a booking made over the API first, in
 * English, Hindi, Tamil, Hinglish and Tanglish:
 * - a cancel and "how many free bookings are left?" in one message: the quota is said above the cancel's
 *   proposal, and the client's yes cancels;
 * - a cancel taken back before the yes ("wait, don't cancel it, keep it"): the proposal is dropped, and a later
 *   yes cancels nothing.
 */
import { describe, expect, it } from 'vitest';
import { judgeDialogue, parseDialogues } from '#agent/eval/dialogues.ts';
import { bookSetup } from '#api/cli/lib/dialogue-api.ts';
import { signedUpClient } from '#tests/support/api-client.ts';
import { ChatClient } from '#tests/support/chat-client.ts';
import { testOrigin } from '#tests/support/test-server.ts';
import { clockFrom, demoCatalogueServer, judgedBookings, weekdayMorning } from './dialogue-judge.ts';

const now = weekdayMorning();
const demo = demoCatalogueServer({ now: clockFrom(now) });

const cases = [
  { lang: 'en', ask: 'cancel my car service day after tomorrow, and also tell me how many free bookings I have left', yes: 'yes' },
  { lang: 'hi', ask: 'परसों वाली कार सर्विस कैंसल करनी है, और ये भी बताइए कि मेरी कितनी फ्री बुकिंग बची हैं', yes: 'हाँ' },
  {
    lang: 'hinglish',
    ask: 'parso wali car service cancel karni hai, aur saath mein bata do kitne free bookings bache hain',
    yes: 'haan cancel kar do',
  },
  { lang: 'ta', ask: 'நாளை மறுநாள் கார் சர்வீஸ் கேன்சல் பண்ணுங்க, இன்னும் எத்தனை free booking இருக்குன்னு சொல்லுங்க', yes: 'ஆமா' },
  { lang: 'tanglish', ask: 'naalai marunaal car service cancel pannunga, innum evlo free booking irukku nu sollunga', yes: 'aama' },
] as const;

const dialogues = parseDialogues(
  cases
    .map(({ lang, ask, yes }) => ({
      id: `cancel-quota-${lang}`,
      lang,
      turns: [ask, yes],
      setup: { book: { category: 'car', date: { rel_days: 2 }, time: '10:00' } },
      expect: { cancelled: true },
    }))
    .map((line) => JSON.stringify(line))
    .join('\n'),
  'chat-cancel-and-quota',
);

describe('a cancel and a quota question in one message', () => {
  it.each(dialogues.map((dialogue) => [dialogue.id, dialogue] as const))(
    '%s: says the quota, proposes the cancel, and cancels on yes',
    async (_id, dialogue) => {
      const { client, user } = await signedUpClient(demo().url);
      const setup = await bookSetup({ baseUrl: demo().url, origin: testOrigin, cookie: client.cookieHeader }, dialogue.setup!.book, now);
      const chat = new ChatClient(client);
      const asked = await chat.send(dialogue.turns[0]!);
      expect(asked.tools.map((tool) => tool.name)).toEqual(['check_quota', 'list_bookings']);
      expect(asked.proposal, asked.text).toMatchObject({ kind: 'cancel' });
      expect(asked.text).toMatch(/4/);
      const done = await chat.send(dialogue.turns[1]!);
      const verdict = judgeDialogue(dialogue, await judgedBookings(demo(), user.id), now, setup);
      expect(verdict, `${asked.text}\n---\n${done.text}`).toMatchObject({ pass: true });
    },
    30_000,
  );
});

const takenBack = [
  { lang: 'en', ask: 'cancel my car service day after tomorrow', back: "wait wait, don't cancel it, keep it as it is" },
  { lang: 'hi', ask: 'परसों वाली कार सर्विस कैंसल कर दीजिए', back: 'रुकिए, कैंसल मत कीजिए, वैसे ही रहने दीजिए' },
  { lang: 'hinglish', ask: 'parso wali car service cancel kar do', back: 'ruko ruko, cancel mat karo' },
  { lang: 'ta', ask: 'நாளை மறுநாள் கார் சர்வீஸ் கேன்சல் பண்ணுங்க', back: 'இருங்க, கேன்சல் பண்ணாதீங்க' },
  { lang: 'tanglish', ask: 'naalai marunaal car service cancel pannunga', back: 'wait wait, cancel pannadheenga' },
] as const;

describe('a cancel taken back before the yes', () => {
  it.each(takenBack)('$lang: "$back" drops the proposal, and a yes after it cancels nothing', async ({ ask, back }) => {
    const { client, user } = await signedUpClient(demo().url);
    const book = { category: 'car', date: { rel_days: 2 }, time: '11:00' } as const;
    const setup = await bookSetup({ baseUrl: demo().url, origin: testOrigin, cookie: client.cookieHeader }, book, now);
    const chat = new ChatClient(client);
    const asked = await chat.send(ask);
    expect(asked.proposal, asked.text).toMatchObject({ kind: 'cancel' });
    const kept = await chat.send(back);
    expect(kept.proposal, kept.text).toBeNull();
    await chat.send('yes');
    const [booking] = (await judgedBookings(demo(), user.id)).filter((row) => row.id === setup.id);
    expect(booking?.status, kept.text).toBe('confirmed');
  });
});

describe('a cancel taken back with a move instead (h12 round)', () => {
  it.each([
    ['hinglish', 'parso wali car service cancel kar do', 'ruko ruko cancel mat karo, ek ghanta pehle kar do bas', 'haan', '15:00', '14:00'],
    ['en', 'cancel my car service day after tomorrow', "wait, don't cancel it, make it an hour earlier", 'yes', '17:00', '16:00'],
  ])('%s: the yes after it moves the booking, never cancels it', async (_form, ask, instead, yes, from, to) => {
    const { client, user } = await signedUpClient(demo().url);
    const book = { category: 'car', date: { rel_days: 2 }, time: from } as const;
    const setup = await bookSetup({ baseUrl: demo().url, origin: testOrigin, cookie: client.cookieHeader }, book, now);
    const chat = new ChatClient(client);
    await chat.send(ask);
    const moved = await chat.send(instead);
    expect(moved.proposal, moved.text).toMatchObject({ kind: 'reschedule', time: to });
    await chat.send(yes);
    const [booking] = (await judgedBookings(demo(), user.id)).filter((row) => row.id === setup.id);
    expect(booking, moved.text).toMatchObject({ status: 'confirmed', time: to });
  });
});

describe('a yes that also says cancel (h12 round)', () => {
  it('"Yes, please cancel it." to the cancel proposed cancels', async () => {
    const { client, user } = await signedUpClient(demo().url);
    const book = { category: 'car', date: { rel_days: 2 }, time: '12:00' } as const;
    const setup = await bookSetup({ baseUrl: demo().url, origin: testOrigin, cookie: client.cookieHeader }, book, now);
    const chat = new ChatClient(client);
    const asked = await chat.send('Please cancel my car service booking for the day after tomorrow.');
    expect(asked.proposal, asked.text).toMatchObject({ kind: 'cancel' });
    const done = await chat.send('Yes, please cancel it.');
    expect(
      done.tools.map((tool) => tool.name),
      done.text,
    ).toContain('cancel_booking');
    const [booking] = (await judgedBookings(demo(), user.id)).filter((row) => row.id === setup.id);
    expect(booking?.status).toBe('cancelled');
  });
});
