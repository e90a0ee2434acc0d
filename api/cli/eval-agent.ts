/**
 * `npm run eval:agent [-- file.jsonl … --url http://localhost:3000 --quiet]`: scores labelled
 * utterances against the running agent, as ../shared/evals/README.md describes — each line the
 * first message of a new conversation of a signed-in client with no bookings — and prints
 * accuracy per language and per field. Without --url it starts a throwaway app on the demo data
 * (with whatever model the environment configures: the offline one without OPENAI_API_KEY).
 * Exits 1 below the bar: every field ≥ 95 %, all fields right together ≥ 90 %.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { formatAgentFailures, scoreAgentLine, type AgentLineScore } from '#agent/eval/score-agent.ts';
import { parseLabels } from '#agent/nlu/eval/labels.ts';
import { accuracyByLanguage, formatAccuracyTable } from '#agent/nlu/eval/report.ts';
import { scoredFields } from '#agent/nlu/eval/score.ts';
import { MitraConversation, signUpClient } from './lib/chat-session.ts';
import { startLocalApp } from './lib/local-app.ts';

const sharedSet = fileURLToPath(new URL('../../../shared/evals/dev-utterances.jsonl', import.meta.url));
// A copy of the shared set, so that a checkout alone can score it.
const bundledSet = fileURLToPath(new URL('../../tests/fixtures/evals/dev-utterances.jsonl', import.meta.url));

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { url: { type: 'string' }, quiet: { type: 'boolean', default: false }, concurrency: { type: 'string', default: '4' } },
});

async function scoreAll(baseUrl: string, origin: string, files: string[]): Promise<{ scores: AgentLineScore[]; meanMs: number }> {
  const labels = files.flatMap((file) => parseLabels(readFileSync(file, 'utf8'), file));
  // One client for all lines: it never books (the agent books only after a yes), so it stays without bookings.
  const cookie = await signUpClient(baseUrl, { origin });
  const scores: AgentLineScore[] = new Array(labels.length);
  let next = 0;
  let totalMs = 0;
  const worker = async () => {
    while (next < labels.length) {
      const index = next++;
      const label = labels[index]!;
      const started = performance.now();
      const reply = await new MitraConversation(baseUrl, cookie, undefined, origin).send(label.text);
      totalMs += performance.now() - started;
      scores[index] = scoreAgentLine(label, { tools: reply.tools, text: reply.text }, new Date());
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Number(values.concurrency)) }, worker));
  return { scores, meanMs: totalMs / Math.max(1, labels.length) };
}

async function main() {
  const files = positionals.length > 0 ? positionals : [existsSync(sharedSet) ? sharedSet : bundledSet];
  const local = values.url ? null : await startLocalApp();
  const baseUrl = values.url?.replace(/\/$/, '') ?? local!.url;
  const origin = local?.origin ?? baseUrl;
  try {
    const { scores, meanMs } = await scoreAll(baseUrl, origin, files);
    const table = accuracyByLanguage(scores);
    const overall = table.get('ALL');
    console.log(`${scores.length} lines from ${files.join(', ')} against ${values.url ?? 'a local app on the demo data'}\n`);
    console.log(formatAccuracyTable(table));
    console.log(`\nmean turn time over HTTP ${meanMs.toFixed(1)} ms`);
    const failures = formatAgentFailures(scores);
    if (!values.quiet && failures) console.log(`\nlines with a wrong field:\n${failures}`);
    const passes = overall !== undefined && scoredFields.every((field) => overall.fields[field] >= 0.95) && overall.allRight >= 0.9;
    console.log(`\nquality bar (fields ≥ 95 %, all ≥ 90 %): ${passes ? 'met' : 'NOT met'}`);
    process.exitCode = passes ? 0 : 1;
  } finally {
    await local?.close();
  }
}

await main();
