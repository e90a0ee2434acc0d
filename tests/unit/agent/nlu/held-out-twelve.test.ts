import { describe, expect, it } from 'vitest';
import type { ConversationMemory } from '#agent/nlu/types.ts';
import { read } from './read-message.ts';

/** The h12 round's open failures read by the parser, each a rule for any wording in the five forms. */
const plumbersShown: ConversationMemory = {
  intent: 'book',
  category: 'plumber',
  date: '2026-11-23',
  timeWindow: 'morning',
  awaiting: 'option',
  options: [{ time: '08:00', date: '2026-11-23' }],
};

describe('a price ceiling said with a "no" or an "ok" is a constraint, not a no or a yes (h12 round)', () => {
  it.each([
    ['chaar sau se upar nahi dena hai', 40_000],
    ['नहीं, 500 से ज़्यादा नहीं', 50_000],
    ['no, nothing above 500', 50_000],
    ['ஐநூறு ரூபாய்க்கு மேல வேண்டாம்', 50_000],
    ['illa, 500 kku mela venaam', 50_000],
    ['ok anything cheaper mom said max five hundred', 50_000],
    ['theek hai, par 500 ke andar wala dikhao', 50_000],
  ])('%s', (text, paise) => {
    expect(read(text, plumbersShown)).toMatchObject({ intent: 'search', maxPricePaise: paise });
  });

  it('a bare no stays a no', () => {
    expect(read('no', plumbersShown).intent).toBe('deny');
  });
});

describe('"khiska do" moves a booking (h12 round)', () => {
  it.each(['कल सुबह सात बजे वाली योगा क्लास एक दिन आगे खिसका दो, टाइम वही रखना', 'kal subah 7 baje wali yoga class ek din aage khiska do'])(
    '%s',
    (text) => {
      expect(read(text)).toMatchObject({ intent: 'reschedule', relativeMove: { days: 1, minutes: 0 } });
    },
  );
});

describe("an initial's full stop is part of the place's name (h12 round)", () => {
  it.each(['டி. நகர் அன்னபூர்ணா மெஸ்ல table வேணும்', 'T. Nagar la table venum', 'need a table in T. Nagar tonight'])('%s', (text) => {
    expect(read(text).area).toBe('T. Nagar');
  });

  it('a sentence still ends after a word ("need a plumber. A leak in the kitchen")', () => {
    expect(read('need a plumber. A leak in the kitchen').category).toBe('plumber');
  });
});

describe('when someone is asked to come, the trade that comes is the kind asked (h12 round)', () => {
  it.each([
    'बाथरूम का नल रात भर टपकता रहता है टप टप की आवाज से नींद नहीं आती हौज खास में गुरुवार सुबह कोई आ सकता है क्या',
    "the bathroom tap leaks all night, can't sleep with the noise, can someone come on thursday morning",
    'bathroom ka nal raat bhar tapakta hai, neend nahi aati, koi aa sakta hai kya',
    'பாத்ரூம் குழாய் ராத்திரி முழுக்க சொட்டுது, தூக்கமே வரல, யாராவது வர முடியுமா',
    'bathroom tap full night leak aagudhu, thookam varala, yaaravadhu varuvangala',
  ])('%s', (text) => {
    expect(read(text).category).toBe('plumber');
  });

  it('a need with no trade beside it stays what it is', () => {
    expect(read('neend nahi aati, kisi se baat karni hai').category).toBe('psychologist');
  });
});

describe('an amount in words is no time ("ढाई सौ" is ₹250, not 2:30) (h12 round)', () => {
  it.each([
    ['ढाई सौ से ज्यादा नहीं देना, दिल्ली में कहीं का भी चलेगा', 25_000],
    ['dhaai sau se zyada nahi', 25_000],
    ['do hazaar tak', 200_000],
  ])('%s', (text, paise) => {
    expect(read(text, plumbersShown)).toMatchObject({ time: null, maxPricePaise: paise });
  });

  it('"dhaai baje" is still half past two', () => {
    expect(read('kal dhaai baje dentist').time).toBe('14:30');
  });
});

describe('"my" of a person is no booking of mine (h12 round)', () => {
  it('"my nani … is there a yoga class for old people" asks for a class', () => {
    const text =
      'hii so my nani is 72 and her doc said yoga would help her back is there like a yoga class for old ppl near bandra west sat morning';
    expect(read(text)).toMatchObject({ intent: 'slots', category: 'yoga' });
  });

  it.each(['when is my yoga class?', 'meri tuition class kab hai?', 'என் யோகா கிளாஸ் எப்போ?'])('"%s" still looks at bookings', (text) => {
    expect(read(text).intent).toBe('list_bookings');
  });
});

describe('a tutor "for all subjects" is a home tutor (h12 round)', () => {
  it.each([
    'maths aur science dono mein kamzor hai, saket mein koi tuition teacher chahiye jo saare subjects padha de',
    'मेरी बेटी maths और science में कमजोर है, कोई ट्यूशन टीचर चाहिए जो सारे subjects पढ़ा दे',
    'need a tuition teacher for all subjects, she is weak in maths',
  ])('%s', (text) => {
    expect(read(text).serviceTerm).toBe('home tutor');
  });
});
