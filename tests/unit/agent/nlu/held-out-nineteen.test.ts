import { describe, expect, it } from 'vitest';
import type { ConversationMemory } from '#agent/nlu/types.ts';
import { proposedAt, read } from './read-message.ts';

/** The h19 round's open failures (and older ones they share a rule with) read by the parser, each a rule for any wording. */
describe('another kind named as the reason for a move is no new request (h19 round)', () => {
  it.each([
    ['Actually he has his BP check around 3 that day, can you make it an hour later?', 'consultant', '15:00', '16:00'],
    ['gyarah baje mummy ki pooja hoti hai, ek ghanta baad kar do please', 'repair', '11:00', '12:00'],
    ['सात बजे मम्मी की पूजा होती है, एक घंटा बाद हो सकता है?', 'yoga', '07:00', '08:00'],
  ] as const)('%s', (text, category, at, later) => {
    expect(read(text, proposedAt(category, at))).toMatchObject({ intent: 'slots', category, time: later });
  });

  it('"வெள்ளி மாமாக்கு hospital checkup இருக்கு… சனிக்கிழமை அதே நேரம்" of a table keeps the table', () => {
    expect(read('ஐயோ வெள்ளி மாமாக்கு hospital checkup இருக்கு… சனிக்கிழமை அதே நேரம் பாருங்க', proposedAt('restaurant', '13:00')).category).toBe(
      'restaurant',
    );
  });
});

describe('questions about the place on show (h19 round)', () => {
  const listed: ConversationMemory = {
    intent: 'slots',
    category: 'doctor',
    date: '2026-11-25',
    awaiting: 'option',
    options: [{ time: '09:00' }, { time: '09:30' }],
  };

  it.each([
    'फ़ीस कितनी है? और क्लिनिक में गाड़ी की पार्किंग मिल जाएगी?',
    'is there parking for my car near the clinic?',
    'கார் பார்க்கிங் இருக்கா அங்க?',
  ])("parking for the client's own car asks where the place is, not for a car service: %s", (text) => {
    expect(read(text, listed)).toMatchObject({ intent: 'offer_question', offerDetail: { place: true } });
  });

  it('"school விட்டு 4 மணிக்கு தான் வருவா" says when the child is free: no school is asked for', () => {
    const tutor = { ...listed, category: 'tutor' as const, options: [{ time: '16:00' }] };
    expect(read('சாயங்காலம் தான், அவ school விட்டு 4 மணிக்கு தான் வருவா', tutor).category).toBe('tutor');
  });
});

describe('names and places (h19 round)', () => {
  it.each([
    'ஐயோ சாரி, எனக்கு இல்ல, என் அம்மாவுக்குத்தான். அவங்களுக்கு எழுபது வயசு.',
    'Thank you. The review is not for my own policies but for those of my wife, Mrs. Kamala, who is sixty six.',
  ])('an interjection before "சாரி" (sorry) or a wife named with her title is no provider: %s', (text) => {
    expect(read(text).providerName).toBeNull();
  });

  it('"Dear Sir/Madam … a Mr. Kurian in our locality" names Kurian, not "Dear"', () => {
    const text =
      'Dear Sir/Madam, Good afternoon. I have been given to understand that a Mr. Kurian in our locality provides advice on insurance matters.';
    expect(read(text).providerName).toBe('Kurian');
  });

  it('where guests come from is not where to look: "coming from Delhi … in T Nagar" is Chennai', () => {
    expect(read('guests are coming from Delhi, need a table for 4 in T Nagar on friday 1 pm')).toMatchObject({
      city: 'Chennai',
      area: 'T. Nagar',
    });
    expect(read('main Delhi se hoon, abhi Mumbai mein dentist chahiye').city).toBe('Mumbai');
    expect(read('need a dentist in Delhi').city).toBe('Delhi');
  });
});

describe('kinds (h19 round and older)', () => {
  it.each([
    'Hey, I want to take my team out for dinner in Chennai on Friday, 4 of us including me, at 8 pm. Something simple, nice South Indian meals would be great',
    'avangaluku proper South Indian saapadu vaazhai ilai la kaatanum. T Nagar side la lunch ku table venum',
  ])('a kind of restaurant beside "dinner" or "lunch" is the kind asked: %s', (text) => {
    expect(read(text)).toMatchObject({ category: 'restaurant', serviceTerm: 'south indian mess' });
  });

  it('"naye flat ka interior plan karwana hai" is an architect; "taala toot gaya" a carpenter', () => {
    expect(read('naye flat ka interior plan karwana hai, 2BHK hai. ahmedabad gota side.')).toMatchObject({ category: 'engineer' });
    expect(read('main door ka taala toot gaya hai').category).toBe('carpenter');
  });
});

describe('moves, cancels and a yes naming the place on show (h19 round)', () => {
  it.each([
    'wednesday kaalaila 10 manikku car service book panni irundhen la. andha naal office la audit irukku 😩 adha oru naal thalli vechikalama? adhe time dhaan',
    'புதன்கிழமை சலூன் புக் பண்ணிருந்தேன், அத ஒரு நாள் தள்ளி வைக்கலாமா?',
  ])('"thalli vechikalama" (can we push it) of a booking made is a move: %s', (text) => {
    expect(read(text).intent).toBe('reschedule');
  });

  it.each([
    'Hi, Saturday 11 baje parlour ka appointment tha na mera? actually ab main us din Mysore ja rahi hoon, toh woh rehne do',
    'meri friday wali booking hai, rehne do',
  ])('a booking named and let go of ("woh rehne do") is to be cancelled: %s', (text) => {
    expect(read(text).intent).toBe('cancel');
  });

  it('"rehne do" of no booking cancels nothing', () => {
    expect(read('haircut chahiye kal, rehne do abhi').intent).not.toBe('cancel');
    expect(read('mera appointment kal 5 baje hai, use 6 baje kar do').intent).toBe('reschedule');
  });

  it('"Besant Nagar-ஆ, பக்கம் தான். சரி புக் பண்ணுங்க" of a Besant Nagar proposal is the yes; another area is not', () => {
    const eyeDoctor: ConversationMemory = {
      ...proposedAt('doctor', '10:30'),
      proposedKind: 'ophthalmologist Eye check-up',
      proposedPlace: 'Besant Nagar, Chennai',
    };
    expect(read('Besant Nagar-ஆ, பக்கம் தான். சரி புக் பண்ணுங்க', eyeDoctor).intent).toBe('confirm');
    expect(read('ok Besant Nagar is fine, book it', eyeDoctor).intent).toBe('confirm');
    expect(read('Adyar la irukkaa? seri book pannunga', eyeDoctor).intent).not.toBe('confirm');
  });
});

describe('how many a table is for (h19 round)', () => {
  it.each([
    ['hello, office की team के लिए dinner रखना है, हम कुल दस लोग होंगे। रोहिणी में कोई अच्छी बिरयानी वाली जगह', 10],
    ['Hey, dinner in Chennai on Friday, 4 of us including me, at 8 pm', 4],
    ['enga office ku Delhi la irundhu moonu guests varaanga, naanum sethu naalu peru. T Nagar la lunch ku table venum', 4],
    ['நாலு பேருக்கு சாப்பாடு table வேணும்', 4],
    ['table for 6 at 8 pm', 6],
  ] as const)('%s', (text, size) => {
    expect(read(text).partySize).toBe(size);
  });

  it('a time or an age is no party', () => {
    expect(read('dinner at 8 pm for my 5 year old son').partySize ?? null).toBeNull();
  });
});
