import { describe, expect, it } from 'vitest';
import type { ConversationMemory } from '#agent/nlu/types.ts';
import { read } from './read-message.ts';

/** Dentist slots in Pune on Thursday morning shown, waiting for a pick. */
const shownInPune: ConversationMemory = {
  intent: 'book',
  category: 'doctor',
  date: '2026-11-26',
  timeWindow: 'morning',
  awaiting: 'option',
  options: [{ time: '10:00', date: '2026-11-26' }],
};

describe('moving house changes the city of the request, it is not a reschedule (issue 21)', () => {
  it.each([
    ['we shifted to Lucknow', 'Lucknow'],
    ['we moved to Pune', 'Pune'],
    ['I have relocated to Chennai', 'Chennai'],
    ['sorry, we have moved to Lucknow now, look there', 'Lucknow'],
    ['हम लखनऊ शिफ्ट हो गए हैं', 'Lucknow'],
    ['माफ़ कीजिए, हम लोग अब लखनऊ शिफ्ट हो गए हैं, वहाँ देखिए', 'Lucknow'],
    ['hum Lucknow shift ho gaye', 'Lucknow'],
    ['ab hum Delhi mein rehte hain', 'Delhi'],
    ['நாங்க சென்னைக்கு மாறிட்டோம்', 'Chennai'],
    ['naanga Chennai ku shift aayitom', 'Chennai'],
    ['sorry, naanga Chennai ku shift aayitom, anga paarunga', 'Chennai'],
    ['naan ippo Madurai la irukken', 'Madurai'],
    ['ippo Coimbatore la thangirukkom', 'Coimbatore'],
  ])('"%s" asks for %s', (text, city) => {
    const reading = read(text, shownInPune);
    expect(reading.intent).not.toBe('reschedule');
    expect(reading).toMatchObject({ intent: 'search', understood: true, city, category: null, date: null, time: null });
  });

  it.each([
    ['I moved to Chennai, need a plumber tomorrow', { intent: 'book', city: 'Chennai', category: 'plumber', date: { iso: '2026-11-23' } }],
    ['hum Lucknow shift ho gaye hain, kal dentist chahiye', { intent: 'book', city: 'Lucknow', serviceTerm: 'dentist' }],
    ['naanga Chennai ku shift aayitom, naalaiku plumber venum', { intent: 'book', city: 'Chennai', category: 'plumber' }],
  ])('"%s" asks anew in the new city', (text, fields) => {
    expect(read(text)).toMatchObject(fields);
  });

  it.each([
    ['move my booking to Friday', { date: { iso: '2026-11-27' } }],
    ['shift my appointment to 5', { time: '17:00' }],
    ['appointment ko kal shift kar do', { date: { iso: '2026-11-23' } }],
    ['meri appointment kal shift kar do', { date: { iso: '2026-11-23' } }],
    ['we shifted the booking to Lucknow', {}],
    ['எங்க அப்பாயின்ட்மென்ட்டை நாளைக்கு மாத்துங்க', { date: { iso: '2026-11-23' } }],
    ['en appointment ah naalaiku maathunga', { date: { iso: '2026-11-23' } }],
  ])('"%s" still moves a booking', (text, fields) => {
    expect(read(text, shownInPune)).toMatchObject({ intent: 'reschedule', ...fields });
  });

  // h11 round: with new options on show, a move that names no booking moves the request; nothing booked is touched.
  it.each([
    ['can we move to Friday in Adyar', { area: 'Adyar', date: { iso: '2026-11-27' } }],
    ['can you move it to friday', { date: { iso: '2026-11-27' } }],
    ['one change, thursday my brother cannot bring him, can you check friday morning instead?', { date: { iso: '2026-11-27' } }],
  ])('"%s" searches the request on the new day', (text, fields) => {
    expect(read(text, shownInPune)).toMatchObject({ intent: 'slots', category: 'doctor', ...fields });
  });
});
