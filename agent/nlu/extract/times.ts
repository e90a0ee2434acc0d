/**
 * The time grammar: "5pm", "5.30", "17:00", "10 o'clock", "5 baje", "saade paanch", "sawa das",
 * "paune chaar", "dedh", "ஐந்தரை மணிக்கு", "anjarai", "five thirty", "at 7 in the morning".
 * A bare number is a time only with a cue (at, baje, a day part, am/pm, a date right before it).
 */
import { describesBooking, hasCue, plainInt, tagOf } from '../match/item-tags.ts';
import type { Item } from '../match/tagger.ts';
import type { TimeWindow } from '../types.ts';

/** One clock time in the message, before AM/PM is decided. */
export type TimeMention = {
  start: number;
  end: number;
  hour: number;
  minute: number;
  ampm: 'am' | 'pm' | null;
  /** Already a 24-hour time (17:00, 07:30 with a leading zero, noon, midnight). */
  fixed: boolean;
  /** A day part right next to the time ("shaam 5", "7 in the morning"). */
  window: TimeWindow | null;
  /** The old side of a change ("from 5", "5 se", "5 மணியிலிருந்து"). */
  source: boolean;
  /** Followed by "wala" / "one" (picks an offered option) or by "slot" (names one). */
  selector: 'pick' | 'slot' | null;
  /** Names an existing booking ("my 5 pm appointment"): the old side of a reschedule. */
  ofBooking: boolean;
};

type Clock = { start: number; end: number; hour: number; minute: number; fixed: boolean };

/** Cues strong enough to make an English number word a time ("at five"), unlike "to" in "want to do". */
const atCues = new Set(['at', 'around', 'by']);
const tamilDative = new Set(['ku', 'kku', 'ukku', 'க்கு', 'கு']);
const notTimeAfter = ['headcount', 'dayUnit', 'durationUnit', 'weekWord'] as const;

function numberValue(item: Item | undefined): { value: number; word: boolean } | null {
  const digits = plainInt(item);
  if (digits !== null) return { value: digits, word: false };
  const word = tagOf(item, 'number');
  return word ? { value: word.value, word: true } : null;
}

/** Words of an amount of money: "ढाई सौ" is ₹250, "do hazaar" ₹2,000, never half past two or two o'clock. */
const amountWords = /^(?:sau|सौ|hazaar|hazar|hajar|हजार|हज़ार|hundred|thousand|rupees?|rupaye|rupay|रुपये|रुपए|rs|₹|ரூபாய்)/iu;

function followedByUnit(item: Item | undefined): boolean {
  return notTimeAfter.some((name) => hasCue(item, name)) || Boolean(tagOf(item, 'month')) || amountWords.test(item?.raw ?? '');
}

/** "no, make it 8", "make that eight": the new value of the request being corrected, a time when it is a bare hour. */
function setsTheTime(item: Item | undefined): boolean {
  return hasCue(item, 'imperative') && /^make (it|that)$/i.test(item?.raw ?? '');
}

function hasClockCue(items: readonly Item[], index: number, word: boolean, dateEnds: ReadonlySet<number>): boolean {
  const next = items[index + 1];
  if (tagOf(next, 'ampm') || tagOf(next, 'hourMarker') || tagOf(next, 'minuteWord')) return true;
  if (setsTheTime(items[index - 1])) return true;
  // Tanglish "5ku" / "5 மணிக்கு" shortened to "5க்கு": at five.
  if (!word && tamilDative.has(next?.raw.toLowerCase() ?? '')) return true;
  if (word) {
    const english = items[index]?.wordLangs[0]?.has('en') ?? false;
    // "at eight", and "eight in the morning" ("early is better, eight in the morning if he's free"); "the one in the
    // morning" is an option, not 1 o'clock.
    const inWindow = numberValue(items[index])?.value !== 1 && localWindow(items, index, index + 1) !== null;
    return english && (atCues.has(items[index - 1]?.raw.toLowerCase() ?? '') || inWindow);
  }
  const previous = items[index - 1];
  if (tagOf(previous, 'timeCue') || tagOf(previous, 'dayPart') || hasCue(previous, 'sourceBefore') || dateEnds.has(index)) return true;
  // The start of a range ("4 se 5 baje", "4 to 5 pm") is a time because its end is.
  const rangeWord = hasCue(next, 'sourceAfter') || next?.raw.toLowerCase() === 'to';
  if (rangeWord && numberValue(items[index + 2]) !== null) return true;
  return localWindow(items, index, index + 1) !== null;
}

function wordClockAt(items: readonly Item[], index: number): Clock | null {
  const word = tagOf(items[index], 'clockWord');
  if (word) {
    if (followedByUnit(items[index + 1])) return null;
    const start = word.fixed && plainInt(items[index - 1]) === 12 ? index - 1 : index;
    return { start, end: index + 1, hour: word.hour, minute: word.minute, fixed: word.fixed ?? false };
  }
  const fraction = tagOf(items[index], 'fraction');
  const counted = numberValue(items[index + 1]);
  if (!fraction || !counted || counted.value < 1 || counted.value > 12 || followedByUnit(items[index + 2])) return null;
  const minutes = counted.value * 60 + fraction.offset;
  return { start: index, end: index + 2, hour: Math.floor(minutes / 60), minute: minutes % 60, fixed: false };
}

function shapedClockAt(items: readonly Item[], index: number): Clock | null {
  const item = items[index];
  const num = item?.num;
  const next = items[index + 1];
  const clock = (hour: number, minute: number, fixed: boolean): Clock => ({ start: index, end: index + 1, hour, minute, fixed });
  // "5-6 pm": a range of hours; the appointment starts at the first.
  if (num?.kind === 'pair' && num.sep === '-' && num.a <= 12 && num.b <= 12 && (tagOf(next, 'ampm') || tagOf(next, 'hourMarker'))) {
    return clock(num.a, 0, false);
  }
  if (num?.kind === 'pair' && (num.sep === ':' || (num.sep === '.' && num.bDigits === 2)) && num.a <= 24 && num.b <= 59) {
    return clock(num.a, num.b, num.a >= 13 || num.a === 0 || (num.sep === ':' && item?.raw.startsWith('0') === true));
  }
  // "1600 hrs", "at 0930": four digits with a clock cue.
  if (
    num?.kind === 'int' &&
    num.digits === 4 &&
    num.value % 100 < 60 &&
    num.value < 2400 &&
    (tagOf(next, 'hourMarker') || tagOf(items[index - 1], 'timeCue'))
  ) {
    return clock(Math.floor(num.value / 100), num.value % 100, true);
  }
  return null;
}

function clockAt(items: readonly Item[], index: number, dateEnds: ReadonlySet<number>): Clock | null {
  const found = wordClockAt(items, index) ?? shapedClockAt(items, index);
  if (found) return found;
  const value = numberValue(items[index]);
  if (!value || value.value > 24 || followedByUnit(items[index + 1])) return null;
  if (!hasClockCue(items, index, value.word, dateEnds)) return null;
  const minuteWord = tagOf(items[index + 1], 'minuteWord');
  const minute = minuteWord?.minute ?? 0;
  return { start: index, end: index + (minuteWord ? 2 : 1), hour: value.value, minute, fixed: value.value >= 13 || value.value === 0 };
}

/** A day part next to a time: right before it, or after it with "in the" between. */
export function localWindow(items: readonly Item[], start: number, end: number): TimeWindow | null {
  const before = tagOf(items[start - 1], 'dayPart');
  if (before) return before.window;
  for (let index = end; index < Math.min(items.length, end + 3); index += 1) {
    // "6 baje, subah office hai": a part of the day after a comma is another clause's.
    if (items[index]?.breakBefore) return null;
    const part = tagOf(items[index], 'dayPart');
    if (part) return part.window;
    const raw = items[index]?.raw.toLowerCase();
    if (!(hasCue(items[index], 'in') || hasCue(items[index], 'on') || raw === 'the' || tagOf(items[index], 'hourMarker'))) return null;
  }
  return null;
}

function finish(items: readonly Item[], clock: Clock): TimeMention {
  let end = clock.end;
  if (tagOf(items[end], 'hourMarker')) end += 1;
  const ampm = tagOf(items[end], 'ampm');
  if (ampm) end += 1;
  if (tagOf(items[end], 'hourMarker')) end += 1;
  const last = items[end - 1];
  const source =
    hasCue(items[clock.start - 1], 'sourceBefore') ||
    hasCue(items[end], 'sourceAfter') ||
    (last?.suffix.endsWith('லிருந்து') ?? false) ||
    (last?.suffix.endsWith('இருந்து') ?? false);
  const selector = hasCue(items[end], 'selector') ? 'pick' : hasCue(items[end], 'slotNoun') ? 'slot' : null;
  return {
    start: clock.start,
    end,
    hour: clock.hour,
    minute: clock.minute,
    ampm: ampm ? (ampm.pm ? 'pm' : 'am') : null,
    fixed: clock.fixed,
    window: localWindow(items, clock.start, end),
    source,
    selector,
    ofBooking: describesBooking(items, end),
  };
}

/**
 * Every time mention, in order. `used` holds items already read as dates; `dateEnds` the item
 * indices right after a date ("kal 5" reads 5 as a time).
 */
export function findTimeMentions(items: readonly Item[], used: ReadonlySet<number>, dateEnds: ReadonlySet<number>): TimeMention[] {
  const mentions: TimeMention[] = [];
  for (let index = 0; index < items.length; index += 1) {
    if (used.has(index)) continue;
    const clock = clockAt(items, index, dateEnds);
    if (!clock) continue;
    const mention = finish(items, clock);
    mentions.push(mention);
    index = mention.end - 1;
  }
  return mentions;
}
