/**
 * The calendar file attached to a booking's e-mails (RFC 5545). One UID per booking, so a
 * calendar that stored the confirmation updates the same event when the booking moves
 * (REQUEST with a higher SEQUENCE) or is cancelled (CANCEL).
 *
 * Written here rather than with a calendar library: it is built inside the booking request, and
 * the libraries seen validate every event with a schema library, which costs more than the rest
 * of the booking's rendering together.
 */
import type { BookingChangeKind } from './booking-texts.ts';

export type InvitationInput = {
  kind: BookingChangeKind;
  bookingId: string;
  reference: string;
  summary: string;
  place: string;
  startsAt: Date;
  endsAt: Date;
  link: string;
  /** When the change was made: orders updates of one event (SEQUENCE) and stamps it. */
  changedAt: Date;
};

const stamp = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

function escapeText(text: string) {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines are at most 75 octets; longer ones continue on the next line after a space (RFC 5545 §3.1). */
function fold(line: string): string {
  const bytes = new TextEncoder();
  if (bytes.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  for (const character of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (bytes.encode(current + character).length > limit) {
      parts.push(current);
      current = character;
    } else {
      current += character;
    }
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The .ics text for one booking change; the METHOD says whether calendars add, move or remove the event. */
export function bookingInvitation(input: InvitationInput): string {
  const cancelled = input.kind === 'cancelled';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//BookMitra//Bookings//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${cancelled ? 'CANCEL' : 'REQUEST'}`,
    'BEGIN:VEVENT',
    `UID:${input.bookingId}@bookmitra.in`,
    `SEQUENCE:${Math.floor(input.changedAt.getTime() / 1000)}`,
    `DTSTAMP:${stamp(input.changedAt)}`,
    `DTSTART:${stamp(input.startsAt)}`,
    `DTEND:${stamp(input.endsAt)}`,
    `SUMMARY:${escapeText(input.summary)}`,
    `LOCATION:${escapeText(input.place)}`,
    `DESCRIPTION:${escapeText(`BookMitra ${input.reference} — ${input.link}`)}`,
    `URL:${input.link}`,
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
