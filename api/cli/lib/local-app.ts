/** A throwaway BookMitra for tools: the real app on a fresh embedded database with the demo data, on a free port. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../bootstrap.ts';
import { readEnv } from '../../core/env.ts';

/** The origin tools claim; the throwaway app trusts it. */
export const localOrigin = 'http://mitra.local';

/** `now`: the app's clock (a fixed start that runs at the real pace), for dialogues that must be played on a chosen day. */
export async function startLocalApp(
  options: { now?: () => Date } = {},
): Promise<{ url: string; origin: string; close: () => Promise<void> }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bookmitra-tool-'));
  const config = readEnv({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: localOrigin,
    RATE_LIMIT_SIGN_IN: '1000/60',
    RATE_LIMIT_BOOKING: '1000/60',
    RATE_LIMIT_CHAT: '100000/60',
    RATE_LIMIT_SIGN_UP: '100000/60',
  });
  const server = await startServer(config, options.now ? { now: options.now } : {});
  return {
    url: server.url,
    origin: localOrigin,
    close: async () => {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
