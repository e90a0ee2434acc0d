/**
 * The intent, decided by ordered rules over what the other extractors found. Account tasks
 * (complaint, quota, cancel, reschedule) come first because their words are unmistakable; then replies to
 * the last turn; then book / slots / search by the labelling rules of evals/README.md: a need
 * with a day or time books, a question about what is free asks for slots, a need alone searches.
 */
import { hasCue, isBookedThing } from '../match/item-tags.ts';
import type { Item } from '../match/tagger.ts';
import type { Cue } from '../lexicon/tags.ts';
import type { ConversationMemory, Intent, Variety } from '../types.ts';
import type { OptionPick } from './follow-up.ts';

/** What the intent rules look at. */
export type IntentFacts = {
  items: readonly Item[];
  cues: ReadonlySet<Cue>;
  hasCategory: boolean;
  /** The kind read is the one proposed ("kitna per table? haan book karo" of a table proposed): it asks nothing new. */
  kindOnShow: boolean;
  /** The place named is the proposal's ("Besant Nagar-ஆ, பக்கம் தான். சரி புக் பண்ணுங்க"): it asks nothing new. */
  placeOnShow: boolean;
  hasName: boolean;
  /** A city or area that the message asks for (not one it takes back). */
  hasPlace: boolean;
  hasProviderLanguage: boolean;
  /** A usable (non-past) date, a time or a part of the day. */
  hasDate: boolean;
  hasTime: boolean;
  hasWindow: boolean;
  isQuestion: boolean;
  option: OptionPick;
  yesNo: boolean | null;
  /** An old and a new date or time are both named ("kal se parso", "4 se 6 baje"). */
  moves: boolean;
  previous: ConversationMemory | null | undefined;
};

const englishAuxiliaries = new Set(['is', 'are', 'do', 'does', 'did', 'can', 'could', 'will', 'would', 'should', 'shall', 'may', 'am']);
const tamilQuestionEnding = /(ுமா|க்கா|ாங்களா|ீங்களா|லாமா|ியா)$/;
const tanglishQuestionEnding = /(uma|angala|aangala|ingala|kkaa|laama|lama)$/;

/** Whether the message asks something. */
export function isQuestionText(items: readonly Item[], questionMark: boolean, variety: Variety): boolean {
  if (questionMark) return true;
  if (items.some((item) => item.tags.some((tag) => tag.t === 'cue' && tag.cue === 'question'))) return true;
  const first = items[0]?.raw.toLowerCase() ?? '';
  if (variety === 'en' && englishAuxiliaries.has(first)) return true;
  return items.some(
    (item) =>
      (item.script === 'tamil' && tamilQuestionEnding.test(item.raw)) ||
      (item.script === 'latin' && variety !== 'en' && tanglishQuestionEnding.test(item.raw.toLowerCase())),
  );
}

function isQuota(facts: IntentFacts): boolean {
  const { cues } = facts;
  if (cues.has('quota')) return true;
  // The subscription plan only when nothing else is asked of a booking ("plan cancel ho gaya, booking hata do"), nor a
  // kind or a time ("saturday night … veliya saapdalam nu plan … restaurant la table kidaikkuma?" plans a dinner).
  const otherTask = ['cancel', 'cancelWeak', 'reschedule', 'book', 'need'].some((name) => cues.has(name as Cue));
  const asksSlot = facts.hasCategory || facts.hasDate || facts.hasTime || facts.hasWindow;
  if (cues.has('planNoun') && !otherTask && !asksSlot) return true;
  if (!cues.has('bookingNoun')) return false;
  if (cues.has('free')) return cues.has('remaining') || cues.has('howMany') || cues.has('finished') || cues.has('can');
  return cues.has('howMany') && (cues.has('remaining') || cues.has('can'));
}

/**
 * "saturday wali car service cancel karni hai, aur kitne free bookings bache hain?": a cancel or a move asked
 * beside the quota question is the task; the quota is answered with it (`Understanding.alsoAsksQuota`).
 */
export function asksQuotaBeside(facts: IntentFacts): boolean {
  return isQuota(facts) && (facts.cues.has('cancel') || facts.cues.has('reschedule'));
}

/** Words that forbid a cancel said beside it: "cancel mat karo", "कैंसल मत कीजिए", "don't cancel", "cancel vendaam". */
const forbidAfter = new Set(['mat', 'मत', 'nahi', 'nahin', 'नहीं', 'vendaam', 'vendam', 'venaam', 'வேண்டாம்', 'வேணாம்']);
const forbidBefore = new Set(['dont', 'never']);
/** Tamil says "don't" in the verb: "பண்ணாதீங்க", "pannadheenga", "செய்யாதே". */
const tamilDont = /(?:ாதீங்க|ாதீர்கள்|ாதே|adheenga|aadheenga|adhinga|aadhinga|aadhe)$/iu;

/**
 * "ruko ruko, cancel mat karo, rehne do", "wait, don't cancel it", "கேன்சல் பண்ணாதீங்க": every cancel word is
 * forbidden where it stands, so nothing is to be cancelled (to a cancel on show, it is a no).
 */
function cancelTakenBack(items: readonly Item[]): boolean {
  const cancels = items.filter((item) => hasCue(item, 'cancel'));
  if (cancels.length === 0) return false;
  return cancels.every((item) => {
    // A phrase is one item ("mat karo"): its first word is the one beside the cancel.
    const after = items.slice(item.index + 1, item.index + 3).map((near) => near.raw.toLowerCase().split(' ')[0]!);
    const before = items.slice(Math.max(0, item.index - 2), item.index).map((near) => near.raw.toLowerCase());
    const dontBefore = before.some((word) => forbidBefore.has(word)) || before.at(-1) === 'not';
    return after.some((word) => forbidAfter.has(word) || tamilDont.test(word)) || dontBefore;
  });
}

/** The message asks to cancel ("bas wo wali hata dijiye", "cancel it"), and takes none of it back ("cancel mat karo"). */
export function asksToCancel(facts: IntentFacts): boolean {
  return (facts.cues.has('cancel') || facts.cues.has('cancelWeak')) && !cancelTakenBack(facts.items);
}

function namesABooking(cues: ReadonlySet<Cue>): boolean {
  return cues.has('bookingNoun') || cues.has('sessionNoun') || cues.has('possessive');
}

/**
 * "No longer needed" cancels what it names: a booking, or a kind or day of one when nothing is on offer
 * (with options on show, "zarurat nahi" turns the offer down).
 */
function noLongerWanted(facts: IntentFacts): boolean {
  if (namesABooking(facts.cues) || namesExistingBooking(facts)) return true;
  return !offersOnShow(facts) && !wantsSomething(facts) && (facts.hasCategory || facts.hasDate);
}

/**
 * "kannadi power maathanum nu nenaikiren. Chennai la kannu doctor venum", "need a plumber, the tap has to be changed":
 * a change of a thing (the glasses' power, a tap), said beside a kind needed and naming no booking or time, is the
 * reason for the request, not a move of a booking.
 */
function changesAThing(facts: IntentFacts): boolean {
  const when = facts.hasDate || facts.hasTime || facts.hasWindow;
  // "my" alone is the client's mother or glasses here: only a booking's or session's noun names a booking.
  const booking = facts.cues.has('bookingNoun') || facts.cues.has('sessionNoun') || namesExistingBooking(facts);
  return facts.cues.has('need') && facts.hasCategory && !booking && !when && !offersOnShow(facts);
}

/** What is on show answers a request for something new, not a cancel or a move of a booking. */
export const newRequestOnShow = (previous: ConversationMemory | null | undefined) =>
  !['reschedule', 'cancel', 'list_bookings'].includes(previous?.intent ?? '');

/** Options or a proposal are on show from the last reply. */
export const onShowIn = (previous: ConversationMemory | null | undefined) =>
  (previous?.options?.length ?? 0) > 0 || previous?.awaiting === 'confirmation';
export const offersOnShow = (facts: IntentFacts) => onShowIn(facts.previous);
/**
 * Past tenses of "book" ("book pannirundhen", "புக் பண்ணியிருந்தேன்", "book kiya tha") and "is booked" ("book aagirukku",
 * "புக் ஆகியிருக்கு"): what the client booked, not a wish.
 */
const tamilBooked =
  /^(aagirukk|aagiyirukk|aayirukk|ஆகியிருக்க|ஆகிருக்க|ஆயிருக்க|pannirundh|panniyirundh|pannirunth|panniyirunth|panniruk|panniyiruk|pannen|pannunen|panninen|vechirun|vechiruk|vachirun|vachiruk|பண்ணியிருந்த|பண்ணிருந்த|பண்ணியிருக்க|பண்ணிருக்க|பண்ணேன்|பண்ணினேன்|பண்ணுனேன்|வச்சிரு|வெச்சிரு)/;
const hindiPast = new Set(['tha', 'thi', 'the', 'था', 'थी', 'थे']);
const hindiDid = new Set(['kiya', 'ki', 'kari', 'karwaya', 'karwayi', 'karaya', 'किया', 'की', 'करवाया', 'करवाई']);

/** Is the item at `at` a "book" said in the past ("book ki thi", "புக் பண்ணிருந்தேன்")? */
function bookedAt(items: readonly Item[], at: number): boolean {
  if (!hasCue(items[at], 'book')) return false;
  // The next two words, whether or not the vocabulary joined them into one phrase ("ki thi").
  const words = [items[at + 1], items[at + 2]].flatMap((item) => item?.raw.toLowerCase().split(/\s+/u) ?? []);
  const [next = '', after = ''] = words;
  // "புக் பண்ணி வச்சிருந்தேன்": the past may come a word later.
  // "book ki thi", and "Friday ko book thi" (was booked).
  // ("book the 4:30 slot": "the" right after "book" is English, not थे.)
  return (
    tamilBooked.test(next) ||
    tamilBooked.test(after) ||
    (hindiDid.has(next) && hindiPast.has(after)) ||
    (hindiPast.has(next) && next !== 'the')
  );
}

const bookedBefore = (facts: IntentFacts) => facts.items.some((_, at) => bookedAt(facts.items, at));
/** A "book" that asks for a booking now, not one said of the past. */
const asksToBook = (facts: IntentFacts) => facts.items.some((item, at) => hasCue(item, 'book') && !bookedAt(facts.items, at));

/** "kal dentist chahiye, root canal ki zarurat nahi" asks for something: only the named part is not wanted. */
const wantsSomething = (facts: IntentFacts) => needsSomething(facts) || (facts.cues.has('book') && !bookedBefore(facts));
/** A need not taken back by the word before it ("I don't need him"). */
const needsSomething = (facts: IntentFacts) => facts.items.some((item, at) => hasCue(item, 'need') && !hasCue(facts.items[at - 1], 'deny'));
/** "don't want", "nahi chahiye", "vendaam", "I don't need": the refusal of a thing. */
const refusesThing = (facts: IntentFacts) =>
  facts.items.some((item, at) => refusalWords.has(item.raw.toLowerCase()) || (hasCue(item, 'deny') && hasCue(facts.items[at + 1], 'need')));

const refusalWords = new Set([
  'dont want',
  'do not want',
  'dont need',
  'nahi chahiye',
  'nahin chahiye',
  'nai chahiye',
  'नहीं चाहिए',
  'नही चाहिए',
  'vendam',
  'vendaam',
  'venaam',
  'venam',
  'வேண்டாம்',
  'வேணாம்',
]);

/** Tamil "the one there is" (இருக்கிற, irukkura) points at something the client already has. */
const existingWords = new Set(['irukkura', 'irukura', 'irukkira', 'irukkiradhu', 'iruka', 'இருக்கிற', 'இருக்குற', 'இருக்கும்']);

/**
 * "kal wala plumber nahi chahiye ab", "நாளைக்கு இருக்கிற சலூன் புக்கிங் வேண்டாம்": a "don't want" of a booked thing
 * (its day or kind, pointed at as the one the client has) with nothing on offer to turn down.
 */
function refusesBooked(facts: IntentFacts): boolean {
  if (offersOnShow(facts) || wantsSomething(facts) || !(facts.hasCategory || facts.hasDate)) return false;
  // Only a "don't want": a plain "no" is as often a reason ("us time par nahi pahunch paungi").
  if (!refusesThing(facts)) return false;
  const pointed =
    facts.cues.has('selector') ||
    facts.cues.has('booked') ||
    bookedBefore(facts) ||
    facts.items.some((item) => existingWords.has(item.raw.toLowerCase()));
  return pointed || namesABooking(facts.cues) || namesExistingBooking(facts);
}

/** Words of a thing taking place: "class nahi ho payegi", "it won't be possible", "we can't make it". */
const happenWords = new Set([
  'ho',
  'हो',
  'happen',
  'possible',
  'make',
  'attend',
  'come',
  'go',
  'जा',
  'आ',
  'ja',
  'aa',
  'வர',
  'போக',
  'vara',
  'poga',
]);

/**
 * "tuesday wali class book ki thi … us din class nahi ho payegi": a booking the client made, said not to take
 * place, with no other time asked and nothing on offer, is to be cancelled (a yes is still asked for).
 */
function cannotTakePlace(facts: IntentFacts): boolean {
  const { cues, items } = facts;
  // "पार्लर वाली बुकिंग है न": a booking named as the client's own is made too.
  const made = cues.has('booked') || bookedBefore(facts) || (cues.has('book') && cues.has('past')) || namesExistingBooking(facts);
  // "… can I get a slot on saturday instead? I can't go friday" asks for another time: a move, not a cancel.
  const asksOther = facts.isQuestion || cues.has('slotNoun');
  if (!made || asksOther || offersOnShow(facts) || ['reschedule', 'imperative', 'need', 'available'].some((cue) => cues.has(cue as Cue)))
    return false;
  const nearHappen = (at: number) => [at - 2, at - 1, at + 1, at + 2].some((near) => happenWords.has(items[near]?.raw.toLowerCase() ?? ''));
  const said = items.map((item) => item.raw.toLowerCase()).join(' ');
  return items.some((item, at) => hasCue(item, 'deny') && nearHappen(at)) || unableToGo.test(said);
}

/**
 * "Saturday 11 baje parlour ka appointment tha na mera? … toh woh rehne do", "my appointment on friday, leave it": a
 * booking the client names and lets go of is to be cancelled (a yes is still asked for), unless it is moved.
 */
const letGo =
  /\b(?:rehne do|rahne do|rehne de|rehne dijiye|chhod do|chod do|leave it|forget it)\b|रहने दो|रहने दीजिए|रहने दें|छोड़ दो|छोड़ दीजिए/u;

function letsGoOfBooked(facts: IntentFacts): boolean {
  const { cues, items } = facts;
  const made = cues.has('booked') || bookedBefore(facts) || namesExistingBooking(facts);
  if (!made || offersOnShow(facts) || cues.has('reschedule')) return false;
  return letGo.test(items.map((item) => item.raw.toLowerCase()).join(' '));
}

/**
 * "I won't be able to go", "can't make it", "it will be difficult to go", "घर से निकलना मुश्किल होगा", "jaana mushkil
 * hai", "என்னால போக முடியாது", "vara mudiyaadhu": the client cannot go.
 */
const unableToGo =
  /\b(?:wont|won't|will not|cant|can't|cannot|not) (?:be able to )?(?:go|come|make it|attend)\b|\b(?:difficult|hard|tough) (?:for (?:me|us|her|him) )?to (?:go|come|make it|step out|get out)\b|(?:जाना|आना|निकलना|पहुँचना|पहुंचना) (?:बहुत )?मुश्किल|\b(?:jana|jaana|aana|ana|nikalna|pahunchna) (?:bahut )?(?:mushkil|muskil)\b|(?:வர|போக|போயி) முடியாது|\b(?:vara|poga|poyi) (?:mudiyaadhu|mudiyathu|mudiyadhu)\b/u;

/**
 * "I'll be at my in-laws' in Ahmedabad that week, can it be there instead?" while new options are on show:
 * the request's place changes; nothing booked is named, so nothing is moved.
 */
function changesPlaceOfOffers(facts: IntentFacts): boolean {
  // "can we move to Friday in Adyar" names the new day of a booking: a move.
  if (!offersOnShow(facts) || facts.previous?.intent === 'reschedule' || !facts.hasPlace || facts.hasDate || facts.hasTime) return false;
  return !facts.cues.has('bookingNoun') && !facts.cues.has('sessionNoun') && !namesExistingBooking(facts);
}

/**
 * "one change, Tuesday my brother cannot bring him, can you check Thursday morning instead?" to new options on show:
 * the request moves to the day or time named; no booking is named, so none is moved (it is searched again).
 */
function changesDayOfOffers(facts: IntentFacts): boolean {
  if (!offersOnShow(facts) || !newRequestOnShow(facts.previous)) return false;
  if (!(facts.hasDate || facts.hasTime || facts.hasWindow)) return false;
  return !['bookingNoun', 'sessionNoun', 'booked'].some((name) => facts.cues.has(name as Cue)) && !namesExistingBooking(facts);
}

/** Hindi's object marker: "booking ko 5 baje kar do" does something to a booking that exists. */
const objectMarkers: ReadonlySet<string> = new Set(['ko', 'को']);

/** "my appointment", "vakil wali meeting", "budhvaar ki booking ko": words that point at a booking the user already has. */
function namesExistingBooking(facts: IntentFacts): boolean {
  const noun = (item: Item | undefined) => hasCue(item, 'bookingNoun') || hasCue(item, 'sessionNoun');
  if (facts.items.some((item) => hasCue(item, 'selector') && isBookedThing(facts.items[item.index + 1]))) return true;
  if (facts.items.some((item) => noun(item) && objectMarkers.has(facts.items[item.index + 1]?.raw.toLowerCase() ?? ''))) return true;
  return facts.items.some(noun) && facts.cues.has('possessive');
}

/**
 * A change without a change verb: "meri booking kal se parso kar do" (an old and a new time),
 * or "meri appointment parso pe kar do" (an existing booking, a new day, "do it").
 */
function movesBooking(facts: IntentFacts): boolean {
  const { cues } = facts;
  if (asksToBook(facts) || cues.has('need')) return false;
  if (facts.moves && ['bookingNoun', 'sessionNoun', 'timeNoun', 'possessive'].some((name) => cues.has(name as Cue))) return true;
  // "budhvaar ko 10 baje servicing book ki thi, usko shaam 5 baje kar do": what was booked, to another time.
  const existing = namesExistingBooking(facts) || bookedBefore(facts);
  return existing && (facts.hasDate || facts.hasTime) && cues.has('imperative');
}

const tamilFirstPerson = /(ோம்|ேன்)$/;
const tanglishFirstPerson = /(om|en)$/;

/** A Tamil verb of moving or living that names its subject by its ending: "thangirukkom" (we are staying). */
function saysWhoMoved(item: Item): boolean {
  if (!hasCue(item, 'settled')) return false;
  const word = item.raw.toLowerCase();
  return item.script === 'tamil' ? tamilFirstPerson.test(word) : tanglishFirstPerson.test(word);
}

/**
 * The words that say who moves, in a message about moving or living somewhere: "naan" in "naan ippo
 * Madurai la irukken" is "I", not the bread, so it names no kind of provider.
 */
export function moverSubjects(items: readonly Item[], cues: ReadonlySet<Cue>): Set<number> {
  if (!cues.has('settled') && !cues.has('reschedule')) return new Set();
  return new Set(items.filter((item) => hasCue(item, 'mover')).map((item) => item.index));
}

/**
 * Moving house, not a booking: a person moves ("we", "hum log", "naanga") to a place, and no booking,
 * class or time is the thing moved, nor a day or hour its new slot (unless a new provider is asked for).
 * "we shifted to Lucknow", "ab hum Delhi mein rehte hain", "நாங்க சென்னைக்கு மாறிட்டோம்" change the city
 * of the request; "shift my appointment to 5" and "appointment ko kal shift kar do" stay reschedules.
 */
export function movesHouse(facts: IntentFacts): boolean {
  const { cues } = facts;
  if (!facts.hasPlace || !(cues.has('mover') || facts.items.some(saysWhoMoved))) return false;
  if (!cues.has('settled') && !cues.has('reschedule')) return false;
  // "can we move to Friday in Adyar" moves a booking; "I moved to Chennai, need a plumber tomorrow" asks anew.
  const asksAnew = facts.hasCategory || ['need', 'book', 'find', 'available', 'slotNoun'].some((name) => cues.has(name as Cue));
  if ((facts.hasDate || facts.hasTime) && !asksAnew) return false;
  return !['bookingNoun', 'sessionNoun', 'timeNoun', 'booked'].some((name) => cues.has(name as Cue));
}

function followUp(facts: IntentFacts): Intent | null {
  const { cues, option } = facts;
  const newKind = facts.hasCategory && !(facts.kindOnShow && facts.yesNo === true);
  const content = newKind || facts.hasDate || facts.hasName;
  if (cues.has('otherDay')) return 'other_day';
  if ((option.kind === 'ordinal' && !content) || option.kind === 'number') return 'choose_option';
  const offered = (facts.previous?.options?.length ?? 0) > 0;
  const asking = facts.isQuestion || cues.has('available');
  if (option.kind === 'time' && !cues.has('book') && (offered || (!asking && !facts.hasDate))) return 'choose_option';
  if (option.kind === 'timeMatch' && !content && !cues.has('book') && !cues.has('question')) return 'choose_option';
  // "नहीं, मुंबई नहीं, चेन्नई में देखिए": a no with a new place is a change of plan, not a bare no.
  const newPlace = facts.hasPlace && !(facts.placeOnShow && facts.yesNo === true);
  const bare =
    !content &&
    !newPlace &&
    !facts.hasProviderLanguage &&
    !facts.hasTime &&
    !facts.hasWindow &&
    !['find', 'need', 'slotNoun', 'bookingNoun', 'available'].some((name) => cues.has(name as Cue));
  if (bare && facts.yesNo !== null) return facts.yesNo ? 'confirm' : 'deny';
  const doIt = (item: Item) => item.tags.some((tag) => tag.t === 'cue' && (tag.cue === 'book' || tag.cue === 'imperative'));
  const onlyDoIt = bare && facts.items.every((item) => doIt(item) || (item.tags.length === 0 && item.match !== 'none'));
  if (onlyDoIt && cues.has('imperative') && !cues.has('book')) return 'confirm';
  if (onlyDoIt && cues.has('book') && facts.previous?.awaiting === 'confirmation') return 'confirm';
  return null;
}

function isListing(facts: IntentFacts): boolean {
  const { cues } = facts;
  if (cues.has('book') || cues.has('need')) return false;
  // "maybe I booked over the phone then. it's the barber in Chromepet, Chennai": a past booking told as the request's
  // kind and place, asking nothing about the bookings, is that request.
  if (cues.has('booked')) return !(facts.hasCategory && facts.hasPlace && !cues.has('question') && !cues.has('show'));
  if (cues.has('bookingNoun')) return cues.has('possessive') || cues.has('show') || cues.has('question');
  // "When is my yoga class?": a class or session only names a booking when it is "my" one, not "my nani's … a class".
  return ownsSession(facts.items) && (cues.has('question') || cues.has('show')) && !cues.has('find');
}

/** Words that put a class in the past: "since my swimming class last week", "pichhle hafte ki class". */
const pastWords = new Set([
  'since',
  'ago',
  'yesterday',
  'last',
  'pichhle',
  'pichle',
  'pichli',
  'पिछले',
  'पिछली',
  'போன',
  'pona',
  'nethu',
  'நேத்து',
  'நேற்று',
]);

/**
 * "my yoga class", "meri tuition": a possessive at most three words before the class or session it owns; not a
 * class gone by told as the reason for a need ("since my swimming class last week my ear feels blocked").
 */
function ownsSession(items: readonly Item[]): boolean {
  const near = (item: Item, before: number, after: number) => items.slice(Math.max(0, item.index - before), item.index + after + 1);
  return items.some(
    (item) =>
      hasCue(item, 'sessionNoun') &&
      near(item, 3, 0).some((word) => hasCue(word, 'possessive')) &&
      !near(item, 3, 2).some((word) => pastWords.has(word.raw.toLowerCase())),
  );
}

/**
 * "Can a structural engineer come on Wednesday?" after "cracks coming up on the walls", "monday doctor kitta
 * appointment kidaikkuma?" after "en amma": asking whether a kind is free at a time is a request, whatever else
 * in the message looks like a booking of the client's.
 */
function asksForKind(facts: IntentFacts): boolean {
  const when = facts.hasDate || facts.hasTime || facts.hasWindow;
  return facts.cues.has('available') && facts.hasCategory && when;
}

function task(facts: IntentFacts): Intent | null {
  const { cues } = facts;
  const when = facts.hasDate || facts.hasTime || facts.hasWindow;
  const who = facts.hasCategory || facts.hasName;
  const chat = cues.has('greeting') || cues.has('help') || cues.has('capability') || cues.has('thanks');
  // "wednesday he has a cricket match, friday evening?" to options on show: a new day and part of it for them, not
  // small talk ("how is the weather today?" names a day alone).
  const newSlot = facts.hasDate && (facts.hasWindow || facts.hasTime) && offersOnShow(facts);
  if (cues.has('outOfScope') && !who && !newSlot) return 'out_of_scope';
  if (chat && !who && !when && !cues.has('book')) return 'greeting';
  // "வெள்ளிக்கிழமை பத்து மணிக்கு கார் சர்வீஸ் புக் பண்ணியிருக்கேன்", "wednesday 11 manikku appointment book pannirundhen":
  // a booking the client says they made, with nothing asked, is theirs to be shown, not a new one to propose.
  if (cues.has('book') && !asksToBook(facts) && !cues.has('need')) return 'list_bookings';
  if (cues.has('book')) return 'book';
  // "show me the slots" asks as much as "any slots?" does.
  const asks = facts.isQuestion || cues.has('available') || (cues.has('show') && cues.has('slotNoun'));
  if (asks && (when || cues.has('slotNoun'))) return 'slots';
  if ((cues.has('need') || who || cues.has('imperative')) && when) return 'book';
  if (cues.has('slotNoun')) return 'slots';
  if (who || facts.hasProviderLanguage || cues.has('find') || cues.has('nearby') || cues.has('need')) return 'search';
  if (when) return facts.previous?.intent === 'slots' || facts.isQuestion ? 'slots' : 'book';
  if (cues.has('available')) return 'slots';
  return null;
}

/** Decides the intent. */
export function decideIntent(facts: IntentFacts): Intent {
  const { cues, items } = facts;
  if (items.length === 0) return 'unknown';
  // A complaint is about a booking as often as not ("my booking was cancelled, I want to complain"): it wins over the booking words.
  if (cues.has('complaint')) return 'complaint';
  if (isQuota(facts) && !asksQuotaBeside(facts)) return 'quota';
  if (cues.has('waitlist')) return 'waitlist';
  const keeps = cancelTakenBack(items);
  const asksOther = cues.has('reschedule') || facts.hasDate || facts.hasTime || facts.hasWindow;
  if (keeps && !asksOther && facts.previous?.awaiting === 'confirmation') return 'deny';
  if (!keeps && (cues.has('cancel') || (cues.has('cancelWeak') && namesABooking(cues)))) return 'cancel';
  if (cues.has('noLongerNeeded') && noLongerWanted(facts)) return 'cancel';
  if ((cues.has('deny') && refusesBooked(facts)) || cannotTakePlace(facts) || letsGoOfBooked(facts)) return 'cancel';
  const movedHouse = movesHouse(facts);
  if (!movedHouse && !changesAThing(facts) && (cues.has('reschedule') || movesBooking(facts))) {
    if (changesPlaceOfOffers(facts)) return 'search';
    return changesDayOfOffers(facts) ? 'slots' : 'reschedule';
  }
  const reply = followUp(facts);
  if (reply) return reply;
  if (isListing(facts) && !asksForKind(facts)) return 'list_bookings';
  const found = task(facts);
  if (found) return found;
  // "we moved to Pune" alone: the open request, or a new one, in the new place.
  if (movedHouse) return 'search';
  const meaningful = items.filter((item) => item.tags.length > 0 || item.match === 'none').length;
  return meaningful >= 2 || (facts.isQuestion && items.length >= 2) ? 'out_of_scope' : 'unknown';
}
