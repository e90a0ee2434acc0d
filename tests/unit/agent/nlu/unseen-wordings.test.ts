/**
 * Readings behind the h6 round's open failures (issue 21), each a rule for any wording of the intent in
 * the five forms: "what I booked last time" asks to repeat a booking; a question about how good the
 * offered providers are ("do they work well?", reviews) is about the offer, not a new search; the kind
 * with more words for it wins a tie ("my son's school homework … a teacher" is a tutor, not a school).
 */
import { describe, expect, it } from 'vitest';
import type { ConversationMemory } from '#agent/nlu/types.ts';
import { read } from './read-message.ts';

/** Two AC repairers' slots on Monday morning shown, waiting for a pick. */
const shown: ConversationMemory = {
  intent: 'book',
  category: 'repair',
  date: '2026-11-23',
  timeWindow: 'morning',
  awaiting: 'option',
  options: [
    { time: '09:00', date: '2026-11-23' },
    { time: '09:00', date: '2026-11-23' },
  ],
};

describe('a repeat of an earlier booking, in any wording', () => {
  it.each([
    'can you book exactly what I booked last time, just on Friday at the same time?',
    'book what I had last time',
    'the same thing I got last time please, on Monday',
    'repeat my previous booking for Friday',
    'jo last time book kiya tha wahi kar do',
    'पिछली बार वाला ही बुक कर दो',
    'pichhli baar wala hi book kar do',
    'போன தடவை புக் பண்ணது மாதிரியே பண்ணுங்க',
    'last time book pannadhe pannunga',
  ])('"%s" repeats the last booking', (text) => {
    expect(read(text).repeatsLast).toBe(true);
  });

  it.each(['cancel the booking I made last time', 'last time the plumber was late'])('"%s" is no repeat request to book', (text) => {
    const reading = read(text);
    expect(reading.repeatsLast && ['book', 'slots', 'search', 'unknown'].includes(reading.intent)).toBe(false);
  });
});

describe('a question about how good the offered providers are keeps the offer', () => {
  it.each([
    'அவங்க நல்லா வேலை செய்வாங்களா? ரிவ்யூ எப்படி இருக்கு?',
    'ரிவ்யூ எப்படி இருக்கு?',
    'avanga nalla velai seivaangala? review eppadi irukku?',
    'are they any good? how are the reviews?',
    'what are their ratings?',
    'unke reviews kaise hain?',
    'उनके रिव्यू कैसे हैं?',
    'kya wo achha kaam karte hain?',
  ])('"%s" is an offer question', (text) => {
    expect(read(text, shown).intent).toBe('offer_question');
  });

  it.each(['show me the best rated ones', 'any good AC repair in Adyar?'])('"%s" is still a request', (text) => {
    expect(read(text, shown).intent).not.toBe('offer_question');
  });
});

describe('the kind with more words for it wins a tie between kinds', () => {
  it.each([
    'வணக்கம், என் பையனுக்கு ஸ்கூல் வீட்டுப்பாடம் செய்ய ரொம்ப கஷ்டமா இருக்கு, சென்னையில வீட்டுக்கு வந்து சொல்லிக் கொடுக்க ஒரு டீச்சர் வேணும், வியாழக்கிழமை சாயங்காலம்',
    'my son struggles with school homework, need a teacher to come home on Thursday evening',
    'मेरे बेटे को स्कूल का होमवर्क करने में दिक्कत है, घर आकर पढ़ाने वाला टीचर चाहिए',
    'bete ko school ka homework karne mein dikkat hai, ghar aake padhane wala teacher chahiye',
    'en paiyanukku school homework panna kashtama irukku, veetukku vandhu solli kudukka oru teacher venum',
  ])('"%s" asks for a tutor', (text) => {
    expect(read(text).category).toBe('tutor');
  });

  it.each(['my son needs homework help at home', 'बेटे को होमवर्क में मदद चाहिए', 'என் பையனுக்கு வீட்டுப்பாடம் சொல்லிக் கொடுக்க ஆள் வேணும்'])(
    '"%s" asks a home tutor for help with homework (not a music teacher)',
    (text) => {
      const reading = read(text);
      expect(reading.category).toBe('tutor');
      expect(['home tutor', 'homework help']).toContain(reading.serviceTerm);
    },
  );

  it.each([
    ['school admission for my daughter', 'education'],
    ['ஸ்கூல் அட்மிஷன் வேணும்', 'education'],
  ])('"%s" is still %s', (text, category) => {
    expect(read(text).category).toBe(category);
  });
});

describe('a past verb makes only the day before it past (Hindi puts the verb last)', () => {
  it('"jo last time book kiya tha wahi parso kar do" asks for the day after tomorrow', () => {
    expect(read('jo last time book kiya tha wahi parso same time pe kar do').date?.iso).toBe('2026-11-24');
  });

  it.each(['kal jo booking ki thi usko cancel karo', 'maine kal jo booking ki thi woh dikhao'])('"%s" names no day', (text) => {
    expect(read(text).date).toBeNull();
  });
});
