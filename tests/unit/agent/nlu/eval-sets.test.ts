import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseLabels } from '#agent/nlu/eval/labels.ts';
import { accuracyOf } from '#agent/nlu/eval/report.ts';
import { scoreLine, scoredFields } from '#agent/nlu/eval/score.ts';
import { understand } from '#agent/nlu/understand.ts';
import { fixedNow } from './read-message.ts';

const sets = {
  'public dev set': fileURLToPath(new URL('../../../fixtures/evals/dev-utterances.jsonl', import.meta.url)),
  'extra set 1': fileURLToPath(new URL('./fixtures/extra-utterances-1.jsonl', import.meta.url)),
  'extra set 2': fileURLToPath(new URL('./fixtures/extra-utterances-2.jsonl', import.meta.url)),
  // Written after the parser was done, as a fresh check that it generalizes.
  'extra set 3': fileURLToPath(new URL('./fixtures/extra-utterances-3.jsonl', import.meta.url)),
  'extra set 4': fileURLToPath(new URL('./fixtures/extra-utterances-4.jsonl', import.meta.url)),
  'extra set 5': fileURLToPath(new URL('./fixtures/extra-utterances-5.jsonl', import.meta.url)),
};

const load = (path: string) => parseLabels(readFileSync(path, 'utf8'), path);

describe.each(Object.entries(sets))('%s', (_name, path) => {
  const labels = load(path);
  const scores = labels.map((label) => scoreLine(label, understand(label.text, { now: fixedNow }), fixedNow));
  const accuracy = accuracyOf(scores);

  it('scores every field at 95 % or better', () => {
    for (const field of scoredFields) expect(accuracy.fields[field], field).toBeGreaterThanOrEqual(0.95);
    expect(accuracy.exactIntent).toBeGreaterThanOrEqual(0.95);
  });

  it('gets all fields right together on 90 % of lines or more', () => {
    expect(accuracy.allRight).toBeGreaterThanOrEqual(0.9);
  });
});

describe('own test sets', () => {
  it('hold at least 150 new lines in all six varieties', () => {
    const labels = [...load(sets['extra set 1']), ...load(sets['extra set 2'])];
    expect(labels.length).toBeGreaterThanOrEqual(150);
    expect(new Set(labels.map((label) => label.lang))).toEqual(new Set(['en', 'hi', 'ta', 'hinglish', 'tanglish', 'mixed']));
  });
});
