/** `npm run db:migrate`: applies the committed migrations to the configured database. */
import { createDatabase } from '#db/client.ts';
import { readEnv } from '../core/env.ts';

const config = readEnv();
const database = await createDatabase({
  url: config.DATABASE_URL,
  driver: config.DATABASE_DRIVER,
  dataDir: config.DATA_DIR,
  neonWsProxy: config.NEON_WS_PROXY,
});
const started = performance.now();
try {
  await database.migrate();
  const where = database.driver === 'pglite' ? `embedded database in ${config.DATA_DIR}` : `${database.driver} database`;
  console.log(`Migrations applied to the ${where} in ${Math.round(performance.now() - started)} ms. Done.`);
} finally {
  // PGlite keeps the process alive until it is closed.
  await database.close();
}
