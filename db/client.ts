import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { Pool as NeonPool, neonConfig } from '@neondatabase/serverless';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNeon } from 'drizzle-orm/neon-serverless';
import { migrate as migrateNeon } from 'drizzle-orm/neon-serverless/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { WebSocket } from 'ws';
import { projectPath } from './project-root.ts';
import { readPgliteTemplate, writePgliteTemplate } from './pglite-template.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DbDriver = 'pglite' | 'pg' | 'neon';

export type DatabaseOptions = {
  /** postgres:// URL; absent means the embedded PGlite database. */
  url?: string | undefined;
  /** Forces a driver; by default a `*.neon.tech` URL means neon, any other URL pg. */
  driver?: DbDriver | undefined;
  /** PGlite data directory; absent means in memory. */
  dataDir?: string | undefined;
  /** PGlite only: start from a dump made by `dumpDataDir` (fast test databases). */
  loadDataDir?: Blob | File | undefined;
  /** PGlite with `dataDir` only: the dump a new directory starts from; default the cached template, null none. */
  pgliteTemplate?: Blob | null | undefined;
  poolSize?: number | undefined;
  /** Neon only: host:port of a WebSocket-to-TCP proxy, for local servers. */
  neonWsProxy?: string | undefined;
};

export type Database = {
  db: Db;
  driver: DbDriver;
  /** Subscribes to a Postgres NOTIFY channel; resolves to an unsubscribe function. */
  listen: (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;
  /** Applies the committed migrations (serialised across instances on a server). */
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /** Connection pool use (pg and neon): connections open, idle, callers waiting, and the maximum. */
  poolStats?: () => PoolStats;
  /** The PGlite instance, when the driver is pglite (tests dump it to make templates). */
  pglite?: PGlite;
};

export type PoolStats = { total: number; idle: number; waiting: number; max: number };

function poolStatsOf(pool: { totalCount: number; idleCount: number; waitingCount: number }, max: number): () => PoolStats {
  return () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max });
}

const migrationsFolder = projectPath('db', 'migrations');
/** Any fixed number: all instances take the same advisory lock while migrating. */
const migrationLockId = 7_340_211;
/** Pause before a lost LISTEN connection subscribes again. */
const listenRetryMs = 1000;

/** Chooses the driver the way DESIGN §2 says: no URL → PGlite, Neon URL → neon, else node-postgres. */
export function pickDriver(options: Pick<DatabaseOptions, 'url' | 'driver'>): DbDriver {
  if (options.driver) return options.driver;
  if (!options.url) return 'pglite';
  return /\.neon\.tech\b/.test(options.url) ? 'neon' : 'pg';
}

/** Opens the database with the driver chosen by the options. */
export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  const driver = pickDriver(options);
  if (driver === 'pglite') return openPglite(options);
  if (!options.url) throw new Error(`DATABASE_URL is required for the ${driver} driver`);
  return driver === 'neon' ? openNeon(options.url, options) : openPg(options.url, options);
}

const pgliteExtensions = { pg_trgm, btree_gist };
const pgliteExtensionNames = Object.keys(pgliteExtensions);

function isMissingOrEmpty(dir: string) {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

/**
 * Opens a PGlite data directory. A new directory starts from the migrated template when one is
 * cached (see db/pglite-template.ts) instead of running initdb; if loading it fails, the half-written
 * directory (empty before) is cleared and initdb runs as usual. `cacheAfterMigrate` says that a new
 * directory had no usable cached template: its first migration then saves one for the next start.
 */
async function openPgliteDir(dataDir: string, preferred: Blob | null | undefined): Promise<{ client: PGlite; cacheAfterMigrate: boolean }> {
  const fresh = isMissingOrEmpty(dataDir);
  const template = fresh ? (preferred === undefined ? readPgliteTemplate(pgliteExtensionNames) : preferred) : null;
  mkdirSync(dataDir, { recursive: true });
  if (template) {
    try {
      return { client: await PGlite.create(dataDir, { extensions: pgliteExtensions, loadDataDir: template }), cacheAfterMigrate: false };
    } catch (error) {
      console.warn(
        JSON.stringify({ level: 'warn', msg: 'pglite template not loaded; creating the database from scratch', error: String(error) }),
      );
      for (const entry of readdirSync(dataDir)) rmSync(join(dataDir, entry), { recursive: true, force: true });
    }
  }
  return { client: await PGlite.create(dataDir, { extensions: pgliteExtensions }), cacheAfterMigrate: fresh && preferred === undefined };
}

/** Saves a freshly migrated, still empty database as the template; a failure only costs the next start time. */
async function cacheTemplate(client: PGlite) {
  try {
    await writePgliteTemplate(pgliteExtensionNames, await client.dumpDataDir('gzip'));
  } catch (error) {
    console.warn(JSON.stringify({ level: 'warn', msg: 'pglite template not saved', error: String(error) }));
  }
}

/** Builds and caches the migrated PGlite template (`npm ci` runs this through postinstall). */
export async function buildPgliteTemplate(): Promise<string> {
  const database = await openPglite({});
  try {
    await database.migrate();
    const dump = await database.pglite!.dumpDataDir('gzip');
    return await writePgliteTemplate(pgliteExtensionNames, dump);
  } finally {
    await database.close();
  }
}

async function openPglite(options: DatabaseOptions): Promise<Database> {
  const { client, cacheAfterMigrate } = options.dataDir
    ? await openPgliteDir(options.dataDir, options.pgliteTemplate)
    : { client: await PGlite.create({ extensions: pgliteExtensions, loadDataDir: options.loadDataDir }), cacheAfterMigrate: false };
  let saveTemplate = cacheAfterMigrate;
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    pglite: client,
    listen: async (channel, onPayload) => {
      const unsubscribe = await client.listen(channel, onPayload);
      return async () => unsubscribe();
    },
    migrate: async () => {
      await migratePglite(drizzlePglite({ client, casing: 'snake_case' }), { migrationsFolder });
      if (saveTemplate) {
        saveTemplate = false;
        await cacheTemplate(client);
      }
    },
    close: () => client.close(),
  };
}

async function openPg(url: string, options: DatabaseOptions): Promise<Database> {
  // JIT off: it compiles plans for the few large reads (the admin reports) and costs them more time
  // (~40 ms on a year's report) than it saves; the short booking queries never reach its threshold.
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10, options: '-c jit=off' });
  // An idle client that loses its server must not crash the process.
  pool.on('error', (error) => console.error(JSON.stringify({ level: 'error', msg: 'pg pool error', error: error.message })));
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    driver: 'pg',
    listen: (channel, onPayload) => listenOnPool(pool, channel, onPayload),
    poolStats: poolStatsOf(pool, options.poolSize ?? 10),
    migrate: () => withMigrationLock(db, () => migratePg(drizzlePg({ client: pool, casing: 'snake_case' }), { migrationsFolder })),
    close: closerOf(pool),
  };
}

async function openNeon(url: string, options: DatabaseOptions): Promise<Database> {
  neonConfig.webSocketConstructor = WebSocket;
  if (options.neonWsProxy) {
    const proxy = options.neonWsProxy;
    neonConfig.wsProxy = (host, port) => `${proxy}/v2?address=${host}:${port}`;
    neonConfig.useSecureWebSocket = false;
    neonConfig.pipelineTLS = false;
    neonConfig.pipelineConnect = false;
  }
  const pool = new NeonPool({ connectionString: url, max: options.poolSize ?? 10 });
  pool.on('error', (error: Error) => console.error(JSON.stringify({ level: 'error', msg: 'neon pool error', error: error.message })));
  const db = drizzleNeon({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    driver: 'neon',
    listen: (channel, onPayload) => listenOnPool(pool as unknown as pg.Pool, channel, onPayload),
    poolStats: poolStatsOf(pool, options.poolSize ?? 10),
    migrate: () => withMigrationLock(db, () => migrateNeon(drizzleNeon({ client: pool, casing: 'snake_case' }), { migrationsFolder })),
    close: closerOf(pool),
  };
}

type EndingClient = { once(event: 'end', listener: () => void): unknown };
type TrackablePool = { on(event: 'connect', listener: (client: EndingClient) => void): unknown; end(): Promise<void> };

/**
 * `pool.end()` resolves once it has asked every connection to end, not once they have. A database
 * dropped or a server restarted right after would terminate the stragglers and their errors would
 * reach the pool's handler after close; so close waits for each connection's own end.
 */
function closerOf(pool: TrackablePool): () => Promise<void> {
  const open = new Set<Promise<void>>();
  pool.on('connect', (client) => {
    const ended = new Promise<void>((resolve) => client.once('end', resolve));
    open.add(ended);
    void ended.then(() => open.delete(ended));
  });
  return async () => {
    await pool.end();
    await Promise.all(open);
  };
}

/**
 * LISTEN needs one connection held for the subscription's lifetime. When that connection
 * dies (server restart, network), it is dropped and a new one subscribes again after a
 * short pause; a missed notification only delays a cache refresh, so the caller is told
 * through `onPayload('')` once it is back.
 */
async function listenOnPool(pool: pg.Pool, channel: string, onPayload: (payload: string) => void) {
  const statement = `LISTEN ${pg.escapeIdentifier(channel)}`;
  let client: pg.PoolClient | undefined;
  let detach = () => {};
  let closed = false;

  const subscribe = async (): Promise<void> => {
    const next = await pool.connect();
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    const onError = (error: Error) => {
      // Once given back to the pool (unsubscribed), the connection is the pool's to handle.
      if (client !== next) return;
      console.error(JSON.stringify({ level: 'error', msg: 'listen connection lost', channel, error: error.message }));
      client = undefined;
      next.release(error);
      if (!closed) setTimeout(resubscribe, listenRetryMs).unref();
    };
    next.on('error', onError);
    detach = () => next.off('error', onError);
    client = next;
    try {
      await next.query(statement);
    } catch (error) {
      if (client === next) {
        client = undefined;
        detach();
        next.release(error as Error);
      }
      throw error;
    }
  };
  const resubscribe = () => {
    if (closed) return;
    subscribe().then(
      () => onPayload(''),
      () => setTimeout(resubscribe, listenRetryMs).unref(),
    );
  };

  await subscribe();
  return async () => {
    closed = true;
    const current = client;
    client = undefined;
    if (!current) return;
    detach();
    await current.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`);
    current.release();
  };
}

async function withMigrationLock(db: Db, run: () => Promise<void>) {
  // Session-level advisory locks need one connection; a transaction-level lock gives that.
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${migrationLockId})`);
    await run();
  });
}

const rawSqlDialect = new PgDialect();

/**
 * Runs raw SQL as a named prepared statement and returns its rows. node-postgres and Neon keep it
 * per connection, so Postgres parses and plans the hottest statements once rather than on every
 * request (planning a five-table CTE costs more than running it); PGlite ignores the name.
 * A name must always stand for the same SQL text.
 */
export async function executePreparedRows<T extends Record<string, unknown>>(db: Db, name: string, query: SQL): Promise<T[]> {
  const prepared = db._.session.prepareQuery(rawSqlDialect.sqlToQuery(query), undefined, name, false);
  const result = (await prepared.execute()) as { rows: T[] };
  return result.rows;
}

/** Runs raw SQL and returns its rows; every driver's result carries `rows`. */
export async function executeRows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Runs raw SQL and returns how many rows it changed. */
export async function executeCount(db: Db, query: SQL): Promise<number> {
  const result = (await db.execute(query)) as unknown as { rowCount?: number | null; affectedRows?: number };
  return Number(result.rowCount ?? result.affectedRows ?? 0);
}
