/**
 * Slot regeneration: how long `regenerateSlots` takes to bring 14 IST days of slots for 1,000
 * providers in line with their hours (the work behind a change of weekly hours or time off, and
 * the worst case of a bulk change), against a naive rebuild baseline — delete every free future
 * slot of those providers and insert the rules' slots again, with none of the checks (booked
 * slots, time off, overlaps, slots named by past bookings). Each round runs in a transaction
 * that is rolled back, so every round starts from the same data. Prints nothing; returns figures.
 */
import { sql } from 'drizzle-orm';
import { executeCount, executeRows } from '#db/client.ts';
import { regenerateSlots } from '#db/queries/slots.ts';
import { istDate } from '#api/core/time-zone.ts';
import { percentile } from './bench-support.ts';
import type { BenchEnv, BenchResult } from './bench-types.ts';

const providerCount = 1_000;
const days = 14;
const rounds = 5;

class Rollback extends Error {}

/** Runs `work` in a transaction that is always rolled back; returns its duration and result. */
async function timedAndRolledBack<T>(
  env: BenchEnv,
  work: (tx: Parameters<Parameters<BenchEnv['ctx']['db']['transaction']>[0]>[0]) => Promise<T>,
) {
  let result: T | undefined;
  let ms = 0;
  try {
    await env.ctx.db.transaction(async (tx) => {
      const started = performance.now();
      result = await work(tx);
      ms = performance.now() - started;
      throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  return { ms, result: result as T };
}

export async function runSlotsBench(env: BenchEnv): Promise<BenchResult[]> {
  const rows = await executeRows<{ id: string }>(
    env.ctx.db,
    sql`select p.id from providers p where exists (select 1 from availability_rules r where r.provider_id = p.id) order by p.id limit ${providerCount}`,
  );
  const providerIds = rows.map((row) => row.id);
  const now = new Date();
  const window = { fromDate: istDate(now), days, now, providerIds };
  const ids = sql.param(providerIds);

  const ours: number[] = [];
  const naive: number[] = [];
  let changed = { created: 0, removed: 0 };
  for (let round = 0; round < rounds; round += 1) {
    const regenerated = await timedAndRolledBack(env, (tx) => regenerateSlots(tx, window));
    ours.push(regenerated.ms);
    changed = regenerated.result;
    const rebuilt = await timedAndRolledBack(env, async (tx) => {
      await executeCount(
        tx,
        sql`delete from time_slots t where t.provider_id = any(${ids}::uuid[]) and t.starts_at > ${now.toISOString()}::timestamptz
          and t.is_available and not exists (select 1 from bookings b where b.slot_id = t.id)`,
      );
      return executeCount(
        tx,
        sql`insert into time_slots (provider_id, starts_at, ends_at)
        select p.id, s.starts_at, s.starts_at + make_interval(mins => p.slot_minutes)
        from providers p join availability_rules r on r.provider_id = p.id
        cross join generate_series(${window.fromDate}::date::timestamp, ${window.fromDate}::date::timestamp + make_interval(days => ${days - 1}), interval '1 day') d(day)
        cross join lateral generate_series((d.day + make_interval(mins => r.start_minute)) at time zone 'Asia/Kolkata',
          (d.day + make_interval(mins => r.end_minute - p.slot_minutes)) at time zone 'Asia/Kolkata', make_interval(mins => p.slot_minutes)) s(starts_at)
        where p.id = any(${ids}::uuid[]) and extract(dow from d.day) = r.weekday and s.starts_at > ${now.toISOString()}::timestamptz
        on conflict (provider_id, starts_at) do nothing`,
      );
    });
    naive.push(rebuilt.ms);
  }
  const median = (samples: number[]) => percentile(samples, 0.5);
  return [
    {
      name: `Regenerate ${days} days of slots for ${providerIds.length} providers (median of ${rounds})`,
      unit: 'ms',
      value: median(ours),
      baselineName: 'naive delete-and-insert, no safety checks',
      baseline: median(naive),
      ratio: median(ours) / median(naive),
      note: `created ${changed.created}, removed ${changed.removed} per round; booked slots untouched`,
    },
  ];
}
