/**
 * Tamil names in Latin letters, as Tamils spell them in English ("செந்தில்" → "senthil", "முருகன்"
 * → "murugan", "கவிதா" → "kavitha"), so that a provider named in Tamil script is found in the
 * catalogue, which lists names in Latin script (its search forgives a letter or two), as
 * `romanize.ts` does for Devanagari. Long and short vowels read alike (Raman, not Raaman). One
 * Tamil letter serves a voiced and a voiceless sound: க is k at the start of a word or doubled
 * and g between vowels or after ங; ச is s, but j after ஞ and ch doubled; ட is d, t doubled or
 * closing a syllable; த is th, and ற doubled is tr.
 */

const consonants: Record<string, string> = {
  க: 'k',
  ங: 'n',
  ச: 's',
  ஞ: 'n',
  ட: 'd',
  ண: 'n',
  த: 'th',
  ந: 'n',
  ப: 'p',
  ம: 'm',
  ய: 'y',
  ர: 'r',
  ல: 'l',
  வ: 'v',
  ழ: 'zh',
  ள: 'l',
  ற: 'r',
  ன: 'n',
  ஜ: 'j',
  ஷ: 'sh',
  ஸ: 's',
  ஹ: 'h',
};

const vowels: Record<string, string> = { அ: 'a', ஆ: 'a', இ: 'i', ஈ: 'i', உ: 'u', ஊ: 'u', எ: 'e', ஏ: 'e', ஐ: 'ai', ஒ: 'o', ஓ: 'o', ஔ: 'au' };

const signs: Record<string, string> = {
  'ா': 'a',
  'ி': 'i',
  'ீ': 'i',
  'ு': 'u',
  'ூ': 'u',
  'ெ': 'e',
  'ே': 'e',
  'ை': 'ai',
  'ொ': 'o',
  'ோ': 'o',
  'ௌ': 'au',
};

const pulli = '்';

/** One written syllable: its consonant letter (if any) and its vowel ('' under a pulli). */
type Syllable = { letter: string; vowel: string };

function syllables(word: string): Syllable[] {
  const out: Syllable[] = [];
  for (const char of word.normalize('NFC')) {
    const last = out.at(-1);
    if (consonants[char] !== undefined) out.push({ letter: char, vowel: 'a' });
    else if (vowels[char] !== undefined) out.push({ letter: '', vowel: vowels[char] });
    else if (signs[char] !== undefined && last?.letter) last.vowel = signs[char];
    else if (char === pulli && last?.letter) last.vowel = '';
  }
  return out;
}

/** The sound of a consonant letter from its neighbours: voiced between vowels, voiceless at the start or doubled. */
function soundOf(syllable: Syllable, before: Syllable | undefined): string {
  const { letter } = syllable;
  const doubled = before?.letter === letter && before.vowel === '';
  const afterVowel = before !== undefined && before.vowel !== '';
  // Under a pulli the letter closes its syllable, and sounds voiceless ("லக்ஷ்மி" is lakshmi).
  if (syllable.vowel === '' && (letter === 'க' || letter === 'ட')) return letter === 'க' ? 'k' : 't';
  if (letter === 'க') return !doubled && (afterVowel || before?.letter === 'ங') ? 'g' : 'k';
  if (letter === 'ச') return doubled ? 'ch' : before?.letter === 'ஞ' ? 'j' : 's';
  if (letter === 'ட') return doubled ? 't' : 'd';
  if (letter === 'ற' && doubled) return 'r';
  return consonants[letter] ?? '';
}

/** The first letter of a doubled pair says only its own half ("க்க" → kk, "ட்ட" → tt, "ற்ற" → tr, "ச்ச" → chch, "த்த" → th). */
function firstOfPair(syllable: Syllable, after: Syllable | undefined): string | null {
  if (syllable.vowel !== '' || after?.letter !== syllable.letter) return null;
  return ({ க: 'k', ட: 't', ற: 't', ச: 'ch', த: '', ப: 'p' } as Record<string, string>)[syllable.letter] ?? null;
}

/** A Tamil word in Latin letters; other characters are left out. */
export function romanizeTamil(word: string): string {
  const parts = syllables(word);
  return parts
    .map((syllable, index) => {
      if (!syllable.letter) return syllable.vowel;
      const sound = firstOfPair(syllable, parts[index + 1]) ?? soundOf(syllable, parts[index - 1]);
      return sound + syllable.vowel;
    })
    .join('');
}
