/** Mitra's reply templates (locales/<lng>/agent.json) and the Indian formats it writes dates, times and money in. */
import en from '#locales/en/agent.json' with { type: 'json' };
import hi from '#locales/hi/agent.json' with { type: 'json' };
import ta from '#locales/ta/agent.json' with { type: 'json' };
import hiLatn from '#locales/hi-Latn/agent.json' with { type: 'json' };
import taLatn from '#locales/ta-Latn/agent.json' with { type: 'json' };
import { formatInr } from '#api/core/money.ts';
import { createTranslators, type Translate } from '#api/core/translator.ts';
import { formatIstClock, formatIstDay } from '#api/core/time-zone.ts';
import type { ReplyLocale } from '../session/state.ts';

export type { ReplyLocale, Translate };

/** The language and script of a reply: romanized Hindi and Tamil in, romanized out (DESIGN §5). */
export function replyLocaleOf(language: 'en' | 'hi' | 'ta', script: 'latin' | 'devanagari' | 'tamil'): ReplyLocale {
  if (language === 'en' || script !== 'latin') return language;
  return language === 'hi' ? 'hi-Latn' : 'ta-Latn';
}

/** Mitra's reply templates in a reply locale. */
export const translatorFor = createTranslators<ReplyLocale>('agent', { en, hi, ta, 'hi-Latn': hiLatn, 'ta-Latn': taLatn });

/** Romanized replies write dates as English does ("Mon, 23 Nov"): that is what a Latin-script reader reads. */
const dateLanguage: Record<ReplyLocale, 'en' | 'hi' | 'ta'> = { en: 'en', hi: 'hi', ta: 'ta', 'hi-Latn': 'en', 'ta-Latn': 'en' };

/** "Mon, 23 Nov" (or its Hindi and Tamil forms) for an IST date: the shared contract's form, as on the web. */
export function formatDay(language: ReplyLocale, date: string): string {
  return formatIstDay(date, dateLanguage[language]);
}

/**
 * Romanized Hindi and Tamil say the part of the day before the hour ("shaam 5:30"), as people write
 * it; the native scripts take the shared contract's form (CLDR's day periods, as the web shows).
 */
const dayParts: Record<'hi-Latn' | 'ta-Latn', Array<[number, string]>> = {
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
  if (language !== 'hi-Latn' && language !== 'ta-Latn') return formatIstClock(time, language);
  const hour = Number(time.slice(0, 2));
  const minute = time.slice(3, 5);
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  const part = dayParts[language].find(([until]) => hour < until)?.[1] ?? '';
  return `${part} ${twelve}:${minute}`;
}

export const formatPrice = (paise: number | null) => (paise === null ? null : formatInr(paise));
