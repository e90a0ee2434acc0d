/**
 * Follow-ups lean on the last turn: a picked option brings its time and date, and a message
 * that continues the task ("what about tomorrow?", "the second one") keeps its category.
 * Every borrowed field is listed in `carried`.
 */
import type { CarriedField, ConversationMemory, Intent, Understanding } from '../types.ts';
import type { OptionPick } from './follow-up.ts';
import { dateOn } from './date-math.ts';

/** Intents that continue the conversation's task and may borrow its category and date. */
const continuing: ReadonlySet<Intent> = new Set(['book', 'slots', 'choose_option', 'other_day', 'confirm']);

/** Fills what the message left out from the previous turn. */
export function applyMemory(reading: Understanding, option: OptionPick, previous: ConversationMemory | null | undefined): Understanding {
  if (!previous || !continuing.has(reading.intent)) return reading;
  const carried: CarriedField[] = [];
  const picked = option.optionNumber !== null ? previous.options?.[option.optionNumber - 1] : undefined;
  let { category, time, date } = reading;
  if (!category && previous.category) {
    category = previous.category;
    carried.push('category');
  }
  if (picked && !time) {
    time = picked.time;
    carried.push('time');
  }
  // The hour was said; only its half of the day comes from the request, so the time is not "carried".
  const sameHalf = picked || time ? null : hourInSameHalf(reading, previous);
  time ??= sameHalf;
  time = picked ? sameHourOf(picked.time, time, reading) : laterInTheEvening(reading, time, previous);
  const carriedDate = picked?.date ?? (reading.intent !== 'other_day' && (time || reading.timeWindow) ? previous.date : null);
  if (!date && carriedDate) {
    date = dateOn(carriedDate);
    carried.push('date');
  }
  const resolvedHour = picked || sameHalf ? null : reading.needsClarification;
  return { ...reading, category, time, date, carried, needsClarification: resolvedHour };
}

/** "haan, nau baje wala" of a 9 pm option: a bare hour picks the option at that hour in either half of the day. */
function sameHourOf(optionTime: string, time: string | null, reading: Understanding): string | null {
  if (!time || !reading.bareHour || optionTime.slice(2) !== time.slice(2)) return time;
  return Number(optionTime.slice(0, 2)) % 12 === Number(time.slice(0, 2)) % 12 ? optionTime : time;
}

/**
 * "nau baje mil jayega?" to an 8 pm table: a bare 9, 10 or 11 (read as morning by appointment hours) that corrects a
 * night request of the same kind, within two hours of it, is that hour in the night.
 */
function laterInTheEvening(reading: Understanding, time: string | null, previous: ConversationMemory): string | null {
  if (!time || !reading.bareHour || reading.category !== null || !previous.time || previous.time < '19:00') return time;
  const hour = Number(time.slice(0, 2));
  const later = hour + 12 - Number(previous.time.slice(0, 2));
  // Only a later hour near the one on show: "10?" to a 7 pm doctor is more likely the next morning than 10 pm, and
  // the same hour said again is a fresh reading of it.
  return hour >= 9 && hour <= 11 && later > 0 && later <= 2 ? `${hour + 12}${time.slice(2)}` : time;
}

/**
 * "no, make it 8" to a 6 pm offer is 8 pm, and to a morning request 8 am: a bare 6, 7 or 8 that
 * corrects the open request (no new kind of provider named) takes the half of the day asked before.
 */
function hourInSameHalf(reading: Understanding, previous: ConversationMemory): string | null {
  if (reading.needsClarification !== 'ambiguous_hour' || reading.category !== null) return null;
  const pm = previous.time ? previous.time >= '12:00' : previous.timeWindow ? previous.timeWindow !== 'morning' : null;
  if (pm === null) return null;
  return reading.timeCandidates.find((candidate) => candidate >= '12:00' === pm) ?? null;
}
