/** Indian formats: ₹ with lakh grouping, dates and times in IST, whatever the device's zone. */
import { localeTag } from '../../../db/contract/local-time.ts';

/** Dates, times and phones are the shared contract's, so the pages say them as the server's texts do. */
export {
  formatIstClock,
  formatIstDate,
  formatIstDateTime,
  formatIstDay,
  formatIstTime,
  localeTag,
} from '../../../db/contract/local-time.ts';
export { formatPhoneDisplay } from '../../../db/contract/phone.ts';

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
