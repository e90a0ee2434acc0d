/**
 * A request completed over two messages is the request of one (issue 21, h21's open half): "the same salon as last
 * time, Saturday 11 am" gets "no past booking"; "Jayanagar, Bangalore, a gents haircut" then listed Saturday's slots
 * without proposing the 11 am asked, so "Ok the first one" only proposed it and the conversation ended unbooked. The
 * time asked first is proposed when free, as if said with the kind, and the pick books it. A question asked of the
 * slots on show ("is it on video?") searches and keeps that day's slots, and the yes books one. Over /api/chat on the
 * demo catalogue.
 */
import { describe, expect, it } from 'vitest';
import { addDays, istDate, weekdayOf } from '#api/core/time-zone.ts';
import { clockFrom, demoCatalogueServer, newDemoChat, weekdayMorning } from './dialogue-judge.ts';

const now = weekdayMorning();
const demo = demoCatalogueServer({ now: clockFrom(now) });
const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** The date of the next given weekday after today. */
const next = (weekday: number) => {
  let day = addDays(istDate(now), 1);
  while (weekdayOf(day) !== weekday) day = addDays(day, 1);
  return day;
};

describe('"same as last time" with none, then the kind and the place', () => {
  it.each([
    [
      'en',
      'Hi, please book the same salon as last time for my haircut, WEEKDAY 11 am.',
      "Oh, maybe I booked from my wife's number earlier. Anyway I'm in Jayanagar, Bangalore, just a normal gents haircut, anything under three hundred rupees is fine.",
      'Ok the first one',
      { day: next(6), time: '11:00', city: 'Bengaluru' },
    ],
    [
      'hinglish',
      'wahi pichli baar wali parlour booking phir se kar do, facial, WEEKDAY 4 baje',
      'oh acha, HSR Layout Bengaluru. facial hi chahiye',
      'ok pehla wala',
      { day: next(5), time: '16:00', city: 'Bengaluru' },
    ],
  ])('%s: the time asked first is proposed, and the pick books it', async (_form, first, second, pick, expected) => {
    const { chat, bookings } = await newDemoChat(demo());
    await chat.send(first.replace('WEEKDAY', weekdays[weekdayOf(expected.day)]!));
    const listed = await chat.send(second);
    expect(listed.proposal, listed.text).toMatchObject({ kind: 'book', date: expected.day, time: expected.time });
    await chat.send(pick);
    const booked = await bookings();
    expect(booked.map((row) => [row.date, row.time, row.provider.city])).toEqual([[expected.day, expected.time, expected.city]]);
  });
});

describe('a question about the slots on show', () => {
  it('hinglish: "video pe hai ya clinic?" keeps the day\'s slots, and "ok book karo" books one', async () => {
    const { chat, bookings } = await newDemoChat(demo());
    await chat.send(
      'meri saas sirf Bangla samajhti hain. unka BP upar neeche ho raha hai. koi general doctor chahiye jo Bangla bolta ho, kal shaam ko',
    );
    const asked = await chat.send('accha, video pe hai ya clinic jaana padega?');
    expect(asked.text).toContain('Kaushik Bose');
    await chat.send('ok book karo');
    expect((await bookings()).map((row) => [row.date, row.provider.languages.includes('bn')])).toEqual([[addDays(istDate(now), 1), true]]);
  });
});
