/**
 * Consonant skeletons, to recognise English words written in Devanagari or Tamil letters
 * (पेडीक्योर, பெடிக்யூர் → pedicure) without listing every spelling. Vowels, y and h are
 * dropped and consonants fall into classes both scripts agree on: Tamil க is k or g, ச is s,
 * ch or j, so those merge; doubled classes collapse.
 */

const devanagari: Record<string, string> = {
  क: 'K',
  ख: 'K',
  ग: 'K',
  घ: 'K',
  ङ: 'N',
  च: 'S',
  छ: 'S',
  ज: 'S',
  झ: 'S',
  ञ: 'N',
  ट: 'T',
  ठ: 'T',
  ड: 'T',
  ढ: 'T',
  ण: 'N',
  त: 'T',
  थ: 'T',
  द: 'T',
  ध: 'T',
  न: 'N',
  प: 'P',
  फ: 'P',
  ब: 'P',
  भ: 'P',
  म: 'M',
  र: 'R',
  ल: 'L',
  व: 'V',
  श: 'S',
  ष: 'S',
  स: 'S',
  '\u0902': 'N',
};

const tamil: Record<string, string> = {
  க: 'K',
  ங: 'N',
  ச: 'S',
  ஞ: 'N',
  ட: 'T',
  ண: 'N',
  த: 'T',
  ந: 'N',
  ப: 'P',
  ம: 'M',
  ர: 'R',
  ல: 'L',
  வ: 'V',
  ழ: 'L',
  ள: 'L',
  ற: 'R',
  ன: 'N',
  ஜ: 'S',
  ஷ: 'S',
  ஸ: 'S',
  ஃ: '',
};

const englishRules: [RegExp, string][] = [
  [/ph/g, 'P'],
  [/th/g, 'T'],
  [/sh|ch/g, 'S'],
  [/ck/g, 'K'],
  [/gh/g, ''],
  [/[cg](?=[eiy])/g, 'S'],
  [/x/g, 'KS'],
  [/[bpf]/g, 'P'],
  [/[cgkq]/g, 'K'],
  [/[dt]/g, 'T'],
  [/[jsz]/g, 'S'],
  [/[vw]/g, 'V'],
  [/m/g, 'M'],
  [/n/g, 'N'],
  [/r/g, 'R'],
  [/l/g, 'L'],
  [/[^A-Z]/g, ''],
];

function collapse(skeleton: string): string {
  return skeleton.replace(/(.)\1+/g, '$1');
}

const labials = new Set(['प', 'फ', 'ब', 'भ', 'म']);

/** The skeleton of a Devanagari or Tamil word; anusvara before a labial is m (प्लंबिंग = plumbing). */
export function nativeSkeleton(word: string): string {
  const chars = [...word];
  let skeleton = '';
  chars.forEach((char, index) => {
    const nasalBeforeLabial = char === '\u0902' && labials.has(chars[index + 1] ?? '');
    skeleton += nasalBeforeLabial ? 'M' : (devanagari[char] ?? tamil[char] ?? '');
  });
  return collapse(skeleton);
}

/** The skeleton of a lower-case English word (soft c and g count as s). */
export function englishSkeleton(word: string): string {
  return collapse(englishRules.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), word));
}
