import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '#api/cli/lib/server-bundle.ts';
import { createTestDatabase, onPostgresServer, type TestDatabase } from '#tests/setup/test-db.ts';
import { captureOutput, freePort, runStartScript, stopProcess, waitForHealth } from './server-process.ts';

// Issue 25: production runs the compiled server with node, no TypeScript compiler at run time.
const production = { NODE_ENV: 'production', BETTER_AUTH_SECRET: 'a-real-production-secret-of-forty-characters', LOG_LEVEL: 'warn' };
const dataDir = mkdtempSync(join(tmpdir(), 'bookmitra-compiled-'));
let bundle: string;
let database: TestDatabase | undefined;
let child: ChildProcess | undefined;

beforeAll(async () => {
  // What `npm run build` writes (postinstall runs it), from the sources under test.
  bundle = await buildServer();
});

afterAll(async () => {
  await stopProcess(child);
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The command line a process was started with, as the kernel recorded it (Linux). */
const commandLine = (pid: number) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);

/** The processes a process started (tsx, for one, runs node as its child). */
const childrenOf = (pid: number) =>
  readdirSync(`/proc/${pid}/task`).flatMap((task) => readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean));

/** Every module specifier the bundle imports, static or dynamic. */
function importedSpecifiers(code: string): string[] {
  return [...code.matchAll(/(?:^import [^;]*? from |^import |\bimport\()\s*["']([^"']+)["']/gm)].map((match) => match[1]!);
}

describe('the compiled server', () => {
  it('is one JavaScript bundle that imports packages only, with a source map back to the .ts files', () => {
    const specifiers = importedSpecifiers(readFileSync(bundle, 'utf8'));
    expect(specifiers).toContain('hono');
    expect(specifiers.filter((specifier) => /^(tsx|esbuild|typescript)(\/|$)/.test(specifier))).toEqual([]);
    expect(specifiers.filter((specifier) => /^[.#]|\.tsx?$/.test(specifier))).toEqual([]);
    const map = JSON.parse(readFileSync(`${bundle}.map`, 'utf8')) as { sources: string[] };
    expect(map.sources).toContain('../../api/server.ts');
  });

  it('runs under NODE_ENV=production npm start with plain node, and answers /api/health', { timeout: 90_000 }, async () => {
    const port = await freePort();
    database = onPostgresServer() ? await createTestDatabase() : undefined;
    const databaseEnv: Record<string, string> = database?.url ? { DATABASE_URL: database.url } : { DATABASE_URL: '', DATA_DIR: dataDir };
    child = runStartScript({ ...production, ...databaseEnv, PORT: String(port) });
    const output = captureOutput(child);

    const health = await waitForHealth<{ status: string; db: { driver: string } }>(
      `http://127.0.0.1:${port}/api/health`,
      Date.now() + 80_000,
    ).catch((error: Error) => Promise.reject(new Error(`${error.message}\n${output()}`)));
    expect(health).toMatchObject({ status: 'ok', db: { driver: database ? 'pg' : 'pglite' } });

    // The script execs node on the bundle: no tsx, no --import or --loader, nothing spawned to compile.
    const [executable, ...args] = commandLine(child.pid!);
    expect(basename(executable!)).toBe('node');
    expect(args).toEqual(['--enable-source-maps', '--env-file-if-exists=.env', 'dist/server/server.js']);
    expect(childrenOf(child.pid!)).toEqual([]);
    expect(readFileSync(`/proc/${child.pid}/environ`, 'utf8')).not.toMatch(/(^|\0)NODE_OPTIONS=/);

    // Migrated from db/migrations, found from the project root rather than from the bundle's folder.
    const categories = await fetch(`http://127.0.0.1:${port}/api/categories`);
    expect(await categories.json()).toHaveLength(15);
  });

  it('reports a crash at the .ts file and line (source maps)', { timeout: 60_000 }, async () => {
    // Nothing listens on port 1: the migration's connection fails inside bootstrap.
    const crashing = runStartScript({ ...production, DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none', PORT: '0' });
    const output = captureOutput(crashing);
    const code = await new Promise((resolve) => crashing.once('close', resolve));
    expect(code).not.toBe(0);
    expect(output()).toMatch(/at async bootstrap \(.*api\/bootstrap\.ts:\d+:\d+\)/);
  });

  it('says to build first when dist/server is missing', async () => {
    const emptyProject = mkdtempSync(join(tmpdir(), 'bookmitra-unbuilt-'));
    try {
      const unbuilt = runStartScript(production, emptyProject);
      const output = captureOutput(unbuilt);
      const code = await new Promise((resolve) => unbuilt.once('close', resolve));
      expect(code).toBe(1);
      expect(output()).toContain('run npm run build first');
    } finally {
      rmSync(emptyProject, { recursive: true, force: true });
    }
  });
});
