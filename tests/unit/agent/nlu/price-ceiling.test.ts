import { describe, expect, it } from 'vitest';
import { read } from './read-message.ts';

describe('price ceilings', () => {
  it.each([
    // A negated floor is a ceiling; a bare "above" is not.
    ['yoga teacher in Pune, nothing above 500 rupees', 500],
    ['a plumber, not over rs 800', 800],
    ['salon 500 se zyada nahi', 500],
    ['प्लंबर 800 से ऊपर नहीं', 800],
    ['haircut 800 kku mela vendam', 800],
    ['டாக்டர் 800 ரூபாய்க்கு மேல வேண்டாம்', 800],
    // Amounts in words.
    ['दिल्ली में हज़ार रुपये से कम वाला प्लंबर', 1000],
    ['dedh hazaar tak ka dentist', 1500],
    ['ek hazaar paanch sau se kam wala dentist', 1500],
    ['tutor under five hundred', 500],
    ['skin doctor under 1k', 1000],
    ['ஐநூறு ரூபாய்க்குள்ள ஹேர்கட்', 500],
    ['rendaayiram kulla lawyer venum', 2000],
    // Hundreds past ten (h11 round): "barah sau" is 1,200, never 100.
    ['family thali for four, barah sau se zyada nahi', 1200],
    ['पंद्रह सौ रुपये तक का डेंटिस्ट', 1500],
    ['a plumber, budget twelve hundred', 1200],
    ['aayiram rubaikku mela venaam, AC service', 1000],
    ['yoga class above 500', null],
    ['kal do baje plumber', null],
  ])('%s → %s', (text, rupees) => {
    expect(read(text).maxPricePaise).toBe(rupees === null ? null : rupees * 100);
  });
});
