/**
 * Devanagari names in Latin letters, as Indians spell them in English ("रोहन मेहता" → "rohan
 * mehta"), so that a provider named in Hindi is found in the catalogue, which lists names in
 * Latin script (its search forgives a letter or two: "sinh" finds Singh). Long and short vowels
 * read alike (Sharma, Sunil); the inherent "a" is dropped at the end of a word and between a
 * vowel and a consonant that carries its own vowel (मेहता is meh-ta, not me-ha-ta).
 */

const consonants: Record<string, string> = {
  क: 'k',
  ख: 'kh',
  ग: 'g',
  घ: 'gh',
  ङ: 'n',
  च: 'ch',
  छ: 'chh',
  ज: 'j',
  झ: 'jh',
  ञ: 'n',
  ट: 't',
  ठ: 'th',
  ड: 'd',
  ढ: 'dh',
  ण: 'n',
  त: 't',
  थ: 'th',
  द: 'd',
  ध: 'dh',
  न: 'n',
  प: 'p',
  फ: 'ph',
  ब: 'b',
  भ: 'bh',
  म: 'm',
  य: 'y',
  र: 'r',
  ल: 'l',
  ळ: 'l',
  व: 'v',
  श: 'sh',
  ष: 'sh',
  स: 's',
  ह: 'h',
};

/** Letters with a nukta (NFC keeps them as letter + nukta): what they read as. */
const withNukta: Record<string, string> = { क: 'q', ख: 'kh', ग: 'gh', ज: 'z', ड: 'r', ढ: 'rh', फ: 'f' };

const vowels: Record<string, string> = {
  अ: 'a',
  आ: 'a',
  इ: 'i',
  ई: 'i',
  उ: 'u',
  ऊ: 'u',
  ऋ: 'ri',
  ए: 'e',
  ऐ: 'ai',
  ओ: 'o',
  औ: 'au',
  ऑ: 'o',
};

const signs: Record<string, string> = {
  'ा': 'a',
  'ि': 'i',
  'ी': 'i',
  'ु': 'u',
  'ू': 'u',
  'ृ': 'ri',
  'े': 'e',
  'ै': 'ai',
  'ो': 'o',
  'ौ': 'au',
  'ॅ': 'e',
  'ॉ': 'o',
};

const virama = '्';
const nukta = '़';
const nasal = new Set(['ं', 'ँ']);

/** One written syllable: its consonant (if any) and its vowel; `inherent` when the vowel is the unwritten "a". */
type Akshara = { consonant: string; vowel: string; inherent: boolean; coda: string };

function aksharas(word: string): Akshara[] {
  const chars = [...word];
  const out: Akshara[] = [];
  for (let index = 0; index < chars.length; index += 1) {
    const char = chars[index]!;
    const last = out.at(-1);
    if (char === nukta) {
      if (last) last.consonant = withNukta[chars[index - 1] ?? ''] ?? last.consonant;
    } else if (consonants[char] !== undefined) {
      out.push({ consonant: consonants[char], vowel: 'a', inherent: true, coda: '' });
    } else if (vowels[char] !== undefined) {
      out.push({ consonant: '', vowel: vowels[char], inherent: false, coda: '' });
    } else if (signs[char] !== undefined && last) {
      Object.assign(last, { vowel: signs[char], inherent: false });
    } else if (char === virama && last) {
      Object.assign(last, { vowel: '', inherent: false });
    } else if (nasal.has(char) && last) {
      last.coda += 'n';
    } else if (char === 'ः' && last) {
      last.coda += 'h';
    }
  }
  return out;
}

/** Drops the unwritten "a" at the end of the word and in V C(a) C V, deciding from the right. */
function dropSchwas(syllables: Akshara[]): void {
  const last = syllables.at(-1);
  if (last?.inherent && syllables.length > 1 && !last.coda) last.vowel = '';
  for (let index = syllables.length - 2; index >= 1; index -= 1) {
    const here = syllables[index]!;
    const before = syllables[index - 1]!;
    const after = syllables[index + 1]!;
    if (here.inherent && !here.coda && before.vowel && after.consonant && after.vowel) here.vowel = '';
  }
}

/** A Devanagari word in Latin letters; other characters are left out. */
export function romanizeDevanagari(word: string): string {
  const syllables = aksharas(word.normalize('NFC'));
  dropSchwas(syllables);
  return syllables.map((syllable) => syllable.consonant + syllable.vowel + syllable.coda).join('');
}
