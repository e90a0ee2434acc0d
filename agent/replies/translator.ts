/** Mitra's reply templates (locales/<lng>/agent.json) and the Indian formats it writes dates, times and money in. */
import en from '#locales/en/agent.json' with { type: 'json' };
import hi from '#locales/hi/agent.json' with { type: 'json' };
import ta from '#locales/ta/agent.json' with { type: 'json' };
import hiLatn from '#locales/hi-Latn/agent.json' with { type: 'json' };
import taLatn from '#locales/ta-Latn/agent.json' with { type: 'json' };
import { formatInr } from '#api/core/money.ts';
import { createTranslators, type Translate } from '#api/core/translator.ts';
import { IST, istToInstant } from '#api/core/time-zone.ts';
import type { ReplyLocale } from '../session/state.ts';

export type { ReplyLocale, Translate };

/** The language and script of a reply: romanized Hindi and Tamil in, romanized out (DESIGN §5). */
export function replyLocaleOf(language: 'en' | 'hi' | 'ta', script: 'latin' | 'devanagari' | 'tamil'): ReplyLocale {
  if (language === 'en' || script !== 'latin') return language;
  return language === 'hi' ? 'hi-Latn' : 'ta-Latn';
}

/** Mitra's reply templates in a reply locale. */
export const translatorFor = createTranslators<ReplyLocale>('agent', { en, hi, ta, 'hi-Latn': hiLatn, 'ta-Latn': taLatn });

const intlLocale: Record<ReplyLocale, string> = { en: 'en-IN', hi: 'hi-IN', ta: 'ta-IN', 'hi-Latn': 'en-IN', 'ta-Latn': 'en-IN' };
const dateFormats = new Map<ReplyLocale, Intl.DateTimeFormat>();

/** "Mon, 23 Nov" (or its Hindi and Tamil forms) for an IST date. */
export function formatDay(language: ReplyLocale, date: string): string {
  let format = dateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale[language], { weekday: 'short', day: 'numeric', month: 'short', timeZone: IST });
    dateFormats.set(language, format);
  }
  return format.format(istToInstant(date, 12 * 60));
}

/** Hindi and Tamil say the part of the day before the hour ("शाम 5:30", "மாலை 5:30"), as people write it. */
const dayParts: Record<Exclude<ReplyLocale, 'en'>, Array<[number, string]>> = {
  hi: [
    [4, 'रात'],
    [12, 'सुबह'],
    [16, 'दोपहर'],
    [20, 'शाम'],
    [24, 'रात'],
  ],
  ta: [
    [4, 'இரவு'],
    [12, 'காலை'],
    [16, 'மதியம்'],
    [20, 'மாலை'],
    [24, 'இரவு'],
  ],
  'hi-Latn': [
    [4, 'raat'],
    [12, 'subah'],
    [16, 'dopahar'],
    [20, 'shaam'],
    [24, 'raat'],
  ],
  'ta-Latn': [
    [4, 'iravu'],
    [12, 'kaalai'],
    [16, 'madhiyam'],
    [20, 'maalai'],
    [24, 'iravu'],
  ],
};

/** "10:30 am", "सुबह 10:30", "காலை 10:30", "subah 10:30" for an IST HH:MM. */
export function formatClock(language: ReplyLocale, time: string): string {
  const hour = Number(time.slice(0, 2));
  const minute = time.slice(3, 5);
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  if (language === 'en') return `${twelve}:${minute} ${hour < 12 ? 'am' : 'pm'}`;
  const part = dayParts[language].find(([until]) => hour < until)?.[1] ?? '';
  return `${part} ${twelve}:${minute}`;
}

export const formatPrice = (paise: number | null) => (paise === null ? null : formatInr(paise));
