/**
 * One instance as it runs in production: a separate server process on an already migrated
 * database, timed from spawn to its first `GET /api/health` 200 ("start-up to healthy"), then
 * warmed (searches, provider lists, provider pages) and its resident memory read from
 * /proc/<pid>/status. The baseline is the same build started the same way on a 20,000-provider
 * database (`bookmitra_bench_small`, kept between runs), or, for a run of 20,000 or fewer, a
 * second start on the same database. Prints which command runs the server; returns the figures.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { categoryIds } from '#db/schema/index.ts';
import { prepareBenchDatabase } from './bench-database.ts';
import type { BenchResult } from './bench-types.ts';
import { searchTerms } from './search-bench.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const compiledServer = 'dist/server/server.js';
/** The baseline size of the issue: RSS and start-up "at 20,000 and at 1,000,000 providers". */
export const baselineProviders = 20_000;
const smallDatabase = 'bookmitra_bench_small';
const healthyWithinMs = 600_000;

type InstanceFigures = { startupMs: number; rssMb: number };

/** The compiled server when a build made it, else the TypeScript entry through tsx's loader (one process either way). */
function serverCommand(): { args: string[]; label: string } {
  if (existsSync(`${root}/${compiledServer}`)) return { args: [compiledServer], label: `node ${compiledServer}` };
  return { args: ['--import', 'tsx', 'api/server.ts'], label: 'node --import tsx api/server.ts (no dist/server/server.js)' };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  if (!kb) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb) / 1024;
}

async function waitHealthy(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = performance.now() + healthyWithinMs;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} before it was healthy`);
    const status = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`the server was not healthy within ${healthyWithinMs} ms`);
}

async function get(url: string): Promise<void> {
  const response = await fetch(url);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
}

/** What a server sees in its first minutes: 50 searches, 20 provider lists, 10 provider pages. */
async function warmUp(baseUrl: string, providerIds: string[]): Promise<void> {
  const terms = [...searchTerms.broad, ...searchTerms.full, ...searchTerms.typo];
  for (let index = 0; index < 50; index += 1) await get(`${baseUrl}/api/search?q=${encodeURIComponent(terms[index % terms.length]!)}`);
  for (let index = 0; index < 20; index += 1) {
    await get(`${baseUrl}/api/providers?category=${categoryIds[index % categoryIds.length]}&page=${1 + (index % 3)}`);
  }
  for (const id of providerIds) await get(`${baseUrl}/api/providers/${id}`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Starts the server on `databaseUrl`, times it to healthy, warms it, reads its RSS and stops it. */
async function measureInstance(databaseUrl: string, providerIds: string[]): Promise<InstanceFigures> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: 'warn',
    BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
    AI_MODE: 'offline',
  };
  const started = performance.now();
  const child = spawn(process.execPath, serverCommand().args, { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    await waitHealthy(baseUrl, child);
    const startupMs = performance.now() - started;
    await warmUp(baseUrl, providerIds);
    return { startupMs, rssMb: residentMb(child.pid!) };
  } finally {
    await stop(child);
  }
}

/** Ten listed providers' ids, for the provider pages of the warm-up. */
async function someProviders(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(`select id from providers where verification = 'verified' order by id limit 10`);
    return rows.map((row) => row.id);
  } finally {
    await client.end();
  }
}

/**
 * A restart, as production restarts: one unmeasured start first (it applies anything left to the
 * database, tops slots up, and warms the OS page cache alike for both databases), then the measured one.
 */
async function measureRestart(databaseUrl: string): Promise<InstanceFigures> {
  const providerIds = await someProviders(databaseUrl);
  await measureInstance(databaseUrl, providerIds);
  return measureInstance(databaseUrl, providerIds);
}

export type InstanceBenchOptions = { serverUrl: string; databaseUrl: string; providers: number; slotDays: number };

/** Start-up to healthy and RSS after warm-up at this size, next to the same build at 20,000 providers. */
export async function runInstanceBench(options: InstanceBenchOptions): Promise<BenchResult[]> {
  console.log(`Instance: ${serverCommand().label}`);
  const larger = options.providers > baselineProviders;
  const baselineUrl = larger
    ? await prepareBenchDatabase(options.serverUrl, smallDatabase, {
        providers: baselineProviders,
        slotDays: options.slotDays,
        reuse: true,
      })
    : options.databaseUrl;
  const ours = await measureRestart(options.databaseUrl);
  const baseline = await measureRestart(baselineUrl);
  const baselineName = larger ? `same build, ${baselineProviders} providers` : 'second start, same database';
  const size = `${options.providers} providers`;
  return [
    {
      name: `start-up to healthy (${size}, migrated database)`,
      unit: 's',
      value: ours.startupMs / 1000,
      baselineName,
      baseline: baseline.startupMs / 1000,
      ratio: ours.startupMs / baseline.startupMs,
      target: '≤ 5 s',
    },
    {
      name: `instance RSS after warm-up (${size})`,
      unit: 'MB',
      value: ours.rssMb,
      baselineName,
      baseline: baseline.rssMb,
      ratio: ours.rssMb / baseline.rssMb,
      target: `≤ baseline + 100 MB`,
      note: `${(ours.rssMb - baseline.rssMb).toFixed(0)} MB over the baseline; warm-up 50 searches, 20 lists, 10 provider pages`,
    },
  ];
}
