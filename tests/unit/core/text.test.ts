import { describe, expect, it } from 'vitest';
import { foldCase, foldText } from '#api/core/text/fold.ts';
import { DeletionIndex, withinOneEdit } from '#api/core/text/fuzzy.ts';
import { normaliseText, tokenise } from '#api/services/catalog/search/normalise.ts';
import { tokenize } from '#agent/nlu/text/tokenize.ts';

describe('foldText', () => {
  it('keeps case and folds the ways one word is typed', () => {
    expect(foldText('Café')).toBe('Cafe');
    expect(foldText('ज़रूरी पाँच')).toBe('जरूरी पांच');
    expect(foldText('௧௦ மணி, १० बजे')).toBe('10 மணி, 10 बजे');
    expect(foldText('doc\u200btor’s “visit” – now')).toBe('doctor\'s "visit" - now');
  });

  it('makes compatibility forms plain: full-width letters and digits, ligatures, no-break spaces', () => {
    expect(foldCase('ＤＥＮＴＩＳＴ １０\u00a0am ﬁx')).toBe('dentist 10 am fix');
  });
});

describe('one folding for the search and the NLU', () => {
  it('lets the index, the queries and the messages meet in one form', () => {
    const spellings: Array<[string, string]> = [
      ['पाँच', 'पांच'],
      ['ड़ॉक्टर', 'डॉक्टर'],
      ['ｐｌｕｍｂｅｒ', 'plumber'],
    ];
    for (const [typed, plain] of spellings) {
      expect(normaliseText(typed)).toBe(normaliseText(plain));
      expect(tokenize(typed).tokens.map((token) => token.norm)).toEqual(tokenize(plain).tokens.map((token) => token.norm));
    }
    expect(tokenise('Men’s Café')).toEqual(['mens', 'cafe']);
  });
});

describe('one edit apart', () => {
  it('counts an insertion, a deletion, a substitution or a swap of neighbours as one edit', () => {
    expect(withinOneEdit('tomorow', 'tomorrow')).toBe(true);
    expect(withinOneEdit('tommorow', 'tomorrow')).toBe(false);
    expect(withinOneEdit('plumbr', 'plumber')).toBe(true);
    expect(withinOneEdit('dentsit', 'dentist')).toBe(true);
    expect(withinOneEdit('dentust', 'dentist')).toBe(true);
    expect(withinOneEdit('dnetsit', 'dentist')).toBe(false);
    expect(withinOneEdit('plumb', 'plumber')).toBe(false);
  });

  it('finds the vocabulary words one edit from a typed word', () => {
    const index = new DeletionIndex();
    for (const word of ['tomorrow', 'morning', 'evening', 'plumber']) index.add(word);
    expect(index.lookup('tommorrow')).toEqual(['tomorrow']);
    expect(index.lookup('evenign')).toEqual(['evening']);
    expect(index.lookup('plumbing')).toEqual([]);
  });
});
