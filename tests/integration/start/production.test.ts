import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { count, like } from 'drizzle-orm';
import { ZodError } from 'zod';
import { bootstrap, StartupRefused } from '#api/bootstrap.ts';
import { devSecret, parseEnv } from '#api/core/env.ts';
import { createLogger } from '#api/core/logger.ts';
import { providers, user } from '#db/schema/index.ts';
import { demoAccounts, seedDemo } from '#db/seed/demo.ts';
import { ApiClient } from '#tests/support/api-client.ts';
import { startTestServer, testConfig } from '#tests/support/test-server.ts';
import { createTestDatabase } from '#tests/setup/test-db.ts';

const secret = 'a-real-production-secret-of-forty-characters';
const production = { NODE_ENV: 'production', BETTER_AUTH_SECRET: secret };
const run = promisify(execFile);

describe('production configuration', () => {
  it('refuses a missing secret and the built-in development secret alike', () => {
    const refusal = (env: Record<string, string>) => {
      try {
        parseEnv(env);
      } catch (error) {
        return error instanceof ZodError ? error.issues.map((issue) => issue.path.join('.')) : String(error);
      }
      return 'accepted';
    };
    expect(refusal({ NODE_ENV: 'production' })).toEqual(['BETTER_AUTH_SECRET']);
    expect(refusal({ NODE_ENV: 'production', BETTER_AUTH_SECRET: devSecret })).toEqual(['BETTER_AUTH_SECRET']);
    expect(refusal(production)).toBe('accepted');
    // Outside production the development secret stays the convenient default.
    expect(parseEnv({}).authSecret).toBe(devSecret);
  });

  it('refuses a moved clock (CLOCK_OFFSET_MS, for tests) in production', () => {
    expect(() => parseEnv({ ...production, CLOCK_OFFSET_MS: '3600000' })).toThrow(/tests only/);
    expect(parseEnv({ ...production, CLOCK_OFFSET_MS: '0' }).CLOCK_OFFSET_MS).toBe(0);
    expect(parseEnv({ CLOCK_OFFSET_MS: '-3600000' }).CLOCK_OFFSET_MS).toBe(-3_600_000);
  });

  it('never seeds demo data in production, even with SEED_DEMO=true', () => {
    expect(parseEnv({ ...production, SEED_DEMO: 'true' }).seedDemo).toBe(false);
    expect(parseEnv({ ...production }).seedDemo).toBe(false);
    expect(parseEnv({ SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });
});

describe('production start-up', () => {
  it('starts with SEED_DEMO=true on an empty database, seeds nothing, and the demo admin cannot sign in', async () => {
    const server = await startTestServer({ env: { ...production, SEED_DEMO: 'true' } });
    try {
      const [row] = await server.ctx.db.select({ n: count() }).from(providers);
      expect(row?.n).toBe(0);
      const admin = demoAccounts.find((demo) => demo.label === 'admin')!;
      const signIn = await new ApiClient(server.url).signIn(admin.email, admin.password);
      expect(signIn.status).toBe(401);
    } finally {
      await server.close();
    }
  });

  it('refuses to start while a demo account keeps its published password, naming it and the fix', async () => {
    const database = await createTestDatabase();
    try {
      await seedDemo(database.db, { now: new Date(), providers: 2, slotDays: 1 });
      const config = testConfig(production);
      const start = bootstrap(config, { database, logger: createLogger('silent') });
      await expect(start).rejects.toBeInstanceOf(StartupRefused);
      const message = await start.catch((error: Error) => error.message);
      for (const demo of demoAccounts) expect(message).toContain(demo.email);
      expect(message).toMatch(/Fix: delete these accounts/);

      // With the demo accounts gone it starts.
      await database.db.delete(user).where(like(user.email, '%@demo.bookmitra.in'));
      const running = await bootstrap(config, { database, logger: createLogger('silent') });
      await running.close();
    } finally {
      await database.close();
    }
  });

  it('refuses an ADMIN_PASSWORD that is a published demo password', async () => {
    const database = await createTestDatabase();
    try {
      const config = testConfig({ ...production, ADMIN_EMAIL: 'ops@bookmitra.in', ADMIN_PASSWORD: 'Admin@12345' });
      const message = await bootstrap(config, { database, logger: createLogger('silent') }).then(
        () => 'started',
        (error: Error) => error.message,
      );
      expect(message).toContain('ops@bookmitra.in');
    } finally {
      await database.close();
    }
  });
});

describe('npm run db:seed in production', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bookmitra-seed-prod-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('seeds nothing without --demo and says how to seed on purpose', async () => {
    const result = await run(process.execPath, ['--import', 'tsx', 'api/cli/seed.ts'], {
      env: { ...process.env, ...production, DATA_DIR: dataDir, DATABASE_URL: '' },
    }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('npm run db:seed -- --demo');
  });
});
