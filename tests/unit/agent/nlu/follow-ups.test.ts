import { describe, expect, it } from 'vitest';
import type { ConversationMemory } from '#agent/nlu/types.ts';
import { read } from './read-message.ts';

const offered: ConversationMemory = {
  intent: 'book',
  category: 'salon',
  date: '2026-11-23',
  language: 'en',
  awaiting: 'option',
  options: [
    { time: '10:00', date: '2026-11-23' },
    { time: '16:30', date: '2026-11-23' },
    { time: '19:00', date: '2026-11-24' },
  ],
};
const proposed: ConversationMemory = {
  intent: 'book',
  category: 'doctor',
  date: '2026-11-23',
  awaiting: 'confirmation',
  options: [{ time: '17:00' }],
};

describe('confirm and deny', () => {
  it.each([
    'yes',
    'Yes please',
    'ok',
    'haan',
    'ha',
    'theek hai',
    'हाँ',
    'ठीक है',
    'ஆம்',
    'சரி',
    'aama',
    'seri',
    'sure, go ahead',
    'haan book kar do',
  ])('"%s" confirms', (text) => {
    expect(read(text, proposed)).toMatchObject({ intent: 'confirm', confirmation: true });
  });

  it.each(['no', 'nahi', 'नहीं', 'வேண்டாம்', 'illa', 'no thanks', 'na'])('"%s" declines', (text) => {
    expect(read(text, proposed)).toMatchObject({ intent: 'deny', confirmation: false });
  });

  it.each(['leave it for now', 'rehne do', 'रहने दो, अभी नहीं', 'வேண்டாம், இப்போ விடுங்க', 'vendaam vidunga'])(
    '"%s" drops the whole request',
    (text) => {
      expect(read(text, proposed)).toMatchObject({ intent: 'drop', confirmation: false });
    },
  );

  it.each([
    'dont need anything now',
    "I don't need anything now",
    'no need, thanks',
    'kuch nahi chahiye abhi',
    'कुछ नहीं चाहिए अभी',
    'ippo onnum venam',
    'இப்போ ஒண்ணும் வேண்டாம்',
  ])('"%s" (needing nothing) drops the whole request', (text) => {
    expect(read(text, proposed).intent).toBe('drop');
    expect(read(text).intent).toBe('drop');
  });

  it('keeps a plain no and a thank-you what they were', () => {
    expect(read('no thanks', proposed).intent).toBe('deny');
    expect(read('thanks', proposed).intent).toBe('greeting');
  });

  it('picks the cheapest offer by the words for a lower price', () => {
    expect(read('குறைஞ்ச விலை உள்ளதையே புக் பண்ணுங்க').pickBy).toBe('cheapest');
    expect(read('kam keemat wala kar do').pickBy).toBe('cheapest');
    expect(read('the lowest one').pickBy).toBe('cheapest');
  });

  it('confirms with a bare "book it" when a slot was proposed', () => {
    expect(read('book it', proposed).intent).toBe('confirm');
    expect(read('book pannunga', proposed).intent).toBe('confirm');
  });

  it('reads a no with a new day as a change of plan, not a bare no', () => {
    expect(read('no, make it friday evening', proposed)).toMatchObject({ intent: 'book', confirmation: false, timeWindow: 'evening' });
  });

  it('reads a no with a new place as a change of plan, and the place taken back as not asked for', () => {
    const reading = read('नहीं, मुंबई नहीं, चेन्नई में देखिए', proposed);
    expect(reading.intent).not.toBe('deny');
    expect(reading.city).toBe('Chennai');
    expect(read('no not mumbai, check in chennai', proposed).city).toBe('Chennai');
  });

  it('reads "otherwise" (இல்லன்னா, illana, nahi to) as a second choice, not as taking the first back', () => {
    expect(read('வியாழக்கிழமை காலை அண்ணா நகர்ல இல்லன்னா கில்பாக்ல பியூட்டி பார்லர்')).toMatchObject({
      intent: 'book',
      timeWindow: 'morning',
      date: { expression: { weekday: 'thu' } },
    });
    expect(read('monday illana tuesday dentist').date).toMatchObject({ expression: { weekday: 'mon' } });
  });

  it('reads a no that opens a "do it" clause as an answer, and the time after it as the new request', () => {
    expect(read('illa 5 manikku podunga', proposed)).toMatchObject({ time: '17:00', confirmation: false });
    expect(read('nahi yaar 8 baje kar do', proposed)).toMatchObject({ intent: 'book', needsClarification: 'ambiguous_hour' });
    expect(read('8 baje nahi ho payega', proposed).intent).toBe('deny');
  });
});

describe('choosing an offered option', () => {
  it.each([
    ['2', 2],
    ['option 3', 3],
    ['no 2', 2],
    ['the second one', 2],
    ['second', 2],
    ['doosra wala', 2],
    ['दूसरा वाला', 2],
    ['ரெண்டாவது', 2],
    ['rendavadhu', 2],
    ['first one', 1],
    ['pehla', 1],
    ['the last one', 3],
    ['2nd', 2],
    ['3rd one', 3],
  ])('"%s" picks option %i', (text, option) => {
    expect(read(text, offered)).toMatchObject({ intent: 'choose_option', optionNumber: option });
  });

  it.each([
    ['4:30 wala', 2],
    ['4.30 one', 2],
    ['the 7 pm one', 3],
    ['10 baje wala', 1],
    ['4:30', 2],
    ['7 wala', 3],
  ])('"%s" picks option %i by its time', (text, option) => {
    expect(read(text, offered)).toMatchObject({ intent: 'choose_option', optionNumber: option });
  });

  it('fills the time and date of the picked option', () => {
    expect(read('the third one', offered)).toMatchObject({ time: '19:00', date: { iso: '2026-11-24' }, category: 'salon' });
    expect(read('7 wala', offered)).toMatchObject({ time: '19:00', needsClarification: null });
    expect(read('7 wala', offered).carried).toEqual(expect.arrayContaining(['category', 'time', 'date']));
  });

  it('picks by time even in a new conversation, without an option number to match', () => {
    expect(read('4:30 wala')).toMatchObject({ intent: 'choose_option', time: '16:30', optionNumber: null });
  });

  it('books an offered time named with a verb, and records which option it is', () => {
    expect(read('book the 4:30 pm slot', offered)).toMatchObject({ intent: 'book', time: '16:30', optionNumber: 2 });
  });
});

describe('another day', () => {
  it.each(['another day', 'some other day please', 'koi aur din', 'किसी और दिन', 'வேற நாள்', 'vera naal'])('"%s"', (text) => {
    expect(read(text, offered)).toMatchObject({ intent: 'other_day', category: 'salon', date: null });
  });

  it('keeps a day named with it', () => {
    expect(read('another day, maybe friday', offered).date?.expression).toEqual({ weekday: 'fri', next: false });
  });
});

describe('continuing a search', () => {
  it('carries the category into a follow-up that only names a day', () => {
    const reading = read('what about tomorrow evening?', { intent: 'slots', category: 'plumber' });
    expect(reading).toMatchObject({ intent: 'slots', category: 'plumber', timeWindow: 'evening' });
    expect(reading.carried).toContain('category');
  });

  it('carries nothing into a new conversation', () => {
    expect(read('tomorrow at 5pm').carried).toEqual([]);
  });
});

describe('a question about the offer', () => {
  it.each(['adhu AC salon ah?', 'is it an AC salon?', 'kya wo AC wala hai?', 'क्या वो एसी वाला है?', 'அது ஏசி சலூனா?', 'is it in Adyar?'])(
    '"%s" asks about the proposed slot, not for a new search',
    (text) => {
      expect(read(text, proposed).intent).toBe('offer_question');
      expect(read(text, offered).intent).toBe('offer_question');
    },
  );

  it('is a search, a price question or a new time otherwise', () => {
    expect(read('is it an AC salon?').intent).toBe('search');
    expect(read('is there a dentist nearby?', proposed).intent).toBe('search');
    expect(read('how much is it?', proposed).asksPrice).toBe(true);
    expect(read('how much is it?', proposed).intent).not.toBe('offer_question');
    expect(read('is it free tomorrow at 4 pm?', proposed).intent).not.toBe('offer_question');
  });
});
