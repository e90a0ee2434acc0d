import { sql } from 'drizzle-orm';
import { executeCount, type Db } from '../client.ts';

/**
 * Creates the free slots that the providers' weekly rules give for `days` IST days from
 * `fromDate` (YYYY-MM-DD), skipping slots already there and slots already started.
 * One set-based statement, so it is as fast for 20,000 providers as for one. The days are
 * plain timestamps (no zone) so that `at time zone 'Asia/Kolkata'` reads them as IST wall time.
 */
export async function generateSlotsFromRules(
  db: Db,
  { fromDate, days, now, providerIds }: { fromDate: string; days: number; now: Date; providerIds?: string[] },
): Promise<number> {
  const onlyThese = providerIds ? sql`and p.id = any(${sql.param(providerIds)}::uuid[])` : sql``;
  return executeCount(
    db,
    sql`
    insert into time_slots (provider_id, starts_at, ends_at)
    select p.id, s.starts_at, s.starts_at + make_interval(mins => p.slot_minutes)
    from providers p
    join availability_rules r on r.provider_id = p.id
    cross join generate_series(
      ${fromDate}::date::timestamp,
      ${fromDate}::date::timestamp + make_interval(days => ${days}::int - 1),
      interval '1 day'
    ) as d(day)
    cross join lateral generate_series(
      (d.day + make_interval(mins => r.start_minute)) at time zone 'Asia/Kolkata',
      (d.day + make_interval(mins => r.end_minute - p.slot_minutes)) at time zone 'Asia/Kolkata',
      make_interval(mins => p.slot_minutes)
    ) as s(starts_at)
    where extract(dow from d.day) = r.weekday
      and s.starts_at > ${now.toISOString()}::timestamptz
      ${onlyThese}
    on conflict (provider_id, starts_at) do nothing`,
  );
}
