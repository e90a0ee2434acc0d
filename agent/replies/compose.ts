/** Writes Mitra's replies from tool results with the locale templates. */
import type { BookingRef, SlotOffer } from '../session/state.ts';
import { formatClock, formatDay, formatPrice, translatorFor, type ReplyLocale } from './translator.ts';

export type Reply = { text: string; suggestions: string[] };

export type SuggestionKey =
  | 'yesBook'
  | 'yesCancel'
  | 'yesMove'
  | 'no'
  | 'otherDay'
  | 'myBookings'
  | 'slotsTomorrow'
  | 'slotsToday'
  | 'bookHaircut'
  | 'findDoctor'
  | 'homeCleaning'
  | 'fitnessClass'
  | 'quota'
  | 'manualSearch'
  | 'support';

export function suggestions(language: ReplyLocale, keys: readonly SuggestionKey[]): string[] {
  const t = translatorFor(language);
  return keys.map((key) => t(`suggestions.${key}`));
}

/** The welcome chips of the spec, in the reply's language. */
export const welcomeSuggestions: readonly SuggestionKey[] = ['bookHaircut', 'findDoctor', 'homeCleaning', 'fitnessClass'];

export function say(language: ReplyLocale, key: string, values: Record<string, unknown> = {}, chips: readonly SuggestionKey[] = []): Reply {
  return { text: translatorFor(language)(key, values), suggestions: suggestions(language, chips) };
}

/** Joins template lines into one reply. */
export function lines(language: ReplyLocale, parts: Array<string | [string, Record<string, unknown>?]>, chips: string[] = []): Reply {
  const t = translatorFor(language);
  const text = parts.map((part) => (typeof part === 'string' ? part : t(part[0], part[1] ?? {}))).join('\n');
  return { text, suggestions: chips };
}

function priceSuffix(language: ReplyLocale, paise: number | null): string {
  const price = formatPrice(paise);
  return price ? translatorFor(language)('priceSuffix', { price }) : '';
}

/** Where a provider is, as offers say it: "Adyar, Chennai" (or the city alone). */
export function placeOf(offer: Pick<SlotOffer, 'city' | 'area'>): string {
  return offer.area ? `${offer.area}, ${offer.city}` : offer.city;
}

/** Numbered slot lines; the provider and where they are are named per line only when the list mixes providers. */
export function offerLines(language: ReplyLocale, offers: readonly SlotOffer[]): string[] {
  const t = translatorFor(language);
  const oneProvider = new Set(offers.map((offer) => offer.providerId)).size === 1;
  const oneDay = new Set(offers.map((offer) => offer.date)).size === 1;
  return offers.map((offer, index) =>
    t(oneProvider ? 'slotLineSameProvider' : 'slotLine', {
      n: index + 1,
      time: oneDay ? formatClock(language, offer.time) : `${formatDay(language, offer.date)} ${formatClock(language, offer.time)}`,
      provider: offer.providerName,
      place: placeOf(offer),
      price: priceSuffix(language, offer.pricePaise),
    }),
  );
}

/** "Free slots on …:" (or "with …", or "nothing on …, first free day …"), then the numbered slots. */
export function offersHeader(language: ReplyLocale, offers: readonly SlotOffer[], asked: string | null, moved: boolean): string {
  const t = translatorFor(language);
  const first = offers[0];
  const date = formatDay(language, first?.date ?? asked ?? '');
  if (moved && asked) return t('slotsMoved', { asked: formatDay(language, asked), date });
  const oneProvider = first && offers.every((offer) => offer.providerId === first.providerId);
  return oneProvider ? t('slotsWith', { provider: first.providerName, place: placeOf(first), date }) : t('slotsOn', { date });
}

/**
 * Quick replies under a list of slots: each option once, told apart by what differs between
 * them (the time, and the provider when several are listed), then "another day".
 */
export function offerChips(language: ReplyLocale, offers: readonly SlotOffer[]): string[] {
  const oneProvider = new Set(offers.map((offer) => offer.providerId)).size === 1;
  const oneDay = new Set(offers.map((offer) => offer.date)).size === 1;
  const label = (offer: SlotOffer) =>
    [oneDay ? null : formatDay(language, offer.date), formatClock(language, offer.time), oneProvider ? null : offer.providerName]
      .filter(Boolean)
      .join(', ');
  return [...new Set(offers.map(label)), ...suggestions(language, ['otherDay'])];
}

export function proposeBooking(language: ReplyLocale, offer: SlotOffer): Reply {
  const t = translatorFor(language);
  return {
    text: t('propose', {
      provider: offer.providerName,
      place: placeOf(offer),
      date: formatDay(language, offer.date),
      time: formatClock(language, offer.time),
      service: offer.serviceName ? t('serviceSuffix', { service: offer.serviceName }) : '',
      price: priceSuffix(language, offer.pricePaise),
    }),
    suggestions: suggestions(language, ['yesBook', 'no']),
  };
}

/** "Move your booking with … from … to …? Reply yes to confirm." */
export function proposeMove(language: ReplyLocale, booking: BookingRef, offer: SlotOffer): Reply {
  return say(
    language,
    'proposeReschedule',
    {
      provider: booking.providerName,
      fromDate: formatDay(language, booking.date),
      fromTime: formatClock(language, booking.time),
      date: formatDay(language, offer.date),
      time: formatClock(language, offer.time),
    },
    ['yesMove', 'no'],
  );
}

export const bookingValues = (language: ReplyLocale, booking: Pick<BookingRef, 'providerName' | 'date' | 'time'>) => ({
  provider: booking.providerName,
  date: formatDay(language, booking.date),
  time: formatClock(language, booking.time),
});

export function bookingLines(language: ReplyLocale, bookings: readonly BookingRef[]): string[] {
  const t = translatorFor(language);
  return bookings.map((booking, index) =>
    t('bookingLine', {
      n: index + 1,
      ...bookingValues(language, booking),
      service: booking.serviceName ? t('serviceSuffix', { service: booking.serviceName }) : '',
    }),
  );
}

export function bookingChips(language: ReplyLocale, bookings: readonly BookingRef[]): string[] {
  return bookings.slice(0, 5).map((_, index) => String(index + 1));
}
