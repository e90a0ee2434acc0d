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

/** "Mon, 23 Nov" (or its Hindi and Tamil forms) for an IST date. */
export function formatDay(language: ReplyLanguage, date: string): string {
  let format = dateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale[language], { weekday: 'short', day: 'numeric', month: 'short', timeZone: IST });
    dateFormats.set(language, format);
  }
  return format.format(istToInstant(date, 12 * 60));
}

/** Hindi and Tamil say the part of the day before the hour ("शाम 5:30", "மாலை 5:30"), as people write it. */
const dayParts: Record<'hi' | 'ta', Array<[number, string]>> = {
  hi: [[4, 'रात'], [12, 'सुबह'], [16, 'दोपहर'], [20, 'शाम'], [24, 'रात']],
  ta: [[4, 'இரவு'], [12, 'காலை'], [16, 'மதியம்'], [20, 'மாலை'], [24, 'இரவு']],
};

/** "10:30 am", "सुबह 10:30", "காலை 10:30" for an IST HH:MM. */
export function formatClock(language: ReplyLanguage, time: string): string {
  const hour = Number(time.slice(0, 2));
  const minute = time.slice(3, 5);
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  if (language === 'en') return `${twelve}:${minute} ${hour < 12 ? 'am' : 'pm'}`;
  const part = dayParts[language].find(([until]) => hour < until)?.[1] ?? '';
  return `${part} ${twelve}:${minute}`;
}

export const formatPrice = (paise: number | null) => (paise === null ? null : formatInr(paise));
