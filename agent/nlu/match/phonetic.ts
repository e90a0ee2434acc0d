/**
 * A coarse sound key for romanized Hindi and Tamil, where one word has many spellings:
 * shanivaar / shaniwar / sanivar, saayangaalam / sayangalam, subah / subha.
 * Tamil ழ is typed "zh" or "l" alike (vyazhakizhamai / vyalakilamai, kaalaila / kaalaizha), so "zh"
 * keys as "l"; Hindi has no "zh".
 */

const aspirated = /([bcdgjkpstz])h/g;

/** The sound key of a lower-case Latin word. */
export function phoneticKey(word: string): string {
  return word
    .replace(/zh/g, 'l')
    .replace(/ph/g, 'f')
    .replace(aspirated, '$1')
    .replace(/w/g, 'v')
    .replace(/z/g, 'j')
    .replace(/q/g, 'k')
    .replace(/ck/g, 'k')
    .replace(/ee/g, 'i')
    .replace(/oo/g, 'u')
    .replace(/y$/, 'i')
    .replace(/h$/, '')
    .replace(/(.)\1+/g, '$1');
}
