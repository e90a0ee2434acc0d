import { describe, expect, it } from 'vitest';
import { understand } from '#agent/nlu/understand.ts';
import { read } from './read-message.ts';

// Now is Sunday 2026-11-22 in IST.
const isoOf = (text: string) => read(text).date?.iso ?? null;

describe('relative days', () => {
  it.each([
    ['book a dentist today at 5pm', '2026-11-22'],
    ['aaj shaam yoga', '2026-11-22'],
    ['இன்னைக்கு ஹேர்கட் புக் பண்ணுங்க', '2026-11-22'],
    ['innaiku plumber venum', '2026-11-22'],
    ['tonight at 8 table for two', '2026-11-22'],
    ['book a plumber tomorrow', '2026-11-23'],
    ['tmrw 11am salon', '2026-11-23'],
    ['kal subah dentist chahiye', '2026-11-23'],
    ['कल सुबह डॉक्टर', '2026-11-23'],
    ['நாளை காலை டாக்டர்', '2026-11-23'],
    ['நாளைக்கு யோகா', '2026-11-23'],
    ['naalaiku haircut', '2026-11-23'],
    ['day after tomorrow haircut', '2026-11-24'],
    ['parson subah plumber', '2026-11-24'],
    ['परसों सुबह प्लंबर', '2026-11-24'],
    ['நாளை மறுநாள் யோகா', '2026-11-24'],
    ['naalannaiku plumber', '2026-11-24'],
    ['naalai marunaal yoga', '2026-11-24'],
    ['book yoga in 3 days', '2026-11-25'],
    ['3 din baad plumber bhejo', '2026-11-25'],
  ])('%s → %s', (text, iso) => {
    expect(isoOf(text)).toBe(iso);
  });

  it('counts "today" in IST, not UTC', () => {
    // 20:00 UTC on the 22nd is already 01:30 on the 23rd in India.
    const reading = understand('book a haircut today', { now: new Date('2026-11-22T20:00:00Z') });
    expect(reading.date?.iso).toBe('2026-11-23');
  });

  it('reads kal as yesterday (no date) when it says when something was done', () => {
    expect(read('kal jo booking ki thi wo cancel karo').date).toBeNull();
    expect(read('kal wali booking cancel kar do').date?.expression).toEqual({ rel_days: 1 });
    expect(read('நேற்று பண்ண புக்கிங்கை கேன்சல் பண்ணுங்க').date).toBeNull();
    expect(read('cancel the booking I made yesterday').date).toBeNull();
  });
});

describe('weekdays', () => {
  it.each([
    ['book yoga on Monday', { weekday: 'mon', next: false }, '2026-11-23'],
    ['this Thursday at 5pm', { weekday: 'thu', next: false }, '2026-11-26'],
    ['next Tuesday at 10am', { weekday: 'tue', next: true }, '2026-12-01'],
    ['is sunday subah yoga', { weekday: 'sun', next: false }, '2026-11-22'],
    ['agle shanivaar shaam 6 baje', { weekday: 'sat', next: true }, '2026-12-05'],
    ['agle hafte budhvaar ko', { weekday: 'wed', next: true }, '2026-12-02'],
    ['shukravaar ko slot hai?', { weekday: 'fri', next: false }, '2026-11-27'],
    ['अगले शनिवार शाम 6 बजे', { weekday: 'sat', next: true }, '2026-12-05'],
    ['शनिवार को स्लॉट', { weekday: 'sat', next: false }, '2026-11-28'],
    ['அடுத்த வியாழக்கிழமைக்கு மாற்ற முடியுமா', { weekday: 'thu', next: true }, '2026-12-03'],
    ['இந்த வெள்ளிக்கிழமை', { weekday: 'fri', next: false }, '2026-11-27'],
    ['ஞாயிற்றுக்கிழமை காலை', { weekday: 'sun', next: false }, '2026-11-22'],
    ['adutha sevvai kizhamai', { weekday: 'tue', next: true }, '2026-12-01'],
    ['monday next week', { weekday: 'mon', next: true }, '2026-11-30'],
    ['wednsday evening slots?', { weekday: 'wed', next: false }, '2026-11-25'],
    // Tamil ழ typed as "l": vyalakizhamai, vyalakilamai.
    ['vyalakizhamai saayankalam tution venum', { weekday: 'thu', next: false }, '2026-11-26'],
    ['viyalakilamai kaalaila varalama', { weekday: 'thu', next: false }, '2026-11-26'],
  ])('%s', (text, expression, iso) => {
    expect(read(text).date).toEqual({ iso, expression });
  });
});

describe('calendar dates', () => {
  it.each([
    ['plumber on 12/03 at 11 am', { day: 12, month: 3 }, '2027-03-12'],
    ['plumber on 12-3', { day: 12, month: 3 }, '2027-03-12'],
    ['book on 31/12', { day: 31, month: 12 }, '2026-12-31'],
    ['12.03.2027 ko appointment', { day: 12, month: 3, year: 2027 }, '2027-03-12'],
    ['25.12 ko slot', { day: 25, month: 12 }, '2026-12-25'],
    ['postpone to 2nd April, 4 pm', { day: 2, month: 4 }, '2027-04-02'],
    ['book for April 2', { day: 2, month: 4 }, '2027-04-02'],
    ['15 jan ko dentist', { day: 15, month: 1 }, '2027-01-15'],
    ['the 25th of December', { day: 25, month: 12 }, '2026-12-25'],
    ['२५ दिसंबर को एसी सर्विस', { day: 25, month: 12 }, '2026-12-25'],
    ['ஜனவரி 15 காலை கார் சர்வீஸ்', { day: 15, month: 1 }, '2027-01-15'],
    ['௧௫ ஜனவரி', { day: 15, month: 1 }, '2027-01-15'],
    ['5 tareekh ko engineer chahiye', { day: 5, month: 12 }, '2026-12-05'],
    ['pest control on the 28th', { day: 28, month: 11 }, '2026-11-28'],
    ['lawyer on 2027-01-05 at 3pm', { day: 5, month: 1, year: 2027 }, '2027-01-05'],
    ['क्या डॉ. राव एक दिसंबर को खाली हैं?', { day: 1, month: 12 }, '2026-12-01'],
  ])('%s', (text, expression, iso) => {
    expect(read(text).date).toEqual({ iso, expression });
  });

  it('takes the next occurrence of a date without a year', () => {
    expect(isoOf('book on 22/11')).toBe('2026-11-22');
    expect(isoOf('book on 21/11')).toBe('2027-11-21');
  });

  it('moves a day number to the next month that has it', () => {
    const reading = understand('carpenter on the 30th', { now: new Date('2027-02-28T10:00:00+05:30') });
    expect(reading.date).toEqual({ iso: '2027-03-30', expression: { day: 30, month: 3 } });
  });

  it('asks about a date that does not exist', () => {
    const reading = read('book a dentist on 31/02');
    expect(reading.date).toBeNull();
    expect(reading.needsClarification).toBe('invalid_date');
  });

  // A school year is not a day of the month (h6 open set: a Monday tuition booked on the 10th).
  it.each([
    ['maths tuition chahiye, beta 10th mein hai, Monday shaam 5 baje', '2026-11-23'],
    ['my daughter is in 9th, need a science tutor on Monday', '2026-11-23'],
    ['tutor for 8th class on Monday', '2026-11-23'],
    ['12th standard physics tuition Monday', '2026-11-23'],
  ])('reads a school year as no date: %s', (text, iso) => {
    expect(isoOf(text)).toBe(iso);
  });

  it('still reads an ordinal day with on or ko', () => {
    expect(isoOf('dentist on 10th please')).toBe('2026-12-10');
    expect(isoOf('10th ko dentist chahiye')).toBe('2026-12-10');
  });

  it('leaves a clock-shaped 5.30 as a time, not a date', () => {
    const reading = read('book salon at 5.30');
    expect(reading.date).toBeNull();
    expect(reading.time).toBe('17:30');
  });

  it('takes the new date of a change, not the old one', () => {
    expect(read('என் அப்பாயின்ட்மென்ட்டை நாளைக்கு பதிலா நாளை மறுநாளுக்கு மாத்துங்க').date?.iso).toBe('2026-11-24');
    expect(read('move my haircut from Saturday to Sunday').date?.expression).toEqual({ weekday: 'sun', next: false });
    expect(read('meri booking kal se parso kar do').date?.iso).toBe('2026-11-24');
  });
});

describe("today's weekday once its hour has passed", () => {
  // Friday 27 November 2026, 18:30 in IST.
  const fridayEvening = new Date('2026-11-27T18:30:00+05:30');
  const isoAt = (text: string, now: Date) => understand(text, { now }).date?.iso ?? null;

  it.each([
    ['friday ko sawa gyarah baje dentist mil jayega?', '2026-12-04'],
    ['शुक्रवार को साढ़े दस बजे दाँत दिखाना है', '2026-12-04'],
    ['வெள்ளிக்கிழமை காலை 10 மணிக்கு டாக்டர்', '2026-12-04'],
    ['move my booking to friday morning', '2026-12-04'],
    ['friday afternoon haircut', '2026-12-04'],
  ])('%s → next week (%s)', (text, iso) => {
    expect(isoAt(text, fridayEvening)).toBe(iso);
  });

  it.each([
    ['friday 8 pm haircut', '2026-11-27'],
    ['friday night dinner table', '2026-11-27'],
    ['friday haircut', '2026-11-27'],
    ['this friday 10 am dentist', '2026-11-27'],
  ])('%s → still today (%s) when the hour is ahead or not named', (text, iso) => {
    const morning = new Date('2026-11-27T08:00:00+05:30');
    expect(isoAt(text, text.includes('10 am') ? morning : fridayEvening)).toBe(iso);
  });

  it('leaves "today" alone: the client said today', () => {
    expect(isoAt('today 10 am dentist', fridayEvening)).toBe('2026-11-27');
  });
});
