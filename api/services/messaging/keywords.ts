import type { Locale } from '#db/schema/index.ts';

export type OptKeyword = { action: 'stop' | 'start'; locale: Locale };

/*
 * Twilio's standard opt-out words, minus CANCEL: clients here write "cancel" to cancel a booking,
 * and Mitra must get that message.
 */
const keywords: Record<string, OptKeyword> = {
  stop: { action: 'stop', locale: 'en' },
  stopall: { action: 'stop', locale: 'en' },
  unsubscribe: { action: 'stop', locale: 'en' },
  end: { action: 'stop', locale: 'en' },
  quit: { action: 'stop', locale: 'en' },
  रुको: { action: 'stop', locale: 'hi' },
  'बंद करो': { action: 'stop', locale: 'hi' },
  'band karo': { action: 'stop', locale: 'hi' },
  நிறுத்து: { action: 'stop', locale: 'ta' },
  நிறுத்தவும்: { action: 'stop', locale: 'ta' },
  start: { action: 'start', locale: 'en' },
  unstop: { action: 'start', locale: 'en' },
  शुरू: { action: 'start', locale: 'hi' },
  'शुरू करो': { action: 'start', locale: 'hi' },
  தொடங்கு: { action: 'start', locale: 'ta' },
};

/** STOP / START and their Hindi and Tamil equivalents, when the whole message is one of them. */
export function optKeyword(body: string): OptKeyword | undefined {
  const normalised = body
    .normalize('NFC')
    .trim()
    .replace(/[.!।]+$/u, '')
    .replace(/\s+/g, ' ')
    .toLowerCase();
  return keywords[normalised];
}
