/**
 * `npm run bench:web`: Lighthouse (mobile preset: simulated slow 4G and a 4x slower CPU) on the
 * landing page, /providers and one provider page of the built app, served by `npm start`'s entry
 * point on a fresh embedded database. Prints the performance and accessibility scores, FCP, LCP,
 * TBT, CLS, the bytes transferred and the JavaScript among them. Prints; never fails a build.
 *
 * Options: --runs N (default 1; the median run of each page is printed), --timeout S (default 300,
 * the whole bench), --details (also the LCP element, the layout shifts and the long tasks of each run),
 * --only landing|providers|provider (one page), --baseline DIR (another checkout, built, e.g. a worktree of
 * main: its pages are measured in the same session, runs alternating, and printed as "before" rows).
 * Scores move by several points between runs on a shared 2-core machine: compare within one session.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse, { type Result } from 'lighthouse';
import { startAppServer, type AppServer } from '../browser/support/app-server.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    timeout: { type: 'string', default: '300' },
    details: { type: 'boolean', default: false },
    only: { type: 'string' },
    baseline: { type: 'string' },
  },
});
const runs = Math.max(1, Number(values.runs) || 1);
const deadline = setTimeout(
  () => {
    console.error(`bench:web: stopped after ${values.timeout} s`);
    process.exit(1);
  },
  Number(values.timeout) * 1000,
);
deadline.unref();

/** The flags the browser tests' harness gives Chromium (tests/browser/support/browser.ts). */
const harnessFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

type Chromium = { port: number; stop: () => Promise<void> };

async function launchChromium(): Promise<Chromium> {
  const profile = await mkdtemp(join(tmpdir(), 'bookmitra-lighthouse-'));
  const child = spawn('/usr/bin/chromium', [...harnessFlags, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const port = await debuggingPort(child);
  return {
    port,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/** Chromium prints `DevTools listening on ws://127.0.0.1:PORT/…` once its debugging port is open. */
function debuggingPort(child: ChildProcess) {
  return new Promise<number>((resolve, reject) => {
    let output = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`chromium exited with ${code}:\n${output}`)));
    // Not installed: spawn reports ENOENT here, with no exit (bash tests/browser/ensure-chromium.sh installs it).
    child.once('error', reject);
  });
}

type PageFigures = {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  jsBytes: number;
  requests: number;
};

function numeric(lhr: Result, audit: string) {
  return lhr.audits[audit]?.numericValue ?? Number.NaN;
}

/** The transferred bytes of one resource type, from Lighthouse's resource summary. */
function summaryOf(lhr: Result, resourceType: string) {
  const details = lhr.audits['resource-summary']?.details;
  const items: Record<string, unknown>[] = details?.type === 'table' ? details.items : [];
  const row = items.find((item) => item.resourceType === resourceType);
  return { bytes: Number(row?.transferSize ?? Number.NaN), requests: Number(row?.requestCount ?? Number.NaN) };
}

function figuresOf(lhr: Result): PageFigures {
  const total = summaryOf(lhr, 'total');
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    fcp: numeric(lhr, 'first-contentful-paint'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    bytes: total.bytes,
    requests: total.requests,
    jsBytes: summaryOf(lhr, 'script').bytes,
  };
}

/** Lighthouse sometimes loses the trace on a loaded machine (NO_NAVSTART …): such a run is tried again, twice at most. */
async function auditWithRetry(url: string, port: number, attempts = 3): Promise<PageFigures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(url, port);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`bench:web: ${error instanceof Error ? error.message : String(error)}; trying again`);
    }
  }
}

async function audit(url: string, port: number): Promise<PageFigures> {
  // No config: Lighthouse's default is the mobile preset (Moto G Power screen, simulated throttling).
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
  if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  if (values.details) printDetails(url, result.lhr);
  return figuresOf(result.lhr);
}

/** What to fix next: the audits' own items, one line each. */
function printDetails(url: string, lhr: Result) {
  console.log(`\n${url}`);
  const metrics = lhr.audits.metrics?.details;
  const observed = metrics && 'items' in metrics ? (metrics.items[0] as Record<string, number>) : {};
  console.log(
    `  observed (unthrottled) FCP ${observed.observedFirstContentfulPaint} ms, LCP ${observed.observedLargestContentfulPaint} ms, load ${observed.observedLoad} ms`,
  );
  for (const id of ['largest-contentful-paint-element', 'layout-shifts', 'long-tasks', 'render-blocking-resources']) {
    const details = lhr.audits[id]?.details;
    // A list (the LCP element: its node, then its phases) holds tables; a table holds rows.
    const items: unknown[] =
      !details || !('items' in details)
        ? []
        : details.type === 'list'
          ? details.items.flatMap((table) => ('items' in table ? table.items : []))
          : details.items;
    console.log(`  ${id}:`);
    for (const item of items.slice(0, 6)) console.log(`    ${JSON.stringify(item).slice(0, 400)}`);
  }
}

function median(samples: PageFigures[]) {
  const sorted = samples.toSorted((a, b) => a.performance - b.performance);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function printTable(rows: [string, PageFigures][]) {
  const header = ['page', 'perf', 'a11y', 'FCP', 'LCP', 'TBT', 'CLS', 'transferred', 'JS transferred', 'requests'];
  const cells = rows.map(([name, f]) => [
    name,
    String(f.performance),
    String(f.accessibility),
    seconds(f.fcp),
    seconds(f.lcp),
    `${Math.round(f.tbt)} ms`,
    f.cls.toFixed(3),
    kib(f.bytes),
    kib(f.jsBytes),
    String(f.requests),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((row) => row[column]!.length)));
  const line = (row: string[]) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
  console.log(`\n${line(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const row of cells) console.log(line(row));
  console.log('\nLighthouse 12.2.3, mobile preset, Debian Chromium; targets: perf >= 90, CLS <= 0.05, landing JS <= 200 KiB.\n');
}

async function firstProviderPath(baseUrl: string) {
  const response = await fetch(`${baseUrl}/api/providers?page=1`);
  const body = (await response.json()) as { items: { id: string }[] };
  const first = body.items[0];
  if (!first) throw new Error('the demo catalogue has no providers');
  return `/providers/${first.id}`;
}

type Target = { label: string; server: AppServer; providerPath: string };

async function startTarget(label: string, checkout?: string): Promise<Target> {
  const server = await startAppServer(checkout);
  return { label, server, providerPath: await firstProviderPath(server.url) };
}

async function main() {
  const targets: Target[] = [];
  const chromium = await launchChromium();
  try {
    if (values.baseline) targets.push(await startTarget('before', values.baseline));
    targets.push(await startTarget(values.baseline ? 'now' : ''));
    const pages: [string, (target: Target) => string][] = [
      ['landing', () => '/'],
      ['providers', () => '/providers'],
      ['provider page', (target) => target.providerPath],
    ];
    const rows: [string, PageFigures][] = [];
    for (const [name, path] of pages.filter(([name]) => !values.only || name.startsWith(values.only))) {
      const samples = targets.map((): PageFigures[] => []);
      // Alternating runs: a load on the shared machine weighs on both sides alike.
      for (let run = 0; run < runs; run += 1) {
        for (const [index, target] of targets.entries()) {
          samples[index]!.push(await auditWithRetry(`${target.server.url}${path(target)}`, chromium.port));
        }
      }
      for (const [index, target] of targets.entries())
        rows.push([`${name}${target.label ? ` ${target.label}` : ''}`, median(samples[index]!)]);
    }
    printTable(rows);
  } finally {
    await chromium.stop();
    for (const target of targets) await target.server.stop();
  }
}

await main();
clearTimeout(deadline);
