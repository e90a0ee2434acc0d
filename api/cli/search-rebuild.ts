/**
 * `npm run db:search-rebuild`: rewrites every search document in bulk (seeding, benchmarks, or a
 * database whose documents are suspect). It empties the documents first, so stop the instances
 * serving this database while it runs; they keep documents current with the drain afterwards.
 */
import { createDatabase } from '#db/client.ts';
import { readEnv } from '../core/env.ts';
import { createLogger } from '../core/logger.ts';
import { rebuildSearchDocuments } from '../services/catalog/search/search-sync.ts';

const config = readEnv();
const database = await createDatabase({
  url: config.DATABASE_URL,
  driver: config.DATABASE_DRIVER,
  dataDir: config.DATA_DIR,
  neonWsProxy: config.NEON_WS_PROXY,
});
try {
  await database.migrate();
  const started = performance.now();
  const summary = await rebuildSearchDocuments({ db: database.db, logger: createLogger('warn'), now: () => new Date() });
  const ms = Math.round(performance.now() - started);
  const rows = summary.providers + summary.services;
  console.log(
    `Search documents rebuilt: ${JSON.stringify(summary)} in ${ms} ms (${Math.round((rows * 1000) / Math.max(ms, 1))} documents/s).`,
  );
} finally {
  await database.close();
}
