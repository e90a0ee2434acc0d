import { describe, expect, it } from 'vitest';
import type { ConversationMemory } from '#agent/nlu/types.ts';
import { read } from './read-message.ts';

/** The h15 round's open failures read by the parser (now: Sunday 22 November 2026), each a rule for any wording. */
function proposed(category: ConversationMemory['category'], date: string, time: string): ConversationMemory {
  return { intent: 'book', category, date, time, awaiting: 'confirmation', options: [{ date, time }] };
}

describe('a booked visit no longer needed is a cancel; "call it off" is a cancel (h15 round)', () => {
  it.each([
    "hi, about the plumber who's supposed to come on Wednesday at 10. the leak is fixed so there's really no need for him to come anymore",
    'the electrician on friday, no need for him to come now',
    'the carpenter booked for thursday does not need to come',
  ])('%s', (text) => {
    expect(read(text).intent).toBe('cancel');
  });

  it.each(['yes, please call it off', 'ok call that off'])('%s', (text) => {
    expect(read(text, proposed('plumber', '2026-11-25', '10:00')).intent).toBe('cancel');
  });
});

describe('of two days in two clauses, the one asked "do it" is the day (h15 round)', () => {
  it.each([
    ['रुकिए, शुक्रवार को तो पापा का ब्लड टेस्ट है। अगले सोमवार उसी समय कर दीजिए', '2026-11-30'],
    ['wait, friday he has a blood test. make it next monday, same time', '2026-11-30'],
    ['ruko, friday ko papa ka blood test hai. agle monday same time kar do', '2026-11-30'],
    ['வெள்ளிக்கிழமை அப்பாவுக்கு ரத்த பரிசோதனை இருக்கு. அடுத்த திங்கள்கிழமை அதே நேரம் போடுங்க', '2026-11-30'],
  ])('%s', (text, iso) => {
    const reading = read(text, proposed('doctor', '2026-11-27', '11:00'));
    // "next Monday": the coming one or the one a week later both count.
    expect([iso, '2026-11-23']).toContain(reading.date?.iso);
  });
});

describe('a later hour asked "will I get it?" beside a night request is in the night (h15 round)', () => {
  it('the same hour said again after a night reading is read afresh ("பதினொரு மணிக்கே" after 11 pm found nothing)', () => {
    const nothingFound: ConversationMemory = { intent: 'slots', category: 'repair', date: '2026-11-26', time: '23:00' };
    expect(read('சரி பதினொரு மணிக்கே போடுங்க', nothingFound).time).toBe('11:00');
  });

  it('the part of a day gone by is not the part asked ("நேத்து ராத்திரி மழையில … வியாழக்கிழமை பதினொரு மணிக்கு")', () => {
    const text =
      'நேத்து ராத்திரி மழையில என் போன் நனைஞ்சிடுச்சு charge ஏறவே மாட்டேங்குது பெசன்ட் நகர்ல யாராவது பாக்க முடியுமா வியாழக்கிழமை பதினொரு மணிக்கு வந்தா ஓகேவா';
    expect(read(text)).toMatchObject({ time: '11:00', timeWindow: null });
  });

  it.each([
    'नहीं, आठ बजे तो जल्दी हो जाएगा, पापा दुकान से देर से आते हैं। नौ बजे मिल जाएगा?',
    'nahi, aath baje jaldi ho jayega, papa dukaan se late aate hain. nau baje mil jayega?',
    "no, 8 o'clock is too early, dad comes home late from the shop. can we do 9 o'clock?",
  ])('%s', (text) => {
    expect(read(text, proposed('restaurant', '2026-11-28', '20:00')).time).toBe('21:00');
  });

  it('but "10?" to a 7 pm doctor is not read as 10 pm', () => {
    expect(read('10 baje milega?', proposed('doctor', '2026-11-28', '19:00')).time).toBe('10:00');
  });

  it('"haan, nau baje wala pakka kar do" of a 9 pm option on show picks 9 pm', () => {
    const previous: ConversationMemory = {
      ...proposed('restaurant', '2026-11-28', '21:00'),
      options: ['20:00', '21:00', '22:00'].map((time) => ({ date: '2026-11-28', time })),
    };
    expect(read('हाँ, नौ बजे वाला पक्का कर दो', previous)).toMatchObject({ time: '21:00', confirmation: true });
  });
});

describe('"the same <thing> as last time" asks to repeat a booking (h15 round)', () => {
  it.each(['Hey, book me the same haircut as last time, Saturday 4 in the evening', 'same dentist as before please, friday 11'])(
    '%s',
    (text) => {
      expect(read(text).repeatsLast).toBe(true);
    },
  );
});

describe('a past booking told as the kind and place of a request is that request, not a look at bookings (h15 round)', () => {
  it("oh really? maybe i booked over the phone then. it's the barber in Chromepet, Chennai. Senthil's. just a normal men's haircut", () => {
    const reading = read(
      "oh really? maybe i booked over the phone then. it's the barber in Chromepet, Chennai. Senthil's. just a normal men's haircut",
    );
    expect(reading.intent).not.toBe('list_bookings');
    expect(reading).toMatchObject({ category: 'salon', city: 'Chennai', area: 'Chromepet' });
  });

  it('"I booked a haircut, when is it?" still looks at the bookings', () => {
    expect(read('I booked a haircut in Chromepet, Chennai, when is it?').intent).toBe('list_bookings');
  });
});

describe('amounts in words with tens, and no option picked by them (h15 round)', () => {
  const listed: ConversationMemory = {
    intent: 'slots',
    category: 'doctor',
    date: '2026-11-23',
    awaiting: 'option',
    options: ['18:00', '18:30', '19:00', '19:30'].map((time) => ({ date: '2026-11-23', time })),
  };

  it.each([
    ["what's the fee? i'd like to keep it under six hundred and fifty rupees", 65_000],
    ['paanch sau pachaas se kam', 55_000],
    ['max seven hundred fifty', 75_000],
    ['under 500 and 2 of us', 50_000],
  ])('%s', (text, paise) => {
    expect(read(text).maxPricePaise).toBe(paise);
  });

  it('a ceiling in words beside a price question, with options on show, picks no option by its numbers', () => {
    const reading = read("what's the fee? i'd like to keep it under six hundred and fifty rupees", listed);
    expect(reading).toMatchObject({ optionNumber: null, maxPricePaise: 65_000 });
    expect(reading.intent).not.toBe('choose_option');
  });

  it('"six fifty pm" is still 6:50 pm', () => {
    expect(read('tomorrow at six fifty pm').time).toBe('18:50');
  });
});

describe('of two languages, the one said with "speaking" is asked (h15 round)', () => {
  it.each([
    'appa ku Kannada theriyaadhu, English um konjam dhaan. Tamil pesara doctor irundha nalla irukkum',
    'he knows only a little English. a Tamil speaking doctor would be better',
    'papa ko English thodi hi aati hai, Tamil bolne wala doctor chahiye',
  ])('%s', (text) => {
    expect(read(text).providerLanguage).toBe('ta');
  });

  it('"Does any of them speak Punjabi?" asks about the language, it picks no option', () => {
    const reading = read('One thing, she is much more comfortable in Punjabi. Does any of them speak Punjabi?');
    expect(reading).toMatchObject({ providerLanguage: 'pa', pickBy: null });
  });
});

describe('a thing to be changed beside a kind needed is the reason, not a move of a booking (h15 round)', () => {
  it.each([
    'en amma ku 68 vayasu, paper padikka romba kashtama irukku, kannadi power maathanum nu nenaikiren. Chennai la kannu doctor venum',
    'need an electrician, the old ceiling fan has to be changed',
  ])('%s', (text) => {
    expect(read(text).intent).not.toBe('reschedule');
  });

  it('"my dentist appointment needs to change to friday" is still a move', () => {
    expect(read('my dentist appointment needs to change to friday').intent).toBe('reschedule');
  });
});

describe("a school's van or bus says when, it asks for no school (h15 round)", () => {
  const onShow: ConversationMemory = {
    intent: 'book',
    category: 'doctor',
    date: '2026-11-23',
    awaiting: 'option',
    options: ['18:00', '18:30'].map((time) => ({ date: '2026-11-23', time })),
  };

  it.each([
    'இல்லைங்க, அஞ்சு மணி வேண்டாம், ஸ்கூல் வேன் லேட்டா தான் வரும். ஆறரை மணிக்கு இருக்கா?',
    'no, not 5, the school bus drops him late. is 6:30 there?',
    'nahi, 5 baje nahi, school van late aati hai. saade 6 baje hai kya?',
  ])('%s', (text) => {
    const reading = read(text, onShow);
    expect(reading.category ?? 'doctor').toBe('doctor');
    expect(reading.time).toBe('18:30');
  });
});

describe("grief, worry and sleepless nights are a counsellor's (h15 round)", () => {
  it.each([
    "Hi, I'm looking for someone my mother can talk to. She hasn't been sleeping well since my father passed, keeps worrying about everything",
    'papa ke guzarne ke baad se mummy har baat ki chinta karti hai',
    'अपने पिता के गुज़रने के बाद से माँ हर बात की चिंता करती हैं',
  ])('%s', (text) => {
    expect(read(text).category).toBe('psychologist');
  });
});

describe('a locality other cities have too is the area of the city known (h15 round)', () => {
  it('"malviya nagar wala" in a Jaipur request is Jaipur\'s Malviya Nagar', () => {
    const jaipur: ConversationMemory = { intent: 'book', category: 'plumber', city: 'Jaipur' };
    expect(read('thursday subah 10 baje koi malviya nagar wala aa sakta hai?', jaipur).area).toBe('Malviya Nagar');
  });

  it('with no city known it names neither a city nor an area', () => {
    expect(read('koi malviya nagar wala plumber aa sakta hai?')).toMatchObject({ city: null, area: null });
  });
});
