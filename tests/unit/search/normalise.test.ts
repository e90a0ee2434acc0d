import { describe, expect, it } from 'vitest';
import { normaliseLabel, normaliseText, queryTerms, specialtyKey, tokenise } from '#api/services/catalog/search/normalise.ts';

describe('normaliseText', () => {
  it('lower-cases, folds Latin accents and drops apostrophes', () => {
    expect(normaliseText("Men's CAFÉ Crème")).toBe('mens cafe creme');
  });

  it('keeps Devanagari and Tamil vowel signs, which are part of the letter', () => {
    expect(normaliseText('डॉक्टर')).toBe('डॉक्टर');
    expect(normaliseText('மருத்துவர்')).toBe('மருத்துவர்');
  });
});

describe('tokenise', () => {
  it('cuts on punctuation and spaces', () => {
    expect(tokenise('Dr. Rohan Mehta — Tap/pipe leak (repair)')).toEqual(['dr', 'rohan', 'mehta', 'tap', 'pipe', 'leak', 'repair']);
    expect(tokenise('பல் மருத்துவர், दंत चिकित्सक')).toEqual(['பல்', 'மருத்துவர்', 'दंत', 'चिकित्सक']);
  });

  it('gives the whole-label key with single spaces', () => {
    expect(normaliseLabel('  Haircut   (Men) ')).toBe('haircut men');
  });
});

describe('queryTerms', () => {
  it('drops stop words and repeats', () => {
    expect(queryTerms('dentist near me in Chennai')).toEqual(['dentist', 'chennai']);
    expect(queryTerms('mujhe plumber chahiye plumber')).toEqual(['plumber']);
    expect(queryTerms('kal subah 10 baje dentist chahiye')).toEqual(['10', 'dentist']);
    expect(queryTerms('AC thik karne wala')).toEqual(['ac']);
  });

  it('keeps stop words when nothing else is left', () => {
    expect(queryTerms('near me')).toEqual(['near', 'me']);
  });
});

describe('specialtyKey', () => {
  it.each([
    ['Cardiology', 'Cardiologist'],
    ['Dermatology', 'Dermatologist'],
    ['Paediatrics', 'Paediatrician'],
    ['Orthopaedics', 'Orthopaedic'],
    ['dentist', 'Dentists'],
  ])('%s is the kind %s', (typed, catalogue) => {
    expect(specialtyKey(typed)).toBe(specialtyKey(catalogue));
  });

  it.each([
    ['General Physician', 'General Surgeon'],
    ['Cardiologist', 'Dermatologist'],
    ['Gynaecologist', 'General Physician'],
  ])('%s is not %s', (one, other) => {
    expect(specialtyKey(one)).not.toBe(specialtyKey(other));
  });
});
