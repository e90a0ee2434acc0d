/**
 * `npm run bench:export -- --rows N`: seeds N bookings in bulk, then streams the bookings CSV export
 * through the real service (keyset batches → csv-stringify) twice, for N/4 and N rows, printing
 * rows per second and the peak RSS above the start of each export. Flat memory means the two
 * peaks stay close while the rows quadruple. Bounded: at most 2,000,000 rows; prints, never fails.
 * Runs on BENCH_DATABASE_URL (PostgreSQL) when set, else on an in-memory embedded database.
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { AppContext } from '#api/core/context.ts';
import { createLogger } from '#api/core/logger.ts';
import { exportCsv } from '#api/services/exports/export-csv.ts';
import { createDatabase } from '#db/client.ts';
import { testConfig } from '#tests/support/test-server.ts';
import { makeProvider } from '#tests/factories/catalog.ts';

const { values } = parseArgs({ options: { rows: { type: 'string', default: '20000' } } });
const rows = Math.min(Math.max(Number(values.rows) || 20_000, 100), 2_000_000);

const database = await createDatabase({ url: process.env.BENCH_DATABASE_URL });
await database.migrate();
const config = testConfig();
const ctx: AppContext = { db: database.db, database, config, logger: createLogger('silent'), now: () => new Date() };

/** Two providers, so each export run filters to its own share: N/4 rows and N rows. */
async function seed(count: number, label: string) {
  const { provider, services, userId } = await makeProvider(ctx.db, { name: `Bench ${label} ${randomUUID().slice(0, 6)}` });
  await ctx.db.execute(sql`insert into time_slots (provider_id, starts_at, ends_at)
    select ${provider.id}::uuid, timestamptz '2020-01-01 04:00Z' + g * interval '1 hour', timestamptz '2020-01-01 04:30Z' + g * interval '1 hour'
    from generate_series(1, ${count}) g`);
  await ctx.db
    .execute(sql`insert into bookings (user_id, provider_id, service_id, slot_id, starts_at, ends_at, name, phone, status, amount_paise, payment_status)
    select ${userId}, ${provider.id}::uuid, ${services[0]!.id}::uuid, s.id, s.starts_at, s.ends_at,
      'கார்த்திக் சுப்பிரமணியன் ' || s.id::text, '+919840012345', 'completed', 149900, 'paid'
    from time_slots s where s.provider_id = ${provider.id}::uuid`);
  return { providerId: provider.id, adminId: userId };
}

async function measure(providerId: string, adminId: string) {
  const admin = { id: adminId, email: 'bench@example.in', name: 'Bench', role: 'admin' as const, phoneNumber: null };
  globalThis.gc?.();
  const startRss = process.memoryUsage().rss;
  let peak = startRss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const started = performance.now();
  const csv = await exportCsv(ctx, admin, {
    kind: 'bookings',
    filter: { page: 1, pageSize: 20, dir: 'desc', sort: 'start', providerId },
  });
  let bytes = 0;
  for await (const chunk of csv.chunks) {
    bytes += Buffer.byteLength(chunk);
    peak = Math.max(peak, process.memoryUsage().rss);
  }
  clearInterval(sampler);
  const seconds = (performance.now() - started) / 1000;
  return { rows: csv.estimatedRows, seconds, bytes, peakAboveStartMb: (peak - startRss) / 1_048_576, peakMb: peak / 1_048_576 };
}

const seededAt = performance.now();
// Bulk rows skip the rollup trigger (it would hold a million rows in one array); counted once after.
await ctx.db.execute(sql`alter table bookings disable trigger bookings_rollups_insert`);
const small = await seed(Math.floor(rows / 4), 'quarter');
const large = await seed(rows, 'full');
await ctx.db.execute(sql`alter table bookings enable trigger bookings_rollups_insert`);
await ctx.db.execute(sql`select rebuild_booking_rollups()`);
// Planner statistics, as autovacuum would gather them after a load this size.
await ctx.db.execute(sql`analyze`);
const seedSeconds = (performance.now() - seededAt) / 1000;
const results = [await measure(small.providerId, small.adminId), await measure(large.providerId, large.adminId)];
await database.close();

console.log(`export bench on ${database.driver}: ${rows.toLocaleString('en-IN')} rows (seeded in ${seedSeconds.toFixed(1)} s)`);
for (const result of results) {
  console.log(
    `  ${result.rows.toLocaleString('en-IN').padStart(10)} rows  ${Math.round(result.rows / result.seconds)
      .toLocaleString('en-IN')
      .padStart(8)} rows/s` +
      `  ${(result.bytes / 1_048_576).toFixed(1).padStart(7)} MB CSV  peak RSS ${result.peakMb.toFixed(0)} MB (+${result.peakAboveStartMb.toFixed(0)} MB during the export)`,
  );
}
