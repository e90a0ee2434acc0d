import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, user, waitlistEntries } from '#db/schema/index.ts';
import { signedUpClient } from '#tests/support/api-client.ts';
import { twilioEnv, testAuthToken } from '#tests/support/twilio-rest-mock.ts';
import { WhatsAppSender } from '#tests/support/twilio-webhook.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { book, providerWithSlots } from '../bookings/booking-fixtures.ts';
import { dayAndPart, entryStatus, offerMessages } from './waitlist-fixtures.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { ...twilioEnv } });
});
afterAll(() => server.close());

describe('a waitlist offer on WhatsApp', () => {
  it.each([
    { language: 'Hindi, romanized', phone: '+919812377001', yes: 'haan' },
    { language: 'Tamil', phone: '+919812377002', yes: 'ஆம்' },
  ])('is booked by "yes" ($language): the held slot, channel whatsapp, the entry booked', async ({ phone, yes }) => {
    const { provider, slots } = await providerWithSlots(server.ctx.db, 1, { name: 'Dr. Kavitha Rao' });
    const slot = slots[0]!;
    const { client: booker } = await signedUpClient(server.url);
    const booked = await book(booker, slot.id);
    const whatsapp = new WhatsAppSender(server.url, phone, 'Meena Kumari', testAuthToken);
    expect((await whatsapp.send('hi')).status).toBe(200);
    const [account] = await server.ctx.db.select().from(user).where(eq(user.phoneNumber, phone));
    const { date, partOfDay } = dayAndPart(slot.startsAt);
    const [entry] = await server.ctx.db
      .insert(waitlistEntries)
      .values({ userId: account!.id, providerId: provider.id, day: date, partOfDay, channel: 'whatsapp' })
      .returning();

    await booker.post(`/api/bookings/${booked.body.id}/cancel`);
    const [offer] = await offerMessages(server.ctx.db, account!.id);
    expect(offer).toMatchObject({ channel: 'whatsapp', to: phone, status: 'pending' });
    expect(offer!.body).toContain('Dr. Kavitha Rao');

    const answer = await whatsapp.send(yes);
    const [booking] = await server.ctx.db.select().from(bookings).where(eq(bookings.userId, account!.id));
    expect(booking).toMatchObject({ slotId: slot.id, status: 'confirmed', channel: 'whatsapp' });
    const reference = `BM${booking!.id.replace(/-/g, '').slice(0, 10).toUpperCase()}`;
    expect(answer.messages.join('\n')).toContain(reference);
    expect(await entryStatus(server.ctx.db, entry!.id)).toBe('booked');
  });
});
