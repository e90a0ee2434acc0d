/**
 * The offline model's language understanding: one message (and what the last turn offered) in,
 * a typed reading out. Pure and synchronous: no I/O, the clock is an argument.
 */
import { readActionCategory, readCategory, whoFor, type CategoryReading } from './extract/category.ts';
import { readConstraints, type Constraints } from './extract/constraints.ts';
import { defersOnly, holdsOn, type DeferralFacts } from './extract/deferral.ts';
import { kindWordsOnShow } from './extract/kind-on-show.ts';
import { readPartySize } from './extract/party.ts';
import { negatedItems } from './extract/negation.ts';
import { readEntities, type Entities } from './extract/entities.ts';
import { readOptionPick, readYesNo, type OptionPick } from './extract/follow-up.ts';
import { asksQuotaBeside, asksToCancel, decideIntent, isQuestionText, moverSubjects, type IntentFacts } from './extract/intent.ts';
import { asksAboutOffer, asksOfferDetail } from './extract/offer-question.ts';
import { detectLanguage, type LanguageReading } from './extract/language.ts';
import { istToday } from './extract/date-math.ts';
import { applyMemory } from './extract/memory.ts';
import { acceptsFromTime, hourSaidToProposal } from './extract/time-bound.ts';
import { saysSameTime, withRelativeMove } from './extract/relative-move.ts';
import { whenFree } from './extract/busy.ts';
import { laterWeekdayWhenPassed, readWhen, type WhenReading } from './extract/when.ts';
import { lexiconIndex } from './match/lexicon-index.ts';
import { tagOf } from './match/item-tags.ts';
import { tagTokens, type Item } from './match/tagger.ts';
import type { Cue } from './lexicon/tags.ts';
import { tokenize } from './text/tokenize.ts';
import type { ConversationMemory, Intent, UnderstandOptions, Understanding } from './types.ts';

/** Intents whose labels carry no category, date or time (evals/README.md). */
const bareIntents: ReadonlySet<Intent> = new Set(['greeting', 'quota', 'out_of_scope', 'unknown']);

/** "phir se", "again", "மறுபடியும்": what was done is to be done once more. */
const againWords =
  /\b(?:phir se|fir se|phirse|dobara|dubara|again|once more|thirumba|marubadiyum|marupadiyum)\b|फिर से|दोबारा|மறுபடியும்|திரும்ப/iu;

/** What a question about the offer reads as on its own: a search for its words, or nothing known. */
const questionIntents: ReadonlySet<Intent> = new Set(['search', 'slots', 'out_of_scope', 'unknown']);

function cueSet(items: readonly Item[], skip: ReadonlySet<number>): Set<Cue> {
  const cues = new Set<Cue>();
  for (const item of items) {
    if (skip.has(item.index)) continue;
    for (const tag of item.tags) if (tag.t === 'cue') cues.add(tag.cue);
  }
  return cues;
}

/** A yes or no said first ("no, make it friday") counts even when the message goes on. */
function opensWithYesNo(items: readonly Item[], yesNo: boolean | null): boolean | null {
  const first = items[0];
  const opens = first?.tags.some((tag) => tag.t === 'cue' && (tag.cue === 'confirm' || tag.cue === 'deny')) ?? false;
  return opens ? yesNo : null;
}

/** "9 baje", "nine": an hour said with no am/pm or part of the day, read by the usual appointment hours. */
function isBareHour(when: WhenReading): boolean {
  const mention = when.time?.mention;
  return mention !== undefined && !mention.fixed && mention.ampm === null && mention.window === null && when.timeWindow === null;
}

/**
 * "ok, leave it", "theek hai, baad mein batata hoon", "சரி, வீட்ல கேட்டு சொல்றேன்": an "ok" that opens a message
 * dropping the request or putting the decision off is no yes — it only acknowledges.
 */
function confirmationOf(message: MessageReading, intent: Intent): boolean | null {
  if (intent === 'confirm') return true;
  if (intent === 'deny') return false;
  const opens = opensWithYesNo(message.items, message.yesNo);
  // "vendaam, vidunga" still opens with a no.
  if (intent === 'drop' || intent === 'defer' || message.constraints.defers) return opens === true ? null : opens;
  return opens;
}

/** Month names that are English words too ("may", "march"), and short forms: no evidence of a date on their own. */
const monthLikeWords: ReadonlySet<string> = new Set(['may', 'march']);

/** A month is named but no day of it was read ("in December", "fifteen December" in words the grammar lacks). */
function monthWithoutDay(items: readonly Item[], when: WhenReading): boolean {
  if (when.date !== null) return false;
  return items.some((item) => {
    const word = item.raw.toLowerCase();
    return tagOf(item, 'month') !== undefined && word.length >= 4 && !monthLikeWords.has(word);
  });
}

function clarification(when: WhenReading, option: OptionPick, items: readonly Item[]): Understanding['needsClarification'] {
  if (when.invalidDate) return 'invalid_date';
  if (when.time && when.time.reading.time === null && option.optionNumber === null) return 'ambiguous_hour';
  if (monthWithoutDay(items, when)) return 'month_only';
  return null;
}

type MessageReading = {
  items: Item[];
  language: LanguageReading;
  entities: Entities;
  category: CategoryReading;
  cues: Set<Cue>;
  when: WhenReading;
  option: OptionPick;
  yesNo: boolean | null;
  facts: IntentFacts;
  constraints: Constraints;
  negated: Set<number>;
  rejected: Understanding['rejected'];
};

/** "4:30 possible? otherwise the 5 pm one": with 4:30 not on show and 5 pm on show, the second choice is the time asked. */
function secondChoiceOnShow(when: WhenReading, previous: ConversationMemory | null | undefined): WhenReading {
  const shown = new Set((previous?.options ?? []).map((option) => option.time));
  const first = when.time?.reading.time;
  const second = when.fallback?.reading.time;
  if (!first || !second || shown.has(first) || !shown.has(second)) return when;
  return { ...when, time: when.fallback ?? null };
}

/** The kind read is the one proposed (see `kindWordsOnShow`), while a yes to it is awaited. */
function namesKindOnShow(reading: CategoryReading, previous: ConversationMemory | null | undefined): boolean {
  if (previous?.awaiting !== 'confirmation' || !previous.proposedKind || reading.category !== previous.category) return false;
  return kindWordsOnShow(reading.serviceTerm, reading.category, previous.proposedKind);
}

/** The city and area read are the proposal's own (or not said), while a yes to it is awaited. */
function namesPlaceOnShow(entities: Entities, previous: ConversationMemory | null | undefined): boolean {
  if (previous?.awaiting !== 'confirmation' || !previous.proposedPlace) return false;
  const place = previous.proposedPlace.toLowerCase();
  return [entities.area, entities.city].every((named) => named === null || place.includes(named.toLowerCase()));
}

function readMessage(text: string, today: Date, previous: ConversationMemory | null | undefined): MessageReading {
  const { tokens, questionMark } = tokenize(text);
  const items = tagTokens(lexiconIndex(), tokens);
  const language = detectLanguage(tokens, items, previous);
  const negated = negatedItems(items);
  const entities = readEntities(items, negated, previous?.city ?? null);
  const cues = cueSet(items, entities.nameItems);
  const when = secondChoiceOnShow(readWhen(items, today, cues.has('reschedule'), negated), previous);
  const skip = new Set([...entities.nameItems, ...moverSubjects(items, cues), ...whenFree(items)]);
  const read = learnsTrade(items, withoutGuessesOnShow(items, readCategory(items, skip, negated), skip, negated, previous));
  const category = reasonBesideSameWhen(text, read, when.date !== null, previous);
  const isQuestion = isQuestionText(items, questionMark, language.variety);
  const constraints = readConstraints(text);
  // "keep it under six hundred and fifty": the numbers of an amount pick no option.
  const picked = readOptionPick(items, when.used, when.time, previous, when.timeWindow);
  const option = constraints.maxPricePaise !== null && picked.kind === 'number' ? { optionNumber: null, kind: null } : picked;
  const yesNo = readYesNo(items);
  const facts: IntentFacts = {
    items,
    cues,
    hasCategory: category.category !== null,
    kindOnShow: namesKindOnShow(category, previous),
    placeOnShow: namesPlaceOnShow(entities, previous),
    hasName: entities.providerName !== null,
    hasPlace: entities.city !== null || entities.area !== null,
    hasProviderLanguage: entities.providerLanguage !== null,
    hasDate: when.date !== null,
    hasTime: when.time !== null,
    hasWindow: when.timeWindow !== null,
    isQuestion,
    option,
    yesNo,
    previous,
    moves: when.moves,
  };
  return {
    items,
    language,
    entities,
    category,
    cues,
    when,
    option,
    yesNo,
    facts,
    constraints,
    negated,
    rejected: rejectedWhen(items, today, when, negated),
  };
}

/** The day or part of the day a correction takes back, when the message names nothing instead. */
function rejectedWhen(items: readonly Item[], today: Date, when: WhenReading, negated: ReadonlySet<number>): Understanding['rejected'] {
  if (negated.size === 0) return { date: null, timeWindow: null };
  const unfiltered = readWhen(items, today, false);
  const negatedWindow = items.find((item) => negated.has(item.index) && item.tags.some((tag) => tag.t === 'dayPart'));
  const windowTag = negatedWindow?.tags.find((tag) => tag.t === 'dayPart');
  return {
    date: when.date === null ? (unfiltered.date?.iso ?? null) : null,
    timeWindow: windowTag?.t === 'dayPart' && when.timeWindow !== windowTag.window ? windowTag.window : null,
  };
}

const providerPointers = new Set([
  'them',
  'him',
  'her',
  'unhi',
  'unhin',
  'unhe',
  'unhen',
  'unke',
  'unko',
  'उन्हीं',
  'उन्हें',
  'उनके',
  'उनको',
  'avangale',
  'avangalae',
  'avanga',
  'avangakitta',
  'avangakittaye',
  'avare',
  'அவங்களே',
  'அவங்க',
  'அவங்ககிட்ட',
  'அவங்ககிட்டயே',
  'அவரே',
  'அவர்கிட்ட',
]);

/** "seri avangale", "unhi ke paas kar do": a pointer at the provider on show, with no day, time, kind or place of its own. */
function pointsAtProvider(message: MessageReading): boolean {
  const { facts } = message;
  if (facts.hasDate || facts.hasTime || facts.hasWindow || facts.hasCategory || facts.hasPlace || facts.hasName) return false;
  return message.items.some((item) => providerPointers.has(item.raw.toLowerCase()));
}

/** Words of learning a skill: "gaadi chalana seekhna", "driving lessons", "சமையல் கத்துக்கணும்". */
const learnStems = [
  'learn',
  'lesson',
  'seekh',
  'sikh',
  'सीख',
  'सिखा',
  'kathuk',
  'kaththuk',
  'katruk',
  'கத்துக்',
  'கற்றுக்',
  'solli kudu',
  'சொல்லிக் கொடு',
];
/** Trades whose words name a job done for the client, never a lesson: a car workshop is no driving school. */
const tradeCategories: ReadonlySet<string> = new Set(['car', 'plumber', 'carpenter', 'repair', 'engineer', 'restaurant', 'salon']);

/**
 * "monday he has his pension bank thing" of a doctor on show: a kind read only from a word one letter off its
 * vocabulary word ("pension" for "tension") is a guess, and a guess never replaces the kind on show.
 */
function withoutGuessesOnShow(
  items: readonly Item[],
  reading: CategoryReading,
  skip: ReadonlySet<number>,
  negated: ReadonlySet<number>,
  previous: ConversationMemory | null | undefined,
): CategoryReading {
  if (!previous?.category || reading.category === null || reading.category === previous.category) return reading;
  const guesses = items.filter((item) => item.match === 'fuzzy').map((item) => item.index);
  return guesses.length === 0 ? reading : readCategory(items, new Set([...skip, ...guesses]), negated);
}

/**
 * A lesson in a trade's skill ("I want to learn driving", "khana banana seekhna hai") is not that trade's
 * service: the kind is left unresolved, so Mitra asks what it is for instead of offering a workshop.
 */
function learnsTrade(items: readonly Item[], reading: CategoryReading): CategoryReading {
  if (!reading.category || !tradeCategories.has(reading.category)) return reading;
  const learns = items.some((item) => {
    const raw = item.raw.toLowerCase();
    return learnStems.some((stem) => raw.startsWith(stem));
  });
  return learns ? { category: null, serviceTerm: null } : reading;
}

/** Dropping the whole request: "leave it", "rehne do", with nothing new asked in the same message. */
function dropsRequest(message: MessageReading, intent: Intent): boolean {
  if (!message.constraints.drop || message.cues.has('book')) return false;
  const { facts, cues } = message;
  const asksSomething =
    facts.hasDate || facts.hasTime || facts.hasWindow || facts.hasCategory || facts.hasName || message.option.optionNumber !== null;
  // "no need, thanks": a thank-you closes the request; a hello or "what can you do" starts one.
  const greets = intent === 'greeting' && (cues.has('greeting') || cues.has('help') || cues.has('capability'));
  return !asksSomething && !greets && !['cancel', 'reschedule', 'list_bookings', 'quota'].includes(intent);
}

/** "same din same time", "usi din", "அதே நேரம்", "adhey time": the day and time asked before stay. */
const sameWhenWords =
  /\bsame (?:din|day|time|samay)\b|\busi (?:din|samay|time)\b|उसी (?:दिन|समय)|அதே (?:நாள்|நேரம்)|\badhey? (?:naal|neram|time)\b/u;

/**
 * "ஐயோ வெள்ளி மாமாக்கு hospital checkup இருக்கு… சனிக்கிழமை அதே நேரம் பாருங்க" to a table on show: another day "same
 * time" asks for the thing on show then; the other kind named (the check-up) is why the first day does not suit.
 */
function reasonBesideSameWhen(
  text: string,
  reading: CategoryReading,
  namesDay: boolean,
  previous: ConversationMemory | null | undefined,
): CategoryReading {
  const onShow = previous?.awaiting === 'confirmation' || previous?.awaiting === 'option';
  if (!onShow || !previous?.category || reading.category === null || reading.category === previous.category) return reading;
  return namesDay && sameWhenWords.test(text.toLowerCase()) ? { category: null, serviceTerm: null } : reading;
}

/** What a deferral is read against: whether the message also names something of its own. */
function deferralFacts(message: MessageReading, text: string): DeferralFacts {
  const { entities } = message;
  const namesSomething =
    message.category.category !== null ||
    entities.providerName !== null ||
    entities.city !== null ||
    entities.area !== null ||
    message.constraints.maxPricePaise !== null;
  const { defers } = message.constraints;
  const { facts } = message;
  return {
    defers,
    holds: holdsOn(text),
    saysWhen: facts.hasDate || facts.hasTime || facts.hasWindow,
    picks: message.option.optionNumber !== null,
    namesSomething,
    isQuestion: facts.isQuestion,
  };
}

/** A cancel or a move is of the kind named in its own clause, when the message names several. */
function withActionKind(message: MessageReading, intent: Intent): MessageReading {
  if (intent !== 'cancel' && intent !== 'reschedule') return message;
  const skip = new Set([...message.entities.nameItems, ...moverSubjects(message.items, message.cues)]);
  const category = readActionCategory(message.items, intent, skip, message.negated);
  return category ? { ...message, category } : message;
}

function assemble(message: MessageReading, intent: Intent, when: WhenReading): Understanding {
  const { entities, category, option } = message;
  const bare = bareIntents.has(intent);
  const keep = <T>(value: T, empty: T): T => (bare ? empty : value);
  const { constraints } = message;
  const understood = intent !== 'unknown' && (intent !== 'out_of_scope' || message.cues.has('outOfScope'));
  return {
    ...message.language,
    intent,
    understood,
    unknownWords: message.items.filter((item) => item.match === 'none' && !item.num && !item.ref).map((item) => item.raw),
    category: keep(category.category, null),
    serviceTerm: keep(category.serviceTerm, null),
    who: whoFor(message.items, message.entities.nameItems),
    partySize: readPartySize(message.items),
    providerName: keep(entities.providerName, null),
    city: entities.city,
    area: entities.area,
    // "anything under 300?" reads as nothing else; its ceiling still narrows the request on show.
    maxPricePaise: intent === 'greeting' || intent === 'quota' ? null : constraints.maxPricePaise,
    sort: keep(constraints.sort, null),
    pickBy: constraints.pickBy,
    asksPrice: constraints.asksPrice,
    repeatsLast: constraints.repeatsLast,
    strongYes: constraints.strongYes && !constraints.defers,
    saysBook: !constraints.defers && !message.cues.has('hedge') && (message.cues.has('book') || message.cues.has('imperative')),
    defers: constraints.defers,
    rejected: message.rejected,
    providerLanguage: keep(entities.providerLanguage, null),
    date: keep(when.date, null),
    time: keep(when.time?.reading.time ?? null, null),
    bareHour: isBareHour(when),
    timeWindow: keep(when.timeWindow, null),
    needsClarification: keep(clarification(when, option, message.items), null),
    timeCandidates: keep(when.time?.reading.candidates ?? [], []),
    optionNumber: option.optionNumber,
    bookingRef: entities.bookingRef,
    confirmation: confirmationOf(message, intent),
    opensWithYes: message.items[0]?.tags.some((tag) => tag.t === 'cue' && tag.cue === 'confirm') ?? false,
    pointsAtProvider: pointsAtProvider(message),
    alsoAsksQuota: (intent === 'cancel' || intent === 'reschedule') && asksQuotaBeside(message.facts),
    asksCancel: asksToCancel(message.facts),
    isQuestion: message.facts.isQuestion,
    carried: [],
    relativeMove: null,
  };
}

/**
 * Reads one chat message.
 * @example understand('kal subah 10 baje dentist chahiye', { now }) // → intent 'book', category 'doctor', time '10:00'
 */
export function understand(text: string, options: UnderstandOptions): Understanding {
  const today = istToday(options.now);
  const message = readMessage(text, today, options.previous);
  // "chaar sau se upar nahi dena hai", "ok anything cheaper, max five hundred": a price ceiling said with a "no" or
  // an "ok" is a constraint, not a no or a yes.
  const ceilingSaid = message.constraints.maxPricePaise !== null;
  const first = decideIntent(message.facts);
  // "group class nahi chahiye, koi ghar pe aake sikha sakta hai?": a no that asks whether someone else can is a new
  // look at the same request (the words of what is asked name the service), not only a no.
  const asksAnother =
    first === 'deny' && message.facts.isQuestion && ['can', 'available', 'find'].some((cue) => message.cues.has(cue as Cue));
  // "weight loss wala session hota hai kya? same din same time": another kind of session at the day and time asked.
  const sameWhen = first === 'search' && options.previous?.date != null && sameWhenWords.test(text.toLowerCase());
  // "I don't want to pay more than 500 per class" refuses a price, not the class: no cancel without a cancel word.
  const refusesPrice = ceilingSaid && first === 'cancel' && !message.cues.has('cancel') && !message.cues.has('cancelWeak');
  const saysWhen = message.facts.hasDate || message.facts.hasTime || message.facts.hasWindow;
  // "wahi pichli baar wali parlour booking phir se kar do": a booking done again is a new one, not a move.
  const repeatsBooking =
    message.constraints.repeatsLast && first === 'reschedule' && !message.cues.has('reschedule') && againWords.test(text);
  const decided = repeatsBooking
    ? 'book'
    : refusesPrice
      ? saysWhen
        ? 'slots'
        : 'search'
      : ceilingSaid && ['deny', 'unknown', 'confirm'].includes(first)
        ? 'search'
        : asksAnother || sameWhen
          ? 'slots'
          : first;
  const asked = questionIntents.has(decided) ? asksOfferDetail(message.facts, text, message.constraints, message.category.category) : null;
  // A price question alone is an aside ("how much is it?"), answered with the offer kept; it becomes a
  // question about the offer when it also asks the place, length or a visit home, or names the offer's kind.
  const detail = asked && (asked.place || asked.duration || asked.visits || !['unknown', 'out_of_scope'].includes(decided)) ? asked : null;
  const intent = defersOnly(deferralFacts(message, text), decided)
    ? 'defer'
    : dropsRequest(message, decided)
      ? 'drop'
      : detail || (asksAboutOffer(message.facts, message.constraints.asksPrice) && questionIntents.has(decided))
        ? 'offer_question'
        : decided;
  // The new slot of a change is the last one named; re-read when only the grammar (not a verb) said "change".
  const read = intent === 'reschedule' && !message.cues.has('reschedule') ? readWhen(message.items, today, true) : message.when;
  const when = laterWeekdayWhenPassed(read, options.now);
  const reading = applyMemory(assemble(withActionKind(message, intent), intent, when), message.option, options.previous);
  const moved = withRelativeMove(text, { ...reading, offerDetail: detail, sameTime: saysSameTime(text) }, options.previous);
  // "4 மணிக்கு மேல எந்த time-னாலும் ok" to 5 pm proposed: a yes to it, not a search from 4.
  if (acceptsFromTime(text, moved, options.previous))
    return { ...moved, intent: 'confirm', confirmation: true, date: null, time: null, timeWindow: null, carried: [] };
  // "6 is fine" to 5 pm proposed asks for 6 pm: never a yes to 5.
  // (An hour the grammar read, even one it asks about, is its own: "8 baje kar do" is asked as morning or evening.)
  const timeUnread = moved.time === null && moved.timeCandidates.length === 0 && moved.needsClarification === null;
  const hour = timeUnread && !moved.carried.includes('time') ? hourSaidToProposal(message.items, options.previous) : null;
  if (hour === null || !['confirm', 'book', 'choose_option', 'unknown', 'out_of_scope'].includes(moved.intent)) return moved;
  return { ...moved, intent: 'slots', time: hour, confirmation: null, strongYes: false, optionNumber: null };
}
