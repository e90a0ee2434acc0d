/**
 * Compiles the vocabulary modules into lookup structures, once per process: phrases by first
 * word, the language(s) of every word, Tamil stems for inflected forms, sound keys for
 * romanized spellings and a deletion index for typos.
 */
import { careCategoryGroups } from '../lexicon/categories-care.ts';
import { homeCategoryGroups } from '../lexicon/categories-home.ts';
import { workCategoryGroups } from '../lexicon/categories-work.ts';
import { needForGroups, needGroups } from '../lexicon/needs.ts';
import { relativeDayGroups, weekdayGroups, weekModGroups, monthGroups } from '../lexicon/calendar.ts';
import { chatCueGroups } from '../lexicon/chat-cues.ts';
import { clockMarkerGroups, dayPartGroups } from '../lexicon/clock.ts';
import { commonWordGroups } from '../lexicon/common-words.ts';
import { fractionGroups, numberGroups, ordinalGroups } from '../lexicon/numbers.ts';
import { areaGroups } from '../lexicon/areas.ts';
import { cityGroups, languageGroups, titleGroups } from '../lexicon/places.ts';
import { accountCueGroups, movingHouseCueGroups, taskCueGroups } from '../lexicon/task-cues.ts';
import { waitlistCueGroups } from '../lexicon/waitlist-cues.ts';
import { tokenize } from '../text/tokenize.ts';
import { DeletionIndex } from '#api/core/text/fuzzy.ts';
import { phoneticKey } from './phonetic.ts';

const tamilVirama = '\u0bcd';

/** The form of a Tamil word that its inflected forms start with: நாளை → நாளை, டாக்டர் → டாக்டர. */
function tamilStemKey(word: string): string {
  return word.endsWith(tamilVirama) ? word.slice(0, -1) : word;
}
import { englishSkeleton, nativeSkeleton } from './skeleton.ts';
import type { LexGroup, LexLang, Tag } from '../lexicon/tags.ts';

/** A phrase as a sequence of normalised words and the tags it carries. */
export type Phrase = { words: string[]; tags: Tag[] };

/** The compiled vocabulary. */
export type LexiconIndex = {
  /** Phrases keyed by their first word, longest first. */
  phrases: Map<string, Phrase[]>;
  /** Every known word and the languages it belongs to. */
  languages: Map<string, Set<LexLang>>;
  /** Tamil stem keys (word without a final virama) → the word. */
  tamilStems: Map<string, string>;
  /** Sound key → romanized Hindi/Tamil words with that key. */
  phonetic: Map<string, string[]>;
  /** Typo index over Latin words of four letters or more. */
  typos: DeletionIndex;
  /** Consonant skeleton → the English word it spells, for English words in Indian scripts. */
  skeletons: Map<string, string>;
  /**
   * Consonant skeleton → a place named in Tamil letters, for its other spellings in them (க்ரோம்பேட் for குரோம்பேட்:
   * Tamil writes no cluster at the start of a word, and loanwords are spelt either way).
   */
  placeSkeletons: Map<string, string>;
};

const allGroups: LexGroup[] = [
  ...commonWordGroups,
  ...numberGroups,
  ...fractionGroups,
  ...ordinalGroups,
  ...relativeDayGroups,
  ...weekdayGroups,
  ...weekModGroups,
  ...monthGroups,
  ...dayPartGroups,
  ...clockMarkerGroups,
  ...careCategoryGroups,
  ...workCategoryGroups,
  ...homeCategoryGroups,
  ...needGroups,
  ...needForGroups,
  ...taskCueGroups,
  ...movingHouseCueGroups,
  ...accountCueGroups,
  ...waitlistCueGroups,
  ...chatCueGroups,
  ...cityGroups,
  ...areaGroups,
  ...languageGroups,
  ...titleGroups,
];

const langs: LexLang[] = ['en', 'hi', 'ta'];

/** The normalised words of a phrase, split the way messages are split. */
function phraseWords(phrase: string): string[] {
  return tokenize(phrase).tokens.map((token) => token.norm);
}

function scriptLang(word: string, declared: LexLang): LexLang {
  if (/[\u0900-\u097f]/.test(word)) return 'hi';
  if (/[\u0b80-\u0bff]/.test(word)) return 'ta';
  return declared;
}

function addPhrase(index: LexiconIndex, words: string[], tag: Tag | undefined): void {
  const [first] = words;
  if (first === undefined) return;
  const key = words.join(' ');
  const list = index.phrases.get(first) ?? [];
  let phrase = list.find((candidate) => candidate.words.join(' ') === key);
  if (!phrase) {
    phrase = { words, tags: [] };
    list.push(phrase);
    list.sort((a, b) => b.words.length - a.words.length);
    index.phrases.set(first, list);
  }
  if (tag && !phrase.tags.some((existing) => JSON.stringify(existing) === JSON.stringify(tag))) phrase.tags.push(tag);
}

function addWord(index: LexiconIndex, word: string, lang: LexLang): void {
  const known = index.languages.get(word);
  if (known?.has(lang)) return;
  if (known) known.add(lang);
  else {
    index.languages.set(word, new Set([lang]));
    if (/^[a-z]+$/.test(word) && word.length >= 4) index.typos.add(word);
  }
  if (lang === 'ta' && /[\u0b80-\u0bff]/.test(word)) {
    // -ம் nouns inflect through -த்த-: நேரம் → நேரத்தை, மனநலம் → மனநலத்துக்கு.
    const keys = word.endsWith('ம்') ? [tamilStemKey(word), `${word.slice(0, -2)}த்த`] : [tamilStemKey(word)];
    for (const key of keys) if (key.length >= 3 && !index.tamilStems.has(key)) index.tamilStems.set(key, word);
  }
  if (lang !== 'en' && /^[a-z]+$/.test(word)) {
    const key = phoneticKey(word);
    index.phonetic.set(key, [...(index.phonetic.get(key) ?? []), word]);
  }
}

/** Minimum consonant classes for a skeleton match; shorter skeletons collide with ordinary words. */
export const minSkeletonLength = 4;

/** A word's own tags (as a one-word phrase). */
export const ownTags = (index: LexiconIndex, word: string): Tag[] =>
  index.phrases.get(word)?.find((phrase) => phrase.words.length === 1)?.tags ?? [];

/** A locality's or a city's name: all its tags are places. */
export const namesPlace = (tags: readonly Tag[]) => tags.length > 0 && tags.every((tag) => tag.t === 'area' || tag.t === 'city');

/** Words by skeleton (`skeletonOf`), kept only where every word with that skeleton means the same. */
function bySkeleton(index: LexiconIndex, skeletonOf: (word: string, langs: ReadonlySet<LexLang>) => string | null): Map<string, string> {
  const meanings = new Map<string, { word: string; tags: string } | null>();
  for (const [word, langs] of index.languages) {
    const skeleton = skeletonOf(word, langs);
    if (skeleton === null || skeleton.length < minSkeletonLength) continue;
    const tags = JSON.stringify(ownTags(index, word));
    const seen = meanings.get(skeleton);
    if (seen === undefined) meanings.set(skeleton, { word, tags });
    else if (seen && seen.tags !== tags) meanings.set(skeleton, null);
  }
  const words = new Map<string, string>();
  for (const [skeleton, meaning] of meanings) if (meaning) words.set(skeleton, meaning.word);
  return words;
}

function addSkeletons(index: LexiconIndex): void {
  index.skeletons = bySkeleton(index, (word, langs) => (langs.has('en') && /^[a-z]{4,}$/.test(word) ? englishSkeleton(word) : null));
  index.placeSkeletons = bySkeleton(index, (word) =>
    /^[\u0b80-\u0bff]+$/u.test(word) && namesPlace(ownTags(index, word)) ? nativeSkeleton(word) : null,
  );
}

/** Builds the index from the vocabulary modules. */
export function buildLexiconIndex(groups: readonly LexGroup[] = allGroups): LexiconIndex {
  const index: LexiconIndex = {
    phrases: new Map(),
    languages: new Map(),
    tamilStems: new Map(),
    phonetic: new Map(),
    typos: new DeletionIndex(),
    skeletons: new Map(),
    placeSkeletons: new Map(),
  };
  for (const group of groups) {
    for (const declared of langs) {
      for (const phrase of group.words[declared] ?? []) {
        const words = phraseWords(phrase);
        addPhrase(index, words, group.tag);
        for (const word of words) addWord(index, word, scriptLang(word, declared));
      }
    }
  }
  addSkeletons(index);
  return index;
}

let shared: LexiconIndex | undefined;

/** The process-wide index, built on first use. */
export function lexiconIndex(): LexiconIndex {
  shared ??= buildLexiconIndex();
  return shared;
}
