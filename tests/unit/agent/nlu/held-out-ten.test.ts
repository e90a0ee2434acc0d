import { describe, expect, it } from 'vitest';
import { read } from './read-message.ts';

/**
 * The h10 round's open failures, each a rule for any wording in the five forms: the client's own
 * sentence and paraphrases in the other forms.
 */
describe('a "not" takes back what stands beside it, not a day asked for further on (h10 round)', () => {
  it.each([
    'the AC in our bedroom is dripping water and not cooling properly can someone come saturday morning? we are in Chennai',
    'fridge not cooling at all, can someone come on saturday morning',
    "geyser isn't heating, please send someone saturday morning",
  ])('%s', (text) => {
    const reading = read(text);
    expect(reading.date?.expression).toEqual({ weekday: 'sat', next: false });
    expect(reading.timeWindow).toBe('morning');
    expect(reading.rejected).toEqual({ date: null, timeWindow: null });
  });

  it('a "not" right beside a day still takes it back ("not on saturday, sunday morning")', () => {
    expect(read('not on saturday, sunday morning please').date?.expression).toEqual({ weekday: 'sun', next: false });
  });
});

describe("the day and hour of something the client has are not the new request's (h10 round)", () => {
  it.each([
    [
      'hi, i already have my doctor appointment on wednesday at 11, that one stays as it is. separately, cockroaches have taken over our kitchen, need pest control in Ahmedabad on friday morning',
      'fri',
    ],
    [
      'meri car ki servicing parso hai woh theek hai, usko mat chhedna. uske alawa bike ki servicing bhi karwani hai, hyderabad, saturday subah',
      'sat',
    ],
    ['मेरी डॉक्टर की अपॉइंटमेंट बुधवार को है, वो रहने दो। शुक्रवार सुबह प्लंबर चाहिए', 'fri'],
    ['என் டாக்டர் அப்பாயின்ட்மென்ட் புதன்கிழமை இருக்கு, அது அப்படியே இருக்கட்டும். வெள்ளிக்கிழமை காலை பிளம்பர் வேணும்', 'fri'],
    ['en doctor appointment wednesday irukku, adhu appadiye irukkattum. friday kaalai plumber venum', 'fri'],
  ])('%s', (text, weekday) => {
    const reading = read(text);
    expect(reading.intent).not.toBe('reschedule');
    expect(reading.date?.expression).toEqual({ weekday, next: false });
    expect(reading.time).toBeNull();
  });

  it('a request that names only the day of its own kind keeps it ("my son needs a dentist on friday")', () => {
    expect(read('my son needs a dentist on friday at 11').date?.expression).toEqual({ weekday: 'fri', next: false });
    expect(read('my son needs a dentist on friday at 11').time).toBe('11:00');
  });
});

describe('short Hindi weekdays (h10 round)', () => {
  it.each([
    ['ज़ुम्बा क्लास. पुणे कल्याणी नगर. मंगल शाम', 'tue'],
    ['शनि सुबह डेंटिस्ट चाहिए', 'sat'],
    ['बुध को प्लंबर भेज दो', 'wed'],
    ['शुक्र शाम को हेयरकट', 'fri'],
  ])('%s', (text, weekday) => {
    expect(read(text).date?.expression).toEqual({ weekday, next: false });
  });
});

describe('moves the client asks of a booking they describe (h10 round)', () => {
  it.each([
    [
      'day after tomorrow saayangalam 5 manikku tuition class book panniruken la, adha next week same day same time ku maathi vidunga pls',
      7,
      0,
    ],
    ['परसों शाम चार बजे वाली ट्यूशन क्लास इस हफ़्ते नहीं हो पाएगी। उसे अगले हफ़्ते इसी दिन इसी समय कर दो', 7, 0],
    ['the plumber who is coming day after tomorrow at eleven, can he come one hour later same day', 0, 60],
    ['parso 11 baje wala plumber usi din ek ghante baad bula do', 0, 60],
  ])('%s', (text, days, minutes) => {
    const reading = read(text);
    expect(reading.intent).toBe('reschedule');
    expect(reading.relativeMove).toMatchObject({ days, minutes });
  });
});

describe('the reply language of a long English message with one word only Hindi vocabulary holds (h10 round)', () => {
  it('is English', () => {
    const reading = read(
      'Hello, my wife is 6 months pregnant and her regular check-up is due. We are in Pune. Can we see a lady gynaecologist on Thursday morning?',
    );
    expect(reading).toMatchObject({ language: 'en', variety: 'en' });
  });

  it('a short Hinglish message with one Hindi word stays Hinglish ("doctor chahiye tomorrow morning please")', () => {
    expect(read('doctor chahiye tomorrow morning please')).toMatchObject({ language: 'hi', script: 'latin' });
  });

  it('"haan cancel pannidunga" in a Tanglish conversation stays Tanglish', () => {
    expect(read('haan cancel pannidunga', { language: 'ta', script: 'latin' })).toMatchObject({ language: 'ta', script: 'latin' });
  });
});

describe('short answers to a proposal and other h10 words', () => {
  it('"k book pannunga" to a proposal is a yes', () => {
    const previous = { intent: 'book' as const, awaiting: 'confirmation' as const, options: [{ time: '09:00', date: '2026-11-28' }] };
    expect(read('k book pannunga', previous).confirmation).toBe(true);
  });

  it.each([
    'plumber varradhu book panni vechiruntheen la, ipo avasiyam illa. pakkathu veetu uncle ye tap maathi kuduthutaaru',
    'பிளம்பர் வர்றதுக்கு புக் பண்ணி வச்சிருந்தேன், இப்போ அவசியம் இல்ல',
  ])('"no longer necessary" of a booked thing cancels: %s', (text) => {
    expect(read(text).intent).toBe('cancel');
  });

  it('"friday morning works?" after a busy thursday asks for friday', () => {
    expect(read('oh wait, she has office on thursday. friday morning works?').date?.expression).toEqual({ weekday: 'fri', next: false });
  });

  it('"பதினோரு மணிக்கு" is 11 o\'clock', () => {
    expect(read('காலைல பதினோரு மணிக்கு இருந்தா best').time).toBe('11:00');
  });
});

describe("a part of the day in the story is not the time's when the time has its own day (h10 round)", () => {
  it.each([
    ['office ke stress ki wajah se raat ko neend hi nahi aati, kisi se baat karni hai. Mumbai, friday 3 baje', '15:00'],
    ['subah uthte hi sar dard hota hai, kal 4 baje doctor chahiye', '16:00'],
    ["i can't sleep at night because of stress. mumbai, friday 3 pm", '15:00'],
  ])('%s', (text, time) => {
    const reading = read(text);
    expect(reading.time).toBe(time);
    expect(reading.timeWindow).toBeNull();
  });

  it('"friday evening, around 7" still reads the evening', () => {
    expect(read('friday evening, around 7')).toMatchObject({ time: '19:00', timeWindow: 'evening' });
  });
});
