/**
 * A provider asked for by name ("Dr. Mehtha", "Sharma Auto Kare", "book at Sharma Sweets"): the
 * search returns its closest hits whatever they are called, so a hit counts only when it carries
 * every word of the name, typos forgiven. Otherwise Mitra says that no provider has that name and
 * offers the closest ones to pick, rather than booking another business silently.
 */
import { foldCase } from '#api/core/text/fold.ts';
import { editDistances, maxEditsFor } from '#api/core/text/fuzzy.ts';
import { lines, say, welcomeSuggestions, type Reply } from '../../replies/compose.ts';
import { translatorFor } from '../../replies/translator.ts';
import { phoneticKey } from '../../nlu/match/phonetic.ts';
import type { ReplyLocale, SlotRequest } from '../../session/state.ts';
import { failureOf } from './decision.ts';

/** A search result as search_catalog reports it. */
export type SearchResult = {
  label: string;
  providerId: string;
  providerName: string;
  category: NonNullable<SlotRequest['category']>;
  city: string;
  area: string | null;
  priceFrom: string | null;
  kind: string;
};

const wordsOf = (text: string) =>
  foldCase(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 2);

/** One word of the name against one of the provider's: the same, or a typo of it ("mehtha", "kare", "bos" for Bose). */
function sameWord(asked: string, word: string): boolean {
  if (asked === word) return true;
  const limit = asked.length < 3 ? 0 : Math.max(1, maxEditsFor(asked.length));
  return (editDistances(asked, word, limit)?.full ?? limit + 1) <= limit;
}

/**
 * A name's sound, as names romanized from Hindi or Tamil letters vary: the parser's sound key, with au and ou as o and
 * no final e ("rathaur" and "rathore" both sound "rator").
 */
const soundOf = (word: string) => phoneticKey(word.replace(/[ao]u/g, 'o').replace(/(?<=.)e$/, ''));

/** Whether a provider's name carries every word the client named (a name not in Latin letters is left to the search). */
export function namesMatch(asked: string, providerName: string): boolean {
  const askedWords = wordsOf(asked);
  if (!askedWords.some((word) => /[a-z]/.test(word))) return true;
  const words = wordsOf(providerName);
  return askedWords.every((askedWord) => words.some((word) => sameWord(askedWord, word) || sameWord(soundOf(askedWord), soundOf(word))));
}

function resultsOf(output: unknown): SearchResult[] {
  return failureOf(output) ? [] : (output as { results: SearchResult[] }).results;
}

/** The search's hit of the provider under the name asked, if any. */
export function namedHit(output: unknown, name: string): SearchResult | undefined {
  return resultsOf(output).find((hit) => namesMatch(name, hit.providerName));
}

/** The provider the search found under the name asked, if any. */
export function namedProvider(output: unknown, name: string): string | null {
  return namedHit(output, name)?.providerId ?? null;
}

/** The numbered lines of search results: name (service first when a service matched), place, price. */
export function searchResultLines(language: ReplyLocale, found: readonly SearchResult[]): string[] {
  const t = translatorFor(language);
  return found.map((hit, index) =>
    t('searchLine', {
      n: index + 1,
      name: hit.kind === 'service' ? `${hit.label}, ${hit.providerName}` : hit.label,
      detail: [hit.area ? `${hit.area}, ${hit.city}` : hit.city, hit.priceFrom].filter(Boolean).join(', '),
    }),
  );
}

/** "No provider is called that": the closest names to pick from (the search made them the numbered list), or what to ask for. */
export function noSuchProvider(language: ReplyLocale, output: unknown, name: string): Reply {
  const found = resultsOf(output);
  if (found.length === 0) return say(language, 'noProviderNamed', { name }, welcomeSuggestions);
  return lines(language, [['noProviderNamedClosest', { name }], ...searchResultLines(language, found), ['closestNamesOutro']]);
}
