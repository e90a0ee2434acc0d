import { describe, expect, it } from 'vitest';
import { webTranslatorFor } from '#tests/support/web-translator.ts';
import { emergencyBannerText } from '../../../web/src/features/catalog/components/emergency-banner-text.ts';
import { formatIstDateTime } from '../../../web/src/lib/format.ts';

const now = Date.parse('2026-11-27T09:47:00Z');
/** Started at 3:17 pm IST, over tomorrow at 3:17 pm IST. */
const pause = { from: '2026-11-27T09:47:00Z', to: '2026-11-28T09:47:00Z' };
/** What an admin may type: quotes, an ampersand, angle brackets, braces and a percent sign stay as they are. */
const reason = 'Floods & "heavy" rain near <Adyar> {{until}} — 100% closed';
const occurrences = (text: string, part: string) => text.split(part).length - 1;

describe.each(['en', 'hi', 'ta'])('the emergency banner in %s', (language) => {
  it('names the end once with IST, and carries the reason as typed', async () => {
    const text = emergencyBannerText(await webTranslatorFor(language), language, { ...pause, reason }, now);
    expect(text).toContain(formatIstDateTime(pause.to, language));
    expect(occurrences(text, 'IST')).toBe(1);
    expect(text).not.toContain('(IST)');
    expect(text).toContain(reason);
  });

  it('before the pause starts, names its start and end, each once with IST', async () => {
    const text = emergencyBannerText(await webTranslatorFor(language), language, { ...pause, reason }, Date.parse(pause.from) - 3_600_000);
    expect(text).toContain(formatIstDateTime(pause.from, language));
    expect(text).toContain(formatIstDateTime(pause.to, language));
    expect(occurrences(text, 'IST')).toBe(2);
    expect(text).toContain(reason);
  });
});

it('reads as one English sentence', async () => {
  const text = emergencyBannerText(await webTranslatorFor('en'), 'en', { ...pause, reason: 'Cyclone warning' }, now);
  expect(text).toBe(`Bookings are paused here until ${formatIstDateTime(pause.to, 'en')}: Cyclone warning`);
  expect(text).toMatch(/3:17\spm IST: Cyclone warning$/i);
});
