/**
 * The WhatsApp webhook round trip (signed form post → signature check → idempotency → client by
 * phone → offline-model turn → TwiML) at 20 concurrent conversations on the demo catalogue, next to
 * the same-run round trip of GET /api/health at the same concurrency (HTTP, one query).
 */
import { startServer } from '#api/bootstrap.ts';
import { createLogger } from '#api/core/logger.ts';
import { postSignedForm, whatsappFields } from '#tests/support/twilio-webhook.ts';
import { testConfig } from '#tests/support/test-server.ts';
import type { BenchResult } from './bench-types.ts';
import { freshDatabase, percentile } from './bench-support.ts';

const conversations = Number(process.env.WEBHOOK_BENCH_CONVERSATIONS ?? 20);
const rounds = 3;
/** Each conversation keeps to one language, as people do: English, Hinglish or Tamil. */
const scripts = [
  ['hi', 'doctor tomorrow morning', 'yoga on saturday evening', 'salon near me', 'my bookings'],
  ['namaste', 'kal subah doctor chahiye', 'kal shaam yoga ke slots', 'plumber chahiye', 'meri bookings dikhao'],
  ['வணக்கம்', 'நாளை காலை டாக்டர்', 'நாளை மாலை யோகா', 'ஹேர்கட் வேண்டும்', 'என் முன்பதிவுகள்'],
];
const turnsPerConversation = scripts[0]!.length;

async function timed(run: () => Promise<{ status: number }>): Promise<number> {
  const started = performance.now();
  const response = await run();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`bench request failed with ${response.status}`);
  return ms;
}

export async function runWebhookBench(serverUrl: string): Promise<BenchResult[]> {
  const url = await freshDatabase(serverUrl, 'bookmitra_bench_webhook');
  const config = testConfig({ DATABASE_URL: url, SEED_DEMO: 'true', DATABASE_POOL_SIZE: '20' });
  const server = await startServer(config, { logger: createLogger('warn') });
  try {
    const webhook: number[] = [];
    const health: number[] = [];
    const phone = (index: number, round: number) => `+9190${String(round).padStart(2, '0')}${String(index).padStart(6, '0')}`;
    const conversation = async (index: number, round: number, record: boolean) => {
      for (const text of scripts[index % scripts.length]!) {
        const ms = await timed(() => postSignedForm(server.url, '/webhooks/twilio', whatsappFields(phone(index, round), text)));
        if (record) webhook.push(ms);
      }
    };
    const healthLoop = async (record: boolean) => {
      for (let turn = 0; turn < turnsPerConversation; turn += 1) {
        const ms = await timed(() =>
          fetch(`${server.url}/api/health`).then(async (response) => ({ status: (await response.text(), response.status) })),
        );
        if (record) health.push(ms);
      }
    };
    // Warm-up round (JIT, search index, connection pool), not recorded.
    await Promise.all(Array.from({ length: conversations }, (_, index) => conversation(index, 99, false)));
    await Promise.all(Array.from({ length: conversations }, () => healthLoop(false)));
    for (let round = 0; round < rounds; round += 1) {
      await Promise.all(Array.from({ length: conversations }, (_, index) => conversation(index, round, true)));
      await Promise.all(Array.from({ length: conversations }, () => healthLoop(true)));
    }
    const note = `${webhook.length} signed posts, ${conversations} concurrent WhatsApp conversations (new numbers), offline model, demo catalogue`;
    return [50, 99].map((p) => ({
      name: `webhook round trip p${p}`,
      unit: 'ms',
      value: percentile(webhook, p / 100),
      baselineName: `GET /api/health p${p} (same concurrency)`,
      baseline: percentile(health, p / 100),
      ratio: percentile(webhook, p / 100) / percentile(health, p / 100),
      ...(p === 99 ? { target: '≤ 300 ms' } : {}),
      note,
    }));
  } finally {
    await server.close();
  }
}
