import { describe, expect, it } from 'vitest';
import { kindStem, kindStems, wordMatches } from '#api/services/catalog/search/kind-match.ts';

// matchKind itself reads the database: tests/integration/catalog/kind-match.test.ts.
describe('the stems of a kind', () => {
  it('cuts the endings that differ between the person and the trade', () => {
    expect(kindStem('dentist')).toBe('dent');
    expect(kindStem('dental')).toBe('dent');
    expect(kindStem('dentistry')).toBe('dentist');
    expect(kindStem('cardiology')).toBe('cardi');
    // Short words keep their ending: "eyes" is not "ey".
    expect(kindStem('eyes')).toBe('eyes');
  });

  it('keeps only the distinctive words of a request', () => {
    expect(kindStems('fridge repair')).toEqual(['fridge']);
    expect(kindStems('kids doctor near me')).toEqual(['kids']);
    expect(kindStems('doctor')).toEqual([]);
    expect(kindStems('home service')).toEqual([]);
  });

  it('matches a word by its stem, either way round, and short words only exactly', () => {
    expect(wordMatches('dent', ['dentist'])).toBe(true);
    expect(wordMatches('dentist', ['dental'])).toBe(true);
    expect(wordMatches('fridge', ['washing', 'machine'])).toBe(false);
    expect(wordMatches('ac', ['ac'])).toBe(true);
    expect(wordMatches('ac', ['acne'])).toBe(false);
  });

  it('keeps a physiotherapist and a general physician apart, both ways (h9 round)', () => {
    expect(wordMatches(kindStem('physiotherapist'), ['general', 'physician'])).toBe(false);
    expect(wordMatches(kindStem('physician'), ['physiotherapist'])).toBe(false);
    expect(wordMatches(kindStem('physio'), ['physiotherapist'])).toBe(true);
    expect(wordMatches(kindStem('physicians'), ['physician'])).toBe(true);
  });
});
