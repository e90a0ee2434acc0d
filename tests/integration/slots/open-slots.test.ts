import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, istDate, istToInstant } from '#api/core/time-zone.ts';
import { executeRows } from '#db/client.ts';
import { findOpenSlots, firstOpenSlotDate, rankOpenSlots, type OpenSlotFilter, type OpenSlotRow } from '#db/queries/open-slots.ts';
import { seedCatalogue } from '#db/seed/catalogue.ts';
import { createTestDatabase, type TestDatabase } from '#tests/setup/test-db.ts';

// Mid-morning IST, so that today still has slots before and after the wished times; over 500
// providers, so that the first free day is found both ways (by start, and provider by provider).
const now = new Date('2026-03-02T04:10:00Z');
const today = istDate(now);
let database: TestDatabase;
let salonIds: string[];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database.db, { providers: 560, seed: 11, now, slotDays: 3 });
  // Some slots taken, so that "free" matters.
  await database.db.execute(sql`update time_slots set is_available = false where get_byte(decode(md5(id::text), 'hex'), 0) % 3 = 0`);
  const rows = await executeRows<{ id: string }>(database.db, sql`select id from providers where category = 'salon' order by id limit 150`);
  salonIds = rows.map((row) => row.id);
});
afterAll(() => database.close());

type Shape = Partial<OpenSlotFilter>;
const shapes: Record<string, () => Shape> = {
  'every provider': () => ({}),
  'a city, in any case': () => ({ city: 'chennai' }),
  'a category, nearest 11:00': () => ({ category: 'doctor', targetMinute: 660 }),
  'a part of the day around 17:00': () => ({ minuteRange: { start: 900, end: 1141 }, targetMinute: 1020 }),
  'a long list of providers': () => ({ category: 'salon', providerIds: salonIds }),
  'under a price': () => ({ maxPricePaise: 40_000, targetMinute: 600 }),
  'a language, six options': () => ({ language: 'hi', limit: 6 }),
};

const dayFilter = (dayOffset: number, shape: Shape): OpenSlotFilter => {
  const date = addDays(today, dayOffset);
  return { from: istToInstant(date), to: istToInstant(addDays(date, 1)), now, limit: 5, ...shape };
};

const listed = (rows: OpenSlotRow[]) => rows.map((row) => `${row.slot_id} ${row.service_id} ${row.provider_id}`);

describe('free slots across providers', () => {
  for (const [name, shape] of Object.entries(shapes)) {
    it(`walking start times lists what ranking every slot lists: ${name}`, async () => {
      for (const day of [0, 1, 2]) {
        const filter = dayFilter(day, shape());
        const ranked = await rankOpenSlots(database.db, filter);
        expect(ranked.length).toBeGreaterThan(0);
        expect(listed(await findOpenSlots(database.db, filter))).toEqual(listed(ranked));
      }
    });
  }

  it('offers each provider once before anyone twice, best rated first among equals', async () => {
    const rows = await findOpenSlots(database.db, dayFilter(1, { targetMinute: 600, limit: 8 }));
    expect(rows).toHaveLength(8);
    expect(new Set(rows.map((row) => row.provider_id)).size).toBe(8);
    const sameTime = rows.filter((row) => row.ist_time === rows[0]!.ist_time).map((row) => Number(row.rating));
    expect(sameTime).toEqual([...sameTime].sort((a, b) => b - a));
  });

  it('finds the first day with a free slot the same way for many providers and for few', async () => {
    for (const shape of [
      {},
      { category: 'restaurant' as const, city: 'Mumbai', minuteRange: { start: 1200, end: 1440 } },
      // Many providers and a time of day already past today (now is 09:40 IST): found day by day.
      { minuteRange: { start: 540, end: 570 } },
      { city: 'Mumbai', minuteRange: { start: 840, end: 870 } },
    ]) {
      const filter = { from: istToInstant(today), to: istToInstant(addDays(today, 14)), now, ...shape };
      const [first] = await executeRows<{ day: string | null }>(
        database.db,
        sql`select to_char(min(t.starts_at) at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as day from time_slots t
          join providers p on p.id = t.provider_id join profiles pp on pp.user_id = p.user_id and pp.is_active and pp.profile_completed
          where t.is_available and t.starts_at > ${now.toISOString()}::timestamptz and p.verification = 'verified'
            and (${shape.category ?? null}::category is null or p.category = ${shape.category ?? null}::category)
            and (${shape.city ?? null}::text is null or p.city = ${shape.city ?? null})
            and (${shape.minuteRange?.start ?? null}::int is null
              or extract(hour from t.starts_at at time zone 'Asia/Kolkata') * 60 + extract(minute from t.starts_at at time zone 'Asia/Kolkata')
                between ${shape.minuteRange?.start ?? 0} and ${(shape.minuteRange?.end ?? 1) - 1})
            and exists (select 1 from services s where s.provider_id = p.id and s.approval = 'approved' and s.is_active)`,
      );
      expect(first?.day).not.toBeNull();
      expect(await firstOpenSlotDate(database.db, filter)).toBe(first?.day);
    }
  });
});
