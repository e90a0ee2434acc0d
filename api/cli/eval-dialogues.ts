/**
 * `npm run eval:dialogues [-- file.jsonl … --url http://localhost:3000 --quiet|--summary-only --only id-prefix[,id-prefix…] --at 2026-11-30T10:00+05:30 --check]`:
 * plays whole dialogues through POST /api/chat, one conversation id each (as useChat keeps it),
 * each as a fresh signed-in client, then judges the client's bookings over the API, as
 * ../shared/evals/README.md ("Dialogues") says. Prints the share right per language form, and
 * apart the dialogues with a WRONG action (a booking, cancel or move the client did not ask for)
 * and those where the asked one is MISSING; each failing transcript (`--quiet`: only the failing
 * ids; `--summary-only`: the counts alone, for a frozen set whose failures nobody may read); and
 * the share of turns the hybrid model handed to the remote one.
 * `--check` plays nothing: it counts the dialogues whose expected booking no provider can give (a half hour where
 * the kind keeps hourly slots), naming them unless `--summary-only`.
 * `--at` plays on the local app with its clock started at that moment ("tomorrow" is then always the same day).
 * Exits 1 below the bar: ≥ 95 % overall and ≥ 90 % in every language form.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { judgeDialogue, parseDialogues, type Dialogue } from '#agent/eval/dialogues.ts';
import { MitraConversation, signUpClient, type MitraReply } from './lib/chat-session.ts';
import { bookingsWithProviders, bookSetup, SetupUnavailable, type ApiClient } from './lib/dialogue-api.ts';
import { expectationSatisfiable } from './lib/dialogue-check.ts';
import { formatDialogueReport, type PlayedDialogue } from './lib/dialogue-report.ts';
import { startLocalApp } from './lib/local-app.ts';

const sharedSet = fileURLToPath(new URL('../../../shared/evals/dev-dialogues.jsonl', import.meta.url));
const bundledSet = fileURLToPath(new URL('../../tests/fixtures/evals/dev-dialogues.jsonl', import.meta.url));

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    url: { type: 'string' },
    quiet: { type: 'boolean', default: false },
    'summary-only': { type: 'boolean', default: false },
    only: { type: 'string' },
    concurrency: { type: 'string', default: '3' },
    at: { type: 'string' },
    check: { type: 'boolean', default: false },
  },
});

/** A dialogue whose setup booking has no slot today is left out of the counts and named, never played half-set. */
type Skipped = { dialogue: Dialogue; skipped: string };

async function setupFor(client: ApiClient, dialogue: Dialogue, now: Date) {
  if (!dialogue.setup) return undefined;
  return bookSetup(client, dialogue.setup.book, now).catch((error: unknown) => {
    if (error instanceof SetupUnavailable) return { skipped: error.message };
    throw error;
  });
}

async function play(api: ApiClient, dialogue: Dialogue, clock: () => Date): Promise<PlayedDialogue | Skipped> {
  const cookie = await signUpClient(api.baseUrl, { origin: api.origin });
  const client = { ...api, cookie };
  const now = clock();
  const setup = await setupFor(client, dialogue, now);
  if (setup && 'skipped' in setup) return { dialogue, skipped: setup.skipped };
  const conversation = new MitraConversation(api.baseUrl, cookie, undefined, api.origin);
  const replies: MitraReply[] = [];
  for (const turn of dialogue.turns) replies.push(await conversation.send(turn));
  const bookings = await bookingsWithProviders(client);
  const handedOver = replies.filter((reply) => reply.model !== undefined && reply.model !== 'offline').length;
  return { dialogue, replies, verdict: judgeDialogue(dialogue, bookings, now, setup), handedOver };
}

async function checkExpectations(api: ApiClient, dialogues: Dialogue[], clock: () => Date, countOnly: boolean) {
  const impossible: string[] = [];
  for (const dialogue of dialogues) if ((await expectationSatisfiable(api, dialogue, clock())) === false) impossible.push(dialogue.id);
  console.log(`${dialogues.length} dialogues; ${impossible.length} expect a booking no provider can give on this catalogue now`);
  if (!countOnly && impossible.length > 0) console.log(impossible.join('\n'));
}

async function main() {
  const files = positionals.length > 0 ? positionals : [existsSync(sharedSet) ? sharedSet : bundledSet];
  const dialogues = files
    .flatMap((file) => parseDialogues(readFileSync(file, 'utf8'), file))
    .filter((dialogue) => !values.only || values.only.split(',').some((prefix) => dialogue.id.startsWith(prefix)));
  const start = values.at ? new Date(values.at) : null;
  if (start && (Number.isNaN(start.getTime()) || values.url))
    throw new Error('--at takes an ISO date-time, and only for the local app (not with --url)');
  const offset = start ? start.getTime() - Date.now() : 0;
  const clock = () => new Date(Date.now() + offset);
  const local = values.url ? null : await startLocalApp(start ? { now: clock } : {});
  const api: ApiClient = { baseUrl: values.url?.replace(/\/$/, '') ?? local!.url, origin: local?.origin ?? values.url ?? '' };
  try {
    if (values.check) {
      await checkExpectations(api, dialogues, clock, values['summary-only']);
      return;
    }
    const results: (PlayedDialogue | Skipped)[] = new Array(dialogues.length);
    let next = 0;
    const worker = async () => {
      while (next < dialogues.length) {
        const index = next++;
        results[index] = await play(api, dialogues[index]!, clock);
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, Number(values.concurrency)) }, worker));
    const played = results.filter((result): result is PlayedDialogue => !('skipped' in result));
    const skipped = results.filter((result): result is Skipped => 'skipped' in result);
    console.log(`${played.length} dialogues from ${files.join(', ')} against ${values.url ?? 'a local app on the demo data'}\n`);
    for (const { dialogue, skipped: why } of skipped) console.log(`skipped ${dialogue.id}: ${why} (play it on another day)`);
    const mode = values['summary-only'] ? 'summary' : values.quiet ? 'ids' : 'transcripts';
    const { text, meets } = formatDialogueReport(played, mode);
    console.log(text);
    process.exitCode = meets ? 0 : 1;
  } finally {
    await local?.close();
  }
}

await main();
