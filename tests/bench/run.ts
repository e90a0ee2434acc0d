/**
 * `npm run bench`: builds a large catalogue on PostgreSQL, starts the real app on it and prints
 * each figure next to a baseline measured in the same run on the same data. Prints; never fails.
 *
 * Options: --providers N (default 20000; up to 1,000,000), --slot-days N (default 2: days of slots
 * for every provider; the first 20,000 get the app's whole 14-day horizon), --reuse (keep an
 * existing bench database), --database NAME (default bookmitra_bench), --only search|booking|slots|chat|webhook|instance|seed (seed: build the
 * database, print the seeding time per table, stop). BENCH_DATABASE_URL
 * picks the server (default postgres://postgres@127.0.0.1:5432/test; a database `bookmitra_bench`
 * is created beside it; above 20,000 providers also `bookmitra_bench_small` and
 * `bookmitra_bench_chat_small` of 20,000, kept between runs, for the instance and Mitra baselines).
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startServer } from '#api/bootstrap.ts';
import { createLogger } from '#api/core/logger.ts';
import { testConfig } from '#tests/support/test-server.ts';
import { prepareBenchDatabase } from './bench-database.ts';
import type { BenchEnv, BenchResult } from './bench-types.ts';
import { runBookingBench } from './booking-bench.ts';
import { runChatBenchAtScale } from './chat-bench.ts';
import { baselineProviders, runInstanceBench } from './instance-bench.ts';
import { printResults } from './print-results.ts';
import { runSearchBench } from './search-bench.ts';
import { runSlotsBench } from './slots-bench.ts';
import { runWebhookBench } from './webhook-bench.ts';

const { values } = parseArgs({
  options: {
    providers: { type: 'string', default: '20000' },
    'slot-days': { type: 'string', default: '2' },
    reuse: { type: 'boolean', default: false },
    database: { type: 'string', default: 'bookmitra_bench' },
    only: { type: 'string' },
  },
});

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** Several sizes can be kept side by side, each in its own database (`--database bookmitra_bench_20k`). */
const benchDb = values.database;
const providerCount = Number(values.providers);
const slotDays = Number(values['slot-days']);

/** The chat turn runs on a catalogue of the same size, in a database of its own (with the demo accounts). */
const chatOptions = { providers: providerCount, slotDays, reuse: values.reuse };

/** The in-process app on the bench database, and the figures measured against it. */
async function runAgainstApp(benchUrl: string): Promise<BenchResult[]> {
  const config = testConfig({
    DATABASE_URL: benchUrl,
    DATABASE_POOL_SIZE: '20',
    RATE_LIMIT_BOOKING: '1000000/60',
    RATE_LIMIT_SIGN_IN: '1000000/60',
    RATE_LIMIT_SIGN_UP: '1000000/60',
  });
  const server = await startServer(config, { logger: createLogger('warn') });
  const pool = new pg.Pool({ connectionString: benchUrl, max: 20 });
  const env: BenchEnv = { baseUrl: server.url, ctx: server.ctx, pool, databaseUrl: benchUrl };
  const counts = await pool.query(
    'select (select count(*) from providers) as providers, (select count(*) from services) as services, (select count(*) from time_slots) as slots',
  );
  console.log(`Catalogue: ${JSON.stringify(counts.rows[0])}`);
  const results: BenchResult[] = [];
  try {
    if (!values.only || values.only === 'search') results.push(...(await runSearchBench(env)));
    if (!values.only || values.only === 'booking') results.push(...(await runBookingBench(env)));
    if (!values.only || values.only === 'slots') results.push(...(await runSlotsBench(env)));
  } finally {
    await pool.end();
    await server.close();
  }
  return results;
}

async function main() {
  // The chat benchmark brings its own database (the demo accounts over a catalogue of the same size).
  if (values.only === 'chat') {
    printResults(await runChatBenchAtScale(serverUrl, chatOptions, baselineProviders));
    return;
  }
  if (values.only === 'webhook') {
    printResults(await runWebhookBench(serverUrl));
    return;
  }
  const benchUrl = await prepareBenchDatabase(serverUrl, benchDb, { providers: providerCount, slotDays, reuse: values.reuse });
  if (values.only === 'seed') return;
  const instance = { serverUrl, databaseUrl: benchUrl, providers: providerCount, slotDays };
  if (values.only === 'instance') {
    printResults(await runInstanceBench(instance));
    return;
  }
  const results: BenchResult[] = [];
  // First, while nothing else runs: it times separate server processes from spawn to healthy.
  if (!values.only) results.push(...(await runInstanceBench(instance)));
  results.push(...(await runAgainstApp(benchUrl)));
  if (!values.only) results.push(...(await runChatBenchAtScale(serverUrl, chatOptions, baselineProviders)));
  if (!values.only) results.push(...(await runWebhookBench(serverUrl)));
  printResults(results);
}

await main();
