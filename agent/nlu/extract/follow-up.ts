/**
 * Replies to the previous turn: which offered option the user picked ("2", "the second one",
 * "doosra wala", "ரெண்டாவது", "4:30 wala"), and whether they said yes or no.
 */
import { hasCue, plainInt, tagOf } from '../match/item-tags.ts';
import type { Item } from '../match/tagger.ts';
import type { ConversationMemory, TimeWindow } from '../types.ts';
import { formatClock, type ClockReading } from './time-resolve.ts';
import type { TimeMention } from './times.ts';

/** How the option was picked: by position, by a bare number, by its time, or a time that happens to match. */
export type OptionPick = { optionNumber: number | null; kind: 'ordinal' | 'number' | 'time' | 'timeMatch' | null };

const pickWords = new Set([
  'the',
  'please',
  'pls',
  'plz',
  'take',
  'choose',
  'select',
  'pick',
  'want',
  'i',
  'lets',
  'go',
  'with',
  'for',
  'me',
  'book',
]);

function isPickFiller(item: Item): boolean {
  if (hasCue(item, 'optionNoun') || hasCue(item, 'selector') || hasCue(item, 'confirm') || hasCue(item, 'book')) return true;
  return item.raw.toLowerCase() === 'no' || pickWords.has(item.raw.toLowerCase());
}

/**
 * The option at the time said. An hour alone fits either half of the day ("5" is the 5 pm one on show), but not
 * an hour the message put in a part of the day ("early morning … up by 5" is no pick of 5 pm).
 */
function optionAtTime(
  previous: ConversationMemory | null | undefined,
  mention: TimeMention,
  reading: ClockReading,
  window: TimeWindow | null,
): number | null {
  const options = previous?.options ?? [];
  const readings = new Set([...(reading.time ? [reading.time] : []), ...reading.candidates]);
  const halfSaid = window !== null && reading.time !== null;
  if (!mention.fixed && !mention.ampm && mention.hour <= 12 && !halfSaid) {
    readings.add(formatClock(mention.hour % 12, mention.minute)).add(formatClock((mention.hour % 12) + 12, mention.minute));
  }
  const exact = options.findIndex((option) => option.time === reading.time);
  const index = exact >= 0 ? exact : options.findIndex((option) => readings.has(option.time));
  return index >= 0 ? index + 1 : null;
}

function ordinalPick(
  items: readonly Item[],
  used: ReadonlySet<number>,
  previous: ConversationMemory | null | undefined,
): OptionPick | null {
  for (const item of items) {
    if (used.has(item.index)) continue;
    const ordinal = tagOf(item, 'ordinal');
    const digitOrdinal = item.num?.kind === 'int' && item.num.ordinal ? item.num.value : null;
    const near = hasCue(items[item.index + 1], 'selector') || hasCue(items[item.index + 1], 'optionNoun');
    const offered = (previous?.options?.length ?? 0) > 0;
    const n = near || items.length <= 3 || (offered && ordinal) ? (ordinal?.n ?? digitOrdinal) : null;
    if (n === null) continue;
    const count = previous?.options?.length ?? 0;
    return { optionNumber: n === -1 ? (count > 0 ? count : null) : n, kind: 'ordinal' };
  }
  return null;
}

/** "2" is the second option; "7" with three options on offer is the one at 7 o'clock, if there is one. */
function numberedOption(value: number, previous: ConversationMemory | null | undefined): number {
  const options = previous?.options ?? [];
  if (value <= options.length || value > 12) return value;
  const hours = new Set([value % 12, (value % 12) + 12]);
  const index = options.findIndex((option) => hours.has(Number(option.time.slice(0, 2))));
  return index >= 0 ? index + 1 : value;
}

/** Reads which offered option the message picks, if any. */
export function readOptionPick(
  items: readonly Item[],
  used: ReadonlySet<number>,
  time: { mention: TimeMention; reading: ClockReading } | null,
  previous: ConversationMemory | null | undefined,
  window: TimeWindow | null = null,
): OptionPick {
  const ordinal = ordinalPick(items, used, previous);
  if (ordinal) return ordinal;
  const bare = items.filter((item) => !used.has(item.index) && plainInt(item) !== null);
  const [number] = bare;
  const value = plainInt(number);
  if (bare.length === 1 && number && value !== null && value >= 1 && value <= 20 && !time) {
    if (items.every((item) => item === number || isPickFiller(item)))
      return { optionNumber: numberedOption(value, previous), kind: 'number' };
  }
  if (!time) return { optionNumber: null, kind: null };
  const byTime = optionAtTime(previous, time.mention, time.reading, window);
  const offered = (previous?.options?.length ?? 0) > 0;
  if (time.mention.selector === 'pick' || (time.mention.selector === 'slot' && offered)) return { optionNumber: byTime, kind: 'time' };
  return byTime !== null ? { optionNumber: byTime, kind: 'timeMatch' } : { optionNumber: null, kind: null };
}

/** true for yes, false for no, null otherwise; "ha", "ji", "k", "na" count only when nothing else is said. */
export function readYesNo(items: readonly Item[]): boolean | null {
  const weak = (item: Item) => hasCue(item, 'confirmWeak') || hasCue(item, 'denyWeak');
  // "ha kr do", "k book pannunga", "ha book kro": a weak yes with only "do it" or "book it" beside it is still short.
  const saysDoIt = (item: Item) => weak(item) || hasCue(item, 'confirm') || hasCue(item, 'imperative') || hasCue(item, 'book');
  const short =
    (items.length <= 2 && items.every((item) => saysDoIt(item) || item.tags.length === 0)) || (items.length <= 3 && items.every(saysDoIt));
  const numberAfterNo = (item: Item) => item.raw.toLowerCase() === 'no' && items[item.index + 1]?.num;
  const yes = items.some((item) => hasCue(item, 'confirm') || (short && hasCue(item, 'confirmWeak')));
  const no = items.some((item) => (hasCue(item, 'deny') && !numberAfterNo(item)) || (short && hasCue(item, 'denyWeak')));
  if (yes === no) return null;
  return yes;
}
