import type { TFunction } from 'i18next';

/**
 * A notice period in words in the page's language: "2 hours", "1 hour 30 minutes", "7 days".
 * `t` is the web namespace's (its `notice.*` keys); the parts that are zero are left out.
 */
export function noticeDuration(t: TFunction, minutes: number): string {
  const parts: [string, number][] = [
    ['notice.days', Math.floor(minutes / 1440)],
    ['notice.hours', Math.floor((minutes % 1440) / 60)],
    ['notice.minutes', minutes % 60],
  ];
  return parts
    .filter(([, count]) => count > 0)
    .map(([key, count]) => t(key, { count }))
    .join(' ');
}

/**
 * A provider's notice periods as one line for clients ("Book at least 2 hours ahead · Cancel or
 * reschedule up to 2 hours before"), only the parts that are not zero; null when both are.
 */
export function noticeLine(t: TFunction, notice: { bookingNoticeMinutes: number; cancelNoticeMinutes: number }): string | null {
  const parts = [
    notice.bookingNoticeMinutes > 0 && t('notice.book', { duration: noticeDuration(t, notice.bookingNoticeMinutes) }),
    notice.cancelNoticeMinutes > 0 && t('notice.cancel', { duration: noticeDuration(t, notice.cancelNoticeMinutes) }),
  ].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' · ') : null;
}
