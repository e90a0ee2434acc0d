/**
 * A client cancelling a booking while an admin's pause is cancelling the same provider's bookings:
 * the pause lists the booking as active, the client's cancel commits first, and the pause must
 * still be created — cancelling the others and skipping the one already cancelled. Two
 * transactions at once need a server with many connections, so this runs on PostgreSQL.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '#db/schema/index.ts';
import { futureSlotStarts, makeProvider } from '#tests/factories/catalog.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { onPostgresServer } from '#tests/setup/test-db.ts';
import { book, signUpClients } from '../bookings/booking-fixtures.ts';
import { signedInAdmin } from './admin-fixtures.ts';

const hour = 3_600_000;

describe.runIf(onPostgresServer())('a pause racing a client who cancels (PostgreSQL)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('creates the pause, cancels the other bookings and skips the one the client cancelled meanwhile', async () => {
    const made = await makeProvider(server.ctx.db, {
      category: 'plumber',
      city: `Raceabad ${Date.now() % 100_000}`,
      slotStarts: futureSlotStarts(2, { hoursAhead: 26, minutes: 30 }),
    });
    const [first, second] = await signUpClients(server.url, 2, 'cancel-race');
    const booked = await Promise.all([book(first!.client, made.slots[0]!.id), book(second!.client, made.slots[1]!.id)]);
    const [cancelledByClient, left] = booked.map((answer) => answer.body.id as string);
    const { client: admin } = await signedInAdmin(server.ctx.db, server.url);

    // The client's cancel holds the booking's row, uncommitted, while the pause lists and cancels.
    let commitClientCancel = () => {};
    const clientCancelHeld = new Promise<void>((resolve) => (commitClientCancel = resolve));
    const clientCancel = server.ctx.db.transaction(async (tx) => {
      await tx.update(bookings).set({ status: 'cancelled', cancelledBy: 'client' }).where(eq(bookings.id, cancelledByClient!));
      await clientCancelHeld;
    });
    const pause = admin.post('/api/admin/emergency/pauses', {
      scope: 'provider',
      providerId: made.provider.id,
      from: new Date().toISOString(),
      to: new Date(Date.now() + 48 * hour).toISOString(),
      reason: 'Flooded street',
      cancelBookings: true,
      returnFreeBooking: true,
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
    commitClientCancel();
    await clientCancel;
    const created = await pause;

    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.cancelled).toBe(1);
    const rows = await server.ctx.db
      .select({ id: bookings.id, status: bookings.status, cancelledBy: bookings.cancelledBy })
      .from(bookings)
      .where(inArray(bookings.id, [cancelledByClient!, left!]));
    expect(Object.fromEntries(rows.map((row) => [row.id, row.cancelledBy]))).toEqual({
      [cancelledByClient!]: 'client',
      [left!]: 'emergency',
    });
  });
});
