import { describe, expect, it } from 'vitest';
import type { ConversationMemory } from '#agent/nlu/types.ts';
import { read } from './read-message.ts';

/** Options on show for a new booking (Monday 23 November), as the h7 open dialogues had them. */
const offered: ConversationMemory = {
  intent: 'book',
  category: 'doctor',
  date: '2026-11-23',
  language: 'en',
  awaiting: 'option',
  options: [
    { time: '17:00', date: '2026-11-23' },
    { time: '17:30', date: '2026-11-23' },
  ],
};

describe('a booked thing no longer needed is a cancel (h7)', () => {
  it.each([
    "I won't be needing the plumber on Tuesday anymore, my neighbour's guy already fixed it",
    'I no longer need my salon booking on Friday',
    'सोमवार वाली सैलून की बुकिंग की अब ज़रूरत नहीं रही',
    'Thursday wali car service ki zarurat nahi rahi, gaadi bech di maine',
    'வெள்ளிக்கிழமை டாக்டர் அப்பாயின்ட்மென்ட் இனிமே தேவைப்படாது',
    'friday doctor appointment inime thevai illa',
    "my dentist visit on friday isn't needed anymore",
    // A "don't want" of the booked one (its day or kind, pointed at), with nothing on offer to turn down.
    'kal wala plumber nahi chahiye ab',
    'कल वाली डॉक्टर की अपॉइंटमेंट नहीं चाहिए अब',
    'naalaiku irukkura salon booking venaam',
    'நாளைக்கு இருக்கிற சலூன் புக்கிங் வேண்டாம்',
  ])('%s', (text) => {
    expect(read(text).intent).toBe('cancel');
  });

  it.each(['mujhe kal dentist chahiye, root canal ki zarurat nahi', 'need a plumber tomorrow, no need for the carpenter'])(
    'asking for something while naming what is not needed stays a booking: %s',
    (text) => {
      expect(read(text).intent).not.toBe('cancel');
    },
  );
});

describe('a part of the day the client is busy in is not the one asked (h7)', () => {
  it.each([
    ['परसों वाली पार्लर की बुकिंग उसी दिन शाम को कर दो, छह बजे, सुबह मेरा ऑफिस है', 'evening', '18:00'],
    ['என் ஹேர்கட் அப்பாயின்ட்மென்ட்ட அதே நாள் சாயங்காலத்துக்கு மாத்த முடியுமா? காலையில ஆபீஸ்ல மீட்டிங்', 'evening', null],
    ['move my haircut to the evening, I have office in the morning', 'evening', null],
  ])('%s', (text, window, time) => {
    const reading = read(text);
    expect(reading.timeWindow).toBe(window);
    expect(reading.time).toBe(time);
  });
});

describe('"the next day" moves a booking by one day (h7)', () => {
  it.each([
    'something came up at work, can you push my salon appointment to the next day? same time is fine',
    'meri yoga class agle din kar do, same time',
    'என் அப்பாயின்ட்மென்ட்ட மறுநாள் மாத்துங்க, அதே நேரம்',
  ])('%s', (text) => {
    const reading = read(text);
    expect(reading.intent).toBe('reschedule');
    expect(reading.relativeMove).toEqual({ days: 1, minutes: 0, sameDay: false });
  });

  it('the day after tomorrow is a date, not a move', () => {
    expect(read('book a plumber the next day after tomorrow').relativeMove).toBeNull();
  });
});

describe('a question about the offer on show keeps it (h7)', () => {
  it.each([
    ['how much is the check up and where exactly is the clinic?', { price: true, place: true, duration: false }],
    ['kitne ka padega? aur clinic kahan hai?', { price: true, place: true, duration: false }],
    ['evvalavu aagum? evvalavu neram edukkum?', { price: true, place: false, duration: true }],
    ['கடை எங்க இருக்கு?', { price: false, place: true, duration: false }],
    ['address enna?', { price: false, place: true, duration: false }],
  ])('%s', (text, detail) => {
    const reading = read(text, offered);
    expect(reading.intent).toBe('offer_question');
    expect(reading.offerDetail).toEqual({ ...detail, visits: false });
  });

  it('a "don\'t want" with options on show turns them down; it cancels nothing', () => {
    expect(read('kal wala nahi chahiye', offered).intent).not.toBe('cancel');
  });

  it('with nothing on show, a price question is no offer question', () => {
    expect(read('how much is a dental check up?').intent).not.toBe('offer_question');
  });
});

describe('changes while options are on show (h7)', () => {
  it('another city "instead" changes the request; it moves no booking', () => {
    const reading = read(
      "actually I'll be at my in-laws' place in Ahmedabad all next week. can it be there instead? same day and time",
      offered,
    );
    expect(reading.intent).not.toBe('reschedule');
    expect(reading.city).toBe('Ahmedabad');
  });

  it('a provider language with a "no" in it is not a bare no', () => {
    const reading = read('जो हिंदी बोलते हों उन्हीं के पास कर दो, मुझे कन्नड़ नहीं आती', offered);
    expect(reading.intent).not.toBe('deny');
    expect(reading.providerLanguage).toBe('hi');
  });

  it.each(['any time in the evening is fine', 'koi bhi chalega', 'சாயங்காலம் எந்த நேரமா இருந்தாலும் பரவாயில்ல'])(
    '"any one" picks the first shown: %s',
    (text) => {
      expect(read(text, offered).pickBy).toBe('earliest');
    },
  );

  it('a yes before "don\'t want" opens with a yes', () => {
    expect(read('ஆமா, வேண்டாம்', { ...offered, awaiting: 'confirmation' }).opensWithYes).toBe(true);
  });
});

describe('the day after tomorrow in Tamil word order is a date (public dev dialogue)', () => {
  it.each([
    'naalaiku marunaal kaalaila salon appointment irukku la, adha saayangalam ku maathunga',
    'நாளை மறுநாள் காலை அப்பாயின்ட்மென்ட்ட சாயங்காலத்துக்கு மாத்துங்க',
  ])('%s', (text) => {
    expect(read(text).relativeMove).not.toEqual({ days: 1, minutes: 0, sameDay: false });
  });
});

describe('what a need is not (h4, h7)', () => {
  it('"2-3 blouse" is a count, not the 2nd of March', () => {
    const reading = read('mummy ke liye 2-3 blouse silwane hain, Delhi mein Tuesday ko dopahar mein');
    expect(reading.date?.expression).toEqual({ weekday: 'tue', next: false });
  });

  it('a day-month date is still a date', () => {
    expect(read('dentist on 3-12 at 5 pm').date?.expression).toEqual({ day: 3, month: 12 });
  });

  it.each(['मुझे गाड़ी चलाना सीखना है, लखनऊ में शनिवार सुबह', 'bike repair seekhna hai', 'I want driving lessons on Saturday'])(
    "learning a trade's skill names no trade: %s",
    (text) => {
      expect(read(text).category).not.toBe('car');
    },
  );

  it.each(['seri avangale', 'unhi ke paas kar do', 'அவங்ககிட்டயே போடுங்க', 'ok, book with them'])(
    '"%s" points at the provider on show',
    (text) => {
      expect(read(text, offered).pointsAtProvider).toBe(true);
    },
  );
});

describe('h8 open round: constraints and cues', () => {
  it('"anything under 300?" keeps its ceiling though it reads as nothing else', () => {
    expect(read('hmm thats a bit much for us, anything under 300?', offered).maxPricePaise).toBe(30_000);
  });

  it.each([
    ['moonu aayiram kulla edhavadhu irukka?', 300_000],
    ['மூணு ஆயிரம் குள்ள யாராவது இருக்காங்களா?', 300_000],
    ['rendu aayiram kulla', 200_000],
  ])('Tamil thousands in words: %s', (text, paise) => {
    expect(read(text, offered).maxPricePaise).toBe(paise);
  });

  it('"edhu seekiram kidaikkumo adhu" picks the earliest', () => {
    expect(read('edhu seekiram kidaikkumo adhu', offered).pickBy).toBe('earliest');
  });

  it('"is there anyone … who does classes" with "my father" searches; it lists no bookings', () => {
    expect(
      read('my father is 68. Is there anyone in Mumbai who does yoga classes for older people, wednesday early morning?').intent,
    ).not.toBe('list_bookings');
  });

  it('people moving city with the day they still want changes the request; it moves no booking', () => {
    expect(read('arre ruko, hum log actually Jaipur shift ho rahe hain. Jaipur me dekh lo, tuesday hi', offered).intent).not.toBe(
      'reschedule',
    );
  });

  it.each([
    'His doctor said gentle yoga might help, yoga classes in Mumbai on wednesday',
    'doctor ne kaha yoga karo, Pune mein yoga class chahiye',
  ])('who gave the advice is not what is asked: %s', (text) => {
    expect(read(text).category).toBe('yoga');
  });

  it('a day gone by is why, not when', () => {
    const reading = read('our fridge stopped cooling since yesterday, can someone look at it monday morning');
    expect(reading.date?.expression).toEqual({ weekday: 'mon', next: false });
  });

  it('Tanglish "adha oru naal thalli" is one day later, not half a day', () => {
    expect(read('Tuesday car service appointment iruku la, adha oru naal thalli podunga, same time dhaan').relativeMove).toEqual({
      days: 1,
      minutes: 0,
      sameDay: false,
    });
  });
});

describe('h8 open round, after the vocabulary merge', () => {
  it.each([
    ['मम्मी जाएँगी, उन्हें कन्नड़ या इंग्लिश नहीं आती, कोई हिंदी बोलने वाला हो तो वही', 'hi'],
    ['mujhe Tamil nahi aati, Hindi speaking doctor chahiye', 'hi'],
    ["a doctor who speaks hindi, I don't speak English", 'hi'],
  ])('a language the client lacks is not the one asked: %s', (text, code) => {
    expect(read(text).providerLanguage).toBe(code);
  });

  it('"10th padikkiraan" is a school year, not the 10th of the month', () => {
    const reading = read(
      'en paiyan 10th padikkiraan, romba tension aagiraan. Bengaluru la yaarayavadhu pesa vaikkanum, Wednesday saayangaalam',
    );
    expect(reading.date?.expression).toEqual({ weekday: 'wed', next: false });
  });

  it('a tight budget is no tailoring', () => {
    expect(read('dekho budget thoda tight hai, 1500 se upar nahi jaana', offered).serviceTerm).not.toBe('tailor');
  });

  it('"எது சீக்கிரமோ அது" picks the earliest', () => {
    expect(read('எது சீக்கிரமோ அது', offered).pickBy).toBe('earliest');
  });

  it('moving into a new flat is moving house, not a move of a booking', () => {
    expect(read('नए फ्लैट में शिफ्ट हो रहे हैं, हैदराबाद में गृह प्रवेश की पूजा करवानी है। बुधवार सुबह कोई पंडित जी').intent).not.toBe('reschedule');
  });
});

describe('h8 open round, last kinds', () => {
  it.each([
    ['haan hello ji naya office hai park street kolkata me usme generator lagwana hai kitne kva ka lena chahiye', 'electrical engineer'],
    ['Kolkata la en paiyanukku school admission ku form fill panna help venum, Monday saayangaalam', 'school admission counsellor'],
  ])('%s', (text, term) => {
    expect(read(text).serviceTerm).toBe(term);
  });
});

describe('picks by ordinal in their other forms', () => {
  it.each(['पहले वाले', 'pehle wale', 'पहले वाली'])('"%s" picks option 1', (text) => {
    expect(read(text, offered).optionNumber).toBe(1);
  });
});
