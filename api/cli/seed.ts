/**
 * `npm run db:seed`: migrates, then seeds the demo marketplace (idempotent).
 * `npm run db:seed -- --providers 20000 [--slot-days 2] [--seed 7]`: a large catalogue for
 * benchmarks (up to 1,000,000 providers, inserted 10,000 at a time; it prints the time each table
 * took). On a database without the demo it is the demo scaled to N providers (demo accounts
 * included); when the demo is already there, N more providers are added on top. Slots are about
 * 6 rows per provider and day: a million providers want `--slot-days 1`.
 * With NODE_ENV=production it seeds nothing unless `--demo` is given: the demo accounts' passwords
 * are published. The search documents are written before it ends: drained for the demo, rebuilt
 * in bulk for a large catalogue (a rebuild locks the search tables while it runs).
 */
import { parseArgs } from 'node:util';
import { count } from 'drizzle-orm';
import { z } from 'zod';
import { createDatabase, type Db } from '#db/client.ts';
import { providers, services, timeSlots } from '#db/schema/index.ts';
import { seedCatalogue, type SeedTimings } from '#db/seed/catalogue.ts';
import { demoAccounts, seedDemo } from '#db/seed/demo.ts';
import { readEnv } from '../core/env.ts';
import { createLogger } from '../core/logger.ts';
import { rebuildSearchDocuments, syncSearchDocuments } from '../services/catalog/search/search-sync.ts';

const argsSchema = z.object({
  providers: z.coerce.number().int().min(1).max(1_000_000).optional(),
  'slot-days': z.coerce.number().int().min(1).max(60).default(14),
  seed: z.coerce.number().int().min(0).default(42),
  demo: z.boolean().default(false),
});

function readArgs() {
  const { values } = parseArgs({
    options: { providers: { type: 'string' }, 'slot-days': { type: 'string' }, seed: { type: 'string' }, demo: { type: 'boolean' } },
  });
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    console.error(`Invalid arguments: ${z.prettifyError(parsed.error)}`);
    console.error('Usage: npm run db:seed [-- --providers N] [--slot-days D] [--seed S] [--demo]');
    process.exit(2);
  }
  return parsed.data;
}

async function totals(db: Db) {
  const [[p], [s], [t]] = await Promise.all([
    db.select({ n: count() }).from(providers),
    db.select({ n: count() }).from(services),
    db.select({ n: count() }).from(timeSlots),
  ]);
  return { providers: p?.n ?? 0, services: s?.n ?? 0, slots: t?.n ?? 0 };
}

/** Seeds the demo, or N providers on top of an existing demo; returns what was created. */
async function seed(db: Db, args: z.infer<typeof argsSchema>, timings: SeedTimings) {
  const options = { now: new Date(), seed: args.seed, slotDays: args['slot-days'], timings };
  const demo = await seedDemo(db, { ...options, providers: args.providers });
  if (!demo.alreadySeeded || args.providers === undefined) return demo;
  console.log(`Demo data already present; adding ${args.providers} providers on top.`);
  return seedCatalogue(db, { ...options, providers: args.providers });
}

/** Drains the search queue the seed filled; a bench-sized catalogue is rebuilt in bulk instead, many times faster. */
async function writeSearchDocuments(db: Db, large: boolean) {
  const started = performance.now();
  const ctx = { db, logger: createLogger('warn'), now: () => new Date() };
  const written = large ? await rebuildSearchDocuments(ctx) : { providers: await syncSearchDocuments(ctx) };
  console.log(`Search documents written for ${written.providers} providers in ${Math.round(performance.now() - started)} ms.`);
}

const args = readArgs();
const config = readEnv();
if (config.NODE_ENV === 'production' && !args.demo) {
  console.error('NODE_ENV=production: db:seed creates demo accounts whose passwords are published, so it seeds nothing.');
  console.error('To seed them anyway (a staging database), run: npm run db:seed -- --demo');
  process.exit(2);
}
const database = await createDatabase({
  url: config.DATABASE_URL,
  driver: config.DATABASE_DRIVER,
  dataDir: config.DATA_DIR,
  poolSize: config.DATABASE_POOL_SIZE,
  neonWsProxy: config.NEON_WS_PROXY,
});
try {
  await database.migrate();
  const started = performance.now();
  const timings: SeedTimings = {};
  const created = await seed(database.db, args, timings);
  const ms = Math.round(performance.now() - started);
  if ('alreadySeeded' in created && created.alreadySeeded) console.log('Demo data already present; nothing to do.');
  else
    console.log(`Created ${JSON.stringify({ ...created, timings: undefined })} in ${ms} ms; per table (ms): ${JSON.stringify(timings)}.`);
  await writeSearchDocuments(database.db, args.providers !== undefined);
  console.log(`Database now holds ${JSON.stringify(await totals(database.db))}.`);
  console.log('Demo accounts:');
  for (const account of demoAccounts) console.log(`  ${account.label.padEnd(9)} ${account.email}  /  ${account.password}`);
} finally {
  await database.close();
}
