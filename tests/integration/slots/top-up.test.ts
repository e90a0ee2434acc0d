import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '#db/client.ts';
import type { AppContext } from '#api/core/context.ts';
import { parseEnv } from '#api/core/env.ts';
import { createLogger } from '#api/core/logger.ts';
import { slotHorizonDays, topUpSlots } from '#api/services/availability/slots-maintenance.ts';
import { makeProvider } from '#tests/factories/catalog.ts';
import { createTestDatabase, type TestDatabase } from '#tests/setup/test-db.ts';

// Monday 2026-03-02, 10:00 IST.
const monday = new Date('2026-03-02T04:30:00Z');
const everyDay = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startMinute: 9 * 60, endMinute: 11 * 60 }));
let database: TestDatabase;

const contextAt = (now: Date): AppContext => ({
  db: database.db,
  database,
  config: parseEnv({}),
  logger: createLogger('silent'),
  now: () => now,
});
const slotDays = async () =>
  executeRows<{ day: string; n: number }>(
    database.db,
    sql`
    select to_char(starts_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as day, count(*)::int as n,
           min(to_char(starts_at at time zone 'Asia/Kolkata', 'HH24:MI')) as first
    from time_slots group by 1 order by 1`,
  );

beforeAll(async () => {
  database = await createTestDatabase();
  await makeProvider(database.db, { rules: everyDay, slotMinutes: 30 });
});
afterAll(() => database.close());

describe('slot top-up', () => {
  it('fills the 14-day horizon from the weekly rules at IST wall-clock times', async () => {
    const created = await topUpSlots(contextAt(monday));
    const days = await slotDays();
    expect(days).toHaveLength(slotHorizonDays);
    // Today only the 10:30 slot is still ahead; every later day has 09:00–10:30.
    expect(days[0]).toMatchObject({ day: '2026-03-02', n: 1, first: '10:30' });
    expect(days[1]).toMatchObject({ day: '2026-03-03', n: 4, first: '09:00' });
    expect(days.at(-1)).toMatchObject({ day: '2026-03-15', n: 4 });
    expect(created).toBe(1 + 4 * (slotHorizonDays - 1));
  });

  it('does nothing when the horizon is already covered', async () => {
    expect(await topUpSlots(contextAt(monday))).toBe(0);
  });

  it('adds only the new day when a day has passed', async () => {
    const tuesday = new Date(monday.getTime() + 24 * 3600 * 1000);
    expect(await topUpSlots(contextAt(tuesday))).toBe(4);
    const days = await slotDays();
    expect(days.at(-1)).toMatchObject({ day: '2026-03-16', n: 4 });
  });
});
