/** What eval:dialogues prints after a run: the share right, WRONG actions apart from MISSING ones, and as much of the failures as the mode allows. */
import type { Dialogue, DialogueOutcome, DialogueVerdict } from '#agent/eval/dialogues.ts';
import type { MitraReply } from './chat-session.ts';

export type PlayedDialogue = { dialogue: Dialogue; replies: MitraReply[]; verdict: DialogueVerdict; handedOver: number };

/**
 * `transcripts`: each failing dialogue with its turns and replies; `ids`: one line per failing
 * dialogue; `summary`: the counts alone, no id and no transcript (a frozen set whose failures
 * nobody may read while fixing).
 */
export type ReportMode = 'transcripts' | 'ids' | 'summary';

const outcomeLabel: Record<DialogueOutcome, string> = { right: 'right', wrong: 'WRONG', missing: 'MISSING' };

const headline = (played: PlayedDialogue) => `  ${played.dialogue.id} — ${outcomeLabel[played.verdict.outcome]}: ${played.verdict.why}`;

function transcript(played: PlayedDialogue): string {
  const lines = played.dialogue.turns.flatMap((turn, index) => {
    const reply = played.replies[index];
    const tools = reply?.tools.map((tool) => `${tool.name}${JSON.stringify(tool.input)}`).join(' → ');
    return [`    > ${turn}`, ...(tools ? [`      [${tools}]`] : []), `    < ${(reply?.text ?? '').replace(/\n/g, '\n      ')}`];
  });
  return `${headline(played)}\n${lines.join('\n')}`;
}

const withOutcome = (group: PlayedDialogue[], outcome: DialogueOutcome) => group.filter((result) => result.verdict.outcome === outcome);

/** One line per language form (and ALL): right/total, share, dialogues with a wrong action, dialogues missing the asked one. */
function scoreLines(results: PlayedDialogue[]): { lines: string[]; meets: boolean } {
  const groups = new Map<string, PlayedDialogue[]>([['ALL', results]]);
  for (const result of results) groups.set(result.dialogue.lang, [...(groups.get(result.dialogue.lang) ?? []), result]);
  let meets = true;
  const lines = [...groups].map(([lang, group]) => {
    const right = withOutcome(group, 'right').length;
    const share = right / Math.max(1, group.length);
    if (share < (lang === 'ALL' ? 0.95 : 0.9)) meets = false;
    const counts = `wrong actions: ${withOutcome(group, 'wrong').length}   missing: ${withOutcome(group, 'missing').length}`;
    return `${lang.padEnd(10)} ${String(right).padStart(3)}/${String(group.length).padEnd(3)} ${(share * 100).toFixed(1).padStart(5)} %   ${counts}`;
  });
  return { lines, meets };
}

/**
 * The report's text and whether the quality bar is met (≥ 95 % overall, ≥ 90 % per language form).
 * @example formatDialogueReport(results, 'summary').text // no dialogue id in it
 */
export function formatDialogueReport(results: PlayedDialogue[], mode: ReportMode): { text: string; meets: boolean } {
  const { lines, meets } = scoreLines(results);
  const wrong = withOutcome(results, 'wrong');
  const missing = withOutcome(results, 'missing');
  const actions = wrong.reduce((sum, result) => sum + result.verdict.wrongActions.length, 0);
  const ids = (group: PlayedDialogue[]) =>
    mode !== 'summary' && group.length > 0 ? ` (${group.map((result) => result.dialogue.id).join(', ')})` : '';
  const turns = results.reduce((sum, result) => sum + result.replies.length, 0);
  const handed = results.reduce((sum, result) => sum + result.handedOver, 0);
  const text = [
    ...lines,
    '',
    `wrong actions: ${wrong.length} dialogues, ${actions} actions${ids(wrong)}`,
    `missing: ${missing.length}${ids(missing)}`,
    '',
    `turns handed to the remote model: ${handed}/${turns} (${((handed / Math.max(1, turns)) * 100).toFixed(1)} %)`,
    ...failingLines(
      results.filter((result) => !result.verdict.pass),
      mode,
    ),
    '',
    `quality bar (≥ 95 % overall, ≥ 90 % per language form): ${meets ? 'met' : 'NOT met'}`,
  ];
  return { text: text.join('\n'), meets };
}

function failingLines(failing: PlayedDialogue[], mode: ReportMode): string[] {
  if (mode === 'summary' || failing.length === 0) return [];
  const shown = mode === 'ids' ? failing.map(headline) : failing.map(transcript);
  return ['', 'failing dialogues:', shown.join(mode === 'ids' ? '\n' : '\n\n')];
}
