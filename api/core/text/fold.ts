/**
 * One spelling for text typed many ways, shared by the catalogue search (its index and its
 * queries) and Mitra's reading of messages, so that both meet in one form:
 * - compatibility forms become plain (full-width letters and digits, ligatures, no-break spaces);
 * - Latin accents and the Devanagari nukta go (Café = Cafe, ज़रूरी = जरूरी), chandrabindu becomes
 *   anusvara (पाँच = पांच); other Devanagari and Tamil signs stay, being part of the letter;
 * - invisible joiners disappear, Devanagari and Tamil digits become ASCII (௧௦ = 10);
 * - curly quotes and long dashes become straight ones.
 */

const devanagariZero = 0x0966;
const tamilZero = 0x0be6;

/** Folds a whole text but keeps letter case (names need it). */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
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

/** Folds and lower-cases: the form words are compared in. */
export function foldCase(text: string): string {
  return foldText(text).toLowerCase();
}
