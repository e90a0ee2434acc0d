import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '#db/client.ts';
import { bookings, providers, user } from '#db/schema/index.ts';
import { signedUpClient } from '#tests/support/api-client.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { book, setTier } from '../bookings/booking-fixtures.ts';
import { ist, madeAt, reportProvider } from './insights-fixtures.ts';

let server: TestServer;

type Count = { day: string; channel: string; status: string; n: number; paid: number };

/** The rollup's rows added over their shards, with the empty ones left out. */
async function rolledUp(): Promise<Count[]> {
  return executeRows<Count>(
    server.ctx.db,
    sql`select day::text as day, channel::text as channel, status::text as status, sum(bookings)::int as n, sum(paid_paise)::int as paid
        from booking_day_counts group by 1, 2, 3 having sum(bookings) <> 0 or sum(paid_paise) <> 0 order by 1, 2, 3`,
  );
}

/** The same figures counted from the bookings themselves. */
async function counted(): Promise<Count[]> {
  return executeRows<Count>(
    server.ctx.db,
    sql`select (created_at at time zone 'Asia/Kolkata')::date::text as day, channel::text as channel, status::text as status,
          count(*)::int as n, coalesce(sum(amount_paise) filter (where payment_status = 'paid'), 0)::int as paid
        from bookings group by 1, 2, 3 order by 1, 2, 3`,
  );
}

async function places(): Promise<Array<{ city: string; n: number }>> {
  return executeRows(
    server.ctx.db,
    sql`select city, sum(bookings)::int as n from booking_day_places group by city having sum(bookings) <> 0 order by city`,
  );
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the booking rollups (booking_day_counts, booking_day_places) stay exact', () => {
  it('through concurrent bookings, a race for one slot, cancels, payments, a changed channel and day, and a deleted client', async () => {
    const db = server.ctx.db;
    const made = await reportProvider(db, server.url, 'Dr. Rollup', 8, ist('2025-06-01'), 'Pune');
    const clients = await Promise.all(Array.from({ length: 8 }, (_, i) => signedUpClient(server.url, { name: `Client ${i}` })));
    await Promise.all(clients.map(({ user: account }) => setTier(db, account.id, 'pro')));

    // Seven clients book seven slots at once; all eight race for the last one: exactly one wins.
    const [raced, ...rest] = made.slots;
    const own = await Promise.all(rest.slice(0, 7).map((slot, i) => book(clients[i]!.client, slot.id)));
    const race = await Promise.all(clients.map(({ client }) => book(client, raced!.id)));
    expect(own.map((r) => r.status)).toEqual(Array(7).fill(201));
    expect(race.filter((r) => r.status === 201)).toHaveLength(1);
    expect(await rolledUp()).toEqual(await counted());
    expect((await rolledUp()).reduce((sum, row) => sum + row.n, 0)).toBe(8);

    const ids = own.map((r) => r.body.id as string);
    expect((await clients[0]!.client.post(`/api/bookings/${ids[0]}/cancel`, {})).status).toBe(200);
    await db
      .update(bookings)
      .set({ paymentStatus: 'paid', amountPaise: 49_900 })
      .where(inArray(bookings.id, ids.slice(1, 4)));
    await db.update(bookings).set({ status: 'completed' }).where(eq(bookings.id, ids[1]!));
    await db.update(bookings).set({ channel: 'whatsapp', status: 'no_show' }).where(eq(bookings.id, ids[4]!));
    await madeAt(db, ids.slice(5), ist('2025-06-02', '23:50'));
    // Updates that touch nothing counted leave the rollup alone.
    await db.update(bookings).set({ name: 'Someone else' }).where(eq(bookings.id, ids[2]!));
    expect(await rolledUp()).toEqual(await counted());

    await db.delete(user).where(eq(user.id, clients[6]!.user.id));
    expect(await rolledUp()).toEqual(await counted());
    expect((await rolledUp()).reduce((sum, row) => sum + row.n, 0)).toBe(7);
    expect(await places()).toEqual([{ city: 'Pune', n: 7 }]);
  });

  it("counts by the provider's place when the booking was made: a provider who moves keeps their past bookings where they were", async () => {
    const db = server.ctx.db;
    const before = Object.fromEntries((await places()).map((row) => [row.city, row.n]));
    const made = await reportProvider(db, server.url, 'Dr. Mover', 2, ist('2025-06-01'), 'Kochi');
    const { client, user: account } = await signedUpClient(server.url, { name: 'Anu' });
    await setTier(db, account.id, 'pro');
    expect((await book(client, made.slots[0]!.id)).status).toBe(201);
    await db.update(providers).set({ city: 'Mysuru' }).where(eq(providers.id, made.provider.id));
    expect((await book(client, made.slots[1]!.id)).status).toBe(201);
    expect(await places()).toEqual(
      Object.entries({ ...before, Kochi: 1, Mysuru: 1 })
        .map(([city, n]) => ({ city, n }))
        .sort((a, b) => a.city.localeCompare(b.city)),
    );
    expect(await rolledUp()).toEqual(await counted());
  });

  it('rebuild_booking_rollups() counts them again from the bookings to the same figures', async () => {
    const kept = await rolledUp();
    await server.ctx.db.execute(sql`select rebuild_booking_rollups()`);
    expect(await rolledUp()).toEqual(kept);
  });
});
