/**
 * `npm run eval:dialogues [-- file.jsonl … --url http://localhost:3000 --quiet|--summary-only --only id-prefix]`:
 * plays whole dialogues through POST /api/chat, one conversation id each (as useChat keeps it),
 * each as a fresh signed-in client, then judges the client's bookings over the API, as
 * ../shared/evals/README.md ("Dialogues") says. Prints the share right per language form, and
 * apart the dialogues with a WRONG action (a booking, cancel or move the client did not ask for)
 * and those where the asked one is MISSING; each failing transcript (`--quiet`: only the failing
 * ids; `--summary-only`: the counts alone, for a frozen set whose failures nobody may read); and
 * the share of turns the hybrid model handed to the remote one.
 * Exits 1 below the bar: ≥ 95 % overall and ≥ 90 % in every language form.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { judgeDialogue, parseDialogues, type Dialogue } from '#agent/eval/dialogues.ts';
import { MitraConversation, signUpClient, type MitraReply } from './lib/chat-session.ts';
import { bookingsWithProviders, bookSetup, type ApiClient } from './lib/dialogue-api.ts';
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
  },
});

async function play(api: ApiClient, dialogue: Dialogue): Promise<PlayedDialogue> {
  const cookie = await signUpClient(api.baseUrl, { origin: api.origin });
  const client = { ...api, cookie };
  const now = new Date();
  const setup = dialogue.setup ? await bookSetup(client, dialogue.setup.book, now) : undefined;
  const conversation = new MitraConversation(api.baseUrl, cookie, undefined, api.origin);
  const replies: MitraReply[] = [];
  for (const turn of dialogue.turns) replies.push(await conversation.send(turn));
  const bookings = await bookingsWithProviders(client);
  const handedOver = replies.filter((reply) => reply.model !== undefined && reply.model !== 'offline').length;
  return { dialogue, replies, verdict: judgeDialogue(dialogue, bookings, now, setup), handedOver };
}

async function main() {
  const files = positionals.length > 0 ? positionals : [existsSync(sharedSet) ? sharedSet : bundledSet];
  const dialogues = files
    .flatMap((file) => parseDialogues(readFileSync(file, 'utf8'), file))
    .filter((dialogue) => !values.only || dialogue.id.startsWith(values.only));
  const local = values.url ? null : await startLocalApp();
  const api: ApiClient = { baseUrl: values.url?.replace(/\/$/, '') ?? local!.url, origin: local?.origin ?? values.url ?? '' };
  try {
    const results: PlayedDialogue[] = new Array(dialogues.length);
    let next = 0;
    const worker = async () => {
      while (next < dialogues.length) {
        const index = next++;
        results[index] = await play(api, dialogues[index]!);
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, Number(values.concurrency)) }, worker));
    console.log(`${results.length} dialogues from ${files.join(', ')} against ${values.url ?? 'a local app on the demo data'}\n`);
    const mode = values['summary-only'] ? 'summary' : values.quiet ? 'ids' : 'transcripts';
    const { text, meets } = formatDialogueReport(results, mode);
    console.log(text);
    process.exitCode = meets ? 0 : 1;
  } finally {
    await local?.close();
  }
}

await main();
