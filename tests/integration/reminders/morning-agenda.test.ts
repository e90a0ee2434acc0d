import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '#api/core/context.ts';
import { addDays, istDate, istToInstant } from '#api/core/time-zone.ts';
import { enqueueMorningAgendas } from '#api/services/messaging/morning-agenda.ts';
import { conversations, outbox, profiles, timeSlots } from '#db/schema/index.ts';
import { signedUpClient } from '#tests/support/api-client.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { book, signedInProvider } from '../bookings/booking-fixtures.ts';

let server: TestServer;
let ctx: AppContext;
let clock: Date | null = null;
/** An IST day two days ahead: the bookings are made now, the agenda read that morning. */
const day = addDays(istDate(new Date()), 2);
const at = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return istToInstant(day, h * 60 + m);
};
let phoneCounter = 0;

beforeAll(async () => {
  server = await startTestServer({ now: () => clock ?? new Date() });
  ctx = server.ctx;
});
afterAll(() => server.close());

/** A provider (in `locale`, with a phone) with bookings that day at 10:00 and 11:30, one cancelled at 17:00, one the next day. */
async function bookedProvider(locale: 'en' | 'hi' | 'ta', agenda: boolean) {
  clock = null; // booked now, days before the agenda's morning
  phoneCounter += 1;
  const phone = `+9198450${String(phoneCounter).padStart(5, '0')}`;
  const provider = await signedInProvider(ctx.db, server.url, { slots: 0, locale, phone });
  const starts = [at('10:00'), at('11:30'), at('17:00'), new Date(at('10:00').getTime() + 86_400_000)];
  const slots = await ctx.db
    .insert(timeSlots)
    .values(starts.map((startsAt) => ({ providerId: provider.provider.id, startsAt, endsAt: new Date(startsAt.getTime() + 1_800_000) })))
    .returning();
  const names = ['Meena Pillai', 'Ravi Kumar', 'Anil Shah', 'Sara Khan'];
  const ids: string[] = [];
  for (const [index, slot] of slots.entries()) {
    const { client } = await signedUpClient(server.url, { name: names[index]! });
    const booked = await book(client, slot.id, { serviceId: provider.service.id, name: names[index] });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    ids.push(booked.body.id as string);
    if (index === 2) expect((await client.post(`/api/bookings/${booked.body.id}/cancel`, {})).status).toBe(200);
  }
  const turned = await provider.client.patch('/api/me/profile', { morningAgenda: agenda });
  expect(turned.status).toBe(200);
  expect(turned.body.profile.morningAgenda).toBe(agenda);
  return { provider, phone };
}

const agendasTo = (phone: string) =>
  ctx.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, phone), eq(outbox.kind, 'provider_agenda')));

describe("the providers' morning agenda at 08:00 IST", () => {
  it("sends today's confirmed appointments once, from 08:00, in the provider's language; only to those who turned it on", async () => {
    const { phone } = await bookedProvider('hi', true);
    const { phone: silent } = await bookedProvider('en', false);

    clock = at('07:59');
    await enqueueMorningAgendas(ctx);
    expect(await agendasTo(phone)).toEqual([]);

    clock = at('08:00');
    await Promise.all([enqueueMorningAgendas(ctx), enqueueMorningAgendas(ctx)]);
    clock = at('08:01');
    await enqueueMorningAgendas(ctx);
    const sent = await agendasTo(phone);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ channel: 'sms' });
    const lines = sent[0]!.body.split('\n');
    expect(lines[0]).toContain('सुप्रभात, Dr. Anjali Rao');
    // The two confirmed ones in order; the cancelled one and tomorrow's are left out.
    expect(lines.slice(1)).toEqual([
      expect.stringContaining('Meena Pillai — Consultation'),
      expect.stringContaining('Ravi Kumar — Consultation'),
    ]);
    // Hindi says the part of the day before a 12-hour time, never "am".
    expect(lines[1]).toContain('सुबह 10:00');
    expect(lines[2]).toContain('सुबह 11:30');
    expect(sent[0]!.body).not.toMatch(/\b(am|pm)\b/i);
    expect(await agendasTo(silent)).toEqual([]);
  });

  it('goes on WhatsApp inside the 24-hour window; not at all after noon, after STOP or on a day without appointments', async () => {
    const { phone } = await bookedProvider('ta', true);
    await ctx.db.insert(conversations).values({ channel: 'whatsapp', address: phone, lastInboundAt: at('07:30') });
    clock = at('09:15');
    await enqueueMorningAgendas(ctx);
    const [sent] = await agendasTo(phone);
    expect(sent).toMatchObject({ channel: 'whatsapp' });
    expect(sent!.body).toContain('காலை வணக்கம்');
    expect(sent!.body).toContain('காலை 10:00');
    expect(sent!.body).toContain('காலை 11:30');
    expect(sent!.body).not.toMatch(/AM|PM/);

    const late = await bookedProvider('en', true);
    clock = at('12:00');
    await enqueueMorningAgendas(ctx);
    expect(await agendasTo(late.phone)).toEqual([]);

    const stopped = await bookedProvider('en', true);
    await ctx.db.update(profiles).set({ messagingOptOut: true }).where(eq(profiles.userId, stopped.provider.userId));
    clock = at('08:30');
    await enqueueMorningAgendas(ctx);
    expect(await agendasTo(stopped.phone)).toEqual([]);

    const free = await bookedProvider('en', true);
    clock = new Date(at('08:30').getTime() + 3 * 86_400_000);
    await enqueueMorningAgendas(ctx);
    expect(await agendasTo(free.phone)).toEqual([]);
  });

  it('refuses a setting that is not a boolean, and changes nothing', async () => {
    const { provider } = await bookedProvider('en', true);
    for (const value of ['yes', 1, null]) {
      const response = await provider.client.patch('/api/me/profile', { morningAgenda: value });
      expect(response.status, String(value)).toBe(400);
      expect(response.body.error.code).toBe('invalid_request');
    }
    const [row] = await ctx.db.select().from(profiles).where(eq(profiles.userId, provider.userId));
    expect(row!.morningAgenda).toBe(true);
  });
});
