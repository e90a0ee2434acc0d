/**
 * A pause created while clients are booking leaves no confirmed booking inside it: every booking
 * either commits before the pause lists the bookings it cancels (and is cancelled, its client
 * told) or sees the pause and is refused. Only a server with many connections runs the two at
 * once; PGlite has one, so this runs on PostgreSQL (TEST_DATABASE_URL).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, emergencyPauses, notifications, providers } from '#db/schema/index.ts';
import { futureSlotStarts, makeProvider } from '#tests/factories/catalog.ts';
import type { ApiClient } from '#tests/support/api-client.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { onPostgresServer } from '#tests/setup/test-db.ts';
import { book, setTier, signUpClients } from '../bookings/booking-fixtures.ts';
import { signedInAdmin } from './admin-fixtures.ts';

const clientCount = 12;
const slotsPerClient = 3;
const hour = 3_600_000;

describe.runIf(onPostgresServer())('an emergency pause racing bookings (PostgreSQL)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  /** Each client books its own slots one after another, so bookings are in flight all through the pause. */
  async function bookAll(clients: ApiClient[], slotIds: string[]) {
    const answers = await Promise.all(
      clients.map(async (client, index) => {
        const mine = [];
        for (let turn = 0; turn < slotsPerClient; turn += 1) {
          mine.push(await book(client, slotIds[index + turn * clients.length]!));
        }
        return mine;
      }),
    );
    return answers.flat();
  }

  it.each([
    { scope: 'provider', round: 1 },
    { scope: 'category_city', round: 2 },
    { scope: 'city', round: 3 },
  ] as const)(
    'round $round ($scope): no confirmed booking stays inside the pause, and each cancelled client is told',
    async ({ scope }) => {
      const city = `Stormabad ${Date.now() % 100_000}-${scope}`;
      const made = await makeProvider(server.ctx.db, {
        category: 'plumber',
        city,
        slotStarts: futureSlotStarts(clientCount * slotsPerClient, { hoursAhead: 26, minutes: 30 }),
      });
      const signedUp = await signUpClients(server.url, clientCount, 'storm');
      // Unlimited bookings: the quota is not what this test is about.
      await Promise.all(signedUp.map(({ user }) => setTier(server.ctx.db, user.id, 'pro')));
      const { client: admin } = await signedInAdmin(server.ctx.db, server.url);
      const where =
        scope === 'provider'
          ? { scope, providerId: made.provider.id }
          : scope === 'city'
            ? { scope, city }
            : { scope, category: 'plumber', city };

      const booking = bookAll(
        signedUp.map(({ client }) => client),
        made.slots.map((slot) => slot.id),
      );
      // Let the first bookings land, then pause while the rest are in flight.
      await new Promise((resolve) => setTimeout(resolve, 40));
      const pause = admin.post('/api/admin/emergency/pauses', {
        ...where,
        from: new Date(Date.now()).toISOString(),
        to: new Date(Date.now() + 48 * hour).toISOString(),
        reason: 'Cyclone: plumbers stay home',
        cancelBookings: true,
        returnFreeBooking: true,
      });
      const [answers, created] = await Promise.all([booking, pause]);

      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const outcomes = answers.map((answer) => (answer.status === 201 ? 'booked' : `${answer.status} ${answer.body.error?.code}`));
      expect(outcomes.filter((outcome) => outcome !== 'booked' && outcome !== '409 booking_paused')).toEqual([]);
      const bookedIds = answers.filter((answer) => answer.status === 201).map((answer) => answer.body.id as string);
      // The race really ran: some bookings went in before the pause (to be cancelled), some after it (refused).
      expect(bookedIds.length).toBeGreaterThan(0);
      expect(outcomes).toContain('409 booking_paused');

      const insidePause = await server.ctx.db
        .select({ id: bookings.id })
        .from(bookings)
        .innerJoin(providers, eq(providers.id, bookings.providerId))
        .innerJoin(
          emergencyPauses,
          and(
            sql`${emergencyPauses.endedAt} is null`,
            sql`${emergencyPauses.startsAt} < ${bookings.endsAt}`,
            sql`${emergencyPauses.endsAt} > ${bookings.startsAt}`,
            eq(emergencyPauses.id, created.body.pause.id),
          ),
        )
        .where(and(eq(bookings.providerId, made.provider.id), eq(bookings.status, 'confirmed')));
      expect(insidePause).toEqual([]);

      const rows = bookedIds.length ? await server.ctx.db.select().from(bookings).where(inArray(bookings.id, bookedIds)) : [];
      expect(rows.every((row) => row.status === 'cancelled' && row.cancelledBy === 'emergency')).toBe(true);
      expect(created.body.cancelled).toBe(bookedIds.length);
      for (const row of rows) {
        const told = await server.ctx.db
          .select({ id: notifications.id })
          .from(notifications)
          .where(
            and(
              eq(notifications.userId, row.userId),
              sql`${notifications.data}->>'bookingId' = ${row.id}`,
              sql`${notifications.message} like '%Cyclone: plumbers stay home%'`,
            ),
          );
        expect(told, `the client of ${row.id} was not told of the cancellation`).toHaveLength(1);
      }
    },
  );
});
