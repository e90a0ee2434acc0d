/**
 * The contract between the deterministic parser and the offline model that calls the tools.
 * Field names follow the tool inputs of DESIGN §5 where they overlap (timeWindow, category).
 */
import type { NluCategoryId } from './categories.ts';
import type { NeedFor } from '#api/services/catalog/needs/need-types.ts';

/** The language to reply in. */
export type ReplyLanguage = 'en' | 'hi' | 'ta';
/** The script to reply in (romanized in → romanized out). */
export type Script = 'latin' | 'devanagari' | 'tamil';
/** What the user actually typed: romanized Hindi is hinglish, romanized Tamil is tanglish. */
export type Variety = 'en' | 'hi' | 'ta' | 'hinglish' | 'tanglish' | 'mixed';

/** Task intents (they map to tools) and conversational follow-ups (they refer to the last turn). */
export type Intent =
  | 'search'
  | 'slots'
  | 'book'
  | 'cancel'
  | 'list_bookings'
  | 'reschedule'
  | 'quota'
  | 'waitlist'
  | 'complaint'
  | 'greeting'
  | 'out_of_scope'
  | 'confirm'
  | 'deny'
  | 'choose_option'
  | 'other_day'
  | 'drop'
  | 'defer'
  | 'offer_question'
  | 'unknown';

/** A named part of the day, as `find_slots.timeWindow` takes it. */
export type TimeWindow = 'morning' | 'afternoon' | 'evening' | 'night';

/** Three-letter weekday keys, Monday first. */
export type Weekday = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';

/** How the user expressed a date (the labels of evals/README.md use the same shapes). */
export type DateExpression = { rel_days: number } | { weekday: Weekday; next: boolean } | { day: number; month: number; year?: number };

/** A date resolved in IST from `now`. */
export type ResolvedDate = { iso: string; expression: DateExpression };

/**
 * Why the reply should ask instead of act: a bare 6, 7 or 8 o'clock with no part of the day,
 * a calendar date that does not exist (31/02), or a month named with no day read ("in December", "पंद्रह
 * दिसंबर"): the day is asked, never guessed.
 */
export type Clarification = 'ambiguous_hour' | 'invalid_date' | 'month_only';

/** One option the previous reply offered (a slot), in the order shown to the user. */
export type OfferedOption = {
  /** 'HH:MM' in IST. */
  time: string;
  /** 'YYYY-MM-DD' in IST, when the option is on a known day. */
  date?: string;
  /** Whatever id the caller needs back (a slot id); the parser never reads it. */
  id?: string;
};

/** What the last turn asked for and offered, so that "yes", "the second one" and "4:30 wala" resolve. */
export type ConversationMemory = {
  /** The task the conversation is on (search, slots, book, reschedule …). */
  intent?: Intent | null;
  category?: NluCategoryId | null;
  /** 'YYYY-MM-DD' the last turn was about. */
  date?: string | null;
  /** Reply language of the last turn, used when a message carries no language evidence ("2", "ok"). */
  language?: ReplyLanguage | null;
  script?: Script | null;
  /** The options the last reply listed, numbered from 1. */
  options?: readonly OfferedOption[];
  /** What the last reply asked the user for. */
  awaiting?: 'confirmation' | 'option' | null;
  /** 'HH:MM' the open request (or the proposed slot) is at: "make it 8" after 6 pm is 8 pm. */
  time?: string | null;
  /** The part of the day the open request asks for, when it names no clock time. */
  timeWindow?: TimeWindow | null;
  /** The city the open request is in: of two cities named next, the other one is the change. */
  city?: string | null;
  /** The words of the kind and service proposed ("south indian mess Table for 4 (meals)"), while a yes is awaited. */
  proposedKind?: string | null;
  /** Where the slot proposed is ("Besant Nagar, Chennai"), while a yes is awaited. */
  proposedPlace?: string | null;
};

/**
 * A move of an existing booking counted from its own start: "a day later" is { days: 1 },
 * "an hour earlier" { minutes: -60 }, "same day in the evening" { sameDay: true } (with the timeWindow).
 */
export type RelativeMove = { days: number; minutes: number; sameDay: boolean };

/** Fields filled from `previous` because the message itself did not say them. */
export type CarriedField = 'category' | 'date' | 'time';

/** Everything the parser reads in one message. */
export type Understanding = {
  language: ReplyLanguage;
  script: Script;
  variety: Variety;
  intent: Intent;
  /**
   * False when the intent is only the parser's fallback: no task, follow-up or known aside was
   * read ('unknown', or an 'out_of_scope' without any off-topic cue such as the weather).
   */
  understood: boolean;
  /**
   * Words no vocabulary knows (not numbers or references): with no kind read, they are likely a
   * need the parser could not resolve ("my joint pain") rather than nothing asked ("book 10 am").
   */
  unknownWords: string[];
  category: NluCategoryId | null;
  /** The service word the user used, in English when known ("dentist", "haircut", "AC repair"): a search query. */
  serviceTerm: string | null;
  /** Who the message says the visit is for ("my son, 6" → child), when it says so. */
  who: NeedFor[];
  /** How many people a table is for ("4 of us", "दस लोग", "naalu peru"), when the message says so. */
  partySize?: number | null;
  /** A provider named by the user ("Mehta" from "Dr. Mehta", "Sharma" from "Sharma ji"). */
  providerName: string | null;
  /** A known Indian city, by its catalogue name ("Bengaluru" for "Bangalore"), or the city of the locality named. */
  city: string | null;
  /** A locality by its catalogue name ("Andheri West" for "andheri w", "Adyar" for "அடையார்"). */
  area: string | null;
  /** A price ceiling in paise ("under ₹500" → 50000). */
  maxPricePaise: number | null;
  /** "cheapest" → price, "best rated" → rating. */
  sort: 'price' | 'rating' | null;
  /** An offered option picked by a property: "the earliest", "the later one", "the cheaper one". */
  pickBy: 'earliest' | 'latest' | 'cheapest' | null;
  /** "how much?", "फीस कितनी है?" */
  asksPrice: boolean;
  /** "where is the clinic?", "how long does it take?": which details of the offer on show a question asks (null when none). */
  offerDetail?: { price: boolean; place: boolean; duration: boolean; visits: boolean } | null;
  /** The message opens with a yes ("ஆமா, வேண்டாம்" to "cancel it?" agrees twice). */
  opensWithYes?: boolean;
  /** A cancel or a move that also asks how many free bookings are left: both are answered. */
  alsoAsksQuota?: boolean;
  /** The message asks to cancel and takes none of it back: "nahi, aage ki date nahi chahiye, bas wo wali hata dijiye". */
  asksCancel?: boolean;
  /** "them", "avangale", "unhi ke paas": the message points at the provider on show and names nothing new. */
  pointsAtProvider?: boolean;
  /** "Same as last time", "pichhli baar jaisa", "போன தடவை மாதிரி": a request to repeat an earlier booking. */
  repeatsLast: boolean;
  /** A yes that carries a booking with a picked option ("yes", "haan", "book it"), not a mere "ok". */
  strongYes: boolean;
  /** The message says to book or do it ("book it", "kar do", "பண்ணுங்க"), not only yes. */
  saysBook?: boolean;
  /** "adhe time", "same time", "usi samay": the time asked before stays. */
  sameTime?: boolean;
  /** "ok, I'll check with my wife and get back": the decision is put off; no yes, whatever else the message says. */
  defers: boolean;
  /** A day part or day the message takes back ("mornings won't work", "monday vendaam"). */
  rejected: { date: string | null; timeWindow: TimeWindow | null };
  /** ISO 639-1 code of the language the provider should speak ("who speaks Tamil" → 'ta'). */
  providerLanguage: string | null;
  date: ResolvedDate | null;
  /** 'HH:MM' 24-hour, or null when none was given or the hour is ambiguous. */
  time: string | null;
  /** The time was a bare hour ("9 baje"): no am/pm or part of the day said, its half read by appointment hours. */
  bareHour?: boolean;
  timeWindow: TimeWindow | null;
  needsClarification: Clarification | null;
  /** Both readings of an ambiguous hour ("7" → ['07:00', '19:00']), for the question to ask. */
  timeCandidates: string[];
  /** 1-based option the user picked (choose_option, or a booked time matching an offered option). */
  optionNumber: number | null;
  /** A booking the user named: a uuid or "#3". */
  bookingRef: string | null;
  /** true for yes/haan/ஆம், false for no/nahi/வேண்டாம், null when neither was said. */
  confirmation: boolean | null;
  /** The message asks something (a question mark, a question word, a Tamil -ா question). */
  isQuestion: boolean;
  /** Fields taken from `previous` rather than from this message. */
  carried: CarriedField[];
  /** A move of the booking relative to its start (intent 'reschedule'), or null. */
  relativeMove: RelativeMove | null;
};

/** Input of `understand`. */
export type UnderstandOptions = { now: Date; previous?: ConversationMemory | null };
