import { addDays, istDate } from '../../core/time-zone.ts';
import type { AppContext } from '../../core/context.ts';
import { bookingRef } from '../notifications/booking-texts.ts';
import { listProviderBookings, type ProviderBookingView } from '../providers/provider-bookings.ts';
import { deskDay, deskText, deskTime } from './desk-texts.ts';
import type { DeskLocale } from './lexicon.ts';
import type { DayOffset } from './parse-command.ts';
import type { DeskProvider } from './provider-by-phone.ts';

/** Lines in one agenda message; the rest are counted ("…and 4 more on your dashboard"). */
const maxLines = 20;
/** Bookings read for one day: more than any provider's day holds. */
const dayLimit = 200;

export const dayKeys = { 0: 'day.today', 1: 'day.tomorrow', 2: 'day.dayAfter' } as const;

/** "4:30 pm · Lakshmi Iyer — Consultation · BM1A2B3C4D5E · confirmed". */
export function agendaLine(locale: DeskLocale, booking: ProviderBookingView): string {
  return deskText(locale, 'agenda.line', {
    time: deskTime(locale, booking.startsAt),
    client: booking.name,
    service: booking.service ? ` — ${booking.service.name}` : '',
    ref: bookingRef(booking.id),
    status: deskText(locale, `status.${booking.status}`),
  });
}

/** The provider's bookings of today or tomorrow (IST), earliest first, cancelled ones left out. */
export async function agendaReply(ctx: AppContext, provider: DeskProvider, locale: DeskLocale, offset: DayOffset): Promise<string> {
  const date = addDays(istDate(ctx.now()), offset);
  const rows = (await listProviderBookings(ctx, provider.userId, { scope: 'all', date, limit: dayLimit }))
    .filter((booking) => booking.status !== 'cancelled')
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  const heading = { day: deskText(locale, dayKeys[offset]), date: deskDay(locale, date) };
  if (rows.length === 0) return deskText(locale, 'agenda.empty', heading);
  const lines = rows.slice(0, maxLines).map((booking) => agendaLine(locale, booking));
  const more = rows.length > maxLines ? [deskText(locale, 'agenda.more', { count: rows.length - maxLines })] : [];
  return [deskText(locale, 'agenda.title', { ...heading, count: rows.length }), ...lines, ...more].join('\n');
}
