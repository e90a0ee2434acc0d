/** Small typed readers over an item's tags. */
import type { Item } from './tagger.ts';
import type { Cue, Tag } from '../lexicon/tags.ts';

/** The first tag of a kind on an item, typed by kind. */
export function tagOf<K extends Tag['t']>(item: Item | undefined, kind: K): Extract<Tag, { t: K }> | undefined {
  return item?.tags.find((tag): tag is Extract<Tag, { t: K }> => tag.t === kind);
}

/** Whether an item carries a cue. */
export function hasCue(item: Item | undefined, name: Cue): boolean {
  return item?.tags.some((tag) => tag.t === 'cue' && tag.cue === name) ?? false;
}

/** Whether any item of the message carries a cue. */
export function anyCue(items: readonly Item[], name: Cue): boolean {
  return items.some((item) => hasCue(item, name));
}

/** A plain integer item's value (not an ordinal, not a clock or date shape). */
export function plainInt(item: Item | undefined): number | null {
  return item?.num?.kind === 'int' && !item.num.ordinal ? item.num.value : null;
}

/** An integer item's value, ordinal or not ("2nd" → 2). */
export function anyInt(item: Item | undefined): number | null {
  return item?.num?.kind === 'int' ? item.num.value : null;
}

const linkWords = new Set(['ki', 'ka', 'ke', 'wali', 'wala', 'vali', 'waali', 'ki wali', 'की', 'का', 'के', 'वाली', 'वाला', 'the']);

/** A word naming a booking or what was booked: "booking", "class", "yoga". */
export function isBookedThing(item: Item | undefined): boolean {
  return hasCue(item, 'bookingNoun') || hasCue(item, 'sessionNoun') || tagOf(item, 'category') !== undefined;
}

/** Whether the words right after a mention name a booking ("kal wali booking", "kal wala yoga", "my 5 pm appointment"). */
export function describesBooking(items: readonly Item[], end: number): boolean {
  if (hasCue(items[end], 'bookingNoun')) return true;
  const link = items[end];
  return link !== undefined && linkWords.has(link.raw.toLowerCase()) && isBookedThing(items[end + 1]);
}
