/**
 * Mitra asks for a rating on WhatsApp once a visit is marked attended; the client's answer ("4
 * very patient doctor") is taken as the review of that visit. A number answering Mitra's own
 * question (a slot list shown after the request) stays Mitra's.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews, user } from '#db/schema/index.ts';
import { signedUpClient } from '#tests/support/api-client.ts';
import { WhatsAppSender } from '#tests/support/twilio-webhook.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { book, signedInProvider } from '../bookings/booking-fixtures.ts';

let server: TestServer;
let clock = Date.now();

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock) });
});
afterAll(() => server.close());

let phoneCounter = 0;
/** A booking marked attended for a web client whose account has this WhatsApp number. */
async function attendedVisit() {
  phoneCounter += 1;
  const phone = `+91987650${String(Date.now() % 1000).padStart(3, '0')}${phoneCounter}`.slice(0, 13);
  clock = Date.now();
  const provider = await signedInProvider(server.ctx.db, server.url, { slots: 2 });
  const { client, user: account } = await signedUpClient(server.url, { name: 'Lakshmi Iyer' });
  await server.ctx.db.update(user).set({ phoneNumber: phone, phoneNumberVerified: true }).where(eq(user.id, account.id));
  const booking = (await book(client, provider.slots[0]!.id, { serviceId: provider.service.id, phone })).body;
  clock = Date.parse(booking.startsAt) + 30 * 60_000;
  expect((await provider.client.post(`/api/provider/bookings/${booking.id}/attended`, {})).status).toBe(200);
  return { client, booking, whatsapp: new WhatsAppSender(server.url, phone, 'Lakshmi') };
}

describe('a rating as a WhatsApp reply', () => {
  it('"4 very patient doctor" rates the visit once, with the words as the comment; a second number goes to Mitra', async () => {
    const { client, booking, whatsapp } = await attendedVisit();
    const thanks = await whatsapp.send('4 - very patient doctor');
    expect(thanks.messages.join('\n')).toBe('Thank you! Your 4-star rating for Dr. Anjali Rao is saved. It helps others choose.');
    expect((await client.get(`/api/bookings/${booking.id}`)).body.review).toEqual({ rating: 4, comment: 'very patient doctor' });

    const again = await whatsapp.send('5');
    expect(again.messages.join('\n')).not.toMatch(/rating/);
    expect(await server.ctx.db.select().from(reviews).where(eq(reviews.bookingId, booking.id))).toHaveLength(1);
  });

  it('stars work too, with a comment in any script', async () => {
    const { booking, whatsapp, client } = await attendedVisit();
    const thanks = await whatsapp.send('⭐⭐⭐⭐⭐ बहुत अच्छे डॉक्टर');
    expect(thanks.messages.join('\n')).toMatch(/5/);
    expect((await client.get(`/api/bookings/${booking.id}`)).body.review).toEqual({ rating: 5, comment: 'बहुत अच्छे डॉक्टर' });
  });

  it('a number after Mitra has answered something else is Mitra’s, not a rating', async () => {
    const { booking, whatsapp } = await attendedVisit();
    const listed = await whatsapp.send('doctor tomorrow morning in Bengaluru');
    expect(listed.messages.length).toBeGreaterThan(0);
    await whatsapp.send('2');
    expect(await server.ctx.db.select().from(reviews).where(eq(reviews.bookingId, booking.id))).toEqual([]);
  });
});
