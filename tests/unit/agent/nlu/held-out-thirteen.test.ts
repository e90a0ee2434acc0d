import { describe, expect, it } from 'vitest';
import type { ConversationMemory } from '#agent/nlu/types.ts';
import { read } from './read-message.ts';

/** The h13 round's open failures read by the parser, each a rule for any wording in the five forms. */
const eyeDoctorShown: ConversationMemory = {
  intent: 'search',
  category: 'doctor',
  awaiting: 'option',
  options: [],
};

/** Evening slots of one kind listed on Monday 23 November, numbered from 1. */
function eveningSlotsShown(category: ConversationMemory['category'], times: readonly string[]): ConversationMemory {
  const date = '2026-11-23';
  return { intent: 'book', category, date, timeWindow: 'evening', awaiting: 'option', options: times.map((time) => ({ time, date })) };
}

describe('"முடியும்", "முடிஞ்சு" (can, finished) are no hair (h13 round)', () => {
  it.each([
    'வெள்ளிக்கிழமை சாயங்காலம் ஆறரை மணிக்கு முடியுமா? ஸ்கூல் முடிஞ்சு தான் கூட்டிட்டு வர முடியும். ஐநூறுக்குள்ள இருக்கணும்',
    'ஸ்கூல் முடிஞ்சு தான் கூட்டிட்டு வர முடியும்',
    'வேலை முடிச்சுட்டு வரேன், ஆறு மணிக்கு மேல',
    'கிளாஸ் முடிஞ்சதும் வர்றோம்',
  ])('%s names no other kind than the doctor on show', (text) => {
    expect(read(text, eyeDoctorShown).category ?? 'doctor').toBe('doctor');
  });

  it.each(['முடி வெட்டணும், சனிக்கிழமை', 'முடிக்கு கலர் பண்ணணும்', 'எனக்கு முடியை ஷார்ட்டா வெட்டணும்'])('%s is still a salon', (text) => {
    expect(read(text).category).toBe('salon');
  });
});

describe('a day said not to work beside another day: the other day is asked (h13 round)', () => {
  it.each([
    'गुरुवार को तो घर पर रिश्तेदार आ रहे हैं, नहीं हो पाएगा। शुक्रवार दोपहर कर दीजिए',
    'गुरुवार को घर पर मेहमान हैं, नहीं हो सकेगा, शुक्रवार दोपहर रख दीजिए',
    'guruvaar ko ghar pe mehmaan hain, nahi ho payega. shukravaar dopahar kar do',
    'thursday we have guests at home, that will not work. friday afternoon please',
    'வியாழக்கிழமை வீட்டுக்கு விருந்தாளிங்க வர்றாங்க, முடியாது. வெள்ளிக்கிழமை மதியம் வைங்க',
  ])('%s', (text) => {
    const reading = read(text);
    expect(reading.date?.expression).toEqual({ weekday: 'fri', next: false });
    expect(reading.timeWindow).toBe('afternoon');
  });
});

describe('a clause that refuses a price keeps the day before it', () => {
  it.each([
    ['monday saadhe paanch baje, paanch sau se zyada nahi', 'mon'],
    ['बेटी का एडमिशन है, कोलकाता, गुरुवार शाम साढ़े चार बजे, छह सौ रुपये से ज़्यादा नहीं', 'thu'],
    ['thursday at 5, nothing above 500', 'thu'],
    ['வியாழக்கிழமை சாயங்காலம், ஐநூறுக்கு மேல வேண்டாம்', 'thu'],
  ])('%s', (text, weekday) => {
    expect(read(text).date?.expression).toEqual({ weekday, next: false });
  });
});

describe('an hour beside another part of the day is no pick of an offer in the part refused (h13 round)', () => {
  const eveningsShown = eveningSlotsShown('yoga', ['17:00', '18:00', '19:00']);

  it.each([
    "oh no, evenings won't work, she has her bhajan group every evening. can it be early morning instead? she is up by 5 anyway",
    'shaam ko nahi ho payega, subah 5 baje se uthi rehti hai, subah jaldi ho sakta hai?',
    'சாயங்காலம் முடியாது, காலையில 5 மணிக்கே எழுந்துடுவாங்க, காலையில வைக்க முடியுமா',
  ])('%s', (text) => {
    const reading = read(text, eveningsShown);
    expect(reading.optionNumber).toBeNull();
    expect(reading.intent).not.toBe('choose_option');
    expect(reading.timeWindow).toBe('morning');
  });

  it('"5 wala" with evening times on show is still the 5 pm one', () => {
    expect(read('5 wala', eveningsShown).optionNumber).toBe(1);
  });
});

describe('a second choice said with "otherwise" is the time asked when only it is on show (h13 round)', () => {
  const tuitionShown = eveningSlotsShown('tutor', ['16:00', '17:00', '18:00']);

  it.each([
    'साढ़े चार बजे हो सकता है? नहीं तो पाँच बजे वाला रख दीजिए',
    'saade chaar baje ho sakta hai? nahi to paanch baje wala rakh do',
    '4:30 possible? otherwise the 5 pm one',
    'நாலரை மணிக்கு கிடைக்குமா? இல்லன்னா அஞ்சு மணிக்கு வைங்க',
    'naalarai manikku kidaikuma? illana anju manikku vainga',
  ])('%s', (text) => {
    expect(read(text, tuitionShown)).toMatchObject({ time: '17:00', optionNumber: 2 });
  });

  it('the first choice stands when it is on show', () => {
    expect(read('6 baje ho sakta hai? nahi to 5 baje', tuitionShown)).toMatchObject({ time: '18:00', optionNumber: 3 });
  });

  it('with nothing on show the first choice is the time asked', () => {
    expect(read('saade chaar baje ho sakta hai? nahi to paanch baje').time).toBe('16:30');
  });
});

describe('"will the teacher come home?" of a proposal is a question about it (h13 round)', () => {
  const proposed: ConversationMemory = {
    intent: 'book',
    category: 'tutor',
    date: '2026-11-26',
    time: '17:00',
    awaiting: 'confirmation',
    options: [{ time: '17:00', date: '2026-11-26' }],
  };

  it.each([
    'will the teacher come home or do we go to her place?',
    'टीचर घर आएंगी या हमें जाना पड़ेगा?',
    'teacher ghar aayengi ya humein jana padega?',
    'டீச்சர் வீட்டுக்கு வருவாங்களா இல்ல நாங்க அங்க போகணுமா?',
    'teacher veetuku varuvangala illa naanga anga poganuma?',
  ])('%s', (text) => {
    expect(read(text, proposed)).toMatchObject({ intent: 'offer_question', offerDetail: { visits: true } });
  });

  it('"can someone come home on thursday morning?" is still a request', () => {
    expect(read('can someone come home on thursday morning?', proposed).intent).toBe('slots');
  });
});
