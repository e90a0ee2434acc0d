import { describe, expect, it } from 'vitest';
import { readNeed } from '#api/services/catalog/search/need-match.ts';

describe('readNeed', () => {
  it.each([
    ['toothache', 'doctor', ['Dentist']],
    ['दांत दर्द', 'doctor', ['Dentist']],
    ['pal vali', 'doctor', ['Dentist']],
    ['itchy rash', 'doctor', ['Dermatologist']],
    ['தலையில் அரிப்பு', 'doctor', ['Dermatologist']],
    ['body ache', 'doctor', ['General Physician']],
    ['baby ko bukhar', 'doctor', ['Paediatrician']],
    ['doctor for my baby', 'doctor', ['Paediatrician']],
    ['itr bharna hai', 'consultant', ['Tax Consultant']],
    ['haircut', 'salon', ['Unisex Salon', 'Barber']],
  ])('"%s" asks for %s: %j', (query, category, specialties) => {
    expect(readNeed(query)).toMatchObject({ category, specialties });
  });

  it('leaves the words that are not needs for the word search', () => {
    expect(readNeed('dentist in Chennai')).toMatchObject({ specialties: ['Dentist'], rest: ['in', 'chennai'] });
  });

  it('reads no kind from a category name alone or from words that are not needs', () => {
    expect(readNeed('doctor')).toBeNull();
    expect(readNeed('Dr. Rohan Mehta')).toBeNull();
    expect(readNeed('hello there')).toBeNull();
  });
});
