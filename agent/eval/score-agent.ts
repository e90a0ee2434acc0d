/**
 * Scores the agent's first reply to one labelled message, as ../shared/evals/README.md says:
 * the intent by the tools called, category / date / time / part of day by the tool inputs,
 * and for greetings and out-of-scope messages a reply in the message's script.
 */
import type { Label } from '../nlu/eval/labels.ts';
import { acceptedDates, scoredFields, type ScoredField } from '../nlu/eval/score.ts';

export type ObservedTool = { name: string; input: Record<string, unknown> };
export type AgentObservation = { tools: ObservedTool[]; text: string };

export type AgentLineScore = {
  label: Label;
  got: AgentObservation;
  fields: Record<ScoredField, boolean>;
  exactIntent: boolean;
  allRight: boolean;
};

const scriptPattern = { devanagari: /[\u0900-\u097F]/, tamil: /[\u0B80-\u0BFF]/, latin: /[A-Za-z]/ };

/** Romanized in, romanized or native script out; native script in, the same script out. */
export function replyScriptFits(lang: Label['lang'], text: string): boolean {
  const has = (script: keyof typeof scriptPattern) => scriptPattern[script].test(text);
  switch (lang) {
    case 'en':
      return has('latin') && !has('devanagari') && !has('tamil');
    case 'hi':
      return has('devanagari');
    case 'ta':
      return has('tamil');
    case 'hinglish':
      return has('devanagari') || (has('latin') && !has('tamil'));
    case 'tanglish':
      return has('tamil') || (has('latin') && !has('devanagari'));
    case 'mixed':
      return text.trim().length > 0;
  }
}

function intentFits(label: Label, got: AgentObservation): boolean {
  const called = new Set(got.tools.map((tool) => tool.name));
  if (called.has('book_slot')) return false;
  switch (label.intent) {
    case 'search':
      return called.has('search_catalog') && !called.has('find_slots');
    case 'slots':
    case 'book':
      return called.has('find_slots');
    case 'cancel':
      return called.has('list_bookings') || called.has('cancel_booking');
    case 'reschedule':
      return called.has('list_bookings') || called.has('reschedule_booking');
    case 'list_bookings':
      return called.has('list_bookings') && !called.has('cancel_booking');
    case 'quota':
      return called.has('check_quota');
    case 'greeting':
    case 'out_of_scope':
      return called.size === 0 && replyScriptFits(label.lang, got.text);
  }
}

const inputOf = (got: AgentObservation, name: string) => got.tools.find((tool) => tool.name === name)?.input;
const stringField = (input: Record<string, unknown> | undefined, key: string) =>
  typeof input?.[key] === 'string' ? (input[key] as string) : null;

export function scoreAgentLine(label: Label, got: AgentObservation, now: Date): AgentLineScore {
  const slots = inputOf(got, 'find_slots');
  const category = stringField(slots, 'category') ?? stringField(inputOf(got, 'search_catalog'), 'category');
  const date = stringField(slots, 'date');
  // Category, date and time of a cancel or a listing describe an existing booking: not scored from tool inputs.
  const describesExisting = label.intent === 'cancel' || label.intent === 'list_bookings';
  const fields: Record<ScoredField, boolean> = {
    intent: intentFits(label, got),
    category: describesExisting || category === label.category,
    date: describesExisting || (label.date === null ? date === null : date !== null && acceptedDates(label.date, now).includes(date)),
    time: describesExisting || stringField(slots, 'time') === label.time,
    time_window: describesExisting || stringField(slots, 'timeWindow') === label.time_window,
  };
  return { label, got, fields, exactIntent: fields.intent, allRight: scoredFields.every((field) => fields[field]) };
}

/** The failing lines: expected against the tools the agent called. */
export function formatAgentFailures(scores: readonly AgentLineScore[]): string {
  return scores
    .filter((score) => !score.allRight)
    .map((score) => {
      const wrong = scoredFields
        .filter((field) => !score.fields[field])
        .map((field) => `${field} (expected ${JSON.stringify(score.label[field])})`);
      const tools = score.got.tools.map((tool) => `${tool.name}${JSON.stringify(tool.input)}`).join(' → ') || 'no tool';
      return `  ${score.label.id} ${JSON.stringify(score.label.text)}\n    wrong: ${wrong.join(', ')}\n    tools: ${tools}\n    reply: ${JSON.stringify(score.got.text.slice(0, 160))}`;
    })
    .join('\n');
}
