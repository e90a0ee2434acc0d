/**
 * The h22 round over /api/chat on the demo catalogue (issue 21), each a rule, not a line:
 * - "same as last time, <kind>, <day> <time>" with no past booking says so; the next message naming the place and
 *   the kind again searched providers and asked for the day and time already given: it finds that day's slots;
 * - "on Tuesday the 8th" was the coming Tuesday (the 1st), and the yes booked it;
 * - "ஐந்நூறு ரூபாய்க்குள்ள" (under five hundred) was not read, and "எட்டு மணிக்கு … வர முடியாது. … ஒன்பது மணிக்கு
 *   பாருங்க" searched 8 again: the yes booked 8 pm.
 */
import { describe, expect, it } from 'vitest';
import { addDays, istDate, weekdayOf } from '#api/core/time-zone.ts';
import { clockFrom, demoCatalogueServer, newDemoChat, weekdayMorning } from './dialogue-judge.ts';

const now = weekdayMorning();
const demo = demoCatalogueServer({ now: clockFrom(now) });
const newChat = () => newDemoChat(demo());
const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const findSlots = (reply: { tools: Array<{ name: string; input: Record<string, unknown> }> }) =>
  reply.tools.find((call) => call.name === 'find_slots')?.input;
/** The date of the next given weekday after today. */
const next = (weekday: number) => {
  let day = addDays(istDate(now), 1);
  while (weekdayOf(day) !== weekday) day = addDays(day, 1);
  return day;
};

describe('"same as last time" with none, then the kind and place', () => {
  it.each([
    [
      'hinglish',
      'wahi pichli baar wali parlour booking phir se kar do, facial, Saturday 4 baje',
      'oh acha, HSR Layout Bengaluru. facial hi chahiye',
      { category: 'salon', city: 'Bengaluru', date: next(6), time: '16:00' },
    ],
    [
      'en',
      'Hi, please book the same salon as last time for my haircut, Friday 11 am.',
      "Oh, maybe I booked from my wife's number. Anyway I'm in Jayanagar, Bangalore, just a normal gents haircut please.",
      { category: 'salon', city: 'Bengaluru', date: next(5), time: '11:00' },
    ],
    [
      'en',
      'Book the same dentist as last time, Thursday at 3 pm please',
      'I see. A dentist in Delhi then',
      { category: 'doctor', city: 'Delhi', date: next(4), time: '15:00' },
    ],
  ])('%s: the day and time of the first message are searched', async (_form, first, second, expected) => {
    const { chat } = await newChat();
    const said = await chat.send(first);
    expect(said.tools.map((call) => call.name)).toContain('list_bookings');
    const reply = await chat.send(second);
    expect(findSlots(reply), reply.text).toMatchObject(expected);
  });
});

describe('days, prices and times in words', () => {
  it('en: "<weekday> the <day>th" is that day of the month, not the coming weekday', async () => {
    const { chat } = await newChat();
    // A day a week or more ahead, so that its weekday's next one is another date.
    const target = addDays(istDate(now), 8);
    const day = Number(target.slice(8));
    const suffix = day % 10 === 1 && day !== 11 ? 'st' : day % 10 === 2 && day !== 12 ? 'nd' : day % 10 === 3 && day !== 13 ? 'rd' : 'th';
    const reply = await chat.send(
      `Can I get a dentist in Delhi on ${weekdays[weekdayOf(target)]} the ${day}${suffix}, around 11 in the morning?`,
    );
    expect(findSlots(reply), reply.text).toMatchObject({ category: 'doctor', date: target, time: '11:00' });
  });

  it('ta: a ceiling in words and a time that cannot be: the hour asked instead is searched under the ceiling', async () => {
    const { chat } = await newChat();
    await chat.send('சனிக்கிழமை ராத்திரி எட்டு மணிக்கு குடும்பத்தோட சாப்பிட ஒரு நல்ல ஹோட்டல்ல table வேணும், சென்னைல. நாலு பேரு');
    const priced = await chat.send('ஐந்நூறு ரூபாய்க்குள்ள இருக்கணும்');
    expect(findSlots(priced), priced.text).toMatchObject({ category: 'restaurant', maxPricePaise: 50_000 });
    const moved = await chat.send('ஓ, எட்டு மணிக்கு அப்பா office-ல இருந்து வர முடியாது. அதே சனிக்கிழமை ராத்திரி ஒன்பது மணிக்கு பாருங்க');
    expect(findSlots(moved), moved.text).toMatchObject({ date: next(6), time: '21:00', maxPricePaise: 50_000 });
  });
});
