/**
 * `npm run bench:admin`: the admin dashboard, each analytics chart, the provider report and a filtered
 * booking list on PostgreSQL with 1,000,000 bookings, 100,000 clients and 20,000 providers (× --scale),
 * seeded in bulk; p50/p95 of each next to a plain count(*) and group by measured in the same run.
 * BENCH_DATABASE_URL picks the server (default postgres://postgres@127.0.0.1:5432/test; a database
 * `bookmitra_admin_bench` is made beside it). Prints; never fails. Bounded: --runs (default 20) per query.
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createLogger } from '#api/core/logger.ts';
import { createDatabase } from '#db/client.ts';
import { testConfig } from '#tests/support/test-server.ts';
import type { AppContext } from '../../api/core/context.ts';
import { addDays, istDate } from '../../api/core/time-zone.ts';
import { adminOverview } from '../../api/services/admin/overview.ts';
import { listAdminBookings } from '../../api/services/admin/admin-bookings.ts';
import { adminBookingsQuerySchema } from '../../api/routes/admin/admin-bookings.schema.ts';
import * as bookingCharts from '../../api/services/insights/analytics-bookings.ts';
import * as conversationCharts from '../../api/services/insights/analytics-conversations.ts';
import { resolveRange } from '../../api/services/insights/ist-range.ts';
import { providerReport } from '../../api/services/insights/provider-report.ts';
import { freshDatabase, percentile } from './bench-support.ts';
import { seedAdminBench } from './admin-seed.ts';

const { values } = parseArgs({ options: { scale: { type: 'string', default: '1' }, runs: { type: 'string', default: '20' } } });
const scale = Number(values.scale);
const runs = Math.max(3, Number(values.runs));
const sizes = {
  clients: Math.round(100_000 * scale),
  providers: Math.max(10, Math.round(20_000 * scale)),
  bookings: Math.round(1_000_000 * scale),
};
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function measure(label: string, task: () => Promise<unknown>) {
  await task();
  const samples: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    const started = performance.now();
    await task();
    samples.push(performance.now() - started);
  }
  const [p50, p95] = [percentile(samples, 0.5), percentile(samples, 0.95)];
  console.log(
    `${label.padEnd(44)} p50 ${p50.toFixed(1).padStart(8)} ms   p95 ${p95.toFixed(1).padStart(8)} ms${p95 > 300 ? '   over the 300 ms target' : ''}`,
  );
}

async function main() {
  const url = await freshDatabase(serverUrl, 'bookmitra_admin_bench');
  const database = await createDatabase({ url, driver: 'pg' });
  await database.migrate();
  const raw = new pg.Client({ connectionString: url });
  await raw.connect();
  console.log(`Seeding ${JSON.stringify(sizes)}…`);
  await seedAdminBench(raw, sizes);
  const config = testConfig();
  const ctx: AppContext = { db: database.db, database, config, logger: createLogger('silent'), now: () => new Date() };
  const month = resolveRange(ctx.now(), {});
  const yearRange = resolveRange(ctx.now(), { from: addDays(istDate(ctx.now()), -364) });
  console.log(`\nBaseline (same data, same run):`);
  await measure('count(*) over bookings', () => raw.query('select count(*) from bookings'));
  await measure('group by status over bookings', () => raw.query('select status, count(*) from bookings group by status'));
  await measure('count(*) of the last 30 days (created_at)', () =>
    raw.query("select count(*) from bookings where created_at >= now() - interval '30 days'"),
  );
  console.log(`\nAdmin pages:`);
  for (const key of ['today', '7d', '30d'] as const) await measure(`dashboard (${key})`, () => adminOverview(ctx, key));
  for (const [label, range] of [
    ['30 days', month],
    ['365 days', yearRange],
  ] as const) {
    await measure(`chart bookings-by-channel (${label})`, () => bookingCharts.bookingsByChannelPerDay(ctx, range));
    await measure(`chart categories (${label})`, () => bookingCharts.bookingsByCategory(ctx, range));
    await measure(`chart cities (${label})`, () => bookingCharts.bookingsByCity(ctx, range));
    await measure(`chart cancellations (${label})`, () => bookingCharts.cancellationsPerDay(ctx, range));
    await measure(`chart chat-share (${label})`, () => bookingCharts.chatShare(ctx, range));
    await measure(`chart languages (${label})`, () => conversationCharts.conversationLanguages(ctx, range));
    await measure(`chart search-misses (${label})`, () => conversationCharts.searchMissTerms(ctx, range));
    await measure(`provider report, first page (${label})`, () =>
      providerReport(ctx, range, { page: 1, pageSize: 20, sort: 'bookings', dir: 'desc' }),
    );
    await measure(`provider report, flagged only (${label})`, () =>
      providerReport(ctx, range, { page: 1, pageSize: 20, sort: 'bookings', dir: 'desc', flagged: true }),
    );
  }
  await measure('booking list: cancelled on WhatsApp', () =>
    listAdminBookings(ctx, adminBookingsQuerySchema.parse({ status: 'cancelled', channel: 'whatsapp' })),
  );
  await raw.end();
  await database.close();
}

await main();
