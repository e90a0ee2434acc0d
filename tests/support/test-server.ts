import { parseEnv } from '#api/core/env.ts';
import { startServer, type Server } from '#api/bootstrap.ts';
import { createLogger } from '#api/core/logger.ts';
import { createTestDatabase, type TestDatabase } from '../setup/test-db.ts';

/** The origin test clients claim; better-auth and CORS trust it. */
export const testOrigin = 'http://app.test';

export type TestServer = Server & { database: TestDatabase };

/** Configuration for tests: quiet, generous rate limits, no demo seed, unless overridden. */
export function testConfig(overrides: Record<string, string> = {}) {
  return parseEnv({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    PUBLIC_URL: testOrigin,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    RATE_LIMIT_SIGN_IN: '1000/60',
    RATE_LIMIT_OTP: '1000/60',
    RATE_LIMIT_BOOKING: '1000/60',
    RATE_LIMIT_CHAT: '1000/60',
    RATE_LIMIT_SIGN_UP: '1000/60',
    RATE_LIMIT_PASSWORD_RESET: '1000/60',
    ...overrides,
  });
}

/** The real app on a real port over a fresh database; `close()` stops both. */
export async function startTestServer(
  options: { env?: Record<string, string>; database?: TestDatabase; now?: () => Date } = {},
): Promise<TestServer> {
  const database = options.database ?? (await createTestDatabase());
  const config = testConfig(options.env);
  const server = await startServer(config, { database, logger: createLogger(config.LOG_LEVEL), now: options.now });
  return {
    ...server,
    database,
    close: async () => {
      await server.close();
      if (!options.database) await database.close();
    },
  };
}
