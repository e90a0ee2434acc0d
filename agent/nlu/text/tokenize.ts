/**
 * Splits a normalised message into words, numbers, references and punctuation. Digits with
 * separators stay whole ("4:30", "12/03/2027") so the date and time grammars see their shape.
 */
import { foldText } from '#api/core/text/fold.ts';

/** The writing system of a word token. */
export type TokenScript = 'latin' | 'devanagari' | 'tamil';

/** A number as typed: "7", "2nd", "4:30", "12/03", "12.03.2027". */
export type ParsedNumber =
  | { kind: 'int'; value: number; ordinal: boolean; digits: number }
  | { kind: 'pair'; a: number; b: number; sep: string; bDigits: number }
  | { kind: 'triple'; a: number; b: number; c: number; sep: string };

/** One token; `breakBefore` records punctuation dropped just before it. */
export type Token =
  | { kind: 'word'; raw: string; norm: string; script: TokenScript; breakBefore: boolean }
  | { kind: 'number'; raw: string; norm: string; num: ParsedNumber; breakBefore: boolean }
  | { kind: 'ref'; raw: string; norm: string; breakBefore: boolean };

/** The tokens of a message, and whether it asked with a question mark. */
export type TokenizedText = { tokens: Token[]; questionMark: boolean };

const tokenPattern = new RegExp(
  [
    '([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})',
    '(#\\d+)',
    '(\\d+(?:[:./-]\\d+){0,2})(st|nd|rd|th|ஆம்|ம்|வது|वां|वीं|वें)?',
    '([a-z]+)',
    '([\\u0900-\\u0963\\u0971-\\u097f]+)',
    '([\\u0b80-\\u0bff]+)',
    '([?,.!;:|\\u0964\\u0965])',
  ].join('|'),
  'giu',
);

const uuidPattern = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/i;

/** "6 30", "11 45": an hour and two-digit minutes typed with a space (phone keyboards hide the colon). */
const spacedClock = /(?<![\d:./])\b([1-9]|1[0-2]) ([0-5]\d)\b(?![:./]\d)/gu;

/** An initial's full stop before the next word ("T. Nagar", "டி. நகர்", "R. S. Puram"): part of a name, no sentence end. */
const initialStop = /(?<![\p{L}\p{M}])([A-Za-z]|[\u0B85-\u0BB9][\u0BBE-\u0BCD]?)\.\s+(?=\p{L})/gu;

/** Punctuation spoken to a voice keyboard that typed it as words ("yes book it full stop"). */
const spokenMarks: [RegExp, string][] = [
  [/\b(?:full ?stop|new ?line|next line)\b/giu, '.'],
  [/\bcomma\b/giu, ','],
  [/\bquestion mark\b/giu, '?'],
  [/\bexclamation (?:mark|point)\b/giu, '!'],
];

/**
 * Turns spoken punctuation into marks, joins a spaced clock time, keeps initials with their name, drops possessive
 * 's and in-word apostrophes (o'clock), and splits hyphenated words (क्या-क्या).
 */
function prepareWords(text: string): string {
  return spokenMarks
    .reduce((typed, [words, mark]) => typed.replace(words, mark), text)
    .replace(spacedClock, '$1:$2')
    .replace(initialStop, '$1 ')
    .replace(/(\p{L})'s\b/gu, '$1')
    .replace(/(\p{L})'(?=\p{L})/gu, '$1')
    .replace(/(\p{L}\p{M}*)-(?=\p{L})/gu, '$1 ');
}

/** Tokenises a raw message. */
export function tokenize(text: string): TokenizedText {
  const prepared = foldText(text)
    .split(uuidPattern)
    .map((part, index) => (index % 2 === 1 ? part : prepareWords(part)))
    .join(' ');
  const tokens: Token[] = [];
  let questionMark = false;
  let pendingBreak = false;
  for (const match of prepared.matchAll(tokenPattern)) {
    const [raw, uuid, ref, digits, ordinalSuffix, latin, devanagari, tamil, punct] = match;
    if (punct) {
      if (punct === '?') questionMark = true;
      pendingBreak = true;
      continue;
    }
    const breakBefore = pendingBreak;
    pendingBreak = false;
    if (uuid || ref) tokens.push({ kind: 'ref', raw, norm: raw.toLowerCase(), breakBefore });
    else if (digits) {
      tokens.push({ kind: 'number', raw, norm: raw.toLowerCase(), num: parseNumber(digits, Boolean(ordinalSuffix)), breakBefore });
    } else {
      const script: TokenScript = latin ? 'latin' : devanagari ? 'devanagari' : 'tamil';
      if (latin || devanagari || tamil) tokens.push({ kind: 'word', raw, norm: raw.toLowerCase(), script, breakBefore });
    }
  }
  return { tokens, questionMark };
}

function parseNumber(text: string, ordinal: boolean): ParsedNumber {
  const sep = /[:./-]/.exec(text)?.[0];
  if (!sep) return { kind: 'int', value: Number(text), ordinal, digits: text.length };
  const parts = text.split(/[:./-]/);
  const [a = 0, b = 0, c] = parts.map(Number);
  if (c !== undefined) return { kind: 'triple', a, b, c, sep };
  return { kind: 'pair', a, b, sep, bDigits: parts[1]?.length ?? 0 };
}
