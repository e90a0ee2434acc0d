import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istMinutes } from '#api/core/time-zone.ts';
import { outbox } from '#db/schema/index.ts';
import { signedUpClient } from '#tests/support/api-client.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { book, signedInProvider } from '../bookings/booking-fixtures.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** "4:30" for 16:30 IST: the 12-hour clock every language writes after its part of the day. */
function twelveHour(instant: Date): string {
  const minutes = istMinutes(instant);
  const hour = Math.floor(minutes / 60) % 12 || 12;
  return `${hour}:${String(minutes % 60).padStart(2, '0')}`;
}

const hindiPart = '(सुबह|दोपहर|शाम|रात)';
const tamilPart = '(அதிகாலை|காலை|நண்பகல்|மதியம்|பிற்பகல்|மாலை|அந்தி மாலை|இரவு)';
const latinPeriod = /\b(am|pm)\b/i;

describe('times in the texts of a booking, in Hindi and Tamil', () => {
  it('writes the part of the day before a 12-hour time in the in-app notice, WhatsApp and e-mail, never am/pm', async () => {
    const provider = await signedInProvider(server.ctx.db, server.url, { locale: 'ta', phone: '+919900024601' });
    const { client, user } = await signedUpClient(server.url, { name: 'Priya Sharma' });
    expect((await client.patch('/api/me/profile', { locale: 'hi' })).status).toBe(200);
    const created = await book(client, provider.slots[0]!.id, { serviceId: provider.service.id, phone: '98765 24601' });
    expect(created.status).toBe(201);
    const time = twelveHour(new Date(created.body.startsAt));
    const inHindi = new RegExp(`${hindiPart} ${time}`);
    const inTamil = new RegExp(`${tamilPart} ${time}`);

    const mine = (await client.get('/api/notifications')).body.items[0].message as string;
    expect(mine).toMatch(inHindi);
    expect(mine).not.toMatch(latinPeriod);
    expect(mine).toMatch(/नव॰|दिस॰|जन॰|फ़र॰|मार्च|अप्रैल|मई|जून|जुल॰|अग॰|सित॰|अक्तू॰/);
    const theirs = (await provider.client.get('/api/notifications')).body.items[0].message as string;
    expect(theirs).toMatch(inTamil);
    expect(theirs).not.toMatch(latinPeriod);

    const rows = await server.ctx.db.select().from(outbox).where(eq(outbox.bookingId, created.body.id));
    const whatsappToClient = rows.find((row) => row.channel === 'whatsapp' && row.to === '+919876524601');
    const whatsappToProvider = rows.find((row) => row.channel === 'whatsapp' && row.to === '+919900024601');
    const email = rows.find((row) => row.channel === 'email' && row.to === user.email);
    expect(whatsappToClient!.body).toMatch(inHindi);
    expect(whatsappToProvider!.body).toMatch(inTamil);
    expect(email!.body).toMatch(inHindi);
    expect(email!.subject ?? '').not.toMatch(latinPeriod);
    for (const row of [whatsappToClient!, whatsappToProvider!, email!]) expect(row.body, row.channel).not.toMatch(latinPeriod);
  });

  it('names the day in the language and script of the provider in a move', async () => {
    const provider = await signedInProvider(server.ctx.db, server.url, { locale: 'ta', phone: '+919900024602' });
    const { client } = await signedUpClient(server.url);
    const created = await book(client, provider.slots[0]!.id);
    expect((await client.post(`/api/bookings/${created.body.id}/reschedule`, { slotId: provider.slots[1]!.id })).status).toBe(200);
    const moved = await server.ctx.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.bookingId, created.body.id), eq(outbox.kind, 'booking_rescheduled'), eq(outbox.to, '+919900024602')));
    expect(moved).toHaveLength(1);
    expect(moved[0]!.body).toMatch(new RegExp(tamilPart));
    expect(moved[0]!.body).toMatch(/ஞாயி|திங்|செவ்|புத|வியா|வெள்|சனி/);
    expect(moved[0]!.body).not.toMatch(latinPeriod);
    // The in-app notice says both times, the old and the new, in Tamil.
    const notice = (await provider.client.get('/api/notifications')).body.items[0].message as string;
    expect(notice.match(new RegExp(tamilPart, 'g'))).toHaveLength(2);
    expect(notice).not.toMatch(latinPeriod);
  });
});
