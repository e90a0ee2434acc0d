/**
 * Scores the offline model's language understanding against labelled utterances.
 *
 *   npx tsx agent/cli/eval-nlu.ts [file.jsonl …] [--now 2026-11-22T09:00:00+05:30] [--quiet]
 *
 * Prints accuracy per language and per field (intent by the tool it leads to, as
 * evals/README.md scores the agent, plus exact intent), the all-fields-right rate, the failing
 * lines with expected against got, and the mean parse time. Exits 1 below the quality bar
 * (every field ≥ 95 %, all fields right together ≥ 90 %).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { istIso } from '#db/contract/ist.ts';
import { parseLabels, type Label } from '../nlu/eval/labels.ts';
import { accuracyByLanguage, formatAccuracyTable, formatFailures } from '../nlu/eval/report.ts';
import { scoreLine, scoredFields } from '../nlu/eval/score.ts';
import { understand } from '../nlu/understand.ts';

// A copy of ../shared/evals/dev-utterances.jsonl, so that a checkout alone can score it.
const defaultFile = fileURLToPath(new URL('../../tests/fixtures/evals/dev-utterances.jsonl', import.meta.url));
const defaultNow = istIso('2026-11-22', '09:00');

function parseArgs(argv: readonly string[]): { files: string[]; now: Date; quiet: boolean } {
  const files: string[] = [];
  let now = defaultNow;
  let quiet = false;
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] as string;
    if (arg === '--now') now = argv[++index] ?? defaultNow;
    else if (arg.startsWith('--now=')) now = arg.slice('--now='.length);
    else if (arg === '--quiet') quiet = true;
    else files.push(arg);
  }
  const date = new Date(now);
  if (Number.isNaN(date.getTime())) throw new Error(`--now is not a date: ${now}`);
  return { files: files.length > 0 ? files : [defaultFile], now: date, quiet };
}

function meanParseMs(labels: readonly Label[], now: Date): number {
  const rounds = 20;
  const started = performance.now();
  for (let round = 0; round < rounds; round += 1) for (const label of labels) understand(label.text, { now });
  return (performance.now() - started) / (rounds * labels.length);
}

function main(): void {
  const { files, now, quiet } = parseArgs(process.argv.slice(2));
  const labels = files.flatMap((file) => parseLabels(readFileSync(file, 'utf8'), file));
  const scores = labels.map((label) => scoreLine(label, understand(label.text, { now }), now));
  const table = accuracyByLanguage(scores);
  const overall = table.get('ALL');
  console.log(`now ${now.toISOString()} · ${labels.length} lines from ${files.join(', ')}\n`);
  console.log(formatAccuracyTable(table));
  console.log(`\nmean parse time ${meanParseMs(labels, now).toFixed(3)} ms per message`);
  const failures = formatFailures(scores);
  if (!quiet && failures) console.log(`\nfailing lines (all fields, or exact intent):\n${failures}`);
  const passes = overall !== undefined && scoredFields.every((field) => overall.fields[field] >= 0.95) && overall.allRight >= 0.9;
  console.log(`\nquality bar (fields ≥ 95 %, all ≥ 90 %): ${passes ? 'met' : 'NOT met'}`);
  process.exitCode = passes ? 0 : 1;
}

main();
