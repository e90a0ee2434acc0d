import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { noticeDuration, noticeLine } from '../../../web/src/lib/notice-duration.ts';

const webStrings = (language: string) =>
  JSON.parse(readFileSync(new URL(`../../../locales/${language}/web.json`, import.meta.url), 'utf8'));

/** The web app's i18next set-up (web/src/lib/i18n.ts), with plurals. */
async function translatorFor(language: string) {
  const instance = i18next.createInstance();
  await instance.init({
    resources: { [language]: { web: webStrings(language) } },
    lng: language,
    defaultNS: 'web',
    ns: ['web'],
    interpolation: { escapeValue: false },
  });
  return instance.t;
}

describe('the notice line of the provider page', () => {
  it('says both rules in words, only the parts that are not zero', async () => {
    const t = await translatorFor('en');
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
    const t = await translatorFor(language);
    expect(noticeDuration(t, 1441 + 60)).toBe(words);
    expect(noticeLine(t, { bookingNoticeMinutes: 1501, cancelNoticeMinutes: 0 })).toContain(words);
  });
});
