import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** `logs()`: everything the server printed so far (JSON lines at info level: the kept outbox messages too). */
export type AppServer = {
  url: string;
  logs: () => string;
  restart: (changes: Record<string, string>) => Promise<void>;
  stop: () => Promise<void>;
};

async function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Resolves once this child has printed "Ready in" (earlier lines in `output` are a previous run's). */
function waitForReady(child: ChildProcess, output: string[]) {
  const from = output.length;
  return new Promise<void>((resolve, reject) => {
    let ready = false;
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      if (!ready && output.slice(from).join('').includes('Ready in')) {
        ready = true;
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output.join('')}`)));
  });
}

/**
 * `npm start`'s entry point as a child process, on a fresh embedded database with the demo data.
 * `checkout`: another checkout to serve (its own build and server code; the benchmark's baseline);
 * `env`: settings to change, such as SEED_DEMO=false for a platform without the demo accounts.
 * `restart(changes)`: stops the server, waits until it has exited (PGlite holds its directory), and starts
 * it again on the same port and data directory with those settings changed: the same origin, so the
 * browser contexts' cookies (sessions live in the database) stay valid.
 */
export async function startAppServer(checkout = root, env: Record<string, string> = {}): Promise<AppServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'bookmitra-browser-'));
  const url = `http://127.0.0.1:${port}`;
  let settings = { ...env };
  const output: string[] = [];
  const spawnServer = async () => {
    const child = spawn(join(checkout, 'node_modules/.bin/tsx'), ['api/server.ts'], {
      cwd: checkout,
      env: {
        ...process.env,
        PATH: `${join(checkout, 'node_modules/.bin')}:${process.env.PATH ?? ''}`,
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SEED_DEMO: 'true',
        // Info, so that messages kept in the outbox (OTP codes) can be read back by the tests.
        LOG_LEVEL: 'info',
        OPENAI_API_KEY: '',
        RATE_LIMIT_SIGN_IN: '1000/60',
        RATE_LIMIT_BOOKING: '1000/60',
        RATE_LIMIT_OTP: '1000/60',
        RATE_LIMIT_CHAT: '1000/60',
        RATE_LIMIT_SIGN_UP: '1000/60',
        RATE_LIMIT_PASSWORD_RESET: '1000/60',
        ...settings,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    await waitForReady(child, output);
    return child;
  };
  const stopServer = async (child: ChildProcess) => {
    child.removeAllListeners('exit');
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  let current = await spawnServer();
  return {
    url,
    logs: () => output.join(''),
    restart: async (changes) => {
      await stopServer(current);
      settings = { ...settings, ...changes };
      current = await spawnServer();
    },
    stop: async () => {
      await stopServer(current);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
