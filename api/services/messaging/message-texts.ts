import { createTranslators } from '../../core/translator.ts';
import type { Locale } from '#db/schema/index.ts';
import en from '#locales/en/messages.json' with { type: 'json' };
import hi from '#locales/hi/messages.json' with { type: 'json' };
import ta from '#locales/ta/messages.json' with { type: 'json' };

const translatorFor = createTranslators<Locale>('messages', { en, hi, ta });

export type MessageKey =
  | 'acknowledge'
  | 'mediaOnly'
  | 'optedOut'
  | 'optedIn'
  | 'accountInactive'
  | 'failed'
  | 'reminder.24h'
  | 'reminder.2h'
  | 'reviewThanks'
  | 'agenda.title'
  | 'agenda.line'
  | 'agenda.more';

/** A WhatsApp/SMS text from locales/<lng>/messages.json in the given language. */
export function messageText(locale: Locale, key: MessageKey, variables: Record<string, string> = {}): string {
  return translatorFor(locale)(key, variables);
}
