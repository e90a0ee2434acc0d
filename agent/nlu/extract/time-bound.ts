/**
 * "4 மணிக்கு மேல எந்த time-னாலும் ok", "anytime after 4 is fine", "4 baje ke baad kabhi bhi chalega": a time from which
 * any slot suits the client. Said to a slot proposed that day at or after it, it accepts that slot.
 */
import type { Item } from '../match/tagger.ts';
import type { ConversationMemory, Understanding } from '../types.ts';
import { formatClock } from './time-resolve.ts';
import { minutesOf } from './when.ts';

/** "after 4", "anytime after 4": the bound before the hour. */
const afterBefore = /\b(?:after|since|from)\s+\d/iu;
/** "4 ke baad", "4 बजे के बाद", "4 மணிக்கு மேல", "4 manikku mela": the bound after the hour. */
const afterBehind =
  /\d\s*(?:baje\s*)?(?:ke baad|ke bad)\b|\d\s*(?:बजे\s*)?के बाद|\d\s*(?:மணிக்கு|மணி)?\s*(?:மேல|அப்புறம்|பிறகு)|\d\s*(?:manikku|mani)?\s*(?:mela|mele|appuram|apram)\b/iu;
/** Any time then suits, or it is fine: "any time", "kabhi bhi", "எந்த time-னாலும்", "ok", "chalega". */
const suits =
  /\b(?:any ?time|whenever|kabhi bhi|kisi bhi time|koi bhi time|endha time|fine|ok|okay|chalega|theek|thik|sari|seri)\b|कभी भी|किसी भी समय|चलेगा|ठीक|எந்த (?:time|நேர)|எப்போ வேணாலும்|சரி/iu;

/** Does the message accept the slot proposed by giving a time it is at or after? */
export function acceptsFromTime(text: string, reading: Understanding, previous: ConversationMemory | null | undefined): boolean {
  if (previous?.awaiting !== 'confirmation' || reading.time === null) return false;
  const proposed = previous.options?.[0];
  if (!proposed?.time || (reading.date !== null && reading.date.iso !== proposed.date)) return false;
  if (!(afterBefore.test(text) || afterBehind.test(text)) || !suits.test(text)) return false;
  return proposed.time >= reading.time;
}

/** Words after a number that make it something other than an hour: "5 mins", "2 people", "3 days", "500 rs". */
const notHourAfter: ReadonlySet<string> = new Set([
  'min',
  'mins',
  'minute',
  'minutes',
  'hour',
  'hours',
  'hr',
  'hrs',
  'people',
  'persons',
  'person',
  'log',
  'logon',
  'peru',
  'per',
  'day',
  'days',
  'din',
  'week',
  'weeks',
  'rs',
  'rupees',
  'years',
  'year',
  'saal',
  'km',
  'st',
  'nd',
  'rd',
  'th',
]);
/** Words before a number that make it something other than an hour: "for 2", "option 3", "₹500", "under 6". */
const notHourBefore: ReadonlySet<string> = new Set(['for', 'option', 'number', 'no', 'rs', 'under', 'below', 'above', 'table', 'class']);

/**
 * "6 is fine", "yes 6 works" to 5 pm proposed: one bare number that no option on show has and the proposal's
 * hour is not, read as the hour nearest the proposal ("6" near 5 pm is 6 pm). Null when there is no such number.
 */
export function hourSaidToProposal(items: readonly Item[], previous: ConversationMemory | null | undefined): string | null {
  if (previous?.awaiting !== 'confirmation') return null;
  const proposed = previous.options?.[0]?.time ?? previous.time;
  if (!proposed) return null;
  const numbers = items.filter((item) => item.num !== null);
  const [only] = numbers;
  if (numbers.length !== 1 || only?.num?.kind !== 'int' || only.num.ordinal || only.tokens.length !== 1) return null;
  const hour = only.num.value;
  const at = items.indexOf(only);
  const word = (item: Item | undefined) => item?.raw.toLowerCase() ?? '';
  if (hour < 1 || hour > 12 || hour <= (previous.options?.length ?? 0)) return null;
  if (notHourAfter.has(word(items[at + 1])) || notHourBefore.has(word(items[at - 1]))) return null;
  // Of the morning and the evening reading, the one nearer the proposal.
  const distance = (clock: number) => Math.abs(clock * 60 - minutesOf(proposed));
  const [morning, evening] = [hour % 12, (hour % 12) + 12];
  const time = formatClock(distance(evening) < distance(morning) ? evening : morning, 0);
  return time === proposed ? null : time;
}
