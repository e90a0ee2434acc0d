import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { delimiter, dirname } from 'node:path';
import { projectPath, projectRoot } from '#api/core/paths.ts';

/** package.json's `start` script, the README's `npm start`. */
const startScript = (JSON.parse(readFileSync(projectPath('package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;

/**
 * Runs `npm start` the way npm does (sh -c with node_modules/.bin first on PATH), without npm in
 * between: the script execs the server, so the child is the server itself. `cwd` defaults to the project.
 */
export function runStartScript(env: Record<string, string>, cwd = projectRoot): ChildProcess {
  // A loader the test runner may have put in NODE_OPTIONS is not part of `npm start`.
  const { NODE_OPTIONS: _runnerOptions, ...inherited } = process.env;
  const path = [projectPath('node_modules', '.bin'), dirname(process.execPath), process.env.PATH].join(delimiter);
  return spawn('sh', ['-c', startScript], { cwd, env: { ...inherited, ...env, PATH: path }, stdio: ['ignore', 'pipe', 'pipe'] });
}

/** A port nobody listens on right now (the server under test binds it a moment later). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Polls a health URL until it answers 200; resolves to its body. */
export async function waitForHealth<T = { status: string }>(url: string, deadline: number): Promise<T> {
  while (Date.now() < deadline) {
    const response = await fetch(url).catch(() => undefined);
    if (response?.ok) return (await response.json()) as T;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no healthy ${url} before the deadline`);
}

/** Collects a child's stdout and stderr, for assertions and for a failing test's message. */
export function captureOutput(child: ChildProcess): () => string {
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return () => output;
}

/** Stops a server started by a test (SIGTERM, its graceful shutdown) and waits until it has exited. */
export async function stopProcess(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
