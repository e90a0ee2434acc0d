/**
 * Booking and slot-list throughput, each next to a baseline measured in the same run on the
 * same data with the same concurrency:
 * (a) bookings/s through `POST /api/bookings` on distinct slots by signed-in pro clients, vs
 *     the same booking transaction as raw SQL from Node over a `pg` pool;
 * (b) requests/s through `GET /api/providers/:id/slots`, vs a bare Hono route on another port
 *     running the raw slot query over the pool.
 * Each side runs twice in the order ours, baseline, baseline, ours, so drift favours neither.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import type pg from 'pg';
import { ApiClient, uniqueEmail } from '#tests/support/api-client.ts';
import { testOrigin } from '#tests/support/test-server.ts';
import type { BenchEnv, BenchResult } from './bench-types.ts';

export type BookingBenchOptions = { concurrency?: number; bookings?: number; slotRequests?: number };

type Load = { ok: number; failed: number; seconds: number; firstError?: string };

/** Runs `total` tasks with `concurrency` workers; a task resolves to null on success or an error text. */
async function runLoad(total: number, concurrency: number, task: (index: number) => Promise<string | null>): Promise<Load> {
  let next = 0;
  const load: Load = { ok: 0, failed: 0, seconds: 0 };
  const started = performance.now();
  const worker = async () => {
    for (let index = next++; index < total; index = next++) {
      const error = await task(index).catch((caught: unknown) => String(caught));
      if (error === null) load.ok += 1;
      else {
        load.failed += 1;
        load.firstError ??= error;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  load.seconds = (performance.now() - started) / 1000;
  return load;
}

const rate = (loads: Load[]) => loads.reduce((sum, load) => sum + load.ok, 0) / loads.reduce((sum, load) => sum + load.seconds, 0);
const failures = (loads: Load[]) => loads.reduce((sum, load) => sum + load.failed, 0);
const errorNote = (loads: Load[]) => loads.find((load) => load.firstError)?.firstError?.slice(0, 120);

type HttpCall = { url: string; method: string; headers: Record<string, string>; body?: string; expect: number };

/**
 * HTTP load runs in a worker thread, as real clients run on other machines: the load
 * generator's own CPU must not be billed to the server under test (they share one process).
 * It is a minimal HTTP/1.1 client on keep-alive sockets (one request at a time per socket, as
 * wrk does): fetch costs about 1 ms of CPU per request here and node:http a third of that, which
 * on a two-core machine the generator would take from the server it measures.
 */
const httpLoadWorker = `
const net = require('node:net');
const { parentPort, workerData } = require('node:worker_threads');
const { calls, concurrency } = workerData;
const load = { ok: 0, failed: 0, seconds: 0 };

function connection(url) {
  const socket = net.connect({ host: url.hostname, port: Number(url.port), noDelay: true });
  let buffered = Buffer.alloc(0);
  let waiting = null;
  socket.on('data', (chunk) => {
    buffered = buffered.length === 0 ? chunk : Buffer.concat([buffered, chunk]);
    const answer = waiting && parseResponse(buffered);
    if (!answer) return;
    buffered = buffered.subarray(answer.length);
    const settle = waiting;
    waiting = null;
    settle.resolve(answer);
  });
  socket.on('error', (error) => waiting && waiting.reject(error));
  return {
    send(call, target) {
      return new Promise((resolve, reject) => {
        waiting = { resolve, reject };
        const body = call.body === undefined ? '' : call.body;
        const head = [call.method + ' ' + target.pathname + target.search + ' HTTP/1.1', 'host: ' + url.host, 'connection: keep-alive',
          ...Object.entries(call.headers).map(([name, value]) => name + ': ' + value), 'content-length: ' + Buffer.byteLength(body)];
        socket.write(head.join('\\r\\n') + '\\r\\n\\r\\n' + body);
      });
    },
    close() { socket.destroy(); },
  };
}

/** A whole response at the start of bytes: its status, body text and length; null until it is all there. */
function parseResponse(bytes) {
  const headEnd = bytes.indexOf('\\r\\n\\r\\n');
  if (headEnd === -1) return null;
  const head = bytes.subarray(0, headEnd).toString('latin1');
  const status = Number(head.slice(9, 12));
  const length = /\\r\\ncontent-length: *(\\d+)/i.exec(head);
  if (length) {
    const end = headEnd + 4 + Number(length[1]);
    return bytes.length < end ? null : { status, text: bytes.subarray(headEnd + 4, end).toString(), length: end };
  }
  if (!/\\r\\ntransfer-encoding: *chunked/i.test(head)) return { status, text: '', length: headEnd + 4 };
  const parts = [];
  for (let at = headEnd + 4; ;) {
    const lineEnd = bytes.indexOf('\\r\\n', at);
    if (lineEnd === -1) return null;
    const size = parseInt(bytes.subarray(at, lineEnd).toString('latin1'), 16);
    if (bytes.length < lineEnd + 2 + size + 2) return null;
    if (size === 0) return { status, text: Buffer.concat(parts).toString(), length: lineEnd + 4 };
    parts.push(bytes.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

let next = 0;
const started = performance.now();
async function worker() {
  const connections = new Map();
  for (let index = next++; index < calls.length; index = next++) {
    const call = calls[index];
    const url = new URL(call.url);
    if (!connections.has(url.host)) connections.set(url.host, connection(url));
    try {
      const response = await connections.get(url.host).send(call, url);
      if (response.status === call.expect) load.ok += 1;
      else { load.failed += 1; load.firstError ??= response.status + ' ' + response.text.slice(0, 200); }
    } catch (error) {
      load.failed += 1;
      load.firstError ??= String(error);
      connections.get(url.host).close();
      connections.delete(url.host);
    }
  }
  for (const open of connections.values()) open.close();
}
Promise.all(Array.from({ length: concurrency }, worker)).then(() => {
  load.seconds = (performance.now() - started) / 1000;
  parentPort.postMessage(load);
});
`;

function runHttpLoad(calls: HttpCall[], concurrency: number): Promise<Load> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(httpLoadWorker, { eval: true, workerData: { calls, concurrency } });
    worker.once('message', (load: Load) => {
      resolve(load);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

/** Signs up `n` clients through the API and makes them pro, so the quota does not stop them. */
async function createProClients(env: BenchEnv, n: number) {
  const clients = await Promise.all(
    Array.from({ length: n }, async () => {
      const client = new ApiClient(env.baseUrl);
      const user = await client.signUp({ email: uniqueEmail('bench'), name: 'Bench Client' });
      return { headers: { cookie: client.cookieHeader, origin: testOrigin, 'content-type': 'application/json' }, userId: user.id };
    }),
  );
  await env.pool.query(`update profiles set subscription_tier = 'pro' where user_id = any($1)`, [clients.map((c) => c.userId)]);
  return clients;
}

/** Distinct free future slots of listed providers, spread over providers (ordered by random uuid). */
async function pickSlots(pool: pg.Pool, n: number): Promise<string[]> {
  const { rows } = await pool.query<{ id: string }>(
    `
    select t.id from time_slots t
    join providers p on p.id = t.provider_id and p.verification = 'verified'
    join profiles pp on pp.user_id = p.user_id and pp.is_active and pp.profile_completed
    where t.is_available and t.starts_at > now() + interval '1 hour'
    order by t.id limit $1`,
    [n],
  );
  return rows.map((row) => row.id);
}

/** The booking transaction the API runs, as plain SQL: take the slot, count quota, insert booking and notifications. */
async function rawBooking(pool: pg.Pool, userId: string, slotId: string): Promise<string | null> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const slot = await client.query<{ provider_id: string; user_id: string; starts_at: Date; ends_at: Date }>(
      `
      update time_slots t set is_available = false from providers p
      where t.id = $1 and t.is_available and t.starts_at > now() and p.id = t.provider_id
      returning t.provider_id, p.user_id, t.starts_at, t.ends_at`,
      [slotId],
    );
    const row = slot.rows[0];
    if (!row) {
      await client.query('rollback');
      return 'slot not available';
    }
    await client.query(
      `update profiles set free_bookings_used = free_bookings_used + 1
      where user_id = $1 and subscription_tier = 'free' and free_bookings_used < free_booking_limit returning free_bookings_used`,
      [userId],
    );
    const bookingId = randomUUID();
    await client.query(
      `insert into bookings (id, user_id, provider_id, slot_id, starts_at, ends_at, name, status, channel)
      values ($1, $2, $3, $4, $5, $6, 'Bench Client', 'confirmed', 'web')`,
      [bookingId, userId, row.provider_id, slotId, row.starts_at, row.ends_at],
    );
    const data = JSON.stringify({ bookingId });
    await client.query(
      `insert into notifications (user_id, title, message, type, data) values
      ($1, 'Booking confirmed', 'Your appointment is confirmed.', 'booking', $3), ($2, 'New booking', 'Bench Client booked an appointment.', 'booking', $3)`,
      [userId, row.user_id, data],
    );
    await client.query('commit');
    return null;
  } catch (error) {
    await client.query('rollback');
    return String(error);
  } finally {
    client.release();
  }
}

/** CPU time of this process (app, load generator and baseline alike) and of the database's server processes. */
type CpuSample = { processMs: number; postgresMs: number | null };
type CpuUse = { processMs: number; postgresMs: number | null; ok: number };

/** Postgres backends' CPU from /proc (Linux, server on this machine); null when it cannot be read. */
async function postgresCpuMs(pool: pg.Pool): Promise<number | null> {
  const { rows } = await pool.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database()');
  let ticks = 0;
  try {
    for (const { pid } of rows) {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    }
  } catch {
    return null;
  }
  // Linux reports in clock ticks of 10 ms.
  return ticks * 10;
}

async function sampleCpu(pool: pg.Pool): Promise<CpuSample> {
  const usage = process.cpuUsage();
  return { processMs: (usage.user + usage.system) / 1000, postgresMs: await postgresCpuMs(pool) };
}

/** Runs `load` and adds the CPU it used to `into`: on a shared machine a steadier figure than throughput. */
async function withCpu(pool: pg.Pool, into: CpuUse, load: () => Promise<Load>): Promise<Load> {
  const before = await sampleCpu(pool);
  const result = await load();
  const after = await sampleCpu(pool);
  into.processMs += after.processMs - before.processMs;
  into.postgresMs =
    before.postgresMs === null || after.postgresMs === null || into.postgresMs === null
      ? null
      : into.postgresMs + after.postgresMs - before.postgresMs;
  into.ok += result.ok;
  return result;
}

function cpuPerBooking(use: CpuUse) {
  const per = (ms: number) => (ms / Math.max(1, use.ok)).toFixed(2);
  return `${per(use.processMs)} ms node${use.postgresMs === null ? '' : ` + ${per(use.postgresMs)} ms postgres`}`;
}

async function benchBookings(env: BenchEnv, concurrency: number, perRound: number): Promise<BenchResult[]> {
  const clients = await createProClients(env, concurrency);
  // Both sides run a warm-up first, long enough for V8 to optimise the whole request path (the
  // API's is far longer than the raw transaction's): a few dozen requests measured mostly the JIT.
  const warmup = 500;
  const slots = await pickSlots(env.pool, 2 * (warmup + 2 * perRound));
  if (slots.length < 2 * (warmup + 2 * perRound)) throw new Error(`not enough free slots (${slots.length}) for the booking benchmark`);
  const take = (() => {
    let at = 0;
    return (n: number) => slots.slice(at, (at += n));
  })();
  const viaApi = (ids: string[]) =>
    runHttpLoad(
      ids.map((slotId, index) => ({
        url: `${env.baseUrl}/api/bookings`,
        method: 'POST',
        headers: clients[index % clients.length]!.headers,
        body: JSON.stringify({ slotId }),
        expect: 201,
      })),
      concurrency,
    );
  const viaSql = (ids: string[]) =>
    runLoad(ids.length, concurrency, (index) => rawBooking(env.pool, clients[index % clients.length]!.userId, ids[index]!));
  await viaApi(take(warmup));
  await viaSql(take(warmup));
  const oursCpu: CpuUse = { processMs: 0, postgresMs: 0, ok: 0 };
  const baselineCpu: CpuUse = { processMs: 0, postgresMs: 0, ok: 0 };
  const ours = [await withCpu(env.pool, oursCpu, () => viaApi(take(perRound)))];
  const baseline = [
    await withCpu(env.pool, baselineCpu, () => viaSql(take(perRound))),
    await withCpu(env.pool, baselineCpu, () => viaSql(take(perRound))),
  ];
  ours.push(await withCpu(env.pool, oursCpu, () => viaApi(take(perRound))));
  // The same route for a slot that does not exist: the session, rate limit and context read, without the booking statement.
  const unbooked = Array.from({ length: perRound }, (_, index) => ({
    url: `${env.baseUrl}/api/bookings`,
    method: 'POST',
    headers: clients[index % clients.length]!.headers,
    body: JSON.stringify({ slotId: randomUUID() }),
    expect: 404,
  }));
  const ceiling = [await runHttpLoad(unbooked, concurrency)];
  const booked = {
    name: 'POST /api/bookings (distinct slots, pro clients)',
    unit: 'bookings/s',
    value: rate(ours),
    baselineName: 'raw SQL booking transaction over pg',
    baseline: rate(baseline),
    ratio: rate(ours) / rate(baseline),
    target: '≥ 0.5×',
    note:
      `concurrency ${concurrency}, ${2 * perRound} bookings each; failures ours ${failures(ours)}, baseline ${failures(baseline)}${errorNote([...ours, ...baseline]) ? `: ${errorNote([...ours, ...baseline])}` : ''}; ` +
      `CPU per booking: ours ${cpuPerBooking(oursCpu)} (node includes the HTTP load generator), baseline ${cpuPerBooking(baselineCpu)}`,
  };
  return [
    booked,
    {
      name: 'POST /api/bookings of an unknown slot (all but the booking statement)',
      unit: 'requests/s',
      value: rate(ceiling),
      baselineName: 'raw SQL booking transaction over pg',
      baseline: rate(baseline),
      ratio: rate(ceiling) / rate(baseline),
      note: `HTTP, session, rate limit and the booking's context read: the ceiling for the booking statement; failures ${failures(ceiling)}`,
    },
  ];
}

/** The bare route the slot list is compared with: the raw slot query, nothing else. */
async function startBareSlotServer(pool: pg.Pool): Promise<{ url: string; server: ServerType }> {
  const app = new Hono().get('/slots/:id', async (c) => {
    const { rows } = await pool.query(
      `select id, starts_at, ends_at from time_slots
      where provider_id = $1 and is_available and starts_at > now() and starts_at < now() + interval '14 days'
      order by starts_at`,
      [c.req.param('id')],
    );
    return c.json(rows);
  });
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
      resolve({ url: `http://127.0.0.1:${info.port}`, server }),
    );
  });
}

async function benchSlotLists(env: BenchEnv, concurrency: number, perRound: number): Promise<BenchResult> {
  const { rows } = await env.pool.query<{ id: string }>(`
    select p.id from providers p join profiles pp on pp.user_id = p.user_id and pp.is_active and pp.profile_completed
    where p.verification = 'verified' order by p.id limit 500`);
  const providerIds = rows.map((row) => row.id);
  const bare = await startBareSlotServer(env.pool);
  try {
    const get = (url: (id: string) => string) => () =>
      runHttpLoad(
        Array.from({ length: perRound }, (_, index) => ({
          url: url(providerIds[index % providerIds.length]!),
          method: 'GET',
          headers: {},
          expect: 200,
        })),
        concurrency,
      );
    const ours = get((id) => `${env.baseUrl}/api/providers/${id}/slots`);
    const baseline = get((id) => `${bare.url}/slots/${id}`);
    await ours();
    await baseline();
    const oursLoads = [await ours()];
    const baselineLoads = [await baseline(), await baseline()];
    oursLoads.push(await ours());
    return {
      name: 'GET /api/providers/:id/slots',
      unit: 'requests/s',
      value: rate(oursLoads),
      baselineName: 'bare Hono route, raw slot query over pg',
      baseline: rate(baselineLoads),
      ratio: rate(oursLoads) / rate(baselineLoads),
      target: '≥ 0.5×',
      note: `concurrency ${concurrency}, ${2 * perRound} requests each over ${providerIds.length} providers; failures ours ${failures(oursLoads)}, baseline ${failures(baselineLoads)}`,
    };
  } finally {
    await new Promise<void>((resolve) => bare.server.close(() => resolve()));
  }
}

/** The booking and slot-list benchmarks; returns the figures, prints nothing. */
export async function runBookingBench(env: BenchEnv, options: BookingBenchOptions = {}): Promise<BenchResult[]> {
  const concurrency = options.concurrency ?? 16;
  return [
    ...(await benchBookings(env, concurrency, options.bookings ?? 1500)),
    await benchSlotLists(env, concurrency, options.slotRequests ?? 3000),
  ];
}
