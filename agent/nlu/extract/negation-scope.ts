/**
 * What one negation word is attached to. Hindi and Tamil put the negation after what it takes
 * back ("Andheri nahi, Bandra", "Pondy Bazaar illa T Nagar la", "kaalai vendaam"); English puts
 * "not", "no", "don't", "can't" before it ("not a dentist", "can't do tomorrow") and "won't", "is
 * bad", "is busy" after it ("mornings won't work"). The scope is the one phrase beside the
 * negation on that side — a place, a service, or a day with its time and part of the day — so the
 * rest of the clause still asks ("Adyar illa T Nagar la" is a request for T Nagar).
 */
import { tagOf } from '../match/item-tags.ts';
import type { Item } from '../match/tagger.ts';
import type { Tag } from '../lexicon/tags.ts';

/** What a phrase is about: when, where, what; a name may be a place or a provider. */
type Kind = 'when' | 'where' | 'what' | 'name';

const whenTags: ReadonlySet<Tag['t']> = new Set([
  'relDay',
  'pastDay',
  'weekday',
  'weekMod',
  'month',
  'dayPart',
  'ampm',
  'hourMarker',
  'clockWord',
  'fraction',
  'minuteWord',
  'timeCue',
]);

/** English negations that follow what they take back ("mornings are bad", "monday won't work"). */
const englishAfter = new Set(['bad', 'busy', 'wont', 'isnt', 'doesnt', 'not needed']);
/** A bare "no" takes back only what it touches ("no mornings"), not a request said after it ("no make it 8"). */
const touchingOnly = new Set(['no', 'nope', 'nah']);

const clockTags: ReadonlySet<Tag['t']> = new Set(['ampm', 'hourMarker', 'clockWord', 'fraction', 'minuteWord', 'timeCue']);

/** Particles of emphasis between a thing and its "no" ("कल तो नहीं", "kal bhi nahi"): neither a thing nor a name. */
const particles = new Set(['to', 'toh', 'तो', 'bhi', 'भी', 'hi', 'ही', 'thaan', 'than', 'தான்']);

const isTimeWord = (item: Item) => item.num !== null || item.tags.some((tag) => whenTags.has(tag.t));
const isClockWord = (item: Item | undefined) => item !== undefined && item.tags.some((tag) => clockTags.has(tag.t));

function kindOf(item: Item, clause: readonly Item[], at: number): Kind | null {
  if (particles.has(item.raw.toLowerCase())) return null;
  if (tagOf(item, 'city') || tagOf(item, 'area')) return 'where';
  if (tagOf(item, 'category') || tagOf(item, 'language')) return 'what';
  if (isTimeWord(item)) return 'when';
  // "do", "teen" are numbers only beside a clock word ("teen baje"); else "do" is "do it".
  if (tagOf(item, 'number')) return isClockWord(clause[at - 1]) || isClockWord(clause[at + 1]) ? 'when' : null;
  if (item.match === 'none' || tagOf(item, 'title') || tagOf(item, 'honorific')) return 'name';
  return null;
}

/** One thing of each slot per phrase: a second place or day starts another phrase ("not Adyar T Nagar"). */
function slotOf(item: Item): string | null {
  if (tagOf(item, 'city') || tagOf(item, 'area')) return 'place';
  if (tagOf(item, 'category')) return 'category';
  if (tagOf(item, 'relDay') || tagOf(item, 'weekday')) return 'day';
  if (tagOf(item, 'dayPart')) return 'window';
  return null;
}

function fits(kinds: ReadonlySet<Kind>, kind: Kind): boolean {
  if (kind === 'name') return !kinds.has('when');
  if (kind === 'when') return [...kinds].every((seen) => seen === 'when');
  return [...kinds].every((seen) => seen === kind || seen === 'name');
}

/** Function words a negation may stand apart from what it takes back. */
const maxSkipped = 2;

/** The phrase next to position `at`, walking by `step`: function words before it are skipped. */
function phraseBeside(clause: readonly Item[], at: number, step: 1 | -1, skip: boolean, isNegation: (at: number) => boolean): number[] {
  const taken: number[] = [];
  const kinds = new Set<Kind>();
  const slots = new Set<string>();
  let skipped = 0;
  for (let index = at + step; index >= 0 && index < clause.length && !isNegation(index); index += step) {
    const item = clause[index]!;
    const kind = kindOf(item, clause, index);
    if (kind === null) {
      // "can't do tomorrow", "not on monday": a word or two between; "not cooling properly can someone come
      // saturday morning" takes back the cooling, not the day asked for.
      skipped += 1;
      if (taken.length > 0 || !skip || skipped > maxSkipped) break;
      continue;
    }
    const slot = slotOf(item);
    if (!fits(kinds, kind) || (slot !== null && slots.has(slot))) break;
    kinds.add(kind);
    if (slot) slots.add(slot);
    taken.push(item.index);
  }
  return taken;
}

/**
 * The items the negation at `at` takes back. Hindi and Tamil look only before it ("illa, 8
 * manikku" takes nothing back); English looks its own way first, then the other ("morning not
 * possible").
 */
export function negationScope(clause: readonly Item[], at: number, isNegation: (at: number) => boolean): number[] {
  const item = clause[at]!;
  const word = item.raw.toLowerCase();
  const english =
    item.script === 'latin' && (item.wordLangs.every((langs) => langs.size === 0 || langs.has('en')) || englishAfter.has(word));
  if (!english) return phraseBeside(clause, at, -1, true, isNegation);
  const after = englishAfter.has(word);
  const first = phraseBeside(clause, at, after ? -1 : 1, !touchingOnly.has(word), isNegation);
  return first.length > 0 ? first : phraseBeside(clause, at, after ? 1 : -1, true, isNegation);
}
