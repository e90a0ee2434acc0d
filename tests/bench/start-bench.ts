/**
 * `npm run bench:start`: the compiled server (`node dist/server/server.js`, what
 * `NODE_ENV=production npm start` runs) next to the sources run by tsx (what `npm start` runs
 * without NODE_ENV), started --runs times each (default 5), alternately, on the same database:
 * the median time from spawn to the first 200 from /api/health, and the resident memory after a
 * short warm-up (searches and provider lists). Memory is given for the server process and for the
 * whole process tree: tsx runs the server as its child, beside its own node process.
 * Both get the same environment (demo data, development mode), so only the runtime differs.
 * The database is an embedded PGlite in a temporary folder, or with BENCH_DATABASE_URL a fresh
 * database `bookmitra_start_bench` beside it. Linux only (reads /proc). Prints; never fails.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildServer } from '#api/cli/lib/server-bundle.ts';
import { projectPath, projectRoot } from '#api/core/paths.ts';
import { captureOutput, freePort, stopProcess, waitForHealth } from '#tests/integration/start/server-process.ts';
import { freshDatabase, percentile } from './bench-support.ts';
import type { BenchResult } from './bench-types.ts';
import { printResults } from './print-results.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const runs = Math.max(1, Number(values.runs));

type Way = { name: string; command: string; args: string[]; entry: string };
const compiled: Way = {
  name: 'compiled (node dist/server)',
  command: process.execPath,
  args: ['--enable-source-maps', '--env-file-if-exists=.env', 'dist/server/server.js'],
  entry: 'dist/server/server.js',
};
const sources: Way = {
  name: 'tsx (sources)',
  command: projectPath('node_modules', '.bin', 'tsx'),
  args: ['--env-file-if-exists=.env', 'api/server.ts'],
  entry: 'api/server.ts',
};

type Sample = { healthyMs: number; serverRss: number; treeRss: number };

/** Kilobytes of resident memory of one process (VmRSS). */
function rssOf(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return Number(line?.match(/\d+/)?.[0] ?? 0);
}

/** A process and every process below it. */
function treeOf(pid: number): number[] {
  const children = readdirSync(`/proc/${pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
  );
  return [pid, ...children.flatMap(treeOf)];
}

const commandLine = (pid: number) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');

/** The process that runs the server: the last one of the tree given the entry (tsx's child, or node itself). */
const serverPidOf = (tree: number[], entry: string) => tree.filter((pid) => commandLine(pid).includes(entry)).at(-1)!;

async function warmUp(baseUrl: string) {
  const paths = [
    '/api/search?q=doctor',
    '/api/search?q=yoga%20chennai',
    '/api/providers',
    '/api/providers?category=tutor',
    '/api/categories',
  ];
  for (let round = 0; round < 3; round += 1) {
    for (const path of paths) await (await fetch(baseUrl + path)).arrayBuffer();
  }
}

async function startOnce(way: Way, env: Record<string, string>): Promise<Sample> {
  const port = await freePort();
  const started = performance.now();
  const child: ChildProcess = spawn(way.command, way.args, {
    cwd: projectRoot,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const output = captureOutput(child);
  try {
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitForHealth(`${baseUrl}/api/health`, Date.now() + 120_000).catch((error: Error) =>
      Promise.reject(new Error(`${way.name}: ${error.message}\n${output()}`)),
    );
    const healthyMs = performance.now() - started;
    await warmUp(baseUrl);
    const tree = treeOf(child.pid!);
    return { healthyMs, serverRss: rssOf(serverPidOf(tree, way.entry)), treeRss: tree.reduce((sum, pid) => sum + rssOf(pid), 0) };
  } finally {
    await stopProcess(child);
  }
}

async function databaseEnv(dataDir: string): Promise<Record<string, string>> {
  const server = process.env.BENCH_DATABASE_URL;
  if (!server) return { DATABASE_URL: '', DATA_DIR: dataDir };
  return { DATABASE_URL: await freshDatabase(server, 'bookmitra_start_bench'), SEED_DEMO: 'true' };
}

const median = (samples: Sample[], key: keyof Sample) =>
  percentile(
    samples.map((sample) => sample[key]),
    0.5,
  );

function result(name: string, unit: string, ours: number, baseline: number, note: string): BenchResult {
  return { name, unit, value: ours, baselineName: sources.name, baseline, ratio: ours / baseline, note };
}

async function main() {
  await buildServer();
  const dataDir = mkdtempSync(join(tmpdir(), 'bookmitra-start-bench-'));
  try {
    const env = { NODE_ENV: 'development', LOG_LEVEL: 'warn', ...(await databaseEnv(dataDir)) };
    // Untimed: migrates and seeds the demo data, so that no timed start does.
    await startOnce(sources, env);
    const samples = new Map<Way, Sample[]>([
      [compiled, []],
      [sources, []],
    ]);
    for (let run = 0; run < runs; run += 1) {
      // Alternate which goes first, so that neither always starts on a warmer machine.
      for (const way of run % 2 === 0 ? [compiled, sources] : [sources, compiled]) {
        const sample = await startOnce(way, env);
        samples.get(way)!.push(sample);
        console.log(
          `${way.name.padEnd(28)} healthy ${sample.healthyMs.toFixed(0).padStart(6)} ms   RSS server ${(sample.serverRss / 1024).toFixed(0)} MB, tree ${(sample.treeRss / 1024).toFixed(0)} MB`,
        );
      }
    }
    const ours = samples.get(compiled)!;
    const theirs = samples.get(sources)!;
    const note = `median of ${runs}`;
    printResults([
      result('start: spawn → /api/health 200', 'ms', median(ours, 'healthyMs'), median(theirs, 'healthyMs'), note),
      result('RSS after warm-up, server process', 'MB', median(ours, 'serverRss') / 1024, median(theirs, 'serverRss') / 1024, note),
      result('RSS after warm-up, process tree', 'MB', median(ours, 'treeRss') / 1024, median(theirs, 'treeRss') / 1024, note),
    ]);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
