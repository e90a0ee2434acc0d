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
import { judgeDialogue, parseDialogues, type Dialogue, type DialogueVerdict } from '#agent/eval/dialogues.ts';
import { MitraConversation, signUpClient, type MitraReply } from './lib/chat-session.ts';
import { bookingsWithProviders, bookSetup, type ApiClient } from './lib/dialogue-api.ts';
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

type Played = { dialogue: Dialogue; replies: MitraReply[]; verdict: DialogueVerdict; handedOver: number };

async function play(api: ApiClient, dialogue: Dialogue): Promise<Played> {
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

const outcomeLabel = { right: 'right', wrong: 'WRONG', missing: 'MISSING' } as const;

function transcript(played: Played): string {
  const lines = played.dialogue.turns.flatMap((turn, index) => {
    const reply = played.replies[index];
    const tools = reply?.tools.map((tool) => `${tool.name}${JSON.stringify(tool.input)}`).join(' → ');
    return [`    > ${turn}`, ...(tools ? [`      [${tools}]`] : []), `    < ${(reply?.text ?? '').replace(/\n/g, '\n      ')}`];
  });
  return `${headline(played)}\n${lines.join('\n')}`;
}

const headline = (played: Played) => `  ${played.dialogue.id} — ${outcomeLabel[played.verdict.outcome]}: ${played.verdict.why}`;

const withOutcome = (group: Played[], outcome: Played['verdict']['outcome']) =>
  group.filter((result) => result.verdict.outcome === outcome);

function report(results: Played[], showIds: boolean): boolean {
  const groups = new Map<string, Played[]>([['ALL', results]]);
  for (const result of results) groups.set(result.dialogue.lang, [...(groups.get(result.dialogue.lang) ?? []), result]);
  let meets = true;
  for (const [lang, group] of groups) {
    const right = withOutcome(group, 'right').length;
    const share = right / Math.max(1, group.length);
    if (share < (lang === 'ALL' ? 0.95 : 0.9)) meets = false;
    const counts = `wrong actions: ${withOutcome(group, 'wrong').length}   missing: ${withOutcome(group, 'missing').length}`;
    console.log(
      `${lang.padEnd(10)} ${String(right).padStart(3)}/${String(group.length).padEnd(3)} ${(share * 100).toFixed(1).padStart(5)} %   ${counts}`,
    );
  }
  const wrong = withOutcome(results, 'wrong');
  const actions = wrong.reduce((sum, result) => sum + result.verdict.wrongActions.length, 0);
  const ids = (group: Played[]) => (showIds && group.length > 0 ? ` (${group.map((result) => result.dialogue.id).join(', ')})` : '');
  console.log(`\nwrong actions: ${wrong.length} dialogues, ${actions} actions${ids(wrong)}`);
  console.log(`missing: ${withOutcome(results, 'missing').length}${ids(withOutcome(results, 'missing'))}`);
  const turns = results.reduce((sum, result) => sum + result.replies.length, 0);
  const handed = results.reduce((sum, result) => sum + result.handedOver, 0);
  console.log(`\nturns handed to the remote model: ${handed}/${turns} (${((handed / Math.max(1, turns)) * 100).toFixed(1)} %)`);
  return meets;
}

/** The failing dialogues, as much as the mode allows: transcripts, one line each, or nothing. */
function printFailing(failing: Played[]) {
  if (values['summary-only'] || failing.length === 0) return;
  const shown = values.quiet ? failing.map(headline) : failing.map(transcript);
  console.log(`\nfailing dialogues:\n${shown.join(values.quiet ? '\n' : '\n\n')}`);
}

async function main() {
  const files = positionals.length > 0 ? positionals : [existsSync(sharedSet) ? sharedSet : bundledSet];
  const dialogues = files
    .flatMap((file) => parseDialogues(readFileSync(file, 'utf8'), file))
    .filter((dialogue) => !values.only || dialogue.id.startsWith(values.only));
  const local = values.url ? null : await startLocalApp();
  const api: ApiClient = { baseUrl: values.url?.replace(/\/$/, '') ?? local!.url, origin: local?.origin ?? values.url ?? '' };
  try {
    const results: Played[] = new Array(dialogues.length);
    let next = 0;
    const worker = async () => {
      while (next < dialogues.length) {
        const index = next++;
        results[index] = await play(api, dialogues[index]!);
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, Number(values.concurrency)) }, worker));
    console.log(`${results.length} dialogues from ${files.join(', ')} against ${values.url ?? 'a local app on the demo data'}\n`);
    const meets = report(results, !values['summary-only']);
    printFailing(results.filter((result) => !result.verdict.pass));
    console.log(`\nquality bar (≥ 95 % overall, ≥ 90 % per language form): ${meets ? 'met' : 'NOT met'}`);
    process.exitCode = meets ? 0 : 1;
  } finally {
    await local?.close();
  }
}

await main();
