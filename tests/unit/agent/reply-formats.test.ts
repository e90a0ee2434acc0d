import { describe, expect, it } from 'vitest';
import { understand } from '#agent/nlu/index.ts';
import { formatClock } from '#agent/replies/translator.ts';

const now = new Date('2026-11-22T10:00:00+05:30');
/** Tamil names more parts of the day than Hindi (பிற்பகல் from 14:00, அந்தி மாலை from 18:00): each chip reads back. */
const options = [{ time: '10:30' }, { time: '14:30' }, { time: '17:00' }, { time: '20:30' }];

describe('times in replies', () => {
  it.each([
    ['en', '10:30', '10:30 am'],
    ['en', '17:00', '5:00 pm'],
    ['en', '12:00', '12:00 pm'],
    ['hi', '10:30', 'सुबह 10:30'],
    ['hi', '17:00', 'शाम 5:00'],
    ['hi', '13:30', 'दोपहर 1:30'],
    ['ta', '10:30', 'காலை 10:30'],
    ['ta', '17:00', 'மாலை 5:00'],
    ['ta', '21:00', 'இரவு 9:00'],
    ['ta', '14:30', 'பிற்பகல் 2:30'],
    ['ta', '19:00', 'அந்தி மாலை 7:00'],
    ['hi', '20:30', 'रात 8:30'],
    ['hi-Latn', '17:00', 'shaam 5:00'],
    ['ta-Latn', '10:30', 'kaalai 10:30'],
  ] as const)('%s %s → %s', (language, time, shown) => {
    expect(formatClock(language, time)).toBe(shown);
  });

  it.each([
    ['en', 'en'],
    ['hi', 'hi'],
    ['ta', 'ta'],
    ['hi-Latn', 'hi'],
    ['ta-Latn', 'ta'],
  ] as const)('a time chip sent back in %s picks that option', (locale, language) => {
    options.forEach((option, index) => {
      const reading = understand(formatClock(locale, option.time), { now, previous: { options, awaiting: 'option', language } });
      expect(reading.optionNumber).toBe(index + 1);
      expect(reading.time).toBe(option.time);
    });
  });
});
