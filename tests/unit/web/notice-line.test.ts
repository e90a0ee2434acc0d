import { describe, expect, it } from 'vitest';
import { webTranslatorFor } from '#tests/support/web-translator.ts';
import { noticeDuration, noticeLine } from '../../../web/src/lib/notice-duration.ts';

describe('the notice line of the provider page', () => {
  it('says both rules in words, only the parts that are not zero', async () => {
    const t = await webTranslatorFor('en');
    expect(noticeLine(t, { bookingNoticeMinutes: 120, cancelNoticeMinutes: 120 })).toBe(
      'Book at least 2 hours ahead · Cancel or reschedule up to 2 hours before',
    );
    expect(noticeLine(t, { bookingNoticeMinutes: 0, cancelNoticeMinutes: 90 })).toBe('Cancel or reschedule up to 1 hour 30 minutes before');
    expect(noticeLine(t, { bookingNoticeMinutes: 10_080, cancelNoticeMinutes: 0 })).toBe('Book at least 7 days ahead');
    expect(noticeLine(t, { bookingNoticeMinutes: 0, cancelNoticeMinutes: 0 })).toBeNull();
  });

  it.each([
    ['hi', '1 दिन 1 घंटा 1 मिनट'],
    ['ta', '1 நாள் 1 மணி நேரம் 1 நிமிடம்'],
  ])('reads in %s', async (language, words) => {
    const t = await webTranslatorFor(language);
    expect(noticeDuration(t, 1441 + 60)).toBe(words);
    expect(noticeLine(t, { bookingNoticeMinutes: 1501, cancelNoticeMinutes: 0 })).toContain(words);
  });
});
