import en from '#locales/en/provider-whatsapp.json' with { type: 'json' };
import hi from '#locales/hi/provider-whatsapp.json' with { type: 'json' };
import ta from '#locales/ta/provider-whatsapp.json' with { type: 'json' };
import hiLatn from '#locales/hi-Latn/provider-whatsapp.json' with { type: 'json' };
import taLatn from '#locales/ta-Latn/provider-whatsapp.json' with { type: 'json' };
import { createTranslators } from '../../core/translator.ts';
import { formatIstClock, formatIstDay, formatIstTime } from '../../core/time-zone.ts';
import type { DeskLocale } from './lexicon.ts';

const translatorFor = createTranslators<DeskLocale>('provider-whatsapp', { en, hi, ta, 'hi-Latn': hiLatn, 'ta-Latn': taLatn });

/** A provider's WhatsApp text from locales/<lng>/provider-whatsapp.json. */
export function deskText(locale: DeskLocale, key: string, variables: Record<string, string | number> = {}): string {
  return translatorFor(locale)(key, variables);
}

/** Romanised Hindi and Tamil read dates and times as English writes them. */
const dateLanguage = (locale: DeskLocale) => (locale === 'hi' || locale === 'ta' ? locale : 'en');

export function deskDay(locale: DeskLocale, date: string): string {
  return formatIstDay(date, dateLanguage(locale));
}

export function deskTime(locale: DeskLocale, instant: Date | string): string {
  return formatIstTime(instant, dateLanguage(locale));
}

/** IST minutes after midnight as the language writes a time ("4:00 pm", "शाम 4:00"). */
export function deskClock(locale: DeskLocale, minutes: number): string {
  const clock = `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return formatIstClock(clock, dateLanguage(locale));
}
