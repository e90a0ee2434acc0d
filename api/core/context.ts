import type { Database, Db } from '#db/client.ts';
import type { AppConfig } from './env.ts';
import type { Logger } from './logger.ts';

/** What every service needs: the database, the configuration, the clock and a logger. */
export type AppContext = {
  db: Db;
  database: Database;
  config: AppConfig;
  logger: Logger;
  /** The current instant; tests move it to exercise time rules. */
  now: () => Date;
};
