import { describe, expect, it } from 'vitest';
import type { Dialogue, DialogueVerdict } from '#agent/eval/dialogues.ts';
import { formatDialogueReport, type PlayedDialogue } from '#api/cli/lib/dialogue-report.ts';

function played(id: string, lang: Dialogue['lang'], verdict: Omit<DialogueVerdict, 'pass'>): PlayedDialogue {
  const dialogue: Dialogue = { id, lang, turns: ['kal subah plumber chahiye', 'haan'], expect: { booked: null } };
  const reply = { text: 'Booked!', tools: [], suggestions: [], proposal: null };
  return { dialogue, replies: [reply, reply], verdict: { ...verdict, pass: verdict.outcome === 'right' }, handedOver: 0 };
}

const results = [
  played('set-en-01', 'en', { outcome: 'right', why: 'nothing booked', wrongActions: [] }),
  played('set-en-02', 'en', {
    outcome: 'wrong',
    why: 'booking not asked for: A; cancel not asked for: B',
    wrongActions: ['booking not asked for: A', 'cancel not asked for: B'],
  }),
  played('set-hi-01', 'hi', { outcome: 'missing', why: 'setup booking not moved', wrongActions: [] }),
  played('set-hi-02', 'hi', { outcome: 'right', why: 'moved', wrongActions: [] }),
];

describe('the eval:dialogues report', () => {
  it('counts wrong actions apart from missing ones, overall and per language form', () => {
    const { text, meets } = formatDialogueReport(results, 'ids');
    expect(text).toMatch(/^ALL +2\/4 +50\.0 % +wrong actions: 1 +missing: 1$/m);
    expect(text).toMatch(/^en +1\/2 +50\.0 % +wrong actions: 1 +missing: 0$/m);
    expect(text).toMatch(/^hi +1\/2 +50\.0 % +wrong actions: 0 +missing: 1$/m);
    expect(text).toContain('wrong actions: 1 dialogues, 2 actions (set-en-02)');
    expect(text).toContain('missing: 1 (set-hi-01)');
    expect(text).toContain('  set-en-02 — WRONG: booking not asked for: A; cancel not asked for: B');
    expect(text).toContain('  set-hi-01 — MISSING: setup booking not moved');
    expect(text).not.toContain('> kal subah');
    expect(meets).toBe(false);
  });

  it('prints each failing transcript by default', () => {
    const { text } = formatDialogueReport(results, 'transcripts');
    expect(text).toContain(
      '  set-en-02 — WRONG: booking not asked for: A; cancel not asked for: B\n    > kal subah plumber chahiye\n    < Booked!',
    );
  });

  it('in summary mode prints the counts and no dialogue id or turn (a frozen set)', () => {
    const { text } = formatDialogueReport(results, 'summary');
    expect(text).toContain('wrong actions: 1 dialogues, 2 actions\n');
    expect(text).toMatch(/^missing: 1$/m);
    expect(text).not.toMatch(/set-|kal subah|Booked|not asked|not moved/);
  });

  it('meets the bar at 95 % overall and 90 % in every form', () => {
    const right = results.map((result) => ({
      ...result,
      verdict: { pass: true, outcome: 'right', why: '', wrongActions: [] } as DialogueVerdict,
    }));
    expect(formatDialogueReport(right, 'summary')).toMatchObject({ meets: true });
  });
});
