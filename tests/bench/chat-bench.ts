/**
 * A whole offline-model chat turn (reading, tool calls, reply, stored conversation), measured
 * server side on the demo catalogue in its own PostgreSQL database, next to the cheapest real
 * work a turn could do: one free-slot query for one provider, timed the same way.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { startServer } from '#api/bootstrap.ts';
import { createLogger } from '#api/core/logger.ts';
import type { CurrentUser } from '#api/core/current-user.ts';
import { streamChatTurn } from '#agent/turns/chat-turn.ts';
import { listFreeSlots } from '#api/services/availability/slots.ts';
import { parseLabels } from '#agent/nlu/eval/labels.ts';
import { executeRows } from '#db/client.ts';
import { testConfig } from '#tests/support/test-server.ts';
import type { BenchResult } from './bench-types.ts';
import { freshDatabase, percentile } from './bench-support.ts';

const utterances = fileURLToPath(new URL('../fixtures/evals/dev-utterances.jsonl', import.meta.url));
const rounds = 6;

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

export async function runChatBench(serverUrl: string): Promise<BenchResult[]> {
  const url = await freshDatabase(serverUrl, 'bookmitra_bench_chat');
  const config = testConfig({ DATABASE_URL: url, SEED_DEMO: 'true', DATABASE_POOL_SIZE: '10' });
  const server = await startServer(config, { logger: createLogger('warn') });
  try {
    const [client] = await executeRows<{ id: string; email: string; name: string }>(server.ctx.db, sql`select id, email, name from "user" where email = 'client@demo.bookmitra.in'`);
    if (!client) throw new Error('demo client missing');
    const user: CurrentUser = { id: client.id, email: client.email, name: client.name, role: 'user', phoneNumber: null };
    const [provider] = await executeRows<{ id: string }>(server.ctx.db, sql`select id from providers where verification = 'verified' limit 1`);
    const texts = parseLabels(readFileSync(utterances, 'utf8')).map((label) => label.text);

    const turn = async (text: string) => {
      const stream = await streamChatTurn(server.ctx, server.app.search, { clientId: randomUUID(), user, guestKey: null, userMessageId: undefined, text });
      for await (const chunk of stream) void chunk;
    };
    const slotQuery = () => listFreeSlots(server.ctx, { providerId: provider!.id });
    for (const text of texts.slice(0, 10)) await turn(text);
    const turns: number[] = [];
    const baselines: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      for (const text of texts) {
        turns.push(await timed(() => turn(text)));
        baselines.push(await timed(slotQuery));
      }
    }
    const note = `${turns.length} turns of the public utterances, offline model, demo catalogue`;
    return [50, 99].map((p) => ({
      name: `chat turn p${p} (server side)`,
      unit: 'ms',
      value: percentile(turns, p / 100),
      baselineName: `one slot query p${p}`,
      baseline: percentile(baselines, p / 100),
      ratio: percentile(turns, p / 100) / percentile(baselines, p / 100),
      target: p === 50 ? '≤ 25 ms' : '≤ 100 ms',
      note,
    }));
  } finally {
    await server.close();
  }
}
