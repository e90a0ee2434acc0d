/**
 * Relative moves of an existing booking (issue 21): "a day later, same time", "an hour earlier",
 * "push it by two days", "same day in the evening", "ek din baad", "ek ghanta pehle",
 * "oru naal thalli", "oru mani neram munnadi", "ஒரு நாள் தள்ளி", "एक दिन बाद". The shift is read
 * here; the new day and time are counted from the booking's own start (`shiftBooking`), which
 * only the policy knows.
 */
import { foldCase } from '#api/core/text/fold.ts';
import type { ConversationMemory, Intent, RelativeMove, Understanding } from '../types.ts';
import { dateOn } from './date-math.ts';
import { newRequestOnShow, onShowIn } from './intent.ts';

const fold = (words: readonly string[]) => new Set(words.map((word) => foldCase(word)));

const numberWords: ReadonlyMap<string, number> = new Map(
  (
    [
      [1, ['a', 'an', 'one', 'ek', 'एक', 'oru', 'onnu', 'ore', 'ஒரு', 'ஒன்று', 'ஒண்ணு']],
      [2, ['two', 'do', 'दो', 'rendu', 'randu', 'irandu', 'ரெண்டு', 'இரண்டு']],
      [3, ['three', 'teen', 'तीन', 'moonu', 'munu', 'moondru', 'மூணு', 'மூன்று']],
      [4, ['four', 'char', 'chaar', 'चार', 'naalu', 'நாலு', 'நான்கு']],
      [5, ['five', 'paanch', 'panch', 'पांच', 'anju', 'ainthu', 'அஞ்சு', 'ஐந்து']],
      [6, ['six', 'chhe', 'chah', 'छह', 'aaru', 'ஆறு']],
    ] as const
  ).flatMap(([value, words]) => words.map((word) => [foldCase(word), value] as const)),
);
const halfWords = fold(['half', 'aadha', 'adha', 'aadhe', 'aadhi', 'आधा', 'आधे', 'arai', 'அரை']);

const dayUnits = fold(['day', 'days', 'din', 'dino', 'dinon', 'दिन', 'दिनों', 'naal', 'naatkal', 'நாள்', 'நாட்கள்']);
const weekUnits = fold(['week', 'weeks', 'hafta', 'hafte', 'हफ्ता', 'हफ़्ता', 'हफ्ते', 'हफ़्ते', 'saptah', 'सप्ताह', 'vaaram', 'varam', 'வாரம்']);
const hourUnits = fold([
  'hour',
  'hours',
  'hr',
  'hrs',
  'ghanta',
  'ghante',
  'ghanton',
  'ganta',
  'gante',
  'घंटा',
  'घंटे',
  'घंटों',
  'manineram',
  'மணிநேரம்',
]);
/** Tamil "mani neram" (an hour) is two words; "mani" alone is an o'clock. */
const tamilHour = { mani: fold(['mani', 'மணி']), neram: fold(['neram', 'நேரம்']) };
const minuteUnits = fold(['minute', 'minutes', 'min', 'mins', 'minat', 'मिनट', 'nimisham', 'nimidam', 'நிமிடம்', 'நிமிஷம்']);

/** Words after the amount that say which way; Tamil ones carry endings ("தள்ளிப்"), so they match as prefixes. */
const laterWords = fold([
  'later',
  'after',
  'late',
  'baad',
  'बाद',
  'aage',
  'आगे',
  'thalli',
  'தள்ளி',
  'kalichu',
  'kazhichu',
  'kazhithu',
  'கழித்து',
  'கழிச்சு',
]);
const earlierWords = fold([
  'earlier',
  'before',
  'early',
  'pehle',
  'pahle',
  'पहले',
  'munnadi',
  'munnaadi',
  'munadi',
  'munnaal',
  'முன்னாடி',
  'முன்னால்',
  'முன்பு',
]);
/** Verbs before "by <amount>": "push it by two days", "prepone it by a day". */
const laterVerbs = fold(['push', 'postpone', 'delay', 'move', 'shift', 'extend']);
const earlierVerbs = fold(['prepone', 'advance', 'forward']);

const tamilDay = foldCase('நாள');
const sameWords = fold(['same', 'usi', 'उसी', 'isi', 'इसी', 'adhe', 'athe', 'அதே']);
const bookingWords = ['booking', 'appointment', 'appt', 'बुकिंग', 'अपॉइंटमेंट', 'அப்பாயின்ட்மென்ட்', 'புக்கிங்'].map((word) => foldCase(word));
/** "my yoga class a week later": what is "mine" is a booking, not a new request. */
const possessiveWords = fold(['my', 'mera', 'meri', 'mere', 'मेरा', 'मेरी', 'मेरे', 'ennoda', 'ennudaya', 'என்', 'என்னோட', 'என்னுடைய']);

const startsWithAny = (token: string, words: ReadonlySet<string>) => [...words].some((word) => token.startsWith(word));

function words(text: string): string[] {
  return foldCase(text)
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
}

function amountBefore(tokens: readonly string[], at: number): number | null {
  const before = tokens[at - 1];
  if (before === undefined) return null;
  if (/^\d{1,3}$/.test(before)) return Number(before);
  // "half an hour", "aadha ghanta", "அரை மணி நேரம்"; only English says "half an": Tanglish "adha oru naal" is "that, one day".
  if (halfWords.has(before) || (halfWords.has(tokens[at - 2] ?? '') && (before === 'an' || before === 'a'))) return 0.5;
  return numberWords.get(before) ?? null;
}

function direction(tokens: readonly string[], unitEnd: number, amountAt: number): 1 | -1 | null {
  for (const token of tokens.slice(unitEnd + 1, unitEnd + 4)) {
    if (startsWithAny(token, earlierWords)) return -1;
    if (laterWords.has(token) || ['thalli', 'தள்ளி', 'kalichu', 'kazhi', 'கழி'].some((stem) => token.startsWith(stem))) return 1;
  }
  const verbs = tokens.slice(Math.max(0, amountAt - 5), amountAt);
  if (verbs.some((token) => earlierVerbs.has(token))) return -1;
  if (tokens[amountAt - 1] !== 'by') return null;
  // "push my monday yoga class by an hour": the booking's day and kind may stand between the verb and "by".
  const clause = tokens.slice(Math.max(0, amountAt - 1 - byVerbReach), amountAt - 1);
  if (clause.some((token) => earlierVerbs.has(token))) return -1;
  if (clause.some((token) => laterVerbs.has(token))) return 1;
  return null;
}

/** How far before "by <amount>" its verb may be: "postpone my saturday evening maths tuition by two hours". */
const byVerbReach = 7;

/** A move verb with "by <amount>" after it names a booking to move, even with its kind ("push my yoga class by an hour"). */
function movesByAmount(tokens: readonly string[]): boolean {
  const by = tokens.indexOf('by');
  if (by < 1) return false;
  return tokens.slice(Math.max(0, by - byVerbReach), by).some((token) => laterVerbs.has(token) || earlierVerbs.has(token));
}

const nextWords = fold(['next', 'following', 'agle', 'agla', 'अगले', 'अगला', 'adutha', 'aduththa', 'adutta', 'அடுத்த']);
const nextDayWords = fold(['மறுநாள்', 'மறுநாளைக்கு', 'மறுநாளுக்கு', 'marunaal', 'marunaalaikku', 'marunal']);
/** Stems of "tomorrow": "the day after tomorrow" is a date, not a move by one day. */
const tomorrowWords = fold(['tomorrow', 'kal', 'कल', 'naala', 'நாளை']);

/** "to the next day", "agle din", "அடுத்த நாள்", "மறுநாள்": one day after the booking's own. */
function namesNextDay(tokens: readonly string[]): boolean {
  return tokens.some((token, index) => {
    // "naalaikku marunaal", "நாளை மறுநாள்": the day after tomorrow, a date.
    if (nextDayWords.has(token)) return !startsWithAny(tokens[index - 1] ?? '', tomorrowWords);
    const next = tokens[index + 1] ?? '';
    return (
      nextWords.has(token) && (dayUnits.has(next) || next.startsWith(tamilDay)) && !startsWithAny(tokens[index + 2] ?? '', tomorrowWords)
    );
  });
}

const timeNouns = fold(['time', 'samay', 'समय', 'टाइम', 'neram', 'நேரம்', 'டைம்']);
const sameNouns = new Set([...fold(['day', 'din', 'दिन', 'naal']), ...timeNouns]);

/**
 * "agle hafte same din same time", "next week, same day", "அடுத்த வாரம் அதே நேரம்": a week after the booking's own
 * day. A "next week" with no "same" may come with its own weekday ("next week monday"), a date.
 */
function namesNextWeekSame(tokens: readonly string[]): boolean {
  const nextWeek = tokens.some((token, index) => nextWords.has(token) && startsWithAny(tokens[index + 1] ?? '', weekUnits));
  const same = tokens.some(
    (token, index) => sameWords.has(token) && (sameNouns.has(tokens[index + 1] ?? '') || (tokens[index + 1] ?? '').startsWith(tamilDay)),
  );
  return nextWeek && same;
}

/** The shift a message asks of a booking, or null when it names none. */
export function readRelativeMove(text: string): RelativeMove | null {
  const tokens = words(text);
  let days = 0;
  let minutes = 0;
  tokens.forEach((token, index) => {
    let unitMinutes = 0;
    let amountAt = index;
    if (dayUnits.has(token)) unitMinutes = 1440;
    else if (weekUnits.has(token)) unitMinutes = 7 * 1440;
    else if (hourUnits.has(token)) unitMinutes = 60;
    else if (minuteUnits.has(token)) unitMinutes = 1;
    else if (tamilHour.neram.has(token) && tamilHour.mani.has(tokens[index - 1] ?? '')) {
      unitMinutes = 60;
      amountAt = index - 1;
    }
    if (unitMinutes === 0) return;
    // "half an hour": the amount is before "an"; "a day" is one.
    const amount = amountBefore(tokens, amountAt);
    if (amount === null) return;
    const numberAt = halfWords.has(tokens[amountAt - 2] ?? '') && amount === 0.5 ? amountAt - 2 : amountAt - 1;
    const sign = direction(tokens, index, numberAt);
    if (sign === null) return;
    if (unitMinutes >= 1440 && amount === Math.trunc(amount)) days += (sign * amount * unitMinutes) / 1440;
    else minutes += sign * Math.round(amount * unitMinutes);
  });
  if (days !== 0 || minutes !== 0) return { days, minutes, sameDay: false };
  if (namesNextDay(tokens)) return { days: 1, minutes: 0, sameDay: false };
  if (namesNextWeekSame(tokens)) return { days: 7, minutes: 0, sameDay: false };
  return saysSameDay(tokens) ? { days: 0, minutes: 0, sameDay: true } : null;
}

/** "adhe time", "same time", "usi samay", "அதே நேரம்": the time asked before stays. */
export function saysSameTime(text: string): boolean {
  const tokens = words(text);
  return tokens.some((token, index) => sameWords.has(token) && timeNouns.has(tokens[index + 1] ?? ''));
}

/** "same day", "usi din", "அதே நாளுக்கு". */
function saysSameDay(tokens: readonly string[]): boolean {
  return tokens.some((token, index) => {
    const next = tokens[index + 1] ?? '';
    return sameWords.has(token) && (dayUnits.has(next) || next.startsWith(tamilDay));
  });
}

/** Intents a relative move turns into a reschedule: what the parser read without knowing the shift. */
const takenOver: ReadonlySet<Intent> = new Set(['reschedule', 'list_bookings', 'unknown', 'out_of_scope']);
/** Intents of a new request: a move only when the message names no kind and nothing was offered to pick from. */
const requestIntents: ReadonlySet<Intent> = new Set(['slots', 'book', 'other_day', 'search']);

/**
 * "make it an hour later", "ek din baad kar do, same time", "ஒரு மணி நேரம் தள்ளி வைங்க" to a proposal or a list on
 * show, naming no booking: the open request moves, counted from the day and time on show, and is searched again.
 * The words are no pick and no yes: the new slot is proposed, never booked by them. Null when there is nothing to
 * count from (an hour later than a list of several times).
 */
function shiftRequest(reading: Understanding, move: RelativeMove, previous: ConversationMemory): Understanding | null {
  const { date: baseDate, time: baseTime } = previous;
  if (!baseDate || (move.minutes !== 0 && !baseTime)) return null;
  if (move.sameDay && !reading.time && !reading.timeWindow) return null;
  const said = reading.time !== null && !reading.carried.includes('time') ? reading.time : null;
  const shifted = shiftBooking({ date: baseDate, time: baseTime ?? '00:00' }, move);
  const time = move.minutes !== 0 ? shifted.time : (said ?? (reading.timeWindow ? null : (baseTime ?? null)));
  // "he has his BP check around 3, can you make it an hour later?", "gyarah baje mummy ki pooja hoti hai, ek ghanta
  // baad kar do": another kind named beside the move is why the time does not suit; the kind on show is what moves.
  const reason = previous.category != null && reading.category !== null && reading.category !== previous.category;
  const kind = reason ? { category: previous.category ?? null, serviceTerm: null, who: [] } : {};
  // "thursday works after all but an hour later": a move of the clock alone keeps to the day the message names.
  const saidDate = reading.date !== null && !reading.carried.includes('date') && move.days === 0 && !move.sameDay ? reading.date : null;
  return {
    ...reading,
    ...kind,
    intent: 'slots',
    understood: true,
    relativeMove: null,
    date: saidDate ?? dateOn(shifted.date),
    time,
    timeCandidates: [],
    needsClarification: null,
    optionNumber: null,
    confirmation: null,
    strongYes: false,
    carried: reason ? ['category'] : reading.carried.filter((field) => field === 'category'),
  };
}

/**
 * The reading with a relative move: a reschedule whose day or time comes from the booking, so the
 * date and clock time the words might also look like ("oru mani" is 1 o'clock) are dropped; or, said to
 * what is on show with no booking named, the open request moved (`shiftRequest`).
 */
export function withRelativeMove(text: string, reading: Understanding, previous: ConversationMemory | null | undefined): Understanding {
  const move = readRelativeMove(text);
  if (!move) return reading;
  // "agle hafte Tuesday same time": the weekday named is the new day (a week from the booking's own day is not), unless
  // the week's "same day" is said ("wednesday wali tuition ko agle hafte same din": the weekday names the booking).
  const weekdayNamed = reading.date !== null && !reading.carried.includes('date') && 'weekday' in reading.date.expression;
  const weekOnly = move.minutes === 0 && !move.sameDay && move.days !== 0 && move.days % 7 === 0;
  if (weekdayNamed && weekOnly && !saysSameDay(words(text))) return reading;
  const offered = onShowIn(previous);
  const tokens = words(text);
  const namesBooking =
    tokens.some((token) => possessiveWords.has(token) || bookingWords.some((word) => token.startsWith(word))) || movesByAmount(tokens);
  const onShow = offered && newRequestOnShow(previous) && !namesBooking && reading.intent !== 'cancel';
  const shifted = onShow && previous ? shiftRequest(reading, move, previous) : null;
  if (shifted) return shifted;
  // "I'll be in Ahmedabad that week, can it be there instead? same day and time" with options on show: the
  // request moves to another city; no booking is named, so none is moved.
  if (offered && reading.city !== null && !tokens.some((token) => bookingWords.some((word) => token.startsWith(word)))) return reading;
  // "an hour earlier" has nothing to be earlier than in a new request ("2 din baad" may count from today): with
  // nothing on show it is about a booking, even one the message describes by its kind and day.
  // "one hour later, same day" counts from something on a day: a booking too.
  const earlier = move.days < 0 || move.minutes < 0 || (move.minutes !== 0 && saysSameDay(tokens));
  // A booking on show (one proposed for a cancel, or listed): "ek ghanta pehle kar do" moves it.
  const bookingOnShow = offered && !newRequestOnShow(previous);
  const isMove =
    takenOver.has(reading.intent) ||
    bookingOnShow ||
    (requestIntents.has(reading.intent) && (namesBooking || (!offered && (earlier || reading.category === null))));
  if (!isMove) return reading;
  // "same day" needs the part of the day or the time it moves to.
  if (move.sameDay && !reading.timeWindow && !reading.time) return { ...reading, intent: 'reschedule', relativeMove: null };
  const shiftsDay = move.days !== 0 || move.sameDay;
  const shiftsTime = move.minutes !== 0;
  return {
    ...reading,
    intent: 'reschedule',
    understood: true,
    relativeMove: move,
    date: shiftsDay || shiftsTime ? null : reading.date,
    time: shiftsTime ? null : reading.time,
    timeCandidates: shiftsTime ? [] : reading.timeCandidates,
    needsClarification: shiftsTime ? null : reading.needsClarification,
    carried: reading.carried.filter((field) => field !== 'date' && !(shiftsTime && field === 'time')),
  };
}

/** The booking's start moved by the shift, in IST ('YYYY-MM-DD', 'HH:MM'). */
export function shiftBooking(start: { date: string; time: string }, move: RelativeMove): { date: string; time: string } {
  const [year, month, day] = start.date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = start.time.split(':').map(Number) as [number, number];
  const at = new Date(Date.UTC(year, month - 1, day, hour, minute) + (move.days * 1440 + move.minutes) * 60_000);
  return { date: at.toISOString().slice(0, 10), time: at.toISOString().slice(11, 16) };
}
