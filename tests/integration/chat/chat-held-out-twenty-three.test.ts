/**
 * The h23 round's open failures over /api/chat on the demo catalogue (issue 21), each a rule, not a line:
 * - "வெள்ளிக்கிழமை காலை பத்து மணிக்கு கார் சர்வீஸ் புக் பண்ணியிருக்கேன்" (I have booked …) proposed a second car service,
 *   and "move it an hour earlier" then booked that new one: a booking the client says they made is theirs, and the
 *   move moves it.
 */
import { describe, expect, it } from 'vitest';
import { weekdayOf } from '#api/core/time-zone.ts';
import { bookSetup } from '#api/cli/lib/dialogue-api.ts';
import { clockFrom, demoCatalogueServer, newDemoChat, weekdayMorning } from './dialogue-judge.ts';

const now = weekdayMorning();
const demo = demoCatalogueServer({ now: clockFrom(now) });
const newChat = () => newDemoChat(demo());
const tamilDays = ['ஞாயிற்றுக்கிழமை', 'திங்கட்கிழமை', 'செவ்வாய்க்கிழமை', 'புதன்கிழமை', 'வியாழக்கிழமை', 'வெள்ளிக்கிழமை', 'சனிக்கிழமை'];
const days = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

describe('a booking the client says they made, then moved', () => {
  it.each([
    [
      'ta',
      (day: string) => `${tamilDays[weekdayOf(day)]} காலை பத்து மணிக்கு கார் சர்வீஸ் புக் பண்ணியிருக்கேன்`,
      'அதே நாள் ஒரு மணி நேரம் முன்னாடி மாத்த முடியுமா?',
      'ஆமா, மாத்திடுங்க',
      2,
    ],
    [
      'en',
      (day: string) => `I booked a car service for ${days[weekdayOf(day)]} 10 am`,
      'can you move it an hour earlier, same day?',
      'yes, move it',
      3,
    ],
  ])('%s: no second booking is proposed, and the yes moves the one made', async (_form, said, move, yes, ahead) => {
    const { api, chat, bookings } = await newChat();
    // Each case on its own day: the garage moved to 9 by one case is not free then for the next.
    const setup = await bookSetup(api, { category: 'car', date: { rel_days: ahead }, time: '10:00' }, now);
    const told = await chat.send(said(setup.date));
    expect(told.proposal?.kind, told.text).not.toBe('book');
    const asked = await chat.send(move);
    expect(asked.proposal, asked.text).toMatchObject({ kind: 'reschedule', time: '09:00' });
    await chat.send(yes);
    expect((await bookings()).map((row) => [row.id, row.date, row.time])).toEqual([[setup.id, setup.date, '09:00']]);
  });
});
