import { describe, expect, it } from 'vitest';
import type { ConversationMemory } from '#agent/nlu/types.ts';
import { read } from './read-message.ts';

/** A tutor's Wednesday evening times on show, waiting for a pick. */
const wednesdayShown: ConversationMemory = {
  intent: 'book',
  category: 'tutor',
  date: '2026-11-25',
  timeWindow: 'evening',
  awaiting: 'option',
  options: [{ time: '16:00', date: '2026-11-25' }],
};

/**
 * The h11 round's open failures read by the parser, each a rule for any wording in the five forms: the client's own
 * sentence and paraphrases in the other forms. (The parser's clock is Sunday 22 November 2026.)
 */
describe('home tuition named beside a subject is the kind asked; the subject is its detail (h11 round)', () => {
  it.each([
    'my daughter is weak in maths, need a home tuition teacher in Nungambakkam',
    'beti ke liye home tuition chahiye, maths mein kamzor hai',
    'बेटी गणित में कमज़ोर है, होम ट्यूशन चाहिए',
    'கணக்குல கொஞ்சம் வீக்கா இருக்கா. நுங்கம்பாக்கம் பக்கத்துல home tuition டீச்சர் வேணும்',
    'ponnu maths la weak, home tuition venum Nungambakkam la',
  ])('%s', (text) => {
    expect(read(text)).toMatchObject({ category: 'tutor', serviceTerm: 'home tutor' });
  });

  it('a subject tutor asked for with no home tuition stays a subject tutor', () => {
    expect(read('need a maths tutor for class 8 in Pune').serviceTerm).toBe('maths tutor');
  });
});

describe('a day said to be hard, or taken by a match or an exam, is not the day asked (h11 round)', () => {
  it.each([
    ['thursday is difficult, saturday evening possible?', 'sat'],
    ['oh thursday toh mushkil hai, saturday shaam mil sakta hai kya?', 'sat'],
    ['गुरुवार मुश्किल है, शनिवार शाम को हो सकता है?', 'sat'],
    ['வியாழக்கிழமை கஷ்டம், சனிக்கிழமை சாயங்காலம் முடியுமா?', 'sat'],
    ['wednesday avanuku cricket match irukku, friday saayangalam paakalaama?', 'fri'],
  ])('%s', (text, weekday) => {
    expect(read(text, wednesdayShown)).toMatchObject({ intent: 'slots', date: { expression: { weekday, next: false } } });
  });
});
