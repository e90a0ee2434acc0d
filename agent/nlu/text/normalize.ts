/**
 * Spelling normalisation shared by the vocabulary and the messages, so both meet in one form:
 * Devanagari and Tamil digits become ASCII, nuktas and Latin accents go, chandrabindu becomes
 * anusvara (पाँच = पांच), and invisible joiners disappear.
 */

const devanagariZero = 0x0966;
const tamilZero = 0x0be6;

/** Normalises a whole message but keeps letter case (names need it). */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u093c]/g, '')
    .normalize('NFC')
    .replace(/\u0901/g, '\u0902')
    .replace(/[\u200b-\u200d\ufeff]/g, '')
    .replace(/[\u0966-\u096f]/g, (digit) => String(digit.charCodeAt(0) - devanagariZero))
    .replace(/\u0bf0/g, '10')
    .replace(/[\u0be6-\u0bef]/g, (digit) => String(digit.charCodeAt(0) - tamilZero))
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-');
}

/** Normalises one word for lookup: the text normalisation plus lower case. */
export function normalizeWord(word: string): string {
  return normalizeText(word).toLowerCase();
}

const tamilVirama = '\u0bcd';

/** The form of a Tamil word that its inflected forms start with: நாளை → நாளை, டாக்டர் → டாக்டர. */
export function tamilStemKey(word: string): string {
  return word.endsWith(tamilVirama) ? word.slice(0, -1) : word;
}
