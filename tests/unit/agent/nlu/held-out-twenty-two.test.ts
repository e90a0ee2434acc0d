import { describe, expect, it } from 'vitest';
import { proposedAt, read } from './read-message.ts';

/** The h22 round's open failures read by the parser (now: Sunday 22 November 2026), each a rule for any wording. */
describe('a weekday with its day of the month (h22 round)', () => {
  it.each([
    ['ITR filing on Tuesday the 8th, around 11 in the morning?', '2026-12-08'],
    ['monday the 7th at 11 am', '2026-12-07'],
    ['Thursday, 10th December at 4 pm', '2026-12-10'],
    ['shukravar 4 tareekh ko 11 baje', '2026-12-04'],
    ['வெள்ளிக்கிழமை 4ஆம் தேதி காலை 11 மணிக்கு', '2026-12-04'],
  ])('%s is that day of the month', (text, iso) => {
    expect(read(text).date?.iso).toBe(iso);
  });

  it('a weekday alone stays the coming one', () => {
    expect(read('tuesday at 11 am').date?.iso).toBe('2026-11-24');
  });
});

describe('a day of the month in Tamil ordinal words (h22 round)', () => {
  it.each([
    ['டிசம்பர் எட்டாம் தேதி காலை பதினொன்றரை மணிக்கு கிடைக்குமா?', '2026-12-08'],
    ['எட்டாம் தேதி காலை 11 மணிக்கு', '2026-12-08'],
    ['பத்தாம் தேதி சாயங்காலம்', '2026-12-10'],
    ['பதினைந்தாம் தேதி காலை', '2026-12-15'],
    ['december ettaam thethi 11 manikku', '2026-12-08'],
    ['இருபதாம் தேதி', '2026-12-20'],
  ])('%s', (text, iso) => {
    expect(read(text).date?.iso).toBe(iso);
  });

  it.each(['டிசம்பர் 8 ஆம் தேதி', '8ஆம் தேதி காலை 11 மணிக்கு'])('"%s" to a proposal is a day, not a yes', (text) => {
    const reading = read(text, proposedAt('doctor', '10:00'));
    expect(reading.strongYes).toBe(false);
    expect(reading.date?.iso).toBe('2026-12-08');
  });
});

describe('Tamil amounts in words as a ceiling (h22 round)', () => {
  it.each([
    ['ஐந்நூறு ரூபாய்க்குள்ள இருக்கணும்', 50_000],
    ['சரி பரவால்ல, நானூறு ரூபாய் வரைக்கும் ok. அதே நேரம் பாருங்க', 40_000],
    ['400 ரூபாய் வரை பரவாயில்லை', 40_000],
    ['anjooru rupees varaikkum ok', 50_000],
    ['ainnooru rubai kulla', 50_000],
  ])('%s', (text, paise) => {
    expect(read(text).maxPricePaise).toBe(paise);
  });

  it('"காலை 10 வரை" (until ten) is no price', () => {
    expect(read('காலை 10 வரை free').maxPricePaise).toBeNull();
  });
});

describe('a time that cannot be, and the one asked instead (h22 round)', () => {
  it.each([
    'ஓ, எட்டு மணிக்கு அப்பா office-ல இருந்து வர முடியாது. அதே சனிக்கிழமை ராத்திரி ஒன்பது மணிக்கு பாருங்க',
    'ettu manikku appa office la irundhu vara mudiyaadhu. adhe saturday raathiri ombodhu manikku paarunga',
  ])('%s asks for 9 at night', (text) => {
    expect(read(text).time).toBe('21:00');
  });
});

describe('a yes that says to book, and one said with doubt (h22 round)', () => {
  it.each(['Okay yes, book that.', 'haan ye theek hai, book kar do', 'seri adhu ok, book pannidunga', 'हाँ ठीक है, बुक कर दीजिए'])(
    '"%s" says to book',
    (text) => {
      expect(read(text)).toMatchObject({ strongYes: true, saysBook: true });
    },
  );

  it.each(['not sure, book it maybe', 'pata nahi, book kar do shayad', 'ஒருவேளை book பண்ணலாம், தெரியல', 'ok fine'])(
    '"%s" does not',
    (text) => {
      expect(read(text).saysBook).toBe(false);
    },
  );
});

describe('a booking "put down" is a booking made (h22 round)', () => {
  it.each([
    'भाई गुरुवार सुबह दस बजे गाड़ी की servicing डाली थी… उस दिन office में audit आ गया है। एक दिन बाद कर दो, same time',
    'bhai guruvar subah das baje gaadi ki servicing daali thi, us din audit hai. ek din baad kar do, same time',
    'गुरुवार सुबह दस बजे गाड़ी की servicing लगवाई थी, एक दिन बाद कर दो',
  ])('%s moves it a day', (text) => {
    expect(read(text)).toMatchObject({ intent: 'reschedule', relativeMove: { days: 1 } });
  });

  it('"tuition rakhi thi, use cancel kar do" cancels it', () => {
    expect(read('shaam ko tuition rakhi thi, use cancel kar do').intent).toBe('cancel');
  });
});

describe('a school that is off that day asks for no school (h22 round)', () => {
  const listed = {
    intent: 'book' as const,
    category: 'salon' as const,
    date: '2026-11-28',
    awaiting: 'option' as const,
    options: [
      { date: '2026-11-28', time: '16:00' },
      { date: '2026-11-28', time: '17:00' },
    ],
  };
  it.each([
    'anju manikku mela edhu venaalum ok, annaiku avanukku school leave',
    '5 ke baad koi bhi chalega, us din uski school ki chhutti hai',
    'उस दिन स्कूल की छुट्टी है, शाम को कोई भी टाइम चलेगा',
    'any time after 5 is fine, he has a school holiday that day',
  ])('%s keeps the salon', (text) => {
    expect(read(text, listed).category).toBe('salon');
  });
});

describe('the class being moved keeps no day busy (older open set, ho-dlg-hi-04)', () => {
  it.each([
    'कल सुबह सात बजे वाली योगा क्लास को रविवार सुबह आठ बजे कर दीजिए',
    'kal subah saat baje wali yoga class ko ravivar subah aath baje kar dijiye',
    "move tomorrow's 7 am yoga class to sunday 8 am",
  ])('%s moves it to Sunday', (text) => {
    expect(read(text)).toMatchObject({ intent: 'reschedule', date: { iso: '2026-11-29' }, time: '08:00' });
  });

  it('"move my appointment to thursday, wednesday I have office" still sets the office day aside', () => {
    expect(read('move my appointment to thursday, wednesday I have office').date?.iso).toBe('2026-11-26');
  });
});

describe('what is wrong now is no day refused (older open set, h5-hi-02)', () => {
  it.each([
    'बुधवार सुबह मुंबई में फ्रिज ठीक करवाना है, ठंडा नहीं कर रहा',
    'budhvar subah Mumbai mein fridge theek karwana hai, thanda nahi kar raha',
    'शुक्रवार शाम को गाड़ी की सर्विस करवानी है, AC ठीक से चल नहीं रहा',
  ])('%s keeps the day asked', (text) => {
    expect(read(text).rejected.date).toBeNull();
    expect(read(text).date).not.toBeNull();
  });

  it('"गुरुवार को रिश्तेदार आ रहे हैं, नहीं हो पाएगा" still refuses Thursday', () => {
    expect(read('गुरुवार को रिश्तेदार आ रहे हैं, नहीं हो पाएगा').rejected.date).toBe('2026-11-26');
  });
});
