import { describe, expect, it } from 'vitest';
import { read } from './read-message.ts';

/** The h24 round's open failures read by the parser (now: Sunday 22 November 2026), each a rule for any wording. */
describe('a booking said to be there (h24 round)', () => {
  it.each([
    'en paiyan tuition class naalai saayangalam 5 mani ku book aagirukku illa?',
    'என் பையனுக்கு நாளைக்கு சாயங்காலம் 5 மணிக்கு டியூஷன் புக் ஆகியிருக்கு',
  ])('%s is theirs to be shown, not a new booking', (text) => {
    expect(read(text).intent).toBe('list_bookings');
  });
});

describe('an ordinal that counts something else is no day of the month (h24 round)', () => {
  it.each([
    "It's our 10th anniversary this Saturday, dinner in Chennai please",
    'मेरी शादी की 10वीं सालगिरह है शनिवार को, डिनर बुक करना है',
    'her 60th birthday is on saturday, a table for 6 in Pune',
  ])('%s is on Saturday', (text) => {
    expect(read(text).date?.iso).toBe('2026-11-28');
  });

  it.each([
    ['book a dentist on the 10th', '2026-12-10'],
    ['haircut on the 25th at 5 pm', '2026-11-25'],
  ])('"%s" is still that day', (text, iso) => {
    expect(read(text).date?.iso).toBe(iso);
  });
});

describe('a name said with "ma\'am" after it (h24 round)', () => {
  it('द्वारका में सरिता राठौर मैम … is Sarita Rathaur, searched by name', () => {
    expect(read('द्वारका में सरिता राठौर मैम के बारे में सुना है, क्या उनकी क्लास बुक हो सकती है?').providerName).toBe('Sarita Rathaur');
  });

  it('அடையார்ல கீதா மேம் கிட்ட டியூஷன் வேணும் names her', () => {
    expect(read('அடையார்ல கீதா மேம் கிட்ட டியூஷன் வேணும்').providerName).not.toBeNull();
  });
});

describe('an hour in words with the part of the day after it (h24 round)', () => {
  it.each([
    ["Early is better, eight in the morning if he's free. How much does he charge?", '08:00'],
    ['nine in the morning works for us', '09:00'],
    ['three in the afternoon please', '15:00'],
  ])('%s → %s', (text, time) => {
    expect(read(text).time).toBe(time);
  });

  it('"the one in the morning" is an option, not 1 o\'clock', () => {
    expect(read('the one in the morning').time).toBeNull();
  });
});
