import { serve, type ServerType } from '@hono/node-server';
import { count } from 'drizzle-orm';
import { createDatabase, type Database } from '#db/client.ts';
import { providers } from '#db/schema/index.ts';
import { demoAccounts, seedDemo } from '#db/seed/demo.ts';
import { createApp, type App } from './app.ts';
import type { AppContext } from './core/context.ts';
import type { AppConfig } from './core/env.ts';
import { createLogger, describeError, type Logger } from './core/logger.ts';
import { ensureAdminAccount } from './services/accounts/admin-account.ts';
import { accountsWithPublishedPasswords, publishedPasswordMessage } from './services/accounts/demo-guard.ts';
import { firstAdminAvailable } from './services/accounts/first-admin.ts';
import { syncSearchDocuments } from './services/catalog/search/search-sync.ts';
import { startMessagingWorkers } from './services/messaging/messaging-workers.ts';
import { runWaitlistOnce } from './services/waitlist/waitlist-worker.ts';
import { slotTopUpIntervalMs, topUpSlots } from './services/availability/slots-maintenance.ts';
import { startPlanExpiryJob } from './services/plans/plan-expiry.ts';
import { startHeartbeat } from './services/health-report/heartbeat.ts';
import { startAccessLogRetention } from './services/admin/access-log.ts';
import { noteWorkerRun, registerWorker } from './services/health-report/worker-status.ts';

export type StartOptions = {
  /** Use this database instead of opening one from the configuration (tests). */
  database?: Database;
  /** Use this read replica instead of opening DATABASE_READ_URL (tests). */
  readDatabase?: Database;
  logger?: Logger;
  now?: () => Date;
};

export type Running = { ctx: AppContext; app: App; close: () => Promise<void> };

/** Opens the database, applies migrations, seeds the demo data when asked, and builds the app. */
export async function bootstrap(config: AppConfig, options: StartOptions = {}): Promise<Running> {
  const logger = options.logger ?? createLogger(config.LOG_LEVEL);
  const database =
    options.database ??
    (await createDatabase({
      url: config.DATABASE_URL,
      driver: config.DATABASE_DRIVER,
      dataDir: config.DATA_DIR,
      poolSize: config.DATABASE_POOL_SIZE,
      neonWsProxy: config.NEON_WS_PROXY,
    }));
  await database.migrate();
  // The replica is migrated by replication from the primary: never migrated from here.
  const replica =
    options.readDatabase ??
    (config.DATABASE_READ_URL
      ? await createDatabase({ url: config.DATABASE_READ_URL, poolSize: config.DATABASE_POOL_SIZE, neonWsProxy: config.NEON_WS_PROXY })
      : undefined);
  const ctx: AppContext = { db: database.db, database, config, logger, now: options.now ?? clockOf(config) };
  if (replica) ctx.readDb = replica.db;

  if (config.seedDemo) await seedIfEmpty(ctx);
  else if (config.NODE_ENV === 'production' && config.SEED_DEMO)
    logger.warn('SEED_DEMO is ignored in production: demo accounts have published passwords');
  await topUpSlots(ctx);
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    await ensureAdminAccount(ctx, { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD });
  }
  if (config.NODE_ENV === 'production') await refusePublishedPasswords(ctx, options.database ? undefined : database);
  await warnWhileSetupOpen(ctx);
  const app = await createApp(ctx);
  const topUp = setInterval(() => {
    topUpSlots(ctx).catch((error: unknown) => logger.error('slot top-up failed', describeError(error)));
  }, slotTopUpIntervalMs);
  topUp.unref();
  const messagingWorkers = startMessagingWorkers(ctx, { onStart: registerWorker, onRun: noteWorkerRun }, runWaitlistOnce);
  const planExpiry = startPlanExpiryJob(ctx);
  const heartbeat = startHeartbeat(ctx);
  const accessLogRetention = startAccessLogRetention(ctx);
  const close = async () => {
    clearInterval(topUp);
    await Promise.all([messagingWorkers.stop(), planExpiry.stop(), heartbeat.stop(), accessLogRetention.stop()]);
    await app.close();
    if (!options.database) await database.close();
    if (replica && !options.readDatabase) await replica.close();
  };
  return { ctx, app, close };
}

/** Production never runs while a published demo password opens an account. */
async function refusePublishedPasswords(ctx: AppContext, ownDatabase: Database | undefined) {
  const exposed = await accountsWithPublishedPasswords(ctx);
  if (exposed.length === 0) return;
  await ownDatabase?.close();
  throw new StartupRefused(publishedPasswordMessage(exposed));
}

/**
 * Without an admin (no ADMIN_EMAIL/ADMIN_PASSWORD, no demo seed) the one-off set-up is open: the
 * first visitor of a fresh install can make themselves its admin (issue 22.11). Said at every start
 * while it lasts.
 */
async function warnWhileSetupOpen(ctx: AppContext) {
  if (!(await firstAdminAvailable(ctx))) return;
  ctx.logger.warn('no admin yet: /api/setup/admin is open, and whoever calls it first becomes this server’s admin', {
    fix: 'Set ADMIN_EMAIL and ADMIN_PASSWORD and restart (the admin is created at start-up), or create the admin now at /create-admin-account',
  });
}

/** Start-up stopped on purpose; the message says why and how to fix it. */
export class StartupRefused extends Error {
  override name = 'StartupRefused';
}

async function seedIfEmpty(ctx: AppContext) {
  const [row] = await ctx.db.select({ n: count() }).from(providers);
  if ((row?.n ?? 0) > 0) return;
  const started = performance.now();
  const summary = await seedDemo(ctx.db, { now: ctx.now() });
  // The seed's rows queued every provider for search: written now, so the first search finds them.
  await syncSearchDocuments(ctx);
  ctx.logger.info('demo data seeded', { ...summary, ms: Math.round(performance.now() - started) });
}

export type Server = Running & { url: string; port: number; server: ServerType };

/** Starts the HTTP server; port 0 picks a free port (tests). */
export async function startServer(config: AppConfig, options: StartOptions = {}): Promise<Server> {
  const running = await bootstrap(config, options);
  const { server, port } = await new Promise<{ server: ServerType; port: number }>((resolve) => {
    const started = serve({ fetch: running.app.app.fetch, port: config.PORT, hostname: config.HOST }, (info) =>
      resolve({ server: started, port: info.port }),
    );
  });
  const url = `http://127.0.0.1:${port}`;
  const close = async () => {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      // Keep-alive and SSE connections would hold close() open forever.
      if ('closeAllConnections' in server) server.closeAllConnections();
    });
    await running.close();
  };
  return { ...running, server, port, url, close };
}

/** The demo accounts, for the start-up banner and the README. */
export function demoAccountLines(config: AppConfig): string[] {
  const lines = demoAccounts.map((account) => `  ${account.label.padEnd(9)} ${account.email}  /  ${account.password}`);
  if (config.ADMIN_EMAIL) lines.push(`  admin     ${config.ADMIN_EMAIL}  /  (ADMIN_PASSWORD)`);
  return lines;
}

/** The server's clock: real time, moved by CLOCK_OFFSET_MS where a test asks for it (never in production). */
function clockOf(config: AppConfig): () => Date {
  const offset = config.CLOCK_OFFSET_MS;
  return offset === 0 ? () => new Date() : () => new Date(Date.now() + offset);
}
