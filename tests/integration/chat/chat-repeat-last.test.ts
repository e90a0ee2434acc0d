/**
 * "Same as last time" (issue 21) in the five forms. A client with no booking at all is told there is
 * nothing to repeat and asked what they would like, and their yes books nothing; a client who has
 * booked is offered the last booking's provider and service again, on the day asked and at the time
 * asked or the booked one, and a yes books it.
 */
import { describe, expect, it } from 'vitest';
import { bookSetup } from '#api/cli/lib/dialogue-api.ts';
import { istDate } from '#api/core/time-zone.ts';
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

  const repeatForms: Array<{ locale: ReplyLocale; turns: [string, string] }> = [
    { locale: 'en', turns: ['can you book exactly what I booked last time, just the day after tomorrow at the same time?', 'yes'] },
    { locale: 'hi', turns: ['पिछली बार वाला ही परसों उसी टाइम पर बुक कर दो', 'हाँ'] },
    { locale: 'ta', turns: ['போன தடவை மாதிரியே நாளை மறுநாள் அதே நேரத்துக்கு புக் பண்ணுங்க', 'ஆமா'] },
    { locale: 'hi-Latn', turns: ['jo last time book kiya tha wahi parso same time pe kar do', 'haan'] },
    { locale: 'ta-Latn', turns: ['last time maadhiriye naalai marunaal adhe time ku book pannunga', 'aama'] },
  ];

  it.each(repeatForms.map((form) => [form.locale, form] as const))(
    'with a booking (%s): offers the same provider and service on the day asked, at the booked time, and the yes books it',
    async (_locale, { turns }) => {
      const { client, user } = await signedUpClient(demo().url);
      const booked = await bookSetup(
        { baseUrl: demo().url, origin: testOrigin, cookie: client.cookieHeader },
        { category: 'salon', date: { rel_days: 1 }, time: '11:00' },
        now,
      );
      const chat = new ChatClient(client);
      const ask = await chat.send(turns[0]);
      const dayAfter = istDate(new Date(now.getTime() + 2 * 86_400_000));
      expect(ask.tools.at(-1), ask.text).toMatchObject({
        name: 'find_slots',
        input: { providerId: booked.providerId, date: dayAfter, time: '11:00' },
      });
      expect(ask.proposal, ask.text).toMatchObject({ kind: 'book', date: dayAfter, time: '11:00' });
      await chat.send(turns[1]);
      const rows = (await judgedBookings(demo(), user.id)).filter((row) => row.status === 'confirmed');
      expect(rows.map((row) => [row.provider.id, row.date, row.time])).toEqual(
        expect.arrayContaining([[booked.providerId, dayAfter, '11:00']]),
      );
      expect(rows).toHaveLength(2);
    },
    30_000,
  );

  it('a named kind other than the booked one is no repeat of it: no slots of the old provider', async () => {
    const { client } = await signedUpClient(demo().url);
    const booked = await bookSetup(
      { baseUrl: demo().url, origin: testOrigin, cookie: client.cookieHeader },
      { category: 'salon', date: { rel_days: 1 }, time: '11:00' },
      now,
    );
    const chat = new ChatClient(client);
    const ask = await chat.send('same as last time but a plumber this time, tomorrow at 4 pm');
    const providerIds = ask.tools.filter((tool) => tool.name === 'find_slots').map((tool) => tool.input.providerId);
    expect(providerIds).not.toContain(booked.providerId);
  }, 30_000);
});
