import { bookingReference } from './booking-reference.ts';

/** What a calendar entry needs of a booking: the booking page and Mitra's booking card both have it. */
export type CalendarBooking = {
  id: string;
  createdAt: string;
  startsAt: string;
  endsAt: string;
  service: { name: string } | null;
  provider: { name: string; city: string };
};

function icsStamp(iso: string) {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function escapeText(text: string) {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\n/g, '\\n');
}

/** An RFC 5545 calendar file for one booking, in UTC so every calendar shows the right local time. */
export function bookingIcs(booking: CalendarBooking, origin: string) {
  const title = booking.service ? `${booking.service.name} — ${booking.provider.name}` : booking.provider.name;
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//BookMitra//Bookings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${booking.id}@bookmitra.in`,
    `DTSTAMP:${icsStamp(booking.createdAt)}`,
    `DTSTART:${icsStamp(booking.startsAt)}`,
    `DTEND:${icsStamp(booking.endsAt)}`,
    `SUMMARY:${escapeText(title)}`,
    `LOCATION:${escapeText(booking.provider.city)}`,
    `DESCRIPTION:${escapeText(`BookMitra booking ${bookingReference(booking)}`)}`,
    `URL:${origin}/bookings`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

export function icsDataUrl(booking: CalendarBooking, origin: string) {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(bookingIcs(booking, origin))}`;
}
