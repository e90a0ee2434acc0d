/**
 * What a vocabulary phrase means to the extractors. Lexicon modules attach one tag to a group
 * of phrases in several languages; the tagger marks every matched span with its tags.
 */
import type { NeedFor } from '#api/services/catalog/needs/need-types.ts';
import type { NluCategoryId } from '../categories.ts';
import type { TimeWindow, Weekday } from '../types.ts';

/** Where a phrase comes from: English, Hindi (either script) or Tamil (either script). */
export type LexLang = 'en' | 'hi' | 'ta';

/** Phrases per language; native-script and romanized spellings share the language key. */
export type ByLang = { en?: readonly string[]; hi?: readonly string[]; ta?: readonly string[] };

/** Words that steer the intent or link other words together. */
export type Cue =
  | 'book'
  | 'need'
  | 'find'
  | 'nearby'
  | 'slotNoun'
  | 'available'
  | 'homeVisit'
  | 'question'
  | 'cancel'
  | 'complaint'
  | 'cancelWeak'
  | 'noLongerNeeded'
  | 'reschedule'
  | 'mover'
  | 'settled'
  | 'possessive'
  | 'show'
  | 'bookingNoun'
  | 'sessionNoun'
  | 'timeNoun'
  | 'booked'
  | 'quota'
  | 'waitlist'
  | 'planNoun'
  | 'free'
  | 'remaining'
  | 'howMany'
  | 'finished'
  | 'can'
  | 'cannot'
  | 'greeting'
  | 'help'
  | 'capability'
  | 'thanks'
  | 'outOfScope'
  | 'confirm'
  | 'confirmWeak'
  | 'imperative'
  | 'hedge'
  | 'deny'
  | 'denyWeak'
  | 'otherDay'
  | 'selector'
  | 'optionNoun'
  | 'schoolYear'
  | 'countedNoun'
  | 'past'
  | 'sourceBefore'
  | 'sourceAfter'
  | 'speak'
  | 'on'
  | 'with'
  | 'after'
  | 'in'
  | 'dayUnit'
  | 'durationUnit'
  | 'headcount'
  | 'weekWord'
  | 'dayWord'
  | 'filler';

/** The meaning of a phrase. */
export type Tag =
  | {
      t: 'category';
      category: NluCategoryId;
      term: string;
      weight: 1 | 2 | 3;
      generic?: boolean;
      /** A word that names a provider only where it is used as a place ("Annapoorna Mess", "mess la"), not in "what a mess". */
      placeOnly?: boolean;
      /** A word that names the kind itself or its own treatment ("physiotherapy"), not a need it serves. */
      namesKind?: boolean;
    }
  | { t: 'relDay'; days: number; ambiguousPast?: boolean; window?: TimeWindow }
  | { t: 'pastDay' }
  | { t: 'weekday'; weekday: Weekday }
  | { t: 'weekMod'; next: boolean }
  | { t: 'month'; month: number }
  | { t: 'dayPart'; window: TimeWindow }
  | { t: 'ampm'; pm: boolean }
  | { t: 'hourMarker' }
  | { t: 'timeCue' }
  | { t: 'number'; value: number }
  | { t: 'clockWord'; hour: number; minute: number; fixed?: boolean }
  | { t: 'fraction'; offset: 15 | 30 | -15 }
  | { t: 'minuteWord'; minute: number }
  | { t: 'ordinal'; n: number }
  | { t: 'city'; city: string }
  | { t: 'area'; city: string; area: string | null; onlyInCity?: boolean }
  | { t: 'language'; code: string }
  | { t: 'needFor'; who: NeedFor }
  | { t: 'title' }
  | { t: 'honorific' }
  | { t: 'cue'; cue: Cue };

/** A group of phrases sharing one tag (or none: words known only so they are not misread). */
export type LexGroup = { tag?: Tag; words: ByLang };

/** Shorthand for a cue group. */
export function cue(name: Cue, words: ByLang): LexGroup {
  return { tag: { t: 'cue', cue: name }, words };
}

/** Shorthand for a category group: a service term in English and its words in every language. */
export function concept(category: NluCategoryId, term: string, weight: 1 | 2 | 3, words: ByLang, generic = false): LexGroup {
  return { tag: { t: 'category', category, term, weight, generic }, words };
}
