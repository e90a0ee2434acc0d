/**
 * The chat's confirm and decline buttons send a word in the UI's language (issue 24): Mitra's
 * booking guard reads it with the same NLU in every model mode, so each word sent must read as a
 * yes (a strong one, enough to confirm an offered slot) or a no after a proposal.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ConversationMemory } from '#agent/nlu/types.ts';
import { read } from './read-message.ts';

const proposed: ConversationMemory = {
  intent: 'book',
  category: 'doctor',
  date: '2026-11-23',
  awaiting: 'confirmation',
  options: [{ time: '17:00' }],
};

function buttonWords(locale: string) {
  const web = JSON.parse(readFileSync(new URL(`../../../../locales/${locale}/web.json`, import.meta.url), 'utf8')) as {
    mitra: { yesWord?: string; noWord?: string };
  };
  return web.mitra;
}

describe.each(['en', 'hi', 'ta'])('the %s chat buttons', (locale) => {
  it('send a yes Mitra reads as confirming the proposal', () => {
    const { yesWord } = buttonWords(locale);
    expect(yesWord).toBeTruthy();
    expect(read(yesWord!, proposed)).toMatchObject({ intent: 'confirm', confirmation: true, strongYes: true });
  });

  it('send a no Mitra reads as declining it', () => {
    const { noWord } = buttonWords(locale);
    expect(noWord).toBeTruthy();
    expect(read(noWord!, proposed)).toMatchObject({ intent: 'deny', confirmation: false });
  });

  it('the words are in the UI language, not English copies', () => {
    const { yesWord, noWord } = buttonWords(locale);
    if (locale !== 'en') expect([yesWord, noWord]).not.toContain('yes');
    if (locale !== 'en') expect([yesWord, noWord]).not.toContain('no');
  });
});
