import { sql } from 'drizzle-orm';
import pg from 'pg';
import { slotHorizonDays } from '#api/services/availability/slots-maintenance.ts';
import { createDatabase } from '#db/client.ts';
import { seedCatalogue, type SeedTimings } from '#db/seed/catalogue.ts';
import { freshDatabase } from './bench-support.ts';
import { buildSearchDocuments } from './build-search.ts';

/** Providers whose slots cover the app's whole horizon; everyone else gets `--slot-days`. */
export const horizonSampleProviders = 20_000;

export type BenchDatabaseOptions = { providers: number; slotDays: number; reuse: boolean };

async function databaseExists(serverUrl: string, name: string): Promise<boolean> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  } finally {
    await admin.end();
  }
}

function describeTimings(timings: SeedTimings): string {
  return Object.entries(timings)
    .map(([step, ms]) => `${step} ${(ms / 1000).toFixed(1)} s`)
    .join(', ');
}

/**
 * Database `name` beside `serverUrl`, migrated and seeded with a catalogue of `providers` (kept as
 * it is with `reuse` when it exists), its search documents built; returns its URL. Every provider
 * gets `slotDays` days of slots and the first 20,000 the app's whole 14-day horizon: the app's
 * start-up top-up only extends the horizon past the latest slot, so it finds nothing to do, and a
 * million providers do not need 170M slot rows for the benchmarks to book and list. Ends with
 * `vacuum analyze`, as a deployment does after a bulk import.
 */
export async function prepareBenchDatabase(serverUrl: string, name: string, options: BenchDatabaseOptions): Promise<string> {
  const url = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
  if (options.reuse && (await databaseExists(serverUrl, name))) {
    console.log(`Reusing database ${name}.`);
    return url;
  }
  await freshDatabase(serverUrl, name);
  const database = await createDatabase({ url, driver: 'pg' });
  try {
    await database.migrate();
    const started = performance.now();
    const { timings, ...summary } = await seedCatalogue(database.db, {
      providers: options.providers,
      seed: 7,
      now: new Date(),
      slotDays: options.slotDays,
      longerSlots: { providers: horizonSampleProviders, days: slotHorizonDays },
    });
    console.log(`Seeded ${name}: ${JSON.stringify(summary)} in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
    console.log(`  per table: ${describeTimings(timings)}`);
    await buildSearchDocuments(database);
    // As after any bulk import: planner statistics and the visibility map now, not whenever
    // autovacuum gets round to it. Without them every slot query is planned on an empty table.
    const vacuumed = performance.now();
    await database.db.execute(sql`vacuum analyze`);
    console.log(`  vacuum analyze ${((performance.now() - vacuumed) / 1000).toFixed(1)} s`);
  } finally {
    await database.close();
  }
  return url;
}
