import type { Database, Db } from '#db/client.ts';
import type { AppConfig } from './env.ts';
import type { Logger } from './logger.ts';

/** What every service needs: the database, the configuration, the clock and a logger. */
export type AppContext = {
  db: Db;
  database: Database;
  /**
   * Where reads that may lag a moment go (search, the directory, provider pages): the read replica
   * of DATABASE_READ_URL, else absent and `db` serves them (readerOf).
   */
  readDb?: Db;
  config: AppConfig;
  logger: Logger;
  /** The current instant; tests move it to exercise time rules. */
  now: () => Date;
};

/** The database for reads that may lag a moment behind the primary: the replica when there is one. */
export const readerOf = (ctx: Pick<AppContext, 'db' | 'readDb'>): Db => ctx.readDb ?? ctx.db;
