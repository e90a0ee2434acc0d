/**
 * Turns tokens into items: the longest vocabulary phrase starting at each word, or a single
 * number, reference or unknown word. Extractors read items, never raw text.
 */
import type { ParsedNumber, Token, TokenScript } from '../text/tokenize.ts';
import { canonicalWord, type MatchKind, type WordMatch } from './canonical.ts';
import type { LexiconIndex, Phrase } from './lexicon-index.ts';
import type { LexLang, Tag } from '../lexicon/tags.ts';

/** One unit of meaning in a message. */
export type Item = {
  index: number;
  tokens: Token[];
  tags: Tag[];
  num: ParsedNumber | null;
  ref: string | null;
  /** The words as typed (case kept), joined by spaces. */
  raw: string;
  /** How the item was recognised; 'none' for unknown words. */
  match: MatchKind;
  /** A Tamil case ending or Tanglish particle on the last word ("யிலிருந்து", "la"). */
  suffix: string;
  breakBefore: boolean;
  script: TokenScript | 'digits';
  /** The languages of each word (empty sets for unknown words and numbers). */
  wordLangs: ReadonlySet<LexLang>[];
};

const noLangs: ReadonlySet<LexLang> = new Set();
const matchRank: Record<MatchKind, number> = { exact: 4, stem: 3, phonetic: 2, fuzzy: 1, none: 0 };

function phraseAt(phrases: readonly Phrase[], words: readonly WordMatch[], tokens: readonly Token[], start: number): Phrase | undefined {
  return phrases.find((phrase) =>
    phrase.words.every((word, offset) => {
      const token = tokens[start + offset];
      if (!token || (offset > 0 && token.breakBefore)) return false;
      return words[start + offset]?.word === word;
    }),
  );
}

function wordItem(index: LexiconIndex, tokens: Token[], words: WordMatch[], start: number, itemIndex: number): Item {
  const head = words[start];
  const phrase = head?.word ? phraseAt(index.phrases.get(head.word) ?? [], words, tokens, start) : undefined;
  const length = phrase?.words.length ?? 1;
  const span = tokens.slice(start, start + length);
  const spanWords = words.slice(start, start + length);
  const weakest = spanWords.reduce((kind, word) => (matchRank[word.kind] < matchRank[kind] ? word.kind : kind), 'exact' as MatchKind);
  const wordLangs = spanWords.map((word) => (word.word && index.languages.get(word.word)) || noLangs);
  const first = span[0] as Token;
  return {
    index: itemIndex,
    tokens: span,
    tags: phrase?.tags ?? [],
    num: null,
    ref: null,
    raw: span.map((token) => token.raw).join(' '),
    match: weakest,
    suffix: spanWords.at(-1)?.suffix ?? '',
    breakBefore: first.breakBefore,
    script: first.kind === 'word' ? first.script : 'digits',
    wordLangs,
  };
}

/** Groups tokens into tagged items. */
export function tagTokens(index: LexiconIndex, tokens: Token[]): Item[] {
  const words = tokens.map((token): WordMatch =>
    token.kind === 'word' ? canonicalWord(index, token.norm, token.script) : { word: null, kind: 'none', suffix: '' },
  );
  const items: Item[] = [];
  for (let position = 0; position < tokens.length;) {
    const token = tokens[position] as Token;
    if (token.kind === 'word') {
      const item = wordItem(index, tokens, words, position, items.length);
      items.push(item);
      position += item.tokens.length;
      continue;
    }
    items.push({
      index: items.length,
      tokens: [token],
      tags: [],
      num: token.kind === 'number' ? token.num : null,
      ref: token.kind === 'ref' ? token.raw : null,
      raw: token.raw,
      match: 'exact',
      suffix: '',
      breakBefore: token.breakBefore,
      script: 'digits',
      wordLangs: [],
    });
    position += 1;
  }
  return items;
}
