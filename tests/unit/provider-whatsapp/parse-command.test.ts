import { describe, expect, it } from 'vitest';
import { blockChoice } from '#api/services/provider-whatsapp/block.ts';
import { parseCommand, rangeOf } from '#api/services/provider-whatsapp/parse-command.ts';

describe('the provider commands, read by rules', () => {
  it.each([
    ['aaj ki bookings', { kind: 'agenda', day: 0 }, 'hi-Latn'],
    ['आज की बुकिंग', { kind: 'agenda', day: 0 }, 'hi'],
    ['Tomorrow’s appointments?', { kind: 'agenda', day: 1 }, 'en'],
    ['இன்றைய அப்பாயின்ட்மென்ட்', { kind: 'agenda', day: 0 }, 'ta'],
    ['inniku bookings', { kind: 'agenda', day: 0 }, 'ta-Latn'],
    ['parso ka schedule', { kind: 'agenda', day: 2 }, 'hi-Latn'],
    ['kal shaam band', { kind: 'block', day: 1, part: 'evening', range: null }, 'hi-Latn'],
    ['कल सुबह बंद', { kind: 'block', day: 1, part: 'morning', range: null }, 'hi'],
    ['block 5 to 7 pm today', { kind: 'block', day: 0, part: null, range: { from: 17 * 60, to: 19 * 60 } }, 'en'],
    ['நாளை மாலை 5 முதல் 7 மூடு', { kind: 'block', day: 1, part: 'evening', range: { from: 17 * 60, to: 19 * 60 } }, 'ta'],
    ['naalai maalai moodu', { kind: 'block', day: 1, part: 'evening', range: null }, 'ta-Latn'],
    ['BM1a2b3c4d5e nahi aaya', { kind: 'mark', ref: 'BM1A2B3C4D5E', action: 'noShow' }, 'hi-Latn'],
    ['bm-1a2b3c4d5e aaya', { kind: 'mark', ref: 'BM1A2B3C4D5E', action: 'attended' }, 'hi-Latn'],
    ['BM7K2Q வந்தார்', { kind: 'mark', ref: 'BM7K2Q', action: 'attended' }, 'ta'],
    ['BM7K2Q varala', { kind: 'mark', ref: 'BM7K2Q', action: 'noShow' }, 'ta-Latn'],
    ['BM7K2Q no-show', { kind: 'mark', ref: 'BM7K2Q', action: 'noShow' }, 'en'],
    ['reply: Thank you, Lakshmi!', { kind: 'reply', text: 'Thank you, Lakshmi!' }, 'en'],
    ['पदील', null, null],
  ])('%s', (message, command, locale) => {
    const parsed = parseCommand(message);
    expect(parsed && parsed.command).toEqual(command);
    if (parsed) expect(parsed.locale).toBe(locale);
  });

  it.each(['hello', 'kal 5 baje doctor chahiye', 'book a dentist tomorrow', '4 very kind doctor', 'BMW service'])(
    '"%s" is not a command',
    (message) => {
      expect(parseCommand(message)).toBeNull();
    },
  );

  it.each([
    ['11 to 1 pm', null, { from: 11 * 60, to: 13 * 60 }],
    ['9:30 to 11:30 am', null, { from: 9 * 60 + 30, to: 11 * 60 + 30 }],
    ['5-7', null, { from: 17 * 60, to: 19 * 60 }],
    ['शाम 5 से 7', 'evening', { from: 17 * 60, to: 19 * 60 }],
    ['8 to 12', null, { from: 8 * 60, to: 12 * 60 }],
    ['9 pm to 12 am', null, { from: 21 * 60, to: 24 * 60 }],
    ['7 to 5', null, null],
    ['25 to 26', null, null],
  ] as const)('the range "%s" (%s)', (text, part, range) => {
    expect(rangeOf(text, part)).toEqual(range);
  });

  it('answers to "block this?": numbers, words, and a bare yes only when nothing is inside', () => {
    const pending = { input: { from: '2026-12-01', to: '2026-12-01' }, locale: 'en' as const, expiresAt: new Date().toISOString() };
    const withBookings = { ...pending, bookingIds: ['b1'] };
    const empty = { ...pending, bookingIds: [] };
    expect(blockChoice('1', withBookings)?.choice).toBe('cancel');
    expect(blockChoice('1', empty)?.choice).toBe('keep');
    expect(blockChoice('yes cancel them', withBookings)).toEqual({ choice: 'cancel', locale: 'en' });
    expect(blockChoice('haan rakho', withBookings)).toEqual({ choice: 'keep', locale: 'hi-Latn' });
    expect(blockChoice('வேண்டாம்', withBookings)).toEqual({ choice: 'abort', locale: 'ta' });
    expect(blockChoice('yes', withBookings)?.choice).toBe('unclear');
    expect(blockChoice('yes', empty)?.choice).toBe('keep');
    expect(blockChoice('what time is it', withBookings)).toBeNull();
  });
});
