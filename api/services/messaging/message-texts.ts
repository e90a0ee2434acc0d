import { createInstance } from 'i18next';
import type { Locale } from '#db/schema/index.ts';
import en from '#locales/en/messages.json' with { type: 'json' };
import hi from '#locales/hi/messages.json' with { type: 'json' };
import ta from '#locales/ta/messages.json' with { type: 'json' };

const i18n = createInstance();
// Resources are bundled, so initialisation is synchronous (`initAsync: false`).
void i18n.init({
  resources: { en: { messages: en }, hi: { messages: hi }, ta: { messages: ta } },
  lng: 'en',
  fallbackLng: 'en',
  ns: ['messages'],
  defaultNS: 'messages',
  interpolation: { escapeValue: false },
  initAsync: false,
});

export type MessageKey = 'acknowledge' | 'mediaOnly' | 'optedOut' | 'optedIn' | 'accountInactive' | 'failed' | 'reminder.24h' | 'reminder.2h';

/** A WhatsApp/SMS text from locales/<lng>/messages.json in the given language. */
export function messageText(locale: Locale, key: MessageKey, variables: Record<string, string> = {}): string {
  return i18n.getFixedT(locale)(key, variables);
}
