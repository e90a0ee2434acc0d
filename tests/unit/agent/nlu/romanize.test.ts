import { describe, expect, it } from 'vitest';
import { romanizeDevanagari } from '#agent/nlu/text/romanize.ts';

describe('Devanagari names in Latin letters', () => {
  it.each([
    ['रोहन', 'rohan'],
    ['मेहता', 'mehta'],
    ['कविता', 'kavita'],
    ['शर्मा', 'sharma'],
    ['गुप्ता', 'gupta'],
    ['त्रिपाठी', 'tripathi'],
    ['फ़रहान', 'farhan'],
    ['कौशिक', 'kaushik'],
  ])('%s is %s', (word, latin) => {
    expect(romanizeDevanagari(word)).toBe(latin);
  });
});
