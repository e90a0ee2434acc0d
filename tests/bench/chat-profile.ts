/**
 * Where a chat turn's time goes: the chat benchmark's turns on its database (run `npm run bench --
 * --only chat` once first), with every SQL statement timed at the driver and summed per statement
 * shape; with --cpu-profile, the measured rounds' JavaScript as a .cpuprofile (open it in Chrome's
 * DevTools or VS Code).
 *
 * Usage: tsx tests/bench/chat-profile.ts [--rounds N] [--cpu-profile out.cpuprofile]
 */
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import { PgDatabase } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { startServer } from '#api/bootstrap.ts';
import { createLogger } from '#api/core/logger.ts';
import type { CurrentUser } from '#api/core/current-user.ts';
import { streamChatTurn } from '#agent/turns/chat-turn.ts';
import { parseDialogues } from '#agent/eval/dialogues.ts';
import { parseLabels } from '#agent/nlu/eval/labels.ts';
import { executeRows } from '#db/client.ts';
import { testConfig } from '#tests/support/test-server.ts';
import { percentile } from './bench-support.ts';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '2' },
    'cpu-profile': { type: 'string' },
    'slow-statements': { type: 'string' },
    /** With --slow-statements: every statement whose text matches this pattern, not only the 20 slowest. */
    matching: { type: 'string' },
    /** Every measured turn with its statements in order (shape, ms, when sent from the turn's start). */
    turns: { type: 'string' },
    sites: { type: 'boolean', default: false },
  },
});
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const url = Object.assign(new URL(serverUrl), { pathname: '/bookmitra_bench_chat' }).toString();

type QueryStat = { count: number; ms: number; max: number; site?: string };
const stats = new Map<string, QueryStat>();
let recording = false;
let turnQueries = 0;
let turnStarted = 0;
let turnStatements: { at: number; ms: number; shape: string }[] = [];

/** The statement's shape: whitespace folded, literals left as they are (drizzle passes parameters). */
const shapeOf = (text: string) => text.replace(/\s+/g, ' ').slice(0, 160);

/** The slowest statements with their parameters, to EXPLAIN. */
const slowStatements: { ms: number; text: string; values: unknown }[] = [];

/**
 * With --sites, where each statement was built: drizzle's query builders are awaited as thenables,
 * which drops the async stack at the driver, so the stack is taken when the builder is made (in the
 * caller's own frame) and carried to the driver in the async context of that caller.
 */
const siteStore = new AsyncLocalStorage<string>();
if (values.sites) {
  Error.stackTraceLimit = 30;
  const prototype = PgDatabase.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const method of ['select', 'selectDistinct', 'selectDistinctOn', 'insert', 'update', 'delete', 'execute', 'transaction']) {
    const built = prototype[method]!;
    prototype[method] = function (this: unknown, ...args: unknown[]) {
      siteStore.enterWith(new Error().stack ?? '');
      return built.apply(this, args);
    };
  }
}

/** With --sites, the project's own frames that issued a statement (the stack is taken when it is sent). */
function siteOf(stack: string | undefined): string | undefined {
  if (!stack) return undefined;
  const frames = stack
    .split('\n')
    .filter((line) => line.includes('/work/') && !line.includes('node_modules') && !line.includes('chat-profile'));
  return frames
    .slice(0, 4)
    .map((line) =>
      line
        .trim()
        .replace(/^at /, '')
        .replace(/\(?file:\/\/[^ ]*\/(?=[a-z-]+\/[^/]+\.ts)/, ''),
    )
    .join(' < ');
}

function record(text: string, ms: number, params?: unknown, stack?: string) {
  if (!recording) return;
  if (values.matching) {
    if (new RegExp(values.matching).test(text)) slowStatements.push({ ms, text, values: params });
  } else {
    slowStatements.push({ ms, text, values: params });
    slowStatements.sort((a, b) => b.ms - a.ms).splice(20);
  }
  turnQueries += 1;
  const site = siteOf(stack);
  // With --sites, one line per shape and caller.
  const key = site ? `${shapeOf(text)}\u0000${site}` : shapeOf(text);
  turnStatements.push({
    at: Math.round((performance.now() - ms - turnStarted) * 100) / 100,
    ms: Math.round(ms * 100) / 100,
    shape: shapeOf(text).slice(0, 90),
  });
  const stat = stats.get(key) ?? { count: 0, ms: 0, max: 0, site };
  stat.count += 1;
  stat.ms += ms;
  stat.max = Math.max(stat.max, ms);
  stats.set(key, stat);
}

const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
(pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown }).query = function (this: pg.Client, ...args: unknown[]) {
  const first = args[0];
  const text = typeof first === 'string' ? first : ((first as { text?: string } | undefined)?.text ?? '?');
  const started = performance.now();
  const stack = values.sites ? siteStore.getStore() : undefined;
  const last = args.at(-1);
  if (typeof last === 'function') {
    args[args.length - 1] = (...results: unknown[]) => {
      record(text, performance.now() - started, args[1], stack);
      return (last as (...a: unknown[]) => unknown)(...results);
    };
    return original.apply(this, args);
  }
  const result = original.apply(this, args);
  if (result instanceof Promise)
    return result.finally(() => record(text, performance.now() - started, args[1] ?? (first as { values?: unknown }).values, stack));
  return result;
};

const config = testConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: '10', FREE_BOOKING_LIMIT: '100000' });
const server = await startServer(config, { logger: createLogger('warn') });
try {
  const [client] = await executeRows<{ id: string; email: string; name: string }>(
    server.ctx.db,
    sql`select id, email, name from "user" where email = 'client@demo.bookmitra.in'`,
  );
  if (!client) throw new Error('demo client missing');
  const user: CurrentUser = { id: client.id, email: client.email, name: client.name, role: 'user', phoneNumber: null };
  const utterances = fileURLToPath(new URL('../fixtures/evals/dev-utterances.jsonl', import.meta.url));
  const dialogues = fileURLToPath(new URL('../fixtures/evals/dev-dialogues.jsonl', import.meta.url));
  const singles = parseLabels(readFileSync(utterances, 'utf8')).map((label) => [label.text]);
  const conversations = parseDialogues(readFileSync(dialogues, 'utf8'), dialogues).map((dialogue) => dialogue.turns);
  const reset = async () => {
    await server.ctx.db.execute(
      sql`update time_slots t set is_available = true from bookings b where b.slot_id = t.id and b.user_id = ${client.id} and b.status = 'confirmed'`,
    );
    await server.ctx.db.execute(sql`delete from bookings where user_id = ${client.id}`);
    await server.ctx.db.execute(
      sql`update profiles set free_bookings_used = 0, free_booking_limit = 100000, city = 'Chennai' where user_id = ${client.id}`,
    );
  };
  const turns: { ms: number; queries: number; text: string; statements: typeof turnStatements }[] = [];
  const play = async (script: string[]) => {
    const clientId = randomUUID();
    for (const text of script) {
      turnQueries = 0;
      turnStatements = [];
      const started = performance.now();
      turnStarted = started;
      const stream = await streamChatTurn(server.ctx, server.app.search, {
        clientId,
        user,
        guestKey: null,
        userMessageId: undefined,
        text,
      });
      for await (const chunk of stream) void chunk;
      if (recording) turns.push({ ms: performance.now() - started, queries: turnQueries, text, statements: turnStatements });
    }
  };
  await reset();
  for (const script of [...singles.slice(0, 10), ...conversations.slice(0, 5)]) await play(script);
  const inspector = values['cpu-profile'] ? new Session() : null;
  inspector?.connect();
  await inspector?.post('Profiler.enable');
  await inspector?.post('Profiler.start');
  recording = true;
  for (let round = 0; round < Number(values.rounds); round += 1) {
    await reset();
    for (const script of [...singles, ...conversations]) await play(script);
  }
  recording = false;
  if (inspector) {
    const { profile } = await inspector.post('Profiler.stop');
    writeFileSync(values['cpu-profile']!, JSON.stringify(profile));
    inspector.disconnect();
  }
  await reset();
  const ms = turns.map((turn) => turn.ms);
  const dbMs = [...stats.values()].reduce((sum, stat) => sum + stat.ms, 0);
  const queryCount = [...stats.values()].reduce((sum, stat) => sum + stat.count, 0);
  console.log(
    `${turns.length} turns: p50 ${percentile(ms, 0.5).toFixed(1)} ms, p99 ${percentile(ms, 0.99).toFixed(1)} ms, ` +
      `mean ${(ms.reduce((a, b) => a + b, 0) / ms.length).toFixed(1)} ms; SQL ${(dbMs / turns.length).toFixed(1)} ms and ${(queryCount / turns.length).toFixed(1)} statements a turn`,
  );
  console.log('\nStatements by total time (count, total ms, mean ms, max ms):');
  for (const [shape, stat] of [...stats.entries()].sort((a, b) => b[1].ms - a[1].ms).slice(0, values.sites ? 40 : 25)) {
    console.log(
      `${String(stat.count).padStart(6)} ${stat.ms.toFixed(0).padStart(7)} ${(stat.ms / stat.count).toFixed(2).padStart(7)} ${stat.max.toFixed(1).padStart(7)}  ${shape.split('\u0000')[0]}`,
    );
    if (stat.site) console.log(`${' '.repeat(30)}from ${stat.site}`);
  }
  if (values.turns) writeFileSync(values.turns, JSON.stringify(turns, null, 1));
  if (values['slow-statements']) writeFileSync(values['slow-statements'], JSON.stringify(slowStatements, null, 1));
  console.log('\nSlowest turns:');
  for (const turn of [...turns].sort((a, b) => b.ms - a.ms).slice(0, 15))
    console.log(`  ${turn.ms.toFixed(1)} ms  ${turn.queries} statements  ${turn.text}`);
} finally {
  await server.close();
}
