/**
 * Relative moves of a booking over /api/chat (issue 21): "a day later, same time", "an hour earlier",
 * "same day in the evening" in English, Hindi, Tamil, Hinglish and Tanglish. A setup booking on the demo
 * catalogue is moved from its own start in IST with the same provider, and only after the client's yes.
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

const dialogues = parseDialogues(
  [
    {
      id: 'rel-en-day',
      lang: 'en',
      turns: ['my salon appointment, can we do it a day later? same time is fine', 'yes'],
      setup: { book: { category: 'salon', date: { rel_days: 1 }, time: '11:00' } },
      expect: { rescheduled_to: { date: { rel_days: 2 }, time: '11:00', time_window: null } },
    },
    {
      id: 'rel-en-hour',
      lang: 'en',
      turns: ['can you push my doctor appointment an hour later?', 'yes'],
      setup: { book: { category: 'doctor', date: { rel_days: 1 }, time: '10:00' } },
      expect: { rescheduled_to: { date: { rel_days: 1 }, time: '11:00', time_window: null } },
    },
    {
      // The booking's day and kind between the verb and "by an hour": a move, not a second booking (held-out-style-5).
      id: 'rel-en-push-by',
      lang: 'en',
      turns: ['hey can you push my monday yoga class by an hour? same day is fine', 'yes'],
      setup: { book: { category: 'yoga', date: { weekday: 'mon', next: false }, time: '07:00' } },
      expect: { rescheduled_to: { date: { weekday: 'mon', next: false }, time: '08:00', time_window: null } },
    },
    {
      id: 'rel-hi',
      lang: 'hi',
      turns: ['मेरी बुकिंग एक दिन बाद कर दीजिए, उसी समय', 'हाँ'],
      setup: { book: { category: 'salon', date: { rel_days: 1 }, time: '12:00' } },
      expect: { rescheduled_to: { date: { rel_days: 2 }, time: '12:00', time_window: null } },
    },
    {
      id: 'rel-ta',
      lang: 'ta',
      turns: ['என் டாக்டர் அப்பாயின்ட்மென்ட்டை ஒரு மணி நேரம் முன்னாடி மாத்துங்க', 'ஆமா'],
      setup: { book: { category: 'doctor', date: { rel_days: 1 }, time: '15:00' } },
      expect: { rescheduled_to: { date: { rel_days: 1 }, time: '14:00', time_window: null } },
    },
    {
      id: 'rel-hinglish',
      lang: 'hinglish',
      turns: ['meri salon booking ek din baad kar do, same time', 'haan'],
      setup: { book: { category: 'salon', date: { rel_days: 1 }, time: '15:00' } },
      expect: { rescheduled_to: { date: { rel_days: 2 }, time: '15:00', time_window: null } },
    },
    {
      id: 'rel-tanglish',
      lang: 'tanglish',
      turns: ['en booking-a oru naal thalli vainga, adhe neram', 'aama'],
      setup: { book: { category: 'doctor', date: { rel_days: 1 }, time: '11:00' } },
      expect: { rescheduled_to: { date: { rel_days: 2 }, time: '11:00', time_window: null } },
    },
    {
      // The booking described by its day, hour and kind, with no "my" or "booking": "an hour earlier" is still a move (h9).
      id: 'rel-hi-described',
      lang: 'hi',
      turns: ['परसों शाम 5 बजे बेटे की ट्यूशन है, उसे एक घंटा पहले कर दो, 5 बजे उसका क्रिकेट है', 'हाँ 4 बजे वाला ठीक है'],
      setup: { book: { category: 'tutor', date: { rel_days: 2 }, time: '17:00' } },
      expect: { rescheduled_to: { date: { rel_days: 2 }, time: '16:00', time_window: null } },
    },
    {
      id: 'rel-hinglish-described',
      lang: 'hinglish',
      turns: ['parso shaam 6 baje bete ki tuition hai, use ek ghanta pehle kar do', 'haan'],
      setup: { book: { category: 'tutor', date: { rel_days: 2 }, time: '18:00' } },
      expect: { rescheduled_to: { date: { rel_days: 2 }, time: '17:00', time_window: null } },
    },
    {
      // "next week, same day, same time", with the booking described by its part of the day and hour (h9).
      id: 'rel-hinglish-next-week',
      lang: 'hinglish',
      turns: ['parso shaam 5 baje wali tuition ko agle hafte same din same time kar do, bachhe ki school trip hai', 'haan'],
      setup: { book: { category: 'tutor', date: { rel_days: 2 }, time: '17:00' } },
      expect: { rescheduled_to: { date: { rel_days: 9 }, time: '17:00', time_window: null } },
    },
    {
      // A move to a part of the day on the same day: the first time there is proposed, so one yes moves it (h8).
      id: 'rel-hinglish-window',
      lang: 'hinglish',
      turns: ['parso subah wali salon booking usi din shaam ko shift kar do', 'haan'],
      setup: { book: { category: 'salon', date: { rel_days: 2 }, time: '11:00' } },
      expect: { rescheduled_to: { date: { rel_days: 2 }, time: null, time_window: 'evening' } },
    },
  ]
    .map((line) => JSON.stringify(line))
    .join('\n'),
  'chat-relative-move',
);

describe('relative moves of a booking over /api/chat', () => {
  it.each(dialogues.map((dialogue) => [dialogue.id, dialogue] as const))(
    '%s',
    async (_id, dialogue) => {
      const { client, user } = await signedUpClient(demo().url);
      const setup = await bookSetup({ baseUrl: demo().url, origin: testOrigin, cookie: client.cookieHeader }, dialogue.setup!.book, now);
      const chat = new ChatClient(client);
      const ask = await chat.send(dialogue.turns[0]!);
      // Proposed, not moved: the find_slots is the booking's own provider, and nothing changes before the yes.
      expect(ask.tools.find((tool) => tool.name === 'find_slots')?.input, ask.text).toMatchObject({ providerId: setup.providerId });
      expect(ask.proposal, ask.text).toMatchObject({ kind: 'reschedule' });
      const before = judgeDialogue(dialogue, await judgedBookings(demo(), user.id), now, setup);
      expect(before.pass).toBe(false);
      const done = await chat.send(dialogue.turns[1]!);
      expect(done.tools.map((tool) => tool.name)).toEqual(['reschedule_booking']);
      const verdict = judgeDialogue(dialogue, await judgedBookings(demo(), user.id), now, setup);
      expect(verdict, `${ask.text}\n---\n${done.text}`).toMatchObject({ pass: true });
    },
    30_000,
  );
});
