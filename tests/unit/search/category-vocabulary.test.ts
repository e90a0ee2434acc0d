import { describe, expect, it } from 'vitest';
import { categoryIds } from '#db/schema/index.ts';
import { categoryNames, categorySynonyms, categoryWords, findCategoriesInText } from '#api/services/catalog/search/category-vocabulary.ts';

describe('category vocabulary', () => {
  it('names every category and gives each some synonyms', () => {
    for (const category of categoryIds) {
      expect(categoryNames[category]).toMatch(/^[A-Z]/);
      expect(categorySynonyms[category].length).toBeGreaterThan(2);
    }
  });

  it('maps everyday words to their categories', () => {
    const words = categoryWords();
    const expected = {
      dentist: 'doctor',
      dermatologist: 'doctor',
      paediatrician: 'doctor',
      barber: 'salon',
      haircut: 'salon',
      parlour: 'salon',
      facial: 'salon',
      therapist: 'psychologist',
      counsellor: 'psychologist',
      ca: 'consultant',
      lawyer: 'consultant',
      ac: 'repair',
      fridge: 'repair',
      photographer: 'other',
      movers: 'other',
      tuition: 'tutor',
      hotel: 'restaurant',
      डॉक्टर: 'doctor',
      प्लंबर: 'plumber',
      மருத்துவர்: 'doctor',
      ஆடிட்டர்: 'consultant',
    };
    for (const [word, category] of Object.entries(expected)) expect(words.get(word), word).toContain(category);
  });

  it('leaves out words too general to mean a category', () => {
    const words = categoryWords();
    expect(words.has('service')).toBe(false);
    expect(words.has('machine')).toBe(false);
  });
});

describe('findCategoriesInText', () => {
  it('finds categories by whole phrases and words, in order of mention', () => {
    expect(findCategoriesInText('washing machine kharab hai')).toEqual(['repair']);
    expect(findCategoriesInText('kal subah dentist chahiye')).toEqual(['doctor']);
    expect(findCategoriesInText('need pest control, then a haircut')).toEqual(['other', 'salon']);
    expect(findCategoriesInText('मुझे प्लंबर चाहिए')).toEqual(['plumber']);
    expect(findCategoriesInText('hello there')).toEqual([]);
  });
});
