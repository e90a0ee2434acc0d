/**
 * The h22 round over /api/chat on the demo catalogue (issue 21), each a rule, not a line:
 * - "same as last time, <kind>, <day> <time>" with no past booking says so; the next message naming the place and
 *   the kind again searched providers and asked for the day and time already given: it finds that day's slots;
 * - "on Tuesday the 8th" was the coming Tuesday (the 1st), and the yes booked it;
 * - "ஐந்நூறு ரூபாய்க்குள்ள" (under five hundred) was not read, and "எட்டு மணிக்கு … வர முடியாது. … ஒன்பது மணிக்கு
 *   பாருங்க" searched 8 again: the yes booked 8 pm;
 * - "yes, book it" / "haan book kar do" / "seri, book pannunga" to a list of the slots asked for only proposed the
 *   first and waited for another yes: it books it, and says what; a hedged or questioning "book it", a list that
 *   fell back to other times, or one of another kind than asked, still only proposes;
 * - "ஆமா, அதே நாள் சாயங்காலம் ஆறு மணிக்கு. பண்ணுங்க" to "move it to 6 pm the same day?" searched again: "same day"
 *   and the time proposed say the proposal again, and the yes moves it;
 * - "गुरुवार सुबह दस बजे गाड़ी की servicing डाली थी … एक दिन बाद कर दो" proposed a second car service: "डाली थी" (put
 *   down) is a booking made, and it is moved a day.
 */
import { describe, expect, it } from 'vitest';
import { addDays, istDate, weekdayOf } from '#api/core/time-zone.ts';
import { bookSetup } from '#api/cli/lib/dialogue-api.ts';
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

describe('"book it" to a list of the slots asked for', () => {
  it.each([
    ['en', 'need a dentist in Delhi tomorrow morning, tooth is paining', 'Okay yes, book that.'],
    ['hinglish', 'kal subah Delhi mein dentist chahiye, daant mein dard hai', 'haan ye theek hai, book kar do'],
    ['hi', 'कल सुबह दिल्ली में दांत के डॉक्टर को दिखाना है', 'हाँ ठीक है, बुक कर दीजिए'],
    ['tanglish', 'naalaikku kaalaila Delhi la dentist venum, pal vali', 'seri adhu ok, book pannidunga'],
    ['ta', 'நாளைக்கு காலையில டெல்லில பல் டாக்டர் வேணும்', 'சரி, அதையே புக் பண்ணுங்க'],
  ])('%s: books the first slot on show, in the morning asked', async (_form, ask, yes) => {
    const { chat, bookings } = await newChat();
    const listed = await chat.send(ask);
    expect(listed.proposal, listed.text).toBeNull();
    const done = await chat.send(yes);
    expect(done.tools.map((call) => call.name)).toContain('book_slot');
    const [booked, ...others] = await bookings();
    expect(others).toEqual([]);
    expect(booked).toMatchObject({ date: addDays(istDate(now), 1), provider: { city: 'Delhi', specialty: 'Dentist' } });
    expect(Number(booked!.time.slice(0, 2))).toBeLessThan(12);
    expect(done.text).toContain(booked!.provider.name);
  });

  it('en: a list of another kind than asked (no maths tutor there: a home tutor) only proposes', async () => {
    const { chat, bookings } = await newChat();
    const listed = await chat.send('need a maths tutor for my daughter in Nungambakkam Chennai on Thursday evening');
    expect(listed.tools.at(-1)?.output, listed.text).toMatchObject({ kindWidened: { asked: 'maths tutor' } });
    const answered = await chat.send('yes book it');
    expect(answered.tools.map((call) => call.name)).not.toContain('book_slot');
    expect(await bookings()).toEqual([]);
  });

  it.each(['not sure, book it maybe', 'book it? hmm', 'ok fine', 'yes book it, but in the evening'])(
    'en: "%s" only proposes',
    async (yes) => {
      const { chat, bookings } = await newChat();
      await chat.send('need a dentist in Delhi tomorrow morning');
      const answered = await chat.send(yes);
      expect(answered.tools.map((call) => call.name)).not.toContain('book_slot');
      expect(await bookings()).toEqual([]);
    },
  );
});

describe('a yes that says the proposed move again', () => {
  it.each([
    [
      'ta',
      'நாளைக்கு சாயங்காலம் அஞ்சு மணிக்கு tuition book பண்ணியிருக்கேன், ஒரு மணி நேரம் தள்ளி வைக்க முடியுமா?',
      'ஆமா, அதே நாள் சாயங்காலம் ஆறு மணிக்கு. பண்ணுங்க',
      1,
    ],
    ['en', 'I have a tuition booked on DAY at 5 pm, can you push it by an hour?', 'yes, same day 6 in the evening. do it', 2],
    ['hinglish', 'DAY shaam 5 baje ki tuition booked hai, ek ghanta aage kar do', 'haan, usi din shaam 6 baje, kar do', 3],
  ])('%s: moves it', async (_form, template, yes, days) => {
    const { api, chat, bookings } = await newChat();
    const setup = await bookSetup(api, { category: 'tutor', date: { rel_days: days }, time: '17:00' }, now);
    // Each case on its own day: the tutors moved to 6 pm by one case are not free for the next.
    const ask = template.replace('DAY', weekdays[weekdayOf(setup.date)]!);
    const asked = await chat.send(ask);
    expect(asked.proposal, asked.text).toMatchObject({ kind: 'reschedule', time: '18:00' });
    await chat.send(yes);
    expect((await bookings()).map((row) => [row.id, row.time])).toEqual([[setup.id, '18:00']]);
  });
});

describe('a booking "put down" (डाली थी) is moved', () => {
  it('hi: "<day> सुबह दस बजे गाड़ी की servicing डाली थी … एक दिन बाद कर दो, same time" proposes the next day, same time', async () => {
    const { api, chat } = await newChat();
    const setup = await bookSetup(api, { category: 'car', date: { rel_days: 2 }, time: '10:00' }, now);
    const hindiDays = ['रविवार', 'सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार'];
    const asked = await chat.send(
      `भाई ${hindiDays[weekdayOf(setup.date)]} सुबह दस बजे गाड़ी की servicing डाली थी… उस दिन office में audit आ गया है। एक दिन बाद कर दो, same time`,
    );
    expect(asked.proposal, asked.text).toMatchObject({ kind: 'reschedule', date: addDays(setup.date, 1), time: '10:00' });
  });
});
