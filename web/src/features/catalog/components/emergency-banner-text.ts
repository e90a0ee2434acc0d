import type { TFunction } from 'i18next';
import { formatIstDateTime } from '../../../lib/format.ts';

/**
 * The banner's sentence in the reader's language: until when bookings are paused (or from when,
 * before the pause starts). The times carry their own "IST"; the admin's reason goes in as typed.
 * @example emergencyBannerText(t, 'hi', { from, to, reason: 'Floods' }, Date.now())
 */
export function emergencyBannerText(
  t: TFunction,
  language: string,
  pause: { from: string; to: string; reason: string },
  now: number,
): string {
  const started = new Date(pause.from).getTime() <= now;
  const vars = { from: formatIstDateTime(pause.from, language), until: formatIstDateTime(pause.to, language), reason: pause.reason };
  return started ? t('emergency.pausedUntil', vars) : t('emergency.pausedFrom', vars);
}
