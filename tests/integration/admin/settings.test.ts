import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '#api/core/context.ts';
import { enqueueDueReminders } from '#api/services/messaging/reminders.ts';
import { bookings, outbox, profiles } from '#db/schema/index.ts';
import { ApiClient, signedUpClient } from '#tests/support/api-client.ts';
import { databaseFingerprint } from '#tests/support/db-fingerprint.ts';
import { futureSlotStarts, makeProvider } from '#tests/factories/catalog.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { signedInAdmin } from './admin-fixtures.ts';

let server: TestServer;
let ctx: AppContext;
let admin: ApiClient;
let adminEmail: string;
const hour = 3_600_000;

beforeAll(async () => {
  server = await startTestServer();
  ctx = server.ctx;
  const signedIn = await signedInAdmin(ctx.db, server.url);
  admin = signedIn.client;
  adminEmail = signedIn.user.email;
});
afterAll(() => server.close());

describe('platform settings', () => {
  it('reads the defaults, saves a change, and lists it in the history with the admin', async () => {
    const current = await admin.get('/api/admin/settings');
    expect(current.status).toBe(200);
    expect(current.body).toMatchObject({ planPeriodDays: 30, reminderLeadHours: { first: 24, second: 2 } });

    const saved = await admin.patch('/api/admin/settings', {
      planPricePaise: { pro: 24_900, enterprise: 99_900 },
      supportPhone: '+919000012345',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ planPricePaise: { pro: 24_900 }, supportPhone: '+919000012345' });
    expect((await admin.get('/api/admin/settings')).body.supportPhone).toBe('+919000012345');
    // Clients see the support contact on their complaints page.
    const { client } = await signedUpClient(server.url);
    expect((await client.get('/api/complaints/support-contact')).body).toEqual({ email: 'support@bookmitra.in', phone: '+919000012345' });

    const history = await admin.get('/api/admin/settings/history?pageSize=10');
    expect(history.body.total).toBe(2);
    expect(history.body.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          key: 'planPricePaise',
          oldValue: { pro: 19_900, enterprise: 99_900 },
          newValue: { pro: 24_900, enterprise: 99_900 },
          changedBy: expect.objectContaining({ email: adminEmail }),
        }),
        expect.objectContaining({ key: 'supportPhone', newValue: '+919000012345' }),
      ]),
    );

    // Saving the same values again changes and records nothing.
    const before = await databaseFingerprint(ctx.db);
    expect((await admin.patch('/api/admin/settings', { supportPhone: '+919000012345' })).status).toBe(200);
    expect(await databaseFingerprint(ctx.db)).toEqual(before);
  });

  it('a new free booking limit moves every client’s own limit by the difference', async () => {
    const { user } = await signedUpClient(server.url);
    const limitOf = async () => (await ctx.db.select().from(profiles).where(eq(profiles.userId, user.id)))[0]!.freeBookingLimit;
    const before = await limitOf();
    const current = (await admin.get('/api/admin/settings')).body.freeBookingLimit as number;
    await admin.patch('/api/admin/settings', { freeBookingLimit: current + 2 });
    expect(await limitOf()).toBe(before + 2);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const before = await databaseFingerprint(ctx.db);
    const bad: unknown[] = [
      {},
      { freeBookingLimit: -1 },
      { freeBookingLimit: 2.5 },
      { planPricePaise: { pro: 50 } },
      { planPeriodDays: 0 },
      { reminderLeadHours: { first: 2, second: 3 } },
      { reminderLeadHours: { first: 100, second: 2 } },
      { supportEmail: 'not-an-email' },
      { supportPhone: '98765 43210' },
      { theme: 'dark' },
    ];
    for (const body of bad) {
      const response = await admin.patch('/api/admin/settings', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.code).toBe('invalid_request');
    }
    expect((await admin.get('/api/admin/settings/history?pageSize=500')).status).toBe(400);
    expect(await databaseFingerprint(ctx.db)).toEqual(before);
  });

  it('signed out 401, a client 403', async () => {
    expect((await new ApiClient(server.url).get('/api/admin/settings')).status).toBe(401);
    const { client } = await signedUpClient(server.url);
    expect((await client.patch('/api/admin/settings', { planPeriodDays: 60 })).status).toBe(403);
    expect((await client.get('/api/admin/settings/history')).status).toBe(403);
  });
});

describe('reminder lead hours from the settings', () => {
  it('a longer first lead makes a booking 40 h ahead due; the text names the day instead of "tomorrow"', async () => {
    const { slots } = await makeProvider(ctx.db, { name: 'Dr. Meera Nair', slotStarts: futureSlotStarts(1, { hoursAhead: 40 }) });
    const { client, user } = await signedUpClient(server.url);
    const booked = await client.post('/api/bookings', { slotId: slots[0]!.id, phone: '+919600011122' });
    expect(booked.status).toBe(201);
    // Booked ten hours ago: a reminder is only due for a booking made before the reminder's moment.
    await ctx.db
      .update(bookings)
      .set({ updatedAt: new Date(Date.now() - 10 * hour) })
      .where(eq(bookings.id, booked.body.id));
    const reminders = async () =>
      (await ctx.db.select().from(outbox).where(eq(outbox.userId, user.id))).filter((row) => row.kind.startsWith('reminder_'));

    // 40 h ahead with the default 24 h lead: nothing is due yet.
    await enqueueDueReminders(ctx);
    expect(await reminders()).toEqual([]);

    expect((await admin.patch('/api/admin/settings', { reminderLeadHours: { first: 48, second: 3 } })).status).toBe(200);
    await enqueueDueReminders(ctx);
    const due = await reminders();
    expect(due).toEqual([expect.objectContaining({ kind: 'reminder_24h', to: '+919600011122' })]);
    expect(due[0]!.body).toMatch(/^BookMitra reminder: your appointment with Dr\. Meera Nair is on .*\. Ref BM/);
  });
});
