/**
 * Reads a provider's WhatsApp message as one of the commands, by rules (no model): the agenda of
 * a day, blocking a day or part of one, marking a booking by its `BM…` reference, and replying to
 * the latest review. Null when the message is none of them.
 */
import {
  afternoonWords,
  agendaWords,
  attendedWords,
  blockWords,
  dayAfterWords,
  eveningWords,
  morningWords,
  noShowWords,
  replyLocales,
  replyPrefix,
  todayWords,
  tomorrowWords,
  undoWords,
  type DeskLocale,
} from './lexicon.ts';

export type PartOfDay = 'morning' | 'afternoon' | 'evening';
/** Days from today (IST): 0 today, 1 tomorrow, 2 the day after. */
export type DayOffset = 0 | 1 | 2;
/** IST minutes after midnight; `to` 1440 is midnight at the end of the day. */
export type MinuteRange = { from: number; to: number };

export type DeskCommand =
  | { kind: 'agenda'; day: DayOffset }
  | { kind: 'block'; day: DayOffset | null; part: PartOfDay | null; range: MinuteRange | null }
  | { kind: 'mark'; ref: string; action: 'attended' | 'noShow' | 'undo' | null }
  | { kind: 'reply'; text: string };

export type ParsedCommand = { command: DeskCommand; locale: DeskLocale | null };

/** Lower case, one space, no trailing punctuation, "p.m." as "pm", "tomorrow's" as "tomorrows". */
export function normalise(body: string): string {
  return body
    .normalize('NFC')
    .toLowerCase()
    .replace(/\b([ap])\.m\.?/g, '$1m')
    .replace(/['’]s\b/g, 's')
    .replace(/[,!?।]+/gu, ' ')
    .replace(/[.:]+(?=\s|$)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The language of the message: its script first, then the words it matched. */
export function localeOf(text: string, matched: (DeskLocale | null)[]): DeskLocale | null {
  if (/\p{Script=Devanagari}/u.test(text)) return 'hi';
  if (/\p{Script=Tamil}/u.test(text)) return 'ta';
  for (const locale of ['hi-Latn', 'ta-Latn', 'en'] as const) if (matched.includes(locale)) return locale;
  // Latin Hindi and Tamil borrow English words; the script said it is not Devanagari or Tamil.
  if (matched.includes('hi')) return 'hi-Latn';
  if (matched.includes('ta')) return 'ta-Latn';
  return null;
}

function dayOf(text: string): { day: DayOffset | null; locale: DeskLocale | null } {
  const after = dayAfterWords.find(text);
  if (after) return { day: 2, locale: after };
  const tomorrow = tomorrowWords.find(text);
  if (tomorrow) return { day: 1, locale: tomorrow };
  const today = todayWords.find(text);
  return today ? { day: 0, locale: today } : { day: null, locale: null };
}

function partOf(text: string): { part: PartOfDay | null; locale: DeskLocale | null } {
  for (const [part, words] of [
    ['morning', morningWords],
    ['afternoon', afternoonWords],
    ['evening', eveningWords],
  ] as const) {
    const locale = words.find(text);
    if (locale) return { part, locale };
  }
  return { part: null, locale: null };
}

const timeRange =
  /(?<![\d:])(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm)?\s*(?:baje|बजे|மணி|mani)?\s*(?:to|till|until|-|–|se|से|முதல்|muthal|mudhal)\s*(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm)?(?![\d:])/u;

/** A clock hour as a 24-hour hour: am/pm when given, else the part of the day, else working hours (1–7 is afternoon, 12 noon). */
function hour24(hour: number, meridiem: string | undefined, part: PartOfDay | null): number {
  if (hour > 12 || (hour === 12 && !meridiem)) return hour;
  const pm = meridiem ? meridiem === 'pm' : part ? part !== 'morning' : hour >= 1 && hour <= 7;
  if (pm) return hour === 12 ? 12 : hour + 12;
  return hour === 12 ? 0 : hour;
}

/** "5 to 7 pm", "5-7", "शाम 5 से 7", "மாலை 5 முதல் 7": the end's am/pm applies to the start unless that would end before it starts. */
export function rangeOf(text: string, part: PartOfDay | null): MinuteRange | null {
  const match = timeRange.exec(text);
  if (!match) return null;
  const [, h1, m1, mer1, h2, m2, mer2] = match;
  const startHour = Number(h1);
  const endHour = Number(h2);
  if (startHour > 23 || endHour > 24) return null;
  const startMeridiem = mer1 ?? (mer2 && startHour <= endHour ? mer2 : mer2 === 'pm' ? 'am' : undefined);
  const to = hour24(endHour, mer2 ?? mer1, part) * 60 + Number(m2 ?? 0);
  const from = hour24(startHour, startMeridiem, part) * 60 + Number(m1 ?? 0);
  // "to 12 am" and "to 24" both mean midnight.
  const end = to === 0 || endHour === 24 ? 1440 : to;
  return from < end && end <= 1440 && Number(m1 ?? 0) < 60 && Number(m2 ?? 0) < 60 ? { from, to: end } : null;
}

const refPattern = /(?<![\p{L}\p{N}])bm[\s-]?([0-9a-z]{4,12})(?![\p{L}\p{N}])/u;

function markOf(text: string): ParsedCommand | null {
  const ref = refPattern.exec(text);
  if (!ref) return null;
  const noShow = noShowWords.find(text);
  const attended = noShow ? null : attendedWords.find(text);
  const undo = undoWords.find(text);
  const action = undo ? 'undo' : noShow ? 'noShow' : attended ? 'attended' : null;
  const locale = localeOf(text, [undo, noShow, attended]);
  return { command: { kind: 'mark', ref: `BM${ref[1]!.toUpperCase()}`, action }, locale };
}

function replyOf(body: string): ParsedCommand | null {
  const trimmed = body.normalize('NFC').trim();
  const prefix = replyPrefix.exec(trimmed);
  if (!prefix) return null;
  const word = prefix[1]!.toLowerCase();
  return { command: { kind: 'reply', text: trimmed.slice(prefix[0].length).trim() }, locale: replyLocales[word] ?? 'en' };
}

function blockOrAgendaOf(text: string): ParsedCommand | null {
  const day = dayOf(text);
  const block = blockWords.find(text);
  if (block) {
    const part = partOf(text);
    const range = rangeOf(text, part.part);
    return { command: { kind: 'block', day: day.day, part: part.part, range }, locale: localeOf(text, [block, day.locale, part.locale]) };
  }
  const agenda = agendaWords.find(text);
  // A day alone ("aaj", "tomorrow") asks for that day's agenda too.
  const dayAlone = day.day !== null && text.split(' ').length <= 2;
  if (!agenda && !dayAlone) return null;
  return { command: { kind: 'agenda', day: day.day ?? 0 }, locale: localeOf(text, [day.locale, agenda]) };
}

export function parseCommand(body: string): ParsedCommand | null {
  const reply = replyOf(body);
  if (reply) return reply;
  const text = normalise(body);
  return markOf(text) ?? blockOrAgendaOf(text);
}
