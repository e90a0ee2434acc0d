import type { Locale } from '#db/schema/index.ts';
import en from '#locales/en/notifications.json' with { type: 'json' };
import hi from '#locales/hi/notifications.json' with { type: 'json' };
import ta from '#locales/ta/notifications.json' with { type: 'json' };
import { formatInr } from '../../core/money.ts';
import { formatIstDate, formatIstTime } from '../../core/time-zone.ts';
import { createTranslators } from '../../core/translator.ts';

export type BookingChangeKind = 'confirmed' | 'cancelled' | 'rescheduled';
export type Audience = 'client' | 'provider';

export type BookingTextInput = {
  kind: BookingChangeKind;
  audience: Audience;
  locale: Locale;
  bookingId: string;
  providerName: string;
  clientName: string;
  serviceName: string | null;
  startsAt: Date;
  /** Where a rescheduled booking was before. */
  previousStartsAt?: Date | undefined;
  amountPaise: number;
  /** Set when the provider (not the client) cancelled or moved the booking; the texts then say so. */
  byProvider?: boolean | undefined;
  /** Set when an admin (BookMitra support) cancelled or moved the booking on someone's behalf. */
  byAdmin?: boolean | undefined;
  /** Why the provider or the admin made the change, told to the client. */
  reason?: string | null | undefined;
  /** The late-cancel guarantee's points (issue 26.4): the client's cancellation texts then apologise and say so. */
  lateCancelCredit?: number | undefined;
};

/** The text key of a change: a provider's or an admin's cancellation or move has its own wording. */
function textKey(input: Pick<BookingTextInput, 'kind' | 'byProvider' | 'byAdmin'>): string {
  if (input.kind === 'confirmed') return input.kind;
  if (input.byAdmin) return `${input.kind}ByAdmin`;
  return input.byProvider ? `${input.kind}ByProvider` : input.kind;
}

const translatorFor = createTranslators<Locale>('notifications', { en, hi, ta });

/** Rendered times by locale and instant: slots start on the half hour, so most bookings repeat one. */
const renderedWhen = new Map<string, string>();
const renderedWhenLimit = 5_000;

/** "Mon, 24 Nov at 10:30 am", "सोम, 24 नव॰ को सुबह 10:30": the locale's language and script, always in IST. */
export function formatWhen(locale: Locale, instant: Date): string {
  const key = `${locale}:${instant.getTime()}`;
  let text = renderedWhen.get(key);
  if (text === undefined) {
    if (renderedWhen.size >= renderedWhenLimit) renderedWhen.clear();
    text = renderWhen(locale, instant);
    renderedWhen.set(key, text);
  }
  return text;
}

function renderWhen(locale: Locale, instant: Date): string {
  return translatorFor(locale)('when', { date: formatIstDate(instant, locale), time: formatIstTime(instant, locale) });
}

/**
 * The booking reference people read out and type into their UPI app: "BM" and the first ten hex
 * digits of the id. The same everywhere: messages, e-mails, the web pages and the calendar file.
 */
export function bookingRef(bookingId: string): string {
  return `BM${bookingId.replace(/-/g, '').slice(0, 10).toUpperCase()}`;
}

function variables(input: BookingTextInput) {
  return {
    provider: input.providerName,
    client: input.clientName,
    service: input.serviceName ?? '',
    when: formatWhen(input.locale, input.startsAt),
    previous: input.previousStartsAt ? formatWhen(input.locale, input.previousStartsAt) : '',
    amount: formatInr(input.amountPaise),
    ref: bookingRef(input.bookingId),
    reason: input.reason ?? '',
  };
}

/** A text with the late-cancel guarantee's apology after it, when the change earned the client one. */
function withApology(input: BookingTextInput, text: string): string {
  if (!input.lateCancelCredit) return text;
  return `${text} ${translatorFor(input.locale)('lateCancelApology', { points: input.lateCancelCredit })}`;
}

/** The in-app notification's title and message, in the recipient's locale. */
export function renderBookingNotification(input: BookingTextInput): { title: string; message: string } {
  const t = translatorFor(input.locale);
  const base = `inApp.${textKey(input)}.${input.audience}`;
  return {
    title: t(`${base}.title`),
    message: withApology(input, t(`${base}.message`, { ...variables(input), context: input.serviceName ? 'service' : undefined })),
  };
}

/** The WhatsApp/SMS text, kept short (Hindi and Tamil SMS are UCS-2: 70 characters a segment). */
export function renderBookingMessage(input: BookingTextInput): string {
  const paid = input.kind === 'confirmed' && input.audience === 'client' && input.amountPaise > 0;
  return withApology(
    input,
    translatorFor(input.locale)(`outgoing.${textKey(input)}.${input.audience}`, {
      ...variables(input),
      context: paid ? 'paid' : undefined,
    }),
  );
}

/** What an e-mail adds to a text: where the appointment is, and where to manage it. */
export type BookingEmailInput = BookingTextInput & { place: string; link: string };

/** The client's e-mail about a booking change: subject and plain text, in their locale. */
export function renderBookingEmail(input: BookingEmailInput): { subject: string; text: string } {
  const t = translatorFor(input.locale);
  const vars = { ...variables(input), place: input.place, link: input.link };
  const details = [
    input.serviceName ? t('email.service', vars) : null,
    input.amountPaise > 0 && input.kind !== 'cancelled' ? t('email.fee', vars) : null,
    t('email.place', vars),
    t('email.ref', vars),
  ].filter((line): line is string => line !== null);
  const text = [
    t('email.greeting', vars),
    '',
    withApology(input, t(`email.lead.${textKey(input)}`, vars)),
    '',
    ...details,
    '',
    t(input.kind === 'cancelled' ? 'email.calendarCancelled' : 'email.calendar'),
    t('email.manage', vars),
    '',
    t('email.signature'),
  ].join('\n');
  return { subject: t(`email.subject.${textKey(input)}`, vars), text };
}

/** The ask for a review after an attended appointment: in-app and on WhatsApp, in the client's locale. */
export function renderReviewRequest(
  locale: Locale,
  providerName: string,
  link: string,
): { title: string; message: string; outgoing: string } {
  const t = translatorFor(locale);
  const vars = { provider: providerName, link };
  return { title: t('review.title'), message: t('review.message', vars), outgoing: t('review.outgoing', vars) };
}
