import { sql, type SQL } from 'drizzle-orm';
import { executeCount, type Db } from '../client.ts';
import { istZone } from './ist-zone.ts';

type Window = { fromDate: string; days: number; now: Date; providerIds?: string[] | undefined };

const active = sql.raw(`('pending', 'confirmed')`);

function onlyThese(column: SQL, providerIds: string[] | undefined): SQL {
  return providerIds ? sql`and ${column} = any(${sql.param(providerIds)}::uuid[])` : sql``;
}

/**
 * The slots the providers' weekly rules give for `days` IST days from `fromDate` (YYYY-MM-DD):
 * one every slot length plus gap inside each range, after `now`, outside time off, and not
 * overlapping a slot an active booking holds. The days are plain timestamps (no zone) so that
 * `at time zone` IST (`istZone`) reads them as IST wall time. Set-based, so as fast for 20,000
 * providers as for one.
 */
function desiredSlots({ fromDate, days, now, providerIds }: Window): SQL {
  return sql`
    select p.id as provider_id, s.starts_at, s.starts_at + make_interval(mins => p.slot_minutes) as ends_at
    from providers p
    join availability_rules r on r.provider_id = p.id
    cross join generate_series(
      ${fromDate}::date::timestamp,
      ${fromDate}::date::timestamp + make_interval(days => ${days}::int - 1),
      interval '1 day'
    ) as d(day)
    cross join lateral generate_series(
      (d.day + make_interval(mins => r.start_minute)) at time zone ${istZone},
      (d.day + make_interval(mins => r.end_minute - p.slot_minutes)) at time zone ${istZone},
      make_interval(mins => p.slot_minutes + p.gap_minutes)
    ) as s(starts_at)
    where extract(dow from d.day) = r.weekday
      and s.starts_at > ${now.toISOString()}::timestamptz
      ${onlyThese(sql`p.id`, providerIds)}
      and not exists (
        select 1 from provider_time_off o
        where o.provider_id = p.id and o.starts_at < s.starts_at + make_interval(mins => p.slot_minutes) and o.ends_at > s.starts_at)
      -- A booking holds its slot's times; none is longer than 240 minutes, which bounds the index range read.
      and not exists (
        select 1 from bookings b
        where b.provider_id = p.id and b.status in ${active}
          and b.starts_at > s.starts_at - interval '240 minutes' and b.starts_at < s.starts_at + make_interval(mins => p.slot_minutes)
          and b.ends_at > s.starts_at and b.starts_at <> s.starts_at)`;
}

/**
 * Creates the free slots the rules give that do not exist yet (see `desiredSlots`); slots already
 * there are left alone. For the hourly top-up and the seed.
 */
export async function generateSlotsFromRules(db: Db, window: Window): Promise<number> {
  return executeCount(
    db,
    sql`
    insert into time_slots (provider_id, starts_at, ends_at)
    select provider_id, starts_at, ends_at from (${desiredSlots(window)}) d
    on conflict (provider_id, starts_at) do nothing`,
  );
}

/**
 * Makes the named providers' future slots in the window match their rules, gap and time off
 * exactly, after a change of hours or time off. A slot an active booking holds is never removed
 * or altered; a free slot the rules no longer give is deleted (or, when a past booking still
 * names it, hidden, and shown again with its new end when the rules give it back); missing ones
 * are created.
 * Idempotent. Conditional on `is_available` throughout, so a booking racing it keeps its slot.
 * Run it in a transaction.
 */
export async function regenerateSlots(db: Db, window: Window & { providerIds: string[] }): Promise<{ created: number; removed: number }> {
  const { now, providerIds } = window;
  const windowEnd = sql`(${window.fromDate}::date::timestamp + make_interval(days => ${window.days}::int)) at time zone ${istZone}`;
  const inWindow = sql`t.provider_id = any(${sql.param(providerIds)}::uuid[])
    and t.starts_at > ${now.toISOString()}::timestamptz and t.starts_at < ${windowEnd}`;
  // The rules' slots, worked out once for the four statements below (dropped at commit).
  await db.execute(sql`drop table if exists pg_temp.desired_slots`);
  await db.execute(sql`create temp table desired_slots (provider_id uuid, starts_at timestamptz, ends_at timestamptz) on commit drop`);
  await db.execute(sql`insert into desired_slots ${desiredSlots(window)}`);
  await db.execute(sql`analyze pg_temp.desired_slots`);
  const notDesired = sql`not exists (select 1 from desired_slots d where d.provider_id = t.provider_id and d.starts_at = t.starts_at and d.ends_at = t.ends_at)`;
  // Only free slots: a booking taking one meanwhile makes it unavailable, and the re-check skips it.
  const deleted = await executeCount(
    db,
    sql`delete from time_slots t
    where ${inWindow} and t.is_available and ${notDesired}
      and not exists (select 1 from bookings b where b.slot_id = t.id)`,
  );
  // A cancelled booking still names its slot (the foreign key keeps it): hide it instead.
  const hidden = await executeCount(
    db,
    sql`update time_slots t set is_available = false where ${inWindow} and t.is_available and ${notDesired}`,
  );
  // A hidden slot the rules give again comes back, with its new end (one an active booking holds is never touched).
  await executeCount(
    db,
    sql`update time_slots t set ends_at = d.ends_at, is_available = true
    from desired_slots d
    where ${inWindow} and not t.is_available and d.provider_id = t.provider_id and d.starts_at = t.starts_at
      and not exists (select 1 from bookings b where b.slot_id = t.id and b.status in ${active})`,
  );
  const created = await executeCount(
    db,
    sql`insert into time_slots (provider_id, starts_at, ends_at)
    select provider_id, starts_at, ends_at from desired_slots
    on conflict (provider_id, starts_at) do nothing`,
  );
  return { created, removed: deleted + hidden };
}
