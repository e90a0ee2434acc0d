import { and, eq, like } from 'drizzle-orm';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '#api/core/context.ts';
import { runOutboxOnce } from '#api/services/messaging/outbox-worker.ts';
import { reminderLag } from '#api/services/health-report/reminder-lag.ts';
import { enqueueDueReminders } from '#api/services/messaging/reminders.ts';
import { conversations, outbox, profiles } from '#db/schema/index.ts';
import { signedUpClient } from '#tests/support/api-client.ts';
import { futureSlotStarts, makeProvider } from '#tests/factories/catalog.ts';
import { twilioEnv, twilioMessagesMock } from '#tests/support/twilio-rest-mock.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';

const mock = setupServer();
let server: TestServer;
let clock = new Date();
let ctx: AppContext;
const hour = 3_600_000;

beforeAll(async () => {
  mock.listen({ onUnhandledFrame: 'bypass' });
  server = await startTestServer({ env: twilioEnv, now: () => clock });
  ctx = server.ctx;
});
afterEach(() => {
  mock.resetHandlers();
  clock = new Date();
});
afterAll(async () => {
  mock.close();
  await server.close();
});

let phoneCounter = 0;

/** A client (profile in `locale`) with a confirmed booking about 30 h ahead; the provider has a second slot a day later. */
async function bookedClient(locale: 'en' | 'hi' | 'ta') {
  const { provider, slots } = await makeProvider(ctx.db, {
    name: 'Dr. Kavya Iyer',
    slotStarts: futureSlotStarts(2, { hoursAhead: 30, minutes: 24 * 60 }),
  });
  const { client, user } = await signedUpClient(server.url);
  await ctx.db.update(profiles).set({ locale }).where(eq(profiles.userId, user.id));
  phoneCounter += 1;
  const phone = `+9196000${String(phoneCounter).padStart(5, '0')}`;
  const response = await client.post('/api/bookings', { slotId: slots[0]!.id, phone });
  expect(response.status).toBe(201);
  return { client, user, phone, provider, slots, booking: response.body as { id: string; startsAt: string } };
}

const remindersOf = (bookingId: string) =>
  ctx.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.bookingId, bookingId), like(outbox.kind, 'reminder_%')))
    .orderBy(outbox.createdAt);

describe('reminders 24 h and 2 h before a confirmed booking', () => {
  it("queues each reminder once, at its time, in the client's language, even with several workers", async () => {
    const { booking, phone } = await bookedClient('hi');
    const start = new Date(booking.startsAt).getTime();

    clock = new Date(start - 25 * hour);
    await enqueueDueReminders(ctx);
    expect(await remindersOf(booking.id)).toHaveLength(0);

    clock = new Date(start - 24 * hour + 60_000);
    await Promise.all([enqueueDueReminders(ctx), enqueueDueReminders(ctx), enqueueDueReminders(ctx)]);
    await enqueueDueReminders(ctx);
    const [dayBefore, ...none] = await remindersOf(booking.id);
    expect(none).toEqual([]);
    // No WhatsApp message from the client within 24 h and no template configured: SMS.
    expect(dayBefore).toMatchObject({
      kind: 'reminder_24h',
      channel: 'sms',
      to: phone,
      status: 'pending',
      dedupeKey: `reminder_24h:${booking.id}:${start}`,
      body: expect.stringMatching(/^BookMitra रिमाइंडर: Dr\. Kavya Iyer के साथ आपकी अपॉइंटमेंट कल है/),
    });

    clock = new Date(start - 3 * hour);
    await enqueueDueReminders(ctx);
    expect(await remindersOf(booking.id)).toHaveLength(1);

    clock = new Date(start - 2 * hour + 60_000);
    await Promise.all([enqueueDueReminders(ctx), enqueueDueReminders(ctx)]);
    const kinds = (await remindersOf(booking.id)).map((row) => row.kind);
    expect(kinds).toEqual(['reminder_24h', 'reminder_2h']);

    const twilio = twilioMessagesMock();
    mock.use(twilio.handler);
    await runOutboxOnce(ctx);
    expect(twilio.requests.filter((request) => request.fields.To === phone)).toHaveLength(2);
    clock = new Date(start - 60_000);
    await enqueueDueReminders(ctx);
    expect(await remindersOf(booking.id)).toHaveLength(2);
  });

  it('sends none for a cancelled booking, and closes one queued before the cancellation', async () => {
    const { client, booking } = await bookedClient('en');
    const start = new Date(booking.startsAt).getTime();
    clock = new Date(start - 24 * hour + 60_000);
    await enqueueDueReminders(ctx);
    expect(await remindersOf(booking.id)).toHaveLength(1);

    expect((await client.post(`/api/bookings/${booking.id}/cancel`)).status).toBe(200);
    mock.use(twilioMessagesMock().handler);
    await runOutboxOnce(ctx);
    expect(await remindersOf(booking.id)).toMatchObject([
      { kind: 'reminder_24h', status: 'cancelled', lastError: 'booking cancelled or moved' },
    ]);

    clock = new Date(start - 2 * hour + 60_000);
    await enqueueDueReminders(ctx);
    expect(await remindersOf(booking.id)).toHaveLength(1);
  });

  it('sends none to a client who turned reminders off in their settings, and again once turned back on', async () => {
    const { client, booking } = await bookedClient('ta');
    const off = await client.patch('/api/me/profile', { remindersEnabled: false });
    expect(off.status).toBe(200);
    expect(off.body.profile.remindersEnabled).toBe(false);
    const start = new Date(booking.startsAt).getTime();
    clock = new Date(start - 24 * hour + 60_000);
    await enqueueDueReminders(ctx);
    expect(await remindersOf(booking.id)).toHaveLength(0);

    expect((await client.patch('/api/me/profile', { remindersEnabled: true })).status).toBe(200);
    clock = new Date(start - 2 * hour + 60_000);
    await enqueueDueReminders(ctx);
    expect(await remindersOf(booking.id)).toMatchObject([{ kind: 'reminder_2h' }]);
  });

  it("the health report's reminder lag waits for what the job queues: not a silenced client's, and nothing once it ran", async () => {
    const { client, booking } = await bookedClient('en');
    clock = new Date(new Date(booking.startsAt).getTime() - 24 * hour + 60_000);
    const waiting = async () => (await reminderLag(ctx, clock)).byKind.find((reminder) => reminder.kind === 'reminder_24h')?.waiting;
    const due = (await waiting()) ?? 0;
    expect(due).toBeGreaterThanOrEqual(1);
    expect((await client.patch('/api/me/profile', { remindersEnabled: false })).status).toBe(200);
    expect(await waiting()).toBe(due - 1);

    expect((await client.patch('/api/me/profile', { remindersEnabled: true })).status).toBe(200);
    await enqueueDueReminders(ctx);
    expect(await remindersOf(booking.id)).toMatchObject([{ kind: 'reminder_24h' }]);
    expect(await waiting()).toBe(0);
  });

  it('reminds a moved booking of its new time, not the old one', async () => {
    const { client, booking, slots } = await bookedClient('ta');
    const oldStart = new Date(booking.startsAt).getTime();
    clock = new Date(oldStart - 24 * hour + 60_000);
    await enqueueDueReminders(ctx);

    const moved = await client.post(`/api/bookings/${booking.id}/reschedule`, { slotId: slots[1]!.id });
    expect(moved.status).toBe(200);
    mock.use(twilioMessagesMock().handler);
    await runOutboxOnce(ctx);
    const newStart = slots[1]!.startsAt.getTime();
    clock = new Date(newStart - 24 * hour + 60_000);
    await enqueueDueReminders(ctx);

    const rows = await remindersOf(booking.id);
    expect(rows.map((row) => [row.dedupeKey, row.status])).toEqual([
      [`reminder_24h:${booking.id}:${oldStart}`, 'cancelled'],
      [`reminder_24h:${booking.id}:${newStart}`, 'pending'],
    ]);
    expect(rows[1]!.body).toMatch(/^BookMitra நினைவூட்டல்: Dr\. Kavya Iyer உடன் உங்கள் சந்திப்பு நாளை/);
  });

  it('uses WhatsApp inside the 24-hour window, the template outside it when configured, and nothing after STOP', async () => {
    const inWindow = await bookedClient('en');
    const outside = await bookedClient('en');
    const stopped = await bookedClient('en');
    await ctx.db.update(profiles).set({ messagingOptOut: true }).where(eq(profiles.userId, stopped.user.id));
    const start = new Date(inWindow.booking.startsAt).getTime();
    clock = new Date(start - 24 * hour + 60_000);
    await ctx.db.insert(conversations).values([
      { channel: 'whatsapp', address: inWindow.phone, userId: inWindow.user.id, lastInboundAt: new Date(clock.getTime() - hour) },
      { channel: 'whatsapp', address: outside.phone, userId: outside.user.id, lastInboundAt: new Date(clock.getTime() - 25 * hour) },
    ]);

    await enqueueDueReminders({ ...ctx, config: { ...ctx.config, TWILIO_REMINDER_CONTENT_SID: 'HXreminder' } });
    expect(await remindersOf(inWindow.booking.id)).toMatchObject([
      { channel: 'whatsapp', contentSid: null, body: expect.stringMatching(/is tomorrow/) },
    ]);
    const [template] = await remindersOf(outside.booking.id);
    expect(template).toMatchObject({
      channel: 'whatsapp',
      contentSid: 'HXreminder',
      contentVariables: { 1: 'Dr. Kavya Iyer', 2: expect.stringMatching(/ at /) },
    });
    expect(await remindersOf(stopped.booking.id)).toEqual([]);
  });
});
