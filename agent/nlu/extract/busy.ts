/**
 * Busy words: "mornings I'm at office", "wednesday cricket match hai", "after school". A day or part of the day
 * beside one is what the client can't do; a kind beside one, or one the client comes back from, is no request.
 */
import { hasCue, tagOf } from '../match/item-tags.ts';
import type { Item } from '../match/tagger.ts';
import type { TimeWindow } from '../types.ts';
import { clauseAt, sameClause } from './clauses.ts';

/** Words of being busy: a part of the day beside one ("mornings I'm at office", "सुबह मेरा ऑफिस है") is not asked for. */
const busyStems = [
  'office',
  'work',
  'meeting',
  'call',
  'busy',
  'duty',
  'college',
  'school',
  'kaam',
  'daftar',
  'ऑफिस',
  'ऑफ़िस',
  'दफ्तर',
  'दफ़्तर',
  'काम',
  'मीटिंग',
  'व्यस्त',
  'ड्यूटी',
  'velai',
  'ஆபீஸ்',
  'ஆஃபீஸ்',
  'ஆபிஸ்',
  'அலுவலக',
  'வேலை',
  'மீட்டிங்',
  'ஸ்கூல்',
  'காலேஜ்',
  'स्कूल',
  'कॉलेज',
  // A day that is hard, or taken by a match or an exam: "thursday toh mushkil hai", "wednesday cricket class irukku".
  'difficult',
  'tough',
  'mushkil',
  'मुश्किल',
  'kashtam',
  'கஷ்டம்',
  'cricket',
  'match',
  'exam',
  'practice',
  // "wednesday ko uski dance class hai", "வியாழன் டான்ஸ் கிளாஸ் இருக்கு": a class of their own that day.
  'class',
  'क्लास',
  'கிளாஸ்',
].map((stem) => stem.toLowerCase());

/** "friday morning works?": the day suits, it is no work. */
const notBusy = new Set(['works', 'workable', 'workout']);

/** A busy word, or a phrase holding one ("dance class", "cricket match"). */
function isBusyWord(item: Item): boolean {
  return item.raw
    .toLowerCase()
    .split(/\s+/)
    .some((word) => !notBusy.has(word) && busyStems.some((stem) => word.startsWith(stem)));
}

/**
 * Words for a thing being over or off: "school khatam hone ke baad", "ஸ்கூல் முடிஞ்சு", "school விட்டு", "after office",
 * "annaiku school leave", "school ki chhutti".
 */
const overWords =
  /^(over|ends|finishes|leave|holiday|vacation|லீவு|லீவ்|leevu|விடுமுறை|vidumurai|khatam|khatm|ख़त्म|खत्म|chhutti|छुट्टी|முடிஞ்ச|முடிந்த|mudinj|mudincha|விட்டு|vittu|விட்டதும்|vittadhum)/;

const ofWords: ReadonlySet<string> = new Set(['ki', 'ka', 'ke', 'की', 'का', 'के', 'oda', 'ode', 'ஓட']);

/** A ride to or from school or office: "van", "bus", "cab", "ஆட்டோ". */
const rideWords = /^(van|bus|auto|cab|rickshaw|वैन|बस|ऑटो|कैब|வேன்|வேனு|பஸ்|ஆட்டோ|கேப்)/;

/**
 * "ஸ்கூல் முடிஞ்சு தான் வர முடியும்", "after office", "school ke baad": a busy word beside a word for after or for
 * being over says when the client is free; it asks for no school, office or coach (the kind on show stays).
 */
export function whenFree(items: readonly Item[]): Set<number> {
  const after = (item: Item | undefined) => item !== undefined && (hasCue(item, 'after') || overWords.test(item.raw.toLowerCase()));
  // "ஸ்கூல் வேன் லேட்டா தான் வரும்", "the school bus drops him at 5": the school's van or bus brings the child, and when.
  const ride = (item: Item | undefined) => item !== undefined && rideWords.test(item.raw.toLowerCase());
  // "school ki chhutti", "school-oda leave": a possessive between the thing and its being off.
  const next = (item: Item) =>
    ofWords.has(items[item.index + 1]?.raw.toLowerCase() ?? '') ? items[item.index + 2] : items[item.index + 1];
  const over = items.filter(
    (item) => isBusyWord(item) && (after(next(item)) || after(items[item.index - 1]) || ride(items[item.index + 1])),
  );
  return new Set([...over, ...comesBackFrom(items), ...busyDayKinds(items)].map((item) => item.index));
}

const sourceSuffix = /(லேர்ந்து|லிருந்து|இருந்து)$/;

/**
 * "वो साढ़े छह बजे कोचिंग से लौटता है", "அவ நாலரைக்கு ஸ்கூல்லேர்ந்து வருவா", "back from school at 4:30": a kind the
 * client comes back from, in a clause with a time, says when they are free, not what they ask for.
 */
function comesBackFrom(items: readonly Item[]): Item[] {
  const kind = (item: Item) => item.tags.some((tag) => tag.t === 'category');
  const from = (item: Item) =>
    hasCue(items[item.index + 1], 'sourceAfter') || hasCue(items[item.index - 1], 'sourceBefore') || sourceSuffix.test(item.raw);
  const timed = (item: Item) =>
    clauseAt(items, item.index).some((near) =>
      near.tags.some((tag) => tag.t === 'clockWord' || tag.t === 'hourMarker' || tag.t === 'timeCue'),
    );
  return items.filter((item) => kind(item) && from(item) && timed(item));
}

/**
 * "வியாழன் அவளுக்கு டான்ஸ் கிளாஸ் இருக்கு. வெள்ளிக்கிழமை அதே நேரம்", "wednesday cricket class hai, thursday?": the kind
 * in the clause of a day the client is busy is what keeps them busy, not a new request.
 */
function busyDayKinds(items: readonly Item[]): Item[] {
  const days = items.filter((item) => tagOf(item, 'weekday') || tagOf(item, 'relDay'));
  if (days.length < 2) return [];
  const busy = busyOnes(
    items,
    days.map((day) => day.index),
  );
  // The kind beside the busy word ("dance class", "cricket match"), in the busy day's clause.
  const besideBusy = (item: Item) =>
    [item, items[item.index - 1], items[item.index + 1]].some((near) => near !== undefined && isBusyWord(near));
  return items.filter(
    (item) =>
      item.tags.some((tag) => tag.t === 'category') && besideBusy(item) && [...busy].some((day) => sameClause(items, day, item.index)),
  );
}

/**
 * The parts of the day asked for: each busy word ("office", "meeting", "வேலை") marks the nearest part in its
 * clause as the time the client can't do; the rest are asked for (all of them when every one is busy).
 */
export function askedParts(items: readonly Item[], parts: readonly { index: number; window: TimeWindow }[]) {
  const busy = busyOnes(
    items,
    parts.map((part) => part.index),
  );
  const free = parts.filter((part) => !busy.has(part.index));
  return free.length > 0 ? free : parts;
}

/**
 * Of the positions given (parts of the day, days), those nearest a busy word in its clause. `moving`: the message
 * moves a booking, and a busy word in a clause that says to move or do it is that booking ("move tomorrow's yoga class
 * to sunday", "कल वाली योगा क्लास को रविवार कर दीजिए"), not what keeps the client busy.
 */
function busyOnes(items: readonly Item[], positions: readonly number[], moving = false): Set<number> {
  const busy = new Set<number>();
  // "thursday cricket coaching chahiye": a busy word in a clause that asks for something is the thing asked.
  const asks = (near: Item) =>
    hasCue(near, 'need') || hasCue(near, 'book') || (moving && (hasCue(near, 'reschedule') || hasCue(near, 'imperative')));
  const asked = (item: Item) => clauseAt(items, item.index).some(asks);
  for (const item of items.filter((candidate) => isBusyWord(candidate) && !asked(candidate))) {
    const near = positions
      .filter((position) => sameClause(items, position, item.index))
      .sort((a, b) => Math.abs(a - item.index) - Math.abs(b - item.index))[0];
    if (near !== undefined) busy.add(near);
  }
  return busy;
}

/**
 * "wednesday client call irukku … thursday evening?", "बुधवार को मीटिंग है, गुरुवार शाम?": a day beside a busy
 * word is the one the client can't do, when another day is named; it is set aside like a day taken back.
 */
export function withBusyDays(
  items: readonly Item[],
  dates: readonly { start: number }[],
  negated: ReadonlySet<number>,
  moving = false,
): ReadonlySet<number> {
  const busy = busyOnes(
    items,
    dates.map((mention) => mention.start),
    moving,
  );
  if (busy.size === 0 || dates.every((mention) => busy.has(mention.start) || negated.has(mention.start))) return negated;
  return new Set([...negated, ...busy]);
}
