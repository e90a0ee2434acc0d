/** Accuracy tables for scored lines: per language, per field, all fields together. */
import { scoredFields, type LineScore, type ScoredField } from './score.ts';

/** Accuracy of one group of lines. */
export type GroupAccuracy = { lines: number; fields: Record<ScoredField, number>; exactIntent: number; allRight: number };

/** What the tables need of a scored line: the parser's and the agent's scores both have it. */
export type Scored = Pick<LineScore, 'label' | 'fields' | 'exactIntent' | 'allRight'>;

/** Accuracy of a group of lines (fractions 0–1). */
export function accuracyOf(scores: readonly Scored[]): GroupAccuracy {
  const share = (count: number) => (scores.length === 0 ? 0 : count / scores.length);
  const fields = Object.fromEntries(
    scoredFields.map((field) => [field, share(scores.filter((score) => score.fields[field]).length)]),
  ) as Record<ScoredField, number>;
  return {
    lines: scores.length,
    fields,
    exactIntent: share(scores.filter((score) => score.exactIntent).length),
    allRight: share(scores.filter((score) => score.allRight).length),
  };
}

/** Accuracy overall and per language. */
export function accuracyByLanguage(scores: readonly Scored[]): Map<string, GroupAccuracy> {
  const groups = new Map<string, Scored[]>();
  for (const score of scores) groups.set(score.label.lang, [...(groups.get(score.label.lang) ?? []), score]);
  const table = new Map<string, GroupAccuracy>([['ALL', accuracyOf(scores)]]);
  for (const [lang, group] of [...groups].sort(([a], [b]) => a.localeCompare(b))) table.set(lang, accuracyOf(group));
  return table;
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`.padStart(7);

/** A printable table of accuracies. */
export function formatAccuracyTable(table: ReadonlyMap<string, GroupAccuracy>): string {
  const header = ['lang'.padEnd(9), 'lines', ...scoredFields.map((field) => field.padStart(11)), 'intent=='.padStart(9), 'all'.padStart(8)];
  const rows = [...table].map(([lang, accuracy]) => [
    lang.padEnd(9),
    String(accuracy.lines).padStart(5),
    ...scoredFields.map((field) => percent(accuracy.fields[field]).padStart(11)),
    percent(accuracy.exactIntent).padStart(9),
    percent(accuracy.allRight).padStart(8),
  ]);
  return [header, ...rows].map((row) => row.join(' ')).join('\n');
}

/** The failing lines, expected against got for each wrong field. */
export function formatFailures(scores: readonly LineScore[]): string {
  return scores
    .filter((score) => !score.allRight || !score.exactIntent)
    .map((score) => {
      const { label, got } = score;
      const gotFields: Record<ScoredField, unknown> = {
        intent: got.intent,
        category: got.category,
        date: got.date,
        time: got.time,
        time_window: got.timeWindow,
      };
      const wrong = scoredFields.filter((field) => !score.fields[field] || (field === 'intent' && !score.exactIntent));
      const lines = wrong.map((field) => `    ${field}: expected ${JSON.stringify(label[field])} got ${JSON.stringify(gotFields[field])}`);
      return [`  ${label.id} ${JSON.stringify(label.text)}`, ...lines].join('\n');
    })
    .join('\n');
}
