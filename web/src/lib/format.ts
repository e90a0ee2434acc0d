/** Indian formats: ₹ with lakh grouping, dates and times in IST, whatever the device's zone. */
import { IST, istIso } from '../../../db/contract/ist.ts';

const localeTags: Record<string, string> = { en: 'en-IN', hi: 'hi-IN', ta: 'ta-IN' };

export function localeTag(language: string) {
  return localeTags[language] ?? 'en-IN';
}

export function formatRupees(paise: number, language = 'en') {
  const rupees = paise / 100;
  return new Intl.NumberFormat(localeTag(language), {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: Number.isInteger(rupees) ? 0 : 2,
  }).format(rupees);
}

export function formatNumber(value: number, language = 'en') {
  return new Intl.NumberFormat(localeTag(language)).format(value);
}

export function formatIstDate(iso: string, language = 'en', options: Intl.DateTimeFormatOptions = {}) {
  return new Intl.DateTimeFormat(localeTag(language), {
    timeZone: IST,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    ...options,
  }).format(new Date(iso));
}

export function formatIstTime(iso: string, language = 'en') {
  return new Intl.DateTimeFormat(localeTag(language), { timeZone: IST, hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
}

export function formatIstDateTime(iso: string, language = 'en') {
  return `${formatIstDate(iso, language, { year: 'numeric' })}, ${formatIstTime(iso, language)} IST`;
}

/** "2026-11-24" (an IST calendar date) shown as a day label, read at IST noon so no zone shifts the day. */
export function formatIstDay(date: string, language = 'en', options: Intl.DateTimeFormatOptions = {}) {
  return formatIstDate(istIso(date, '12:00'), language, options);
}

export type RelativeTime = { key: 'justNow' | 'minutesAgo' | 'hoursAgo' | 'daysAgo'; count: number };

/** Spec §9 labels: Just now, then minutes, hours under 24 h, otherwise days. */
export function relativeTime(iso: string, now = Date.now()): RelativeTime {
  const minutes = Math.floor((now - new Date(iso).getTime()) / 60_000);
  if (minutes < 1) return { key: 'justNow', count: 0 };
  if (minutes < 60) return { key: 'minutesAgo', count: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { key: 'hoursAgo', count: hours };
  return { key: 'daysAgo', count: Math.floor(hours / 24) };
}
