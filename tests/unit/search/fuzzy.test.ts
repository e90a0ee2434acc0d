import { describe, expect, it } from 'vitest';
import { editDistances, maxEditsFor, trigramsOf } from '#api/core/text/fuzzy.ts';

describe('editDistances', () => {
  it('counts one edit for a missing, extra, wrong or swapped letter', () => {
    expect(editDistances('dermatolgist', 'dermatologist', 2)?.full).toBe(1);
    expect(editDistances('plumbr', 'plumber', 2)?.full).toBe(1);
    expect(editDistances('dentsit', 'dentist', 2)?.full).toBe(1);
    expect(editDistances('tutar', 'tutor', 1)?.full).toBe(1);
    expect(editDistances('mehta', 'mehta', 1)?.full).toBe(0);
  });

  it('measures a mistyped beginning against the closest prefix', () => {
    expect(editDistances('dermatolg', 'dermatologist', 2)).toEqual({ full: 4, prefix: 1 });
  });

  it('gives up beyond the limit', () => {
    expect(editDistances('plumber', 'painter', 2)).toBeUndefined();
    expect(editDistances('salon', 'doctor', 2)).toBeUndefined();
  });
});

describe('maxEditsFor', () => {
  it('allows no typo in words under 4 letters, one up to 5, two beyond', () => {
    expect([3, 4, 5, 6, 12].map(maxEditsFor)).toEqual([0, 1, 1, 2, 2]);
  });
});

describe('trigramsOf', () => {
  it('pads words as pg_trgm does', () => {
    expect(trigramsOf('cat')).toEqual(['  c', ' ca', 'cat', 'at ']);
  });
});
