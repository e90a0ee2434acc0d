import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { addDays, istDate, istToInstant } from '#api/core/time-zone.ts';
import { bookingRef } from '#api/services/notifications/booking-texts.ts';
import { bookings, timeSlots } from '#db/schema/index.ts';
import { signedUpClient } from '#tests/support/api-client.ts';
import { WhatsAppSender } from '#tests/support/twilio-webhook.ts';
import type { TestServer } from '#tests/support/test-server.ts';
import { book, signedInProvider } from '../bookings/booking-fixtures.ts';

/** The server's clock, set by each test: the desk's "today" and the marking rules read it. */
export const clock = { now: Date.now() };
/** The IST day after the real today: its slots are in the future for the database's clock too. */
export const day = addDays(istDate(new Date()), 1);
/** An IST wall-clock instant: `at(tomorrow, '17:00')`. */
export const at = (date: string, time: string) => istToInstant(date, Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)));

let phones = 0;
/** A fresh Indian mobile number per call, unique across the files of one run. */
export function freshPhone(prefix = '97'): string {
  phones += 1;
  return `+91${prefix}${String(process.pid % 10_000).padStart(4, '0')}${String(phones).padStart(4, '0')}`;
}

export type DeskBooking = { id: string; ref: string; startsAt: string };

/**
 * A provider whose contact phone writes on WhatsApp, with one booking by Lakshmi Iyer at each of
 * `booked` (IST times on `day`), booked at the real time.
 */
export async function deskProvider(server: TestServer, options: { locale?: 'en' | 'hi' | 'ta'; booked?: string[] } = {}) {
  const phone = freshPhone();
  const provider = await signedInProvider(server.ctx.db, server.url, { slots: 0, locale: options.locale ?? 'en', phone });
  const { client } = await signedUpClient(server.url, { name: 'Lakshmi Iyer' });
  const starts = (options.booked ?? []).map((time) => at(day, time));
  clock.now = Date.now();
  const made: DeskBooking[] = [];
  for (const startsAt of starts) {
    const [slot] = await server.ctx.db
      .insert(timeSlots)
      .values({ providerId: provider.provider.id, startsAt, endsAt: new Date(startsAt.getTime() + 30 * 60_000) })
      .returning();
    const response = await book(client, slot!.id, { serviceId: provider.service.id });
    expect(response.status).toBe(201);
    made.push({ id: response.body.id, ref: bookingRef(response.body.id), startsAt: response.body.startsAt });
  }
  return { ...provider, phone, client, bookings: made, whatsapp: new WhatsAppSender(server.url, phone, 'Anjali') };
}

export async function statusOf(server: TestServer, bookingId: string) {
  const [row] = await server.ctx.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, bookingId));
  return row?.status;
}

/** What a phone shows for one message: the reply parts joined. */
export async function say(whatsapp: WhatsAppSender, body: string): Promise<string> {
  const reply = await whatsapp.send(body);
  expect(reply.status).toBe(200);
  return reply.messages.join('\n');
}
