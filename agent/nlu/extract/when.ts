/**
 * Picks the date, time and part of the day the message is about. For a reschedule that is the
 * new slot: the last mention that is not the old side ("from 5", "kal ki jagah", "my 5 pm
 * appointment"); otherwise the first one.
 */
import { istMinutes } from '#db/contract/ist.ts';
import { hasCue, tagOf } from '../match/item-tags.ts';
import { otherwiseAt } from './negation.ts';
import { askedParts, withBusyDays } from './busy.ts';
import { clauseAt, sameClause } from './clauses.ts';
import type { Item } from '../match/tagger.ts';
import type { Cue } from '../lexicon/tags.ts';
import type { ResolvedDate, TimeWindow } from '../types.ts';
import { addDays, isoDate, istToday, resolveExpression } from './date-math.ts';
import { findDateMentions } from './dates.ts';
import { resolveClock, type ClockReading } from './time-resolve.ts';
import { findTimeMentions, type TimeMention } from './times.ts';

/** When the message is about. */
export type WhenReading = {
  date: ResolvedDate | null;
  invalidDate: boolean;
  time: { mention: TimeMention; reading: ClockReading } | null;
  timeWindow: TimeWindow | null;
  /** Items read as dates or times. */
  used: Set<number>;
  /** An old and a new date or time are both named ("kal se parso", "4 se 5 baje"). */
  moves: boolean;
  /** The time said after "otherwise", as a second choice ("4:30? nahi to 5 baje wala"). */
  fallback?: { mention: TimeMention; reading: ClockReading } | null;
};

type Mention = { start: number; source: boolean; ofBooking: boolean };

function pick<T extends Mention>(all: readonly T[], reschedule: boolean, negated: ReadonlySet<number>): T | null {
  // What a correction takes back ("not tomorrow") is not asked for.
  const mentions = all.filter((mention) => !negated.has(mention.start));
  const fresh = mentions.filter((mention) => !mention.source && !(reschedule && mention.ofBooking));
  if (reschedule) return fresh.at(-1) ?? null;
  // Outside a change, a lone "5 baje se" / "kal se" means from then on: still the time asked for.
  return fresh[0] ?? mentions[0] ?? null;
}

function dayParts(items: readonly Item[]): { index: number; window: TimeWindow }[] {
  return items.flatMap((item) => {
    const window = tagOf(item, 'dayPart')?.window ?? tagOf(item, 'relDay')?.window;
    return window ? [{ index: item.index, window }] : [];
  });
}

function nearestPart(parts: readonly { index: number; window: TimeWindow }[], at: number): TimeWindow | null {
  let best: { index: number; window: TimeWindow } | null = null;
  for (const part of parts) if (!best || Math.abs(part.index - at) < Math.abs(best.index - at)) best = part;
  return best?.window ?? null;
}

export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** An ambiguous hour next to a clear one takes the same half of the day: "4 se 6 baje" → 18:00. */
function besideOtherTime(
  reading: ClockReading,
  others: readonly TimeMention[],
  parts: readonly { index: number; window: TimeWindow }[],
): ClockReading {
  if (reading.time !== null) return reading;
  const anchor = others
    .map((other) => resolveClock(other, other.window ?? nearestPart(parts, other.start)).time)
    .find((time) => time !== null);
  return anchor ? nearestTo(reading, anchor) : reading;
}

/** Of an hour's two readings, the one nearest `anchor` ('HH:MM'); the reading as it is when it has none. */
function nearestTo(reading: ClockReading, anchor: string): ClockReading {
  const distance = (time: string) => Math.abs(minutesOf(time) - minutesOf(anchor));
  const [closest] = [...reading.candidates].sort((a, b) => distance(a) - distance(b));
  return closest ? { time: closest, candidates: [] } : reading;
}

/**
 * "i already have my doctor appointment on wednesday at 11, … need pest control on friday morning", "meri car ki
 * servicing parso hai, usko mat chhedna … bike ki servicing saturday subah": a clause about something the client
 * has (theirs, a kind or a booking, nothing asked for in it) gives that thing's day and hour, not the new one's.
 */
function describesExisting(items: readonly Item[], index: number): boolean {
  const clause = clauseAt(items, index);
  const has = (cue: Parameters<typeof hasCue>[1]) => clause.some((item) => hasCue(item, cue));
  const owned = has('possessive') || has('booked');
  const thing = has('bookingNoun') || has('sessionNoun') || clause.some((item) => tagOf(item, 'category'));
  const asks = has('need') || has('book') || has('imperative') || has('available');
  return owned && thing && !asks;
}

/** A new request's day and hour said beside those of something the client has: the latter are set aside. */
function withExistingSetAside(
  items: readonly Item[],
  mentions: readonly Mention[],
  negated: ReadonlySet<number>,
  others: readonly Mention[],
): ReadonlySet<number> {
  const existing = mentions.filter((mention) => describesExisting(items, mention.start)).map((mention) => mention.start);
  const elsewhere = others.some((mention) => !negated.has(mention.start) && !describesExisting(items, mention.start));
  return existing.length > 0 && elsewhere ? new Set([...negated, ...existing]) : negated;
}

/** Reads the date, time and part of day; `today` is IST today. */
export function readWhen(items: readonly Item[], today: Date, reschedule: boolean, negated: ReadonlySet<number> = new Set()): WhenReading {
  const dates = findDateMentions(items, today);
  const used = new Set<number>();
  for (const mention of dates) for (let index = mention.start; index < mention.end; index += 1) used.add(index);
  const times = findTimeMentions(items, used, new Set(dates.map((mention) => mention.end)));
  for (const mention of times) for (let index = mention.start; index < mention.end; index += 1) used.add(index);
  // "stopped cooling since yesterday … look at it monday": a day gone by (no expression) is why, not when.
  const usable = dates.filter((mention) => mention.expression !== null);
  const dateMentions = usable.length > 0 ? usable : dates;
  const dateNegated = reschedule ? negated : withExistingSetAside(items, dateMentions, negated, dateMentions);
  const busyDays = withBusyDays(items, dateMentions, dateNegated, reschedule);
  const dateMention = (reschedule ? null : askedInstead(items, dateMentions, busyDays)) ?? pick(dateMentions, reschedule, busyDays);
  const resolved = dateMention?.expression ? resolveExpression(dateMention.expression, today) : null;
  const date = resolved && dateMention?.expression ? { iso: isoDate(resolved), expression: dateMention.expression } : null;
  // "நேத்து ராத்திரி மழையில …", "kal raat se": the part of a day gone by says when it happened, not when to come.
  const gone = dates.filter((mention) => mention.expression === null);
  const ofDayGone = (index: number) => gone.some((mention) => index >= mention.start - 1 && index <= mention.end);
  const parts = askedParts(
    items,
    dayParts(items).filter((part) => !negated.has(part.index) && !ofDayGone(part.index)),
  );
  const partMentions = dayParts(items).map((part) => ({ start: part.index, source: false, ofBooking: false }));
  const timeNegated = reschedule ? negated : withExistingSetAside(items, times, negated, [...dateMentions, ...times, ...partMentions]);
  const timeMention = askedInstead(items, times, timeNegated) ?? pick(times, reschedule, timeNegated);
  const all: Mention[] = [...dates, ...times];
  const moves = all.some((mention) => mention.source) && all.some((mention) => !mention.source);
  const invalidDate = Boolean(dateMention?.expression && !resolved);
  if (!timeMention) {
    // Of two parts of the day, the one a client can't do comes first and the one asked for last
    // ("mornings I'm at office, evening possible?"), as a change names its new part last.
    return { date, invalidDate, time: null, timeWindow: parts.at(-1)?.window ?? null, used, moves };
  }
  // "raat ko neend nahi aati … friday 3 baje": a time said with its day in its own clause takes the part of the
  // day from that clause only ("friday evening, around 7" still reads the evening).
  const clause = new Set(clauseAt(items, timeMention.start).map((item) => item.index));
  const dayHere = dates.some((mention) => clause.has(mention.start));
  const window = timeMention.window ?? nearestPart(dayHere ? parts.filter((part) => clause.has(part.index)) : parts, timeMention.start);
  const reading = besideOtherTime(
    resolveClock(timeMention, window),
    times.filter((other) => other !== timeMention),
    parts,
  );
  const fallback = secondChoice(items, timeMention, times, parts, reading);
  return { date, invalidDate, time: { mention: timeMention, reading }, timeWindow: window, used, moves, fallback };
}

/** "look at it", as a change of time is asked for: "ஒன்பது மணிக்கு பாருங்க", "9 baje dekho", "check 9 pm". */
const lookWords: ReadonlySet<string> = new Set([
  'பாருங்க',
  'பாருங்கள்',
  'பாரு',
  'paarunga',
  'parunga',
  'paaru',
  'dekho',
  'dekhiye',
  'check',
  'see',
]);

/**
 * "11 baje to main bank mein rahungi. usi din 2 baje kar do", "at 11 I'll be at the bank. make it 2 pm", "शुक्रवार को
 * तो पापा का ब्लड टेस्ट है। अगले सोमवार उसी समय कर दीजिए": of two times (or two days) in different clauses, the later
 * one is asked when only its clause says "do it" or asks whether it can be (a change names its new time last).
 */
function askedInstead<T extends Mention>(items: readonly Item[], mentions: readonly T[], negated: ReadonlySet<number>): T | null {
  const open = mentions.filter((mention) => !negated.has(mention.start) && !mention.source);
  if (open.length !== 2) return null;
  // "do it", or asking whether it can be: "…, to shaam saat baje ho sakta hai?", "ஆறு மணிக்கு முடியுமா?", "is 6 possible?",
  // or to look at it ("ஒன்பது மணிக்கு பாருங்க"); a clause saying it cannot be ("வர முடியாது") asks nothing.
  const asks = (mention: T) => {
    const clause = clauseAt(items, mention.start);
    if (clause.some((item) => hasCue(item, 'cannot'))) return false;
    return clause.some(
      (item) =>
        ['imperative', 'book', 'reschedule', 'can', 'available'].some((cue) => hasCue(item, cue as Cue)) ||
        lookWords.has(item.raw.toLowerCase()) ||
        item.raw.toLowerCase() === 'possible',
    );
  };
  const [first, last] = open as [T, T];
  return !sameClause(items, first.start, last.start) && asks(last) && !asks(first) ? last : null;
}

/** The time said after "otherwise" when the time asked comes before it; in the same half of the day as the first. */
function secondChoice(
  items: readonly Item[],
  first: TimeMention,
  times: readonly TimeMention[],
  parts: readonly { index: number; window: TimeWindow }[],
  firstReading: ClockReading,
): WhenReading['fallback'] {
  const otherwise = otherwiseAt(items).find((at) => at > first.start);
  const second = otherwise === undefined ? undefined : times.find((mention) => mention.start > otherwise);
  if (!second) return null;
  const own = resolveClock(second, second.window ?? nearestPart(parts, second.start));
  return { mention: second, reading: own.time === null && firstReading.time !== null ? nearestTo(own, firstReading.time) : own };
}

/** Where each part of the day ends, in minutes after midnight (as the offers' day parts end). */
const windowEnds: Record<TimeWindow, number> = { morning: 12 * 60, afternoon: 16 * 60, evening: 20 * 60, night: 24 * 60 };

/**
 * A plain weekday that is today, said for an hour or part of the day already past in IST, means
 * the same weekday next week: "friday 10:30" on Friday evening is not this morning, and is never
 * the nearest day after it. "today" itself, or a weekday with no hour, stays today.
 */
export function laterWeekdayWhenPassed(when: WhenReading, now: Date): WhenReading {
  const asked = when.time?.reading.time ? minutesOf(when.time.reading.time) : when.timeWindow ? windowEnds[when.timeWindow] : null;
  const later = weekdayNextWeek(when.date, asked, now);
  return later && when.date ? { ...when, date: { ...when.date, iso: later } } : when;
}

/** The same weekday next week ('YYYY-MM-DD') when a plain weekday is today and `askedMinutes` (after midnight, IST) has passed; else null. */
export function weekdayNextWeek(date: ResolvedDate | null, askedMinutes: number | null, now: Date): string | null {
  const expression = date?.expression;
  if (!date || !expression || !('weekday' in expression) || expression.next || askedMinutes === null) return null;
  const today = istToday(now);
  if (date.iso !== isoDate(today) || askedMinutes > istMinutes(now)) return null;
  return isoDate(addDays(today, 7));
}
