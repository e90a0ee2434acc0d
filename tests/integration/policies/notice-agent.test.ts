import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking } from '#api/services/bookings/create-booking.ts';
import { bookings, user } from '#db/schema/index.ts';
import { signedUpClient } from '#tests/support/api-client.ts';
import { ChatClient } from '#tests/support/chat-client.ts';
import { WhatsAppSender } from '#tests/support/twilio-webhook.ts';
import { testAuthToken, twilioEnv } from '#tests/support/twilio-rest-mock.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { book } from '../bookings/booking-fixtures.ts';
import { providerPhone, providerWithNotice } from './notice-fixtures.ts';

/** Tuesday 1 December 2026, 09:00 IST. */
const now = new Date('2026-12-01T03:30:00Z');
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { ...twilioEnv }, now: () => now });
});
afterAll(() => server.close());

const statusOf = async (id: string) => (await server.ctx.db.select().from(bookings).where(eq(bookings.id, id)))[0]!.status;

/** A booking an hour away with a provider whose cancel notice is two hours. */
const insideCancelNotice = () =>
  providerWithNotice(server.ctx.db, server.url, { now, minutesAhead: [60], notice: { cancelNoticeMinutes: 120 } });

describe('Mitra explains a cancel inside the notice, with the number to call', () => {
  it('in the web chat (POST /api/chat)', async () => {
    const p = await insideCancelNotice();
    const { client } = await signedUpClient(server.url);
    const booked = (await book(client, p.slotAt(60))).body as { id: string };
    const chat = new ChatClient(client);

    const ask = await chat.send('cancel my booking');
    expect(ask.proposal).toMatchObject({ kind: 'cancel', bookingId: booked.id });
    const refused = await chat.send('Yes, cancel it');
    expect(refused.tools).toMatchObject([
      { name: 'cancel_booking', output: { ok: false, reason: 'notice_too_short', details: { providerPhone, noticeMinutes: 120 } } },
    ]);
    expect(refused.text).toBe(
      `It's too close to the appointment to cancel or change it online. Please call the provider on ${providerPhone}.`,
    );
    expect(await statusOf(booked.id)).toBe('confirmed');
  });

  it('on WhatsApp, in the romanized Hindi the client writes', async () => {
    const p = await insideCancelNotice();
    const whatsapp = new WhatsAppSender(server.url, '+919812300071', 'Ravi Kumar', testAuthToken);
    expect((await whatsapp.send('hi')).status).toBe(200);
    const [account] = await server.ctx.db.select().from(user).where(eq(user.phoneNumber, whatsapp.phone));
    const booked = await createBooking(server.ctx, { ...account!, role: 'user' }, { slotId: p.slotAt(60), channel: 'whatsapp' });

    await whatsapp.send('meri booking cancel kar do');
    const refused = await whatsapp.send('haan');
    expect(refused.messages.join('\n')).toContain(`Provider ko ${providerPhone} par call kijiye.`);
    expect(refused.messages.join('\n')).toContain('online cancel ya change nahi kar sakte');
    expect(await statusOf(booked.id)).toBe('confirmed');
  });
});
