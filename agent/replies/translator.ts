/** Mitra's reply templates (locales/<lng>/agent.json) and the Indian formats it writes dates, times and money in. */
import { createInstance } from 'i18next';
import en from '#locales/en/agent.json' with { type: 'json' };
import hi from '#locales/hi/agent.json' with { type: 'json' };
import ta from '#locales/ta/agent.json' with { type: 'json' };
import { formatInr } from '#api/lib/money.ts';
import { IST, istToInstant } from '#api/lib/time-zone.ts';

export type ReplyLanguage = 'en' | 'hi' | 'ta';
export type Translate = (key: string, values?: Record<string, unknown>) => string;

const i18n = createInstance();
// Bundled resources: initialisation is synchronous.
void i18n.init({
  resources: { en: { agent: en }, hi: { agent: hi }, ta: { agent: ta } },
  lng: 'en',
  fallbackLng: 'en',
  ns: ['agent'],
  defaultNS: 'agent',
  interpolation: { escapeValue: false },
  initAsync: false,
});

const translators = new Map<ReplyLanguage, Translate>();
export function translatorFor(language: ReplyLanguage): Translate {
  let t = translators.get(language);
  if (!t) {
    t = i18n.getFixedT(language) as unknown as Translate;
    translators.set(language, t);
  }
  return t;
}

const intlLocale: Record<ReplyLanguage, string> = { en: 'en-IN', hi: 'hi-IN', ta: 'ta-IN' };
const dateFormats = new Map<ReplyLanguage, Intl.DateTimeFormat>();
const timeFormats = new Map<ReplyLanguage, Intl.DateTimeFormat>();

/** "Mon, 23 Nov" (or its Hindi and Tamil forms) for an IST date. */
export function formatDay(language: ReplyLanguage, date: string): string {
  let format = dateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale[language], { weekday: 'short', day: 'numeric', month: 'short', timeZone: IST });
    dateFormats.set(language, format);
  }
  return format.format(istToInstant(date, 12 * 60));
}

/** "10:30 am" style wall-clock time for an IST HH:MM. */
export function formatClock(language: ReplyLanguage, time: string): string {
  let format = timeFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale[language], { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: IST });
    timeFormats.set(language, format);
  }
  const minutes = Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  return format.format(istToInstant('2026-01-01', minutes));
}

export const formatPrice = (paise: number | null) => (paise === null ? null : formatInr(paise));
