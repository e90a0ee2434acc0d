/**
 * "Same as last time" (issue 21) in the five forms. A client with no booking at all is told there is
 * nothing to repeat and asked what they would like, and their yes books nothing; a client who has a
 * booking gets what they got before (the generic question), with no slots offered.
 */
import { describe, expect, it } from 'vitest';
import { bookSetup } from '#api/cli/lib/dialogue-api.ts';
import { translatorFor, type ReplyLocale } from '#agent/replies/translator.ts';
import { signedUpClient } from '#tests/support/api-client.ts';
import { ChatClient } from '#tests/support/chat-client.ts';
import { testOrigin } from '#tests/support/test-server.ts';
import { clockFrom, demoCatalogueServer, judgedBookings, weekdayMorning } from './dialogue-judge.ts';

const now = weekdayMorning();
const demo = demoCatalogueServer({ now: clockFrom(now) });

const forms: Array<{ locale: ReplyLocale; turns: [string, string] }> = [
  { locale: 'en', turns: ['hi, book me the same as last time please', 'yes'] },
  { locale: 'hi', turns: ['पिछली बार जैसा ही बुक कर दो', 'हाँ'] },
  { locale: 'ta', turns: ['போன தடவை மாதிரியே புக் பண்ணிடுங்க', 'ஆமா'] },
  { locale: 'hi-Latn', turns: ['pichhli baar jaisa hi book kar do', 'haan'] },
  { locale: 'ta-Latn', turns: ['last time maadhiriye book pannunga', 'aama'] },
];

describe('"same as last time" over /api/chat', () => {
  it.each(forms.map((form) => [form.locale, form] as const))(
    'with no past booking (%s): says there is none to repeat, asks what, books nothing',
    async (_locale, { locale, turns }) => {
      const { client, user } = await signedUpClient(demo().url);
      const chat = new ChatClient(client);
      const ask = await chat.send(turns[0]);
      expect(ask.text).toContain(translatorFor(locale)('noPastBooking'));
      expect(ask.tools.map((tool) => tool.name)).not.toContain('find_slots');
      const done = await chat.send(turns[1]);
      expect(done.tools.map((tool) => tool.name)).not.toContain('book_slot');
      expect(await judgedBookings(demo(), user.id)).toEqual([]);
    },
    30_000,
  );

  it('with a past booking: the reply is unchanged (no "nothing to repeat")', async () => {
    const { client } = await signedUpClient(demo().url);
    await bookSetup(
      { baseUrl: demo().url, origin: testOrigin, cookie: client.cookieHeader },
      { category: 'salon', date: { rel_days: 1 }, time: '11:00' },
      now,
    );
    const chat = new ChatClient(client);
    const ask = await chat.send(forms[0]!.turns[0]);
    const t = translatorFor('en');
    expect(ask.text).not.toContain(t('noPastBooking'));
    expect(ask.text).toContain(t('askService'));
    expect(ask.tools.map((tool) => tool.name)).not.toContain('find_slots');
  }, 30_000);
});
