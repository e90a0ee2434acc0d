import { describe, expect, it } from 'vitest';
import type { ConversationMemory } from '#agent/nlu/types.ts';
import { read } from './read-message.ts';

/** A dentist proposed for Tuesday 11 am, awaiting the client's yes. */
const proposed: ConversationMemory = {
  intent: 'book',
  category: 'doctor',
  date: '2026-11-24',
  time: '11:00',
  awaiting: 'confirmation',
  city: 'Delhi',
};

describe('a decision put off is no yes, whatever "ok" opens it', () => {
  it.each([
    'ok thanks, I will check with my wife and get back',
    'hmm let me think about it',
    'alright, will confirm later',
    'ok cool, lemme ask my husband first',
    'great, will ping you',
    'seems fine, but I am not sure yet',
    'fine, I will tell you tomorrow',
    'ok thik hai, main ghar pe puch ke batata hu',
    'acha, sochke batati hu',
    'ok ji, papa se puch ke confirm karungi',
    'thik hai, shaam tak bataunga',
    'ठीक है, मैं घर पर पूछकर बताता हूँ',
    'अच्छा, सोचकर बताऊँगी',
    'ठीक है धन्यवाद, पत्नी से पूछ लूँ',
    'சரி, வீட்ல கேட்டு சொல்றேன்',
    'சரி யோசிச்சு சொல்றேன்',
    'சரி, என் கணவர் கிட்ட கேட்டுட்டு சொல்றேன்',
    'sari, veetla kettu solren',
    'ok yosichu solren',
  ])('%s', (text) => {
    const reading = read(text, proposed);
    expect(reading.confirmation).not.toBe(true);
    expect(reading.strongYes).toBe(false);
    expect(reading.defers).toBe(true);
    expect(reading.intent).toBe('defer');
  });
});

describe('an "ok" before dropping the request is no yes', () => {
  it.each(['ok forget it', 'சரி, விடுங்க', 'sari vidunga', 'theek hai baad mein batata hoon'])('%s', (text) => {
    expect(read(text, proposed).confirmation).not.toBe(true);
  });
});

describe("a yes with a word of the client's own plans is still a yes", () => {
  it.each([
    'yes book it',
    'ok',
    'theek hai',
    'haan kar do',
    'சரி புக் பண்ணுங்க',
    'sari book pannunga',
    'ok confirm pannunga thanks',
    'yes please, I will be there',
    'yes book it, I will come with my wife',
    'haan ji, pakka kar do',
    'हाँ, बुक कर दीजिए',
    'ஆமாம், உறுதி செய்யுங்கள்',
    'yes, and let me know the address',
  ])('%s', (text) => {
    const reading = read(text, proposed);
    expect(reading.confirmation).toBe(true);
    expect(reading.defers).toBe(false);
  });
});

describe('more ways of putting it off', () => {
  it.each(['ok, thanks. maybe next week', 'ok, not booking now', 'ok noted', 'okay but I need to check my office schedule first'])(
    '%s',
    (text) => {
      expect(read(text, proposed).confirmation).not.toBe(true);
    },
  );
});
