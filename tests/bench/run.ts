/**
 * `npm run bench`: builds a large catalogue on PostgreSQL, starts the real app on it and prints
 * each figure next to a baseline measured in the same run on the same data. Prints; never fails.
 *
 * Options: --providers N (default 20000), --slot-days N (default 2), --reuse (keep an existing
 * bench database), --only search|booking|slots|chat|webhook. BENCH_DATABASE_URL picks the server
 * (default postgres://postgres@127.0.0.1:5432/test; a database `bookmitra_bench` is created beside it).
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startServer } from '#api/bootstrap.ts';
import { createLogger } from '#api/core/logger.ts';
import { createDatabase } from '#db/client.ts';
import { seedCatalogue } from '#db/seed/catalogue.ts';
import { testConfig } from '#tests/support/test-server.ts';
import { freshDatabase } from './bench-support.ts';
import type { BenchEnv, BenchResult } from './bench-types.ts';
import { runBookingBench } from './booking-bench.ts';
import { runChatBench } from './chat-bench.ts';
import { printResults } from './print-results.ts';
import { runSearchBench } from './search-bench.ts';
import { runSlotsBench } from './slots-bench.ts';
import { runWebhookBench } from './webhook-bench.ts';

const { values } = parseArgs({
  options: {
    providers: { type: 'string', default: '20000' },
    'slot-days': { type: 'string', default: '2' },
    reuse: { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const benchDb = 'bookmitra_bench';
const benchUrl = Object.assign(new URL(serverUrl), { pathname: `/${benchDb}` }).toString();

async function prepareDatabase(): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [benchDb])).rowCount === 1;
  if (exists && values.reuse) {
    await admin.end();
    console.log(`Reusing database ${benchDb}.`);
    return;
  }
  await admin.end();
  await freshDatabase(serverUrl, benchDb);
  const database = await createDatabase({ url: benchUrl, driver: 'pg' });
  await database.migrate();
  const started = performance.now();
  const summary = await seedCatalogue(database.db, {
    providers: Number(values.providers),
    seed: 7,
    now: new Date(),
    slotDays: Number(values['slot-days']),
  });
  console.log(`Seeded ${JSON.stringify(summary)} in ${Math.round(performance.now() - started)} ms.`);
  await database.close();
}

/** The chat turn runs on a catalogue of the same size, in a database of its own (with the demo accounts). */
const chatOptions = { providers: Number(values.providers), slotDays: Number(values['slot-days']), reuse: values.reuse };

async function main() {
  // The chat benchmark brings its own database (the demo accounts over a catalogue of the same size).
  if (values.only === 'chat') {
    printResults(await runChatBench(serverUrl, chatOptions));
    return;
  }
  if (values.only === 'webhook') {
    printResults(await runWebhookBench(serverUrl));
    return;
  }
  await prepareDatabase();
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
    if (!values.only) results.push(...(await runChatBench(serverUrl, chatOptions)));
    if (!values.only) results.push(...(await runWebhookBench(serverUrl)));
  } finally {
    await pool.end();
    await server.close();
  }
  printResults(results);
}

await main();
