import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { captureOutput, freePort, runStartScript, stopProcess, waitForHealth } from './server-process.ts';

// The first README command, minus `npm ci`: the real entry point on a fresh embedded database.
const dataDir = mkdtempSync(join(tmpdir(), 'bookmitra-start-'));
let child: ChildProcess | undefined;

afterAll(async () => {
  await stopProcess(child);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start on a fresh machine', () => {
  it('migrates, seeds, prints the demo accounts and answers /api/health', { timeout: 90_000 }, async () => {
    const port = await freePort();
    const started = Date.now();
    // No NODE_ENV, as in the README: the script runs the sources with tsx.
    child = runStartScript({ NODE_ENV: '', PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' });
    const output = captureOutput(child);

    const health = await waitForHealth(`http://127.0.0.1:${port}/api/health`, started + 80_000);
    expect(health.status).toBe('ok');
    await expect.poll(output, { timeout: 5000 }).toContain('Demo accounts:');
    expect(output()).toContain('client@demo.bookmitra.in');
    expect(output()).toContain('provider@demo.bookmitra.in');
    expect(output()).toContain('admin@demo.bookmitra.in');
    // The README promises < 10 s on an idle machine; the suite runs files in parallel, so
    // this only records the figure rather than timing the test.
    console.info(`npm start: healthy after ${Date.now() - started} ms`);

    const categories = await fetch(`http://127.0.0.1:${port}/api/categories`);
    expect(await categories.json()).toHaveLength(15);
  });
});
