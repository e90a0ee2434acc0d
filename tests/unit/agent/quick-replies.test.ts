import { describe, expect, it } from 'vitest';
import { understand, type ConversationMemory, type Intent } from '#agent/nlu/index.ts';
import en from '#locales/en/agent.json' with { type: 'json' };
import hi from '#locales/hi/agent.json' with { type: 'json' };
import ta from '#locales/ta/agent.json' with { type: 'json' };
import hiLatn from '#locales/hi-Latn/agent.json' with { type: 'json' };
import taLatn from '#locales/ta-Latn/agent.json' with { type: 'json' };

/** What each quick reply must mean when the user taps it (it is sent back as text); the failure chips lead to the web's search and support instead. */
type Chip = Exclude<keyof typeof en.suggestions, 'manualSearch' | 'support'>;
const meaning: Record<Chip, { intent: Intent; awaiting?: ConversationMemory['awaiting']; confirms?: boolean }> = {
  yesBook: { intent: 'confirm', awaiting: 'confirmation', confirms: true },
  yesCancel: { intent: 'cancel', awaiting: 'confirmation', confirms: true },
  yesMove: { intent: 'reschedule', awaiting: 'confirmation', confirms: true },
  no: { intent: 'deny', awaiting: 'confirmation' },
  otherDay: { intent: 'other_day', awaiting: 'option' },
  myBookings: { intent: 'list_bookings' },
  slotsTomorrow: { intent: 'slots' },
  slotsToday: { intent: 'slots' },
  bookHaircut: { intent: 'book' },
  findDoctor: { intent: 'search' },
  homeCleaning: { intent: 'book' },
  fitnessClass: { intent: 'book' },
  quota: { intent: 'quota' },
};

const now = new Date('2026-11-22T10:00:00+05:30');

describe('every quick reply Mitra offers is understood as meant, in each language', () => {
  const files = [
    ['en', 'en', en],
    ['hi', 'hi', hi],
    ['ta', 'ta', ta],
    ['hi-Latn', 'hi', hiLatn],
    ['ta-Latn', 'ta', taLatn],
  ] as const;
  for (const [locale, language, file] of files) {
    it.each(Object.entries(meaning))(`${locale}: %s`, (key, expected) => {
      const text = file.suggestions[key as Chip];
      const previous: ConversationMemory = { category: 'doctor', options: [{ time: '10:00' }], awaiting: expected.awaiting ?? null };
      const reading = understand(text, { now, previous });
      // Tamil and Hindi "free slots tomorrow" read as a request to book: both go to find_slots.
      const intents = expected.intent === 'slots' ? ['slots', 'book'] : [expected.intent];
      expect(intents).toContain(reading.intent);
      expect(reading.language).toBe(language);
      if (expected.confirms) expect(reading.confirmation).toBe(true);
    });
  }
});
