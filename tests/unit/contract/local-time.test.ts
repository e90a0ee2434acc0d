import { describe, expect, it } from 'vitest';
import { dateFieldOrder, formatIstClock, formatIstDate, formatIstDateTime, formatIstDay, formatIstTime } from '#db/contract/local-time.ts';

/** 28 Nov 2026 (a Saturday) at an IST wall-clock time. */
const at = (time: string) => new Date(`2026-11-28T${time}:00+05:30`);

describe('times in each language', () => {
  it('says am and pm in English, lower case as India writes them', () => {
    expect(formatIstTime(at('16:30'), 'en')).toBe('4:30 pm');
    expect(formatIstTime(at('09:00'), 'en')).toBe('9:00 am');
    expect(formatIstTime(at('12:30'), 'en')).toBe('12:30 pm');
  });

  it('puts the Hindi part of the day before a 12-hour time, never am/pm', () => {
    expect(formatIstTime(at('09:00'), 'hi')).toBe('सुबह 9:00');
    expect(formatIstTime(at('12:30'), 'hi')).toBe('दोपहर 12:30');
    expect(formatIstTime(at('16:30'), 'hi')).toBe('शाम 4:30');
    expect(formatIstTime(at('21:00'), 'hi')).toBe('रात 9:00');
  });

  it('puts the Tamil part of the day before a 12-hour time, never AM/PM', () => {
    expect(formatIstTime(at('09:00'), 'ta')).toBe('காலை 9:00');
    expect(formatIstTime(at('12:30'), 'ta')).toBe('மதியம் 12:30');
    expect(formatIstTime(at('16:30'), 'ta')).toBe('மாலை 4:30');
    expect(formatIstTime(at('22:00'), 'ta')).toBe('இரவு 10:00');
    // CLDR names noon itself in Tamil.
    expect(formatIstTime(at('12:00'), 'ta')).toBe('நண்பகல் 12:00');
  });

  it('never writes a Latin am or pm in Hindi or Tamil, at any hour', () => {
    for (let hour = 0; hour < 24; hour++) {
      const time = `${String(hour).padStart(2, '0')}:30`;
      expect(formatIstTime(at(time), 'hi')).not.toMatch(/am|pm/i);
      expect(formatIstTime(at(time), 'ta')).not.toMatch(/am|pm/i);
    }
  });

  it('reads an ISO string or an IST wall clock the same, whatever the machine zone', () => {
    expect(formatIstTime('2026-11-28T11:00:00Z', 'hi')).toBe('शाम 4:30');
    expect(formatIstClock('16:30', 'ta')).toBe('மாலை 4:30');
    expect(formatIstClock('10:00', 'en')).toBe('10:00 am');
  });

  it('falls back to English for a language it does not know', () => {
    expect(formatIstTime(at('16:30'), 'fr')).toBe('4:30 pm');
  });
});

describe('dates in each language', () => {
  it('writes the weekday, day and month in the language and script', () => {
    expect(formatIstDate(at('16:30'), 'en')).toBe('Sat, 28 Nov');
    expect(formatIstDate(at('16:30'), 'hi')).toBe('शनि, 28 नव॰');
    expect(formatIstDate(at('16:30'), 'ta')).toMatch(/சனி/);
    expect(formatIstDate(at('16:30'), 'ta')).toMatch(/நவ\./);
  });

  it('keeps the IST day near midnight, whatever the machine zone', () => {
    expect(formatIstDate('2026-11-28T18:45:00Z', 'en')).toBe('Sun, 29 Nov');
    expect(formatIstDay('2026-11-29', 'hi', { weekday: 'long', month: 'long' })).toBe('रविवार, 29 नवंबर');
  });

  it('joins date and time with the localised time and the zone', () => {
    expect(formatIstDateTime(at('16:30'), 'en')).toBe('Sat, 28 Nov, 2026, 4:30 pm IST');
    expect(formatIstDateTime(at('16:30'), 'hi')).toBe('शनि, 28 नव॰ 2026, शाम 4:30 IST');
    expect(formatIstDateTime(at('16:30'), 'ta')).toMatch(/மாலை 4:30 IST$/);
  });
});

describe('the order a date field asks for', () => {
  it("follows the browser's own locale, which is what its native date field shows", () => {
    expect(dateFieldOrder('en-IN')).toEqual({ order: ['day', 'month', 'year'], separator: '/' });
    expect(dateFieldOrder('hi-IN')).toEqual({ order: ['day', 'month', 'year'], separator: '/' });
    expect(dateFieldOrder('en-US')).toEqual({ order: ['month', 'day', 'year'], separator: '/' });
    expect(dateFieldOrder('de-DE')).toEqual({ order: ['day', 'month', 'year'], separator: '.' });
  });
});
