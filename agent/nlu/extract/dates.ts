/**
 * The date grammar: relative days, weekdays with this/next, month-name dates in either order,
 * day-first numeric dates, "15 tareekh", "in 3 days". Each mention records whether it is the
 * old side of a change ("instead of tomorrow", "நாளைக்கு பதிலா").
 */
import { anyInt, describesBooking, hasCue, plainInt, tagOf } from '../match/item-tags.ts';
import type { Item } from '../match/tagger.ts';
import type { DateExpression, TimeWindow } from '../types.ts';
import { tamilOrdinalDays } from '../lexicon/day-ordinals.ts';
import { isValidDate } from './date-math.ts';

/** One date in the message. `expression` is null for past days (yesterday, "kal jo … thi"). */
export type DateMention = {
  start: number;
  end: number;
  expression: DateExpression | null;
  window: TimeWindow | null;
  source: boolean;
  /** Names an existing booking ("kal wali booking"): the old side of a reschedule. */
  ofBooking: boolean;
};

type Found = { start: number; end: number; expression: DateExpression | null; window?: TimeWindow; ambiguousPast?: boolean };

const sourceEndings = ['லிருந்து', 'இருந்து'];

function weekdayAt(items: readonly Item[], index: number): Found | null {
  const weekday = tagOf(items[index], 'weekday');
  if (!weekday) return null;
  // "sat baje" is seven o'clock in Hinglish, not Saturday.
  if (tagOf(items[index], 'number') && (tagOf(items[index + 1], 'hourMarker') || tagOf(items[index + 1], 'ampm'))) return null;
  let next = false;
  let start = index;
  for (let back = index - 1; back >= Math.max(0, index - 2); back -= 1) {
    const mod = tagOf(items[back], 'weekMod');
    if (mod) {
      next = mod.next;
      start = back;
      break;
    }
    if (!hasCue(items[back], 'weekWord')) break;
  }
  if (start === index && hasCue(items[index + 2], 'weekWord')) next = tagOf(items[index + 1], 'weekMod')?.next ?? false;
  return { start, end: index + 1, expression: { weekday: weekday.weekday, next } };
}

/** English ordinal words, as a day of the month is said: "the twelfth of December", "December first". */
const ordinalDays: ReadonlyMap<string, number> = new Map(
  [
    'first',
    'second',
    'third',
    'fourth',
    'fifth',
    'sixth',
    'seventh',
    'eighth',
    'ninth',
    'tenth',
    'eleventh',
    'twelfth',
    'thirteenth',
    'fourteenth',
    'fifteenth',
    'sixteenth',
    'seventeenth',
    'eighteenth',
    'nineteenth',
    'twentieth',
  ]
    .map((word, index): [string, number] => [word, index + 1])
    .concat([['thirtieth', 30]]),
);
const tensBefore: ReadonlyMap<string, number> = new Map([
  ['twenty', 20],
  ['thirty', 30],
]);

/** Tamil's "one" that is mostly the article: "டிசம்பர்ல ஒரு நாள்" is some day in December, not the first. */
const articleOne: ReadonlySet<string> = new Set(['ஒரு', 'oru']);

function dayNumber(item: Item | undefined): number | null {
  const raw = item?.raw.toLowerCase() ?? '';
  if (articleOne.has(raw)) return null;
  const value = anyInt(item) ?? tagOf(item, 'number')?.value ?? ordinalDays.get(raw) ?? tamilOrdinalDays.get(raw) ?? null;
  return value !== null && value >= 1 && value <= 31 ? value : null;
}

/** The day said before a month, with "twenty"/"thirty" before an ordinal ("the twenty first of May"), and where it starts. */
function dayBefore(items: readonly Item[], at: number): { day: number; start: number } | null {
  const day = dayNumber(items[at]);
  if (day === null) return null;
  const tens = tensBefore.get(items[at - 1]?.raw.toLowerCase() ?? '');
  const ordinal = ordinalDays.has(items[at]?.raw.toLowerCase() ?? '');
  if (tens && ordinal && day < 10 && tens + day <= 31) return { day: tens + day, start: at - 1 };
  return { day, start: at };
}

/** The day said after a month ("December twenty first"), and how many items it takes. */
function dayAfter(items: readonly Item[], at: number): { day: number; length: number } | null {
  const tens = tensBefore.get(items[at]?.raw.toLowerCase() ?? '');
  const unit = items[at + 1];
  const ordinal = ordinalDays.get(unit?.raw.toLowerCase() ?? '');
  if (tens && ordinal && ordinal < 10 && tens + ordinal <= 31) return { day: tens + ordinal, length: 2 };
  const day = dayNumber(items[at]);
  return day === null ? null : { day, length: 1 };
}

function yearAfter(item: Item | undefined): number | undefined {
  const value = plainInt(item);
  if (value === null || item?.num?.kind !== 'int') return undefined;
  if (item.num.digits === 4 && value >= 2000) return value;
  return undefined;
}

function monthDateAt(items: readonly Item[], index: number): Found | null {
  const month = tagOf(items[index], 'month');
  if (!month) return null;
  const skipOf = items[index - 1]?.raw.toLowerCase() === 'of' ? 1 : 0;
  const before = dayBefore(items, index - 1 - skipOf);
  if (before !== null) {
    const year = yearAfter(items[index + 1]);
    return {
      start: before.start,
      end: index + (year ? 2 : 1),
      expression: { day: before.day, month: month.month, ...(year ? { year } : {}) },
    };
  }
  const after = dayAfter(items, index + 1);
  if (after === null) return null;
  const end = index + 1 + after.length;
  const year = yearAfter(items[end]);
  return { start: index, end: end + (year ? 1 : 0), expression: { day: after.day, month: month.month, ...(year ? { year } : {}) } };
}

function numericDateAt(items: readonly Item[], index: number): Found | null {
  const num = items[index]?.num;
  if (!num || num.kind === 'int' || num.sep === ':') return null;
  if (num.kind === 'triple') {
    // 2027-01-05 is year first; everything else is day first.
    if (num.a >= 1000) return { start: index, end: index + 1, expression: { day: num.c, month: num.b, year: num.a } };
    const year = num.c < 100 ? 2000 + num.c : num.c;
    return { start: index, end: index + 1, expression: { day: num.a, month: num.b, year } };
  }
  const next = items[index + 1];
  if (num.sep === '-' && (tagOf(next, 'ampm') || tagOf(next, 'hourMarker'))) return null;
  const clockShaped = num.sep === '.' && num.a <= 24 && num.b <= 59;
  if (clockShaped && !hasCue(items[index - 1], 'on') && !hasCue(next, 'on')) return null;
  if (num.a < 1 || num.a > 31 || num.b < 1 || num.b > 12) return null;
  if (isCountRange(num, next)) return null;
  return { start: index, end: index + 1, expression: { day: num.a, month: num.b } };
}

const countNouns = new Set([
  'log',
  'logon',
  'people',
  'persons',
  'members',
  'pieces',
  'items',
  'kids',
  'bachche',
  'log ke',
  'लोग',
  'लोगों',
  'பேர்',
  'per',
  'peru',
]);

/** "2-3 blouse silwane hain", "4-5 log": a rough count of things or people, not the 2nd of March. */
function isCountRange(num: { a: number; b: number; sep?: string }, next: Item | undefined): boolean {
  if (num.sep !== '-' || num.a > 10 || num.b - num.a < 1 || num.b - num.a > 2 || !next) return false;
  return next.tags.some((tag) => tag.t === 'category') || countNouns.has(next.raw.toLowerCase());
}

/** The month of the next date (today included) that has this day number: the 30th after 28 Feb is 30 March. */
function nextMonthWithDay(day: number, today: Date): number {
  for (let ahead = 0; ahead < 12; ahead += 1) {
    const month = (today.getUTCMonth() + ahead) % 12;
    const year = today.getUTCFullYear() + Math.floor((today.getUTCMonth() + ahead) / 12);
    if (isValidDate(day, month + 1, year) && (ahead > 0 || day >= today.getUTCDate())) return month + 1;
  }
  return today.getUTCMonth() + 1;
}

/** Postpositions meaning "in": a day of the month takes "ko"/"on", a school year takes "in" ("beta 10th mein hai"). */
const inAfter = new Set(['mein', 'me', 'men', 'में', 'la', 'le']);

const studyStems = ['padik', 'padikk', 'padhta', 'padhti', 'padhai', 'पढ़', 'पढ', 'படிக்', 'study', 'studi'];

/** "10th class", "in 9th", "10th mein hai": the year a pupil is in. */
function schoolYearAt(items: readonly Item[], index: number): boolean {
  const [before, after] = [items[index - 1], items[index + 1]];
  if (hasCue(before, 'schoolYear') || hasCue(after, 'schoolYear')) return true;
  // "10th padikkiraan", "10th mein padhta hai", "10வது படிக்கிறான்": studies in that year.
  const next = after?.raw.toLowerCase() ?? '';
  if (studyStems.some((stem) => next.startsWith(stem))) return true;
  return before?.raw.toLowerCase() === 'in' || inAfter.has(next);
}

function dayOnlyAt(items: readonly Item[], index: number, today: Date): Found | null {
  const item = items[index];
  const day = dayNumber(item);
  const next = items[index + 1];
  const named = hasCue(next, 'dayWord');
  // "எட்டாம் தேதி", "pathaam thethi": a Tamil ordinal word before the word for date.
  if (day !== null && named && tamilOrdinalDays.has(item?.raw.toLowerCase() ?? ''))
    return { start: index, end: index + 2, expression: { day, month: nextMonthWithDay(day, today) } };
  if (day === null || item?.num?.kind !== 'int') return null;
  if (tagOf(next, 'month') || (next?.raw.toLowerCase() === 'of' && tagOf(items[index + 2], 'month'))) return null;
  // "the 30th" is a date; "2nd one", "2nd option" or a lone "2nd" picks an offered option.
  const pickLike =
    hasCue(next, 'selector') || hasCue(next, 'optionNoun') || (day <= 9 && items.length <= 2 && !hasCue(items[index - 1], 'on'));
  if (!named && !(item.num.ordinal && !pickLike && !schoolYearAt(items, index) && !hasCue(next, 'countedNoun'))) return null;
  return { start: index, end: index + (named ? 2 : 1), expression: { day, month: nextMonthWithDay(day, today) } };
}

function daysFromNowAt(items: readonly Item[], index: number): Found | null {
  const count = plainInt(items[index]);
  if (count === null || count > 60 || !hasCue(items[index + 1], 'dayUnit')) return null;
  if (hasCue(items[index + 2], 'after')) return { start: index, end: index + 3, expression: { rel_days: count } };
  if (hasCue(items[index - 1], 'in') || hasCue(items[index - 1], 'after'))
    return { start: index - 1, end: index + 2, expression: { rel_days: count } };
  return null;
}

function relativeAt(items: readonly Item[], index: number): Found | null {
  const item = items[index];
  if (tagOf(item, 'pastDay')) return { start: index, end: index + 1, expression: null };
  const rel = tagOf(item, 'relDay');
  if (!rel) return null;
  return { start: index, end: index + 1, expression: { rel_days: rel.days }, window: rel.window, ambiguousPast: rel.ambiguousPast };
}

/** "kal se", and with a part of the day between: "कल रात से", "நேத்து ராத்திரியிலிருந்து" (since last night). */
function isSource(items: readonly Item[], found: Found): boolean {
  const end = tagOf(items[found.end], 'dayPart') ? found.end + 1 : found.end;
  const last = items[end - 1];
  return (
    hasCue(items[found.start - 1], 'sourceBefore') ||
    hasCue(items[end], 'sourceAfter') ||
    sourceEndings.some((ending) => last?.suffix.endsWith(ending))
  );
}

/** Every date mention, in order. `today` is IST today (for "15 tareekh"). */
export function findDateMentions(items: readonly Item[], today: Date): DateMention[] {
  // Hindi puts the verb last: "kal jo booking ki thi" is past, while in "jo last time book kiya tha wahi parso kar do"
  // the past verb is about the earlier booking, and the day after it is the one asked for.
  const pastAfter = (end: number) => items.slice(end).some((item) => hasCue(item, 'past'));
  const mentions: DateMention[] = [];
  for (let index = 0; index < items.length; index += 1) {
    const found =
      relativeAt(items, index) ??
      weekdayAt(items, index) ??
      monthDateAt(items, index) ??
      numericDateAt(items, index) ??
      daysFromNowAt(items, index) ??
      dayOnlyAt(items, index, today);
    if (!found) continue;
    const past = found.ambiguousPast === true && pastAfter(found.end);
    mentions.push({
      start: found.start,
      end: found.end,
      expression: past ? null : found.expression,
      window: found.window ?? null,
      source: isSource(items, found),
      ofBooking: describesBooking(items, found.end),
    });
    index = Math.max(index, found.end - 1);
  }
  return withoutWeekdayOfDay(items, mentions);
}

const isWeekday = (mention: DateMention) => mention.expression !== null && 'weekday' in mention.expression;
const isDayOfMonth = (mention: DateMention) => mention.expression !== null && 'day' in mention.expression;

/**
 * "Tuesday the 8th", "Thursday, 10th December", "8 December Tuesday": a weekday said beside a day of the month names
 * that day (the more exact of the two); the weekday is no second date.
 */
function withoutWeekdayOfDay(items: readonly Item[], mentions: readonly DateMention[]): DateMention[] {
  const gapOk = (from: number, to: number) =>
    to - from <= 1 && items.slice(from, to).every((item) => joinWords.has(item.raw.toLowerCase()));
  return mentions.filter((mention, at) => {
    if (!isWeekday(mention)) return true;
    const [before, after] = [mentions[at - 1], mentions[at + 1]];
    return !(
      (after && isDayOfMonth(after) && gapOk(mention.end, after.start)) ||
      (before && isDayOfMonth(before) && gapOk(before.end, mention.start))
    );
  });
}

/** What may stand between a weekday and its day of the month: "Tuesday the 8th", "shukravar ko 4 tareekh". */
const joinWords: ReadonlySet<string> = new Set(['the', 'on', 'ko', 'को', 'dated']);
