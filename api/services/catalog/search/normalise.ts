/**
 * Text normalisation shared by the index and the queries: both sides must cut words the same
 * way or nothing matches. The spelling is folded as everywhere (api/core/text/fold.ts, which
 * Mitra's reading of messages uses too); the search also lower-cases and drops apostrophes.
 */
import { foldCase } from '../../../core/text/fold.ts';

const apostrophes = /'/g;
const separators = /[^\p{L}\p{M}\p{N}]+/u;

/** Folds, lower-cases and drops apostrophes ("Men's Café" → "mens cafe"). */
export function normaliseText(text: string): string {
  return foldCase(text).replace(apostrophes, '');
}

/** The words of a text, normalised, in order (duplicates kept). */
export function tokenise(text: string): string[] {
  return normaliseText(text)
    .split(separators)
    .filter((word) => word.length > 0);
}

/** A text's words joined by single spaces: the form exact whole-label matches compare. */
export function normaliseLabel(text: string): string {
  return tokenise(text).join(' ');
}

/**
 * Words that carry no catalogue meaning in the queries people type ("dentist near me",
 * "mujhe plumber chahiye"). They are dropped unless nothing else is left.
 */
const stopWords = new Set([
  'a',
  'an',
  'the',
  'in',
  'at',
  'near',
  'nearby',
  'me',
  'my',
  'for',
  'of',
  'to',
  'and',
  'with',
  'from',
  'on',
  'i',
  'need',
  'want',
  'find',
  'book',
  'best',
  'good',
  'top',
  'please',
  'around',
  'some',
  'any',
  'ka',
  'ki',
  'ke',
  'ko',
  'mein',
  'se',
  'chahiye',
  'mujhe',
  'hai',
  'liye',
  'koi',
  'accha',
  'achha',
  'का',
  'की',
  'के',
  'को',
  'में',
  'से',
  'चाहिए',
  'मुझे',
  'है',
  'लिए',
  'कोई',
  'venum',
  'vendum',
  'oru',
  'வேண்டும்',
  'ஒரு',
  // When, not what: days and day parts belong to find_slots, not to the catalogue.
  'today',
  'tomorrow',
  'tonight',
  'morning',
  'evening',
  'appointment',
  'slot',
  'aaj',
  'kal',
  'parso',
  'subah',
  'shaam',
  'dopahar',
  'raat',
  'baje',
  'abhi',
  'jaldi',
  'naalai',
  'indru',
  'आज',
  'कल',
  'परसों',
  'सुबह',
  'शाम',
  'நாளை',
  'இன்று',
  // Hinglish glue around the need: "AC thik karne wala", "haircut karwana hai".
  'wala',
  'wali',
  'wale',
  'karne',
  'karna',
  'karwana',
  'thik',
  'theek',
  'mera',
  'meri',
  'mere',
  'hain',
  'kya',
]);

/** The distinct words of a query, in order, without stop words (unless that leaves none). */
export function queryTerms(query: string): string[] {
  const words = [...new Set(tokenise(query))];
  const meaningful = words.filter((word) => !stopWords.has(word));
  return meaningful.length > 0 ? meaningful : words;
}

/** The words of a text that carry meaning: without stop words, possibly none. */
export function meaningfulWords(words: readonly string[]): string[] {
  return words.filter((word) => !stopWords.has(word));
}

/** The endings one specialty's names differ by: the field and its practitioner ("cardiology", "cardiologist"). */
const specialtyEnding = /(?:icians?|ists?|ians?|ics|ic|y|s)$/;

/**
 * A specialty's name reduced to what its spellings share, so that a provider who typed
 * "Cardiology" is of the catalogue's kind "Cardiologist", and "Paediatrics" of "Paediatrician".
 */
export function specialtyKey(specialty: string): string {
  return tokenise(specialty)
    .map((word) => (word.length > 5 ? word.replace(specialtyEnding, '') : word))
    .join(' ');
}
