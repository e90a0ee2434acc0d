/**
 * Reads a search query with the needs vocabulary (../needs/needs.ts): "toothache", "itchy rash",
 * "baby ko bukhar" name a kind of provider (a specialty of a category) without naming it. The
 * longest phrases win; who the appointment is for turns a kind into its own ("child" + fever →
 * paediatrician). What the needs leave over is returned for the ordinary word search.
 */
import type { CategoryId } from '#db/schema/index.ts';
import { defaultSpecialty, needEntries, needForms, whoRefiners, type NeedFor } from '../needs/needs.ts';
import { categoryNames } from './category-vocabulary.ts';
import { tokenise } from './normalise.ts';

/** The kind a query asks for. */
export type NeedReading = {
  category: CategoryId;
  /** Catalogue specialty names, as the catalogue spells them. */
  specialties: string[];
  who: NeedFor[];
  /** The query's words that are neither a need nor who it is for. */
  rest: string[];
};

type Kind = { specialty: string; category: CategoryId };
/** A phrase and what it means: kinds (a need), who it is for, or a category name with a default kind. */
type Key = { words: string[]; kinds: Kind[]; who?: NeedFor; category?: CategoryId };

let keys: Key[] | undefined;

function phraseKeys(): Key[] {
  if (keys) return keys;
  const byPhrase = new Map<string, Key>();
  const keyFor = (phrase: string): Key | undefined => {
    const words = tokenise(phrase);
    if (words.length === 0) return undefined;
    const text = words.join(' ');
    let key = byPhrase.get(text);
    if (!key) byPhrase.set(text, (key = { words, kinds: [] }));
    return key;
  };
  for (const entry of needEntries) {
    for (const form of needForms) {
      for (const phrase of entry[form]) {
        const key = keyFor(phrase);
        if (key && !key.kinds.some((kind) => kind.specialty === entry.specialty))
          key.kinds.push({ specialty: entry.specialty, category: entry.category });
      }
    }
  }
  for (const refiner of whoRefiners) {
    for (const form of needForms) {
      for (const phrase of refiner[form]) {
        const key = keyFor(phrase);
        if (key && key.kinds.length === 0) key.who = refiner.who;
      }
    }
  }
  for (const category of Object.keys(defaultSpecialty) as CategoryId[]) {
    for (const word of new Set([category, ...tokenise(categoryNames[category])])) {
      const key = keyFor(word);
      if (key && key.kinds.length === 0 && !key.who) key.category = category;
    }
  }
  keys = [...byPhrase.values()].sort((a, b) => b.words.length - a.words.length || b.words.join(' ').length - a.words.join(' ').length);
  return keys;
}

function startsAt(words: readonly string[], at: number, phrase: readonly string[]): boolean {
  if (at + phrase.length > words.length) return false;
  return phrase.every((word, offset) => words[at + offset] === word);
}

/**
 * The kind a query asks for through its needs, or null when it names none. A category name alone
 * ("doctor") is a kind only with who it is for ("doctor for my baby" → paediatrician).
 */
export function readNeed(query: string): NeedReading | null {
  const words = tokenise(query);
  const used = new Array<boolean>(words.length).fill(false);
  const found: Key[] = [];
  for (const key of phraseKeys()) {
    for (let at = 0; at < words.length; at++) {
      if (!startsAt(words, at, key.words) || key.words.some((_, offset) => used[at + offset])) continue;
      key.words.forEach((_, offset) => (used[at + offset] = true));
      found.push(key);
    }
  }
  const who = [...new Set(found.flatMap((key) => (key.who ? [key.who] : [])))];
  let kinds = found.flatMap((key) => key.kinds);
  if (kinds.length === 0) {
    // "doctor for my child": the category's default kind, turned by who it is for.
    const named = found.find((key) => key.category !== undefined);
    const specialty = named?.category ? defaultSpecialty[named.category] : undefined;
    if (!named?.category || !specialty || who.length === 0) return null;
    kinds = [{ specialty, category: named.category }];
  }
  const category = kinds[0]!.category;
  const specialties = new Set<string>();
  for (const kind of kinds.filter((candidate) => candidate.category === category)) {
    let specialty = kind.specialty;
    for (const refiner of whoRefiners) if (who.includes(refiner.who)) specialty = refiner.turns[specialty] ?? specialty;
    specialties.add(specialty);
  }
  return { category, specialties: [...specialties], who, rest: words.filter((_, at) => !used[at]) };
}
