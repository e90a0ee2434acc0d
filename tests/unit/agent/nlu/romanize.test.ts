import { describe, expect, it } from 'vitest';
import { romanizeTamil } from '#agent/nlu/text/romanize-tamil.ts';
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

describe('Tamil names in Latin letters', () => {
  it.each([
    ['செந்தில்', 'senthil'],
    ['முருகன்', 'murugan'],
    ['கவிதா', 'kavitha'],
    ['ராமன்', 'raman'],
    ['கீர்த்தனா', 'kirthana'],
    ['லக்ஷ்மி', 'lakshmi'],
    ['அன்னபூர்ணா', 'annapurna'],
    ['பிள்ளை', 'pillai'],
  ])('%s is %s', (word, latin) => {
    expect(romanizeTamil(word)).toBe(latin);
  });
});
