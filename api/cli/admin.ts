/**
 * `npm run admin -- <command>`: operator commands run on the server, against the database the
 * server would open (the same environment: DATABASE_URL, DATABASE_DRIVER, DATA_DIR, .env).
 * `npm run admin -- allowlist:clear` is the way back when the IP allowlist shuts every admin out.
 * With PGlite (no DATABASE_URL) stop the server first: an embedded database has one user at a time.
 */
import { createDatabase } from '#db/client.ts';
import { readEnv } from '../core/env.ts';
import { runAdminCommand } from './lib/admin-commands.ts';

const config = readEnv();
const database = await createDatabase({
  url: config.DATABASE_URL,
  driver: config.DATABASE_DRIVER,
  dataDir: config.DATA_DIR,
  neonWsProxy: config.NEON_WS_PROXY,
});
let code: number;
try {
  await database.migrate();
  code = await runAdminCommand({ db: database.db, now: () => new Date() }, process.argv.slice(2), (line) => console.log(line));
} finally {
  // PGlite keeps the process alive until it is closed.
  await database.close();
}
process.exitCode = code;
