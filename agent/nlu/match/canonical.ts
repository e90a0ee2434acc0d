/**
 * Maps a message word to the vocabulary word it stands for: itself, a Tamil stem with its case
 * ending (டாக்டரைப் → டாக்டர்), a Tanglish word with its particle (kaalaila → kaalai), another
 * spelling of the same sound (shaniwar → shanivaar), or a one-letter typo (tommorow → tomorrow).
 */
import type { TokenScript } from '../text/tokenize.ts';
import { minSkeletonLength, namesPlace, ownTags, type LexiconIndex } from './lexicon-index.ts';
import { phoneticKey } from './phonetic.ts';
import { nativeSkeleton } from './skeleton.ts';

/** How a word was recognised; names and typo-prone logic care about the difference. */
export type MatchKind = 'exact' | 'stem' | 'phonetic' | 'fuzzy' | 'none';

/** The vocabulary word a token stands for, and what followed the stem (a Tamil case ending). */
export type WordMatch = { word: string | null; kind: MatchKind; suffix: string };

const tamilVowelSign = /^[\u0bbe-\u0bcc]/;
const tamilVirama = '\u0bcd';
const tamilCaseConsonants = 'லகஸ';
/** Particles and case endings glued to romanized Tamil words, shortest first so the longest known base wins. */
const tanglishSuffixes = [
  'a',
  'e',
  'ku',
  'la',
  'le',
  'il',
  'um',
  'ah',
  'ai',
  'ae',
  'kku',
  'oda',
  'ile',
  'ila',
  'ula',
  'yum',
  'ukku',
  'ikku',
  'ooda',
  'ulla',
  'kulla',
  'thula',
  'ttula',
  'kitta',
  'kkaga',
  'ukkaga',
];

/**
 * Endings that make a vowel-final word a verb, never a case of the noun: முடி is hair, but முடிஞ்சு, முடிச்சு,
 * முடியுமா, முடிந்தது are "finished" and "can".
 */
const verbEnding = /^(ஞ்ச|ஞ்சு|ச்ச|ச்சு|யும|யா[தமல]|யல|யவில்ல|ந்த|ந்து)/;

function tamilStem(index: LexiconIndex, token: string): WordMatch | null {
  for (let length = token.length - 1; length >= 3; length -= 1) {
    const word = index.tamilStems.get(token.slice(0, length));
    if (word === undefined) continue;
    const rest = token.slice(length);
    const consonantFinal = word.length > length;
    // After a final consonant comes a vowel sign (டாக்டரை), a case consonant or plural s (ஹோட்டல்ல, புக்கிங்ஸ்),
    // or the same consonant doubled (ஹேர்கட்டை).
    const glued = rest[0] === tamilVirama && (tamilCaseConsonants.includes(rest[1] ?? '') || rest[1] === token[length - 1]);
    if (!consonantFinal && verbEnding.test(rest)) continue;
    if (!consonantFinal || tamilVowelSign.test(rest) || glued) {
      return { word, kind: 'stem', suffix: rest };
    }
  }
  return null;
}

/**
 * A Tamil verb in the present tense with its person ending (பிடிக்கிறான், படிக்கிறாள், வருகிறேன்): never an English
 * word in Tamil letters, whatever its consonants sound like ("pidikkiraan" is not "pedicure").
 */
const tamilPresentVerb = /(?:கிற|க்கிற|கின்ற)(?:ான்|ாள்|ேன்|து|ார்|ாங்க|ோம்|ீங்க|ாய்)$/u;

/**
 * The endings a place takes in Tamil ("in", "to", "from", "if it is"): மாதாப்பூர்ல, குரோம்பேட்டுக்கு, அடையார்லருந்து,
 * நுங்கம்பாக்கம்னா. Other endings are no place's: மறுபடியும் ("again") has Ameerpet's consonants and an -um.
 */
const tamilPlaceEnding = /(?:(?:ல்)?ல|லே|ில்|ிலே|ுல|ுக்கு|க்கு|லருந்து|லிருந்து|ிலிருந்து|னா)$/u;

/** Shorter skeletons of Tamil words collide with places' (பரவால்ல, "it's fine", has Borivali's four). */
const minPlaceSkeletonLength = 5;

/**
 * An English word in Indian letters; Tamil case endings may add one or two consonants (டென்டிஸ்ட்கிட்ட), a place's
 * only its own endings. Else a place's other spelling in Tamil letters.
 */
function skeletonMatch(index: LexiconIndex, token: string, script: TokenScript): WordMatch | null {
  if (script === 'tamil' && tamilPresentVerb.test(token)) return null;
  const skeleton = nativeSkeleton(token);
  const placeEnding = script === 'tamil' ? (tamilPlaceEnding.exec(token)?.[0] ?? '') : '';
  const drops = script === 'tamil' ? [0, 1, 2] : [0];
  for (const drop of drops) {
    const key = skeleton.slice(0, skeleton.length - drop);
    if (key.length < minSkeletonLength) break;
    const word = index.skeletons.get(key);
    if (word && (drop === 0 || placeEnding !== '' || !namesPlace(ownTags(index, word)))) return { word, kind: 'phonetic', suffix: '' };
  }
  if (script !== 'tamil') return null;
  const bare = nativeSkeleton(placeEnding ? token.slice(0, -placeEnding.length) : token);
  const place = bare.length >= minPlaceSkeletonLength ? index.placeSkeletons.get(bare) : undefined;
  return place ? { word: place, kind: 'phonetic', suffix: '' } : null;
}

function latinMatch(index: LexiconIndex, token: string): WordMatch | null {
  for (const suffix of tanglishSuffixes) {
    const base = token.slice(0, -suffix.length);
    if (token.endsWith(suffix) && base.length >= 3 && index.languages.has(base)) return { word: base, kind: 'stem', suffix };
  }
  const sounds = index.phonetic.get(phoneticKey(token));
  if (sounds?.[0]) return { word: sounds[0], kind: 'phonetic', suffix: '' };
  if (token.length < 5) return null;
  const candidates = index.typos.lookup(token);
  const best = candidates.find((word) => word[0] === token[0]) ?? candidates[0];
  return best ? { word: best, kind: 'fuzzy', suffix: '' } : null;
}

const caches = new WeakMap<LexiconIndex, Map<string, WordMatch>>();
const cacheLimit = 20_000;

/** The vocabulary word behind a normalised token. */
export function canonicalWord(index: LexiconIndex, token: string, script: TokenScript): WordMatch {
  if (index.languages.has(token)) return { word: token, kind: 'exact', suffix: '' };
  let cache = caches.get(index);
  if (!cache) {
    cache = new Map();
    caches.set(index, cache);
  }
  const cached = cache.get(token);
  if (cached) return cached;
  const found =
    script === 'latin'
      ? latinMatch(index, token)
      : ((script === 'tamil' ? tamilStem(index, token) : null) ?? skeletonMatch(index, token, script));
  const match = found ?? { word: null, kind: 'none', suffix: '' };
  if (cache.size >= cacheLimit) cache.clear();
  cache.set(token, match);
  return match;
}
