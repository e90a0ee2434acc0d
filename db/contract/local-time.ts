/**
 * Dates and times as people read them in each of the product's languages, always in IST: one home,
 * so the web app, the in-app notifications, WhatsApp/SMS, e-mail and Mitra write a time alike.
 *
 * English says "4:30 pm" (lower case, as India writes it). Hindi and Tamil put the part of the day
 * before a 12-hour time, as people say and write it ("शाम 4:30", "மாலை 4:30"), never a Latin am/pm:
 * that is CLDR's `dayPeriod`, which Node's ICU and Chromium's give alike (the unit test pins the forms).
 * Pure: Intl only, so the browser bundle takes it.
 */
import { IST, istIso } from './ist.ts';

const localeTags: Record<string, string> = { en: 'en-IN', hi: 'hi-IN', ta: 'ta-IN' };

/** The BCP 47 tag of a product language ("hi" → "hi-IN"); English (India) for anything else. */
export function localeTag(language: string): string {
  return localeTags[language] ?? 'en-IN';
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** A cached IST formatter: building one costs far more than formatting with it. */
function formatter(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const tag = localeTag(language);
  const key = `${tag}:${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { timeZone: IST, ...options });
    formats.set(key, format);
  }
  return format;
}

const asDate = (instant: Date | string) => (typeof instant === 'string' ? new Date(instant) : instant);

/** "4:30 pm", "शाम 4:30", "மாலை 4:30": the IST time of an instant. */
export function formatIstTime(instant: Date | string, language = 'en'): string {
  const options: Intl.DateTimeFormatOptions =
    localeTag(language) === 'en-IN'
      ? { hour: 'numeric', minute: '2-digit', hourCycle: 'h12' }
      : { hour: 'numeric', minute: '2-digit', hourCycle: 'h12', dayPeriod: 'short' };
  return formatter(language, options).format(asDate(instant));
}

/** An IST wall-clock "HH:MM" in the language: "16:30" → "शाम 4:30". */
export function formatIstClock(time: string, language = 'en'): string {
  return formatIstTime(istIso('2026-01-01', time.slice(0, 5)), language);
}

/** "Sat, 28 Nov", "शनि, 28 नव॰", "நவ. 28, சனி" by default; options add or drop parts. */
export function formatIstDate(instant: Date | string, language = 'en', options: Intl.DateTimeFormatOptions = {}): string {
  return formatter(language, { weekday: 'short', day: 'numeric', month: 'short', ...options }).format(asDate(instant));
}

/** An IST calendar date ("2026-11-24") as a day label, read at IST noon so no zone shifts the day. */
export function formatIstDay(date: string, language = 'en', options: Intl.DateTimeFormatOptions = {}): string {
  return formatIstDate(istIso(date, '12:00'), language, options);
}

/** "Sat, 28 Nov 2026, 4:30 pm IST": a moment that needs its year and its zone. */
export function formatIstDateTime(instant: Date | string, language = 'en'): string {
  return `${formatIstDate(instant, language, { year: 'numeric' })}, ${formatIstTime(instant, language)} IST`;
}

export type DateField = 'day' | 'month' | 'year';

/**
 * The order and separator of the parts a native `<input type=date>` shows: Chromium lays it out in
 * the browser's own locale (not the page's language), so the hint beside it reads that locale too.
 * @example dateFieldOrder('en-IN') // { order: ['day', 'month', 'year'], separator: '/' }
 */
export function dateFieldOrder(browserLocale: string): { order: DateField[]; separator: string } {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat(browserLocale, { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' }).formatToParts(0);
  } catch {
    return { order: ['day', 'month', 'year'], separator: '/' }; // a malformed locale tag: India's order
  }
  const order = parts.flatMap((part) => (part.type === 'day' || part.type === 'month' || part.type === 'year' ? [part.type] : []));
  const separator = parts.find((part) => part.type === 'literal')?.value.trim() || '/';
  return { order, separator };
}
