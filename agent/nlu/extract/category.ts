/**
 * The service category and the words to search the catalogue with. The strongest category word
 * wins (a named service over an object or symptom), the first on a tie; the search term is the
 * most specific word of that category ("facial" over "salon", a service of the kind over the kind:
 * "housewarming puja" over "priest").
 */
import type { NluCategoryId } from '../categories.ts';
import { isServiceOf, kindTerms, termFor } from '../lexicon/needs.ts';
import type { NeedFor } from '#api/services/catalog/needs/needs.ts';
import { placePostpositions } from '../lexicon/places.ts';
import { hasCue } from '../match/item-tags.ts';
import { lexiconIndex } from '../match/lexicon-index.ts';
import { tagTokens, type Item } from '../match/tagger.ts';
import type { Tag } from '../lexicon/tags.ts';

type CategoryTag = Extract<Tag, { t: 'category' }>;

/** The category read from a message and its search term. */
export type CategoryReading = { category: NluCategoryId | null; serviceTerm: string | null };

/** Cues that make the word beside them a thing to go to or book: "mess venum", "need a mess", "mess near me", "mess in Adyar". */
const placeCues = ['need', 'find', 'book', 'nearby', 'available', 'in', 'on'] as const;
const placeTags: ReadonlySet<Tag['t']> = new Set(['city', 'area', 'relDay', 'weekday', 'dayPart']);

function marksPlace(item: Item | undefined): boolean {
  if (!item) return false;
  return placeCues.some((cue) => hasCue(item, cue)) || item.tags.some((tag) => placeTags.has(tag.t)) || item.num !== null;
}

/** "Annapoorna Mess", "mess la", "a mess near me", "need a mess": the word names a place, not a disorder. */
function usedAsPlace(items: readonly Item[], at: number): boolean {
  const item = items[at]!;
  const before = items[at - 1];
  const named = before !== undefined && !before.breakBefore && before.match === 'none' && /^[A-Z]/.test(before.raw);
  const next = items[at + 1];
  const locative = item.suffix !== '' || placePostpositions.has(next?.raw.toLowerCase() ?? '');
  return named || locative || marksPlace(next) || marksPlace(before) || marksPlace(items[at - 2]);
}

/** Words that make a number before them an age: "5 year old", "5 saal ka", "80 vayasu", "6 வயசு". */
const yearWords: ReadonlySet<string> = new Set([
  'year',
  'years',
  'yr',
  'yrs',
  'saal',
  'sal',
  'baras',
  'साल',
  'बरस',
  'vayasu',
  'vayadhu',
  'வயசு',
  'வயது',
]);

/** Words before a number of years that make it a span of time, not an age: "in 3 years", "for 2 years", "pichhle 5 saal". */
const spanWords: ReadonlySet<string> = new Set(['in', 'for', 'since', 'past', 'last', 'over', 'within', 'pichhle', 'pichle', 'पिछले']);

/** Who an age says the visit is for: a child up to 12, an elderly person from 60. */
function ageOf(items: readonly Item[]): NeedFor[] {
  for (const item of items) {
    const next = items[item.index + 1];
    if (item.num?.kind !== 'int' || item.num.ordinal || !next || !yearWords.has(next.raw.toLowerCase())) continue;
    if (spanWords.has(items[item.index - 1]?.raw.toLowerCase() ?? '')) continue;
    if (item.num.value <= 12) return ['child'];
    if (item.num.value >= 60) return ['elderly'];
  }
  return [];
}

/**
 * A specific kind said as the provider asked for: the word for the category itself follows it,
 * at most one short word (a postposition: के, ku, kitta) in between: "heart doctor", "दिल के डॉक्टर",
 * "இதய டாக்டர்", "skin specialist".
 */
function namesProvider(items: readonly Item[], tag: CategoryTag & { at: number }): boolean {
  if (tag.generic) return false;
  const isCategoryWord = (item: Item | undefined) =>
    item?.tags.some((other) => other.t === 'category' && other.generic === true && other.category === tag.category) ?? false;
  // "heart doctor", "இதய டாக்டர்" may be one phrase of the vocabulary: its last word alone is the category's.
  // By position, not index: a clause passed in is a slice of the message's items.
  const at = items.findIndex((item) => item.index === tag.at);
  const phrase = items[at];
  if (!phrase) return false;
  if (phrase.tokens.length > 1 && isCategoryWord(tagTokens(lexiconIndex(), [phrase.tokens.at(-1)!])[0])) return true;
  const next = items[at + 1];
  if (isCategoryWord(next)) return true;
  return next !== undefined && next.tags.length === 0 && next.tokens.length === 1 && isCategoryWord(items[at + 2]);
}

/** Words between an ask and the kind asked for: "need a plumber", "want some good lawyer", "ek plumber chahiye". */
const articles: ReadonlySet<string> = new Set(['a', 'an', 'the', 'some', 'good', 'ek', 'koi', 'एक', 'कोई', 'oru', 'ஒரு']);

/** "koi … hai?", "any …?", "யாராவது": whether there is one of a kind. */
const anyWords: ReadonlySet<string> = new Set(['koi', 'कोई', 'any', 'yaaravadhu', 'yaravadhu', 'யாராவது']);

/** Does the item ask for something: "need", "want", "looking for", "book", "chahiye", "வேணும்"? */
const asks = (item: Item | undefined) => item !== undefined && (hasCue(item, 'need') || hasCue(item, 'find') || hasCue(item, 'book'));

/**
 * How plainly a kind is said as what the client asks for: 2 with the ask before it ("need a plumber", "need a
 * lawyer"; an article at most between), 1 with the ask right after it ("plumber chahiye", "plumber venum"; but
 * also "can't sleep, need a plumber", where the ask belongs to the next words), else 0.
 */
function askedFor(items: readonly Item[], tag: CategoryTag & { at: number }): number {
  const at = items.findIndex((item) => item.index === tag.at);
  const kind = items[at];
  const before = items[at - 1];
  // "योगा टीचर बताइए", "music teacher chahiye": the ask after a compound's last word (another kind's) is the compound's.
  const compound = items[at + 1]?.tags.some((other) => other.t === 'category' && other.category !== tag.category) === true;
  const after = compound && !items[at + 1]?.breakBefore ? items[at + 2] : items[at + 1];
  // "need a plumber": the ask and the kind in one clause (not "massage venum, romba stress").
  const joined = kind !== undefined && !kind.breakBefore;
  const article = before !== undefined && !before.breakBefore && articles.has(before.raw.toLowerCase());
  if (joined && (asks(before) || (article && asks(items[at - 2])))) return 2;
  // "Delhi mein koi career counsellor hai?", "any dentist nearby?": asking whether there is one asks for it.
  if (joined && before !== undefined && !before.breakBefore && anyWords.has(before.raw.toLowerCase())) return 1;
  return asks(after) && !after?.breakBefore ? 1 : 0;
}

/** Verbs of saying, after the one who advised: "doctor said", "doctor ne kaha", "டாக்டர் சொன்னாரு". */
const adviceVerbs = new Set([
  'said',
  'says',
  'told',
  'advised',
  'suggested',
  'recommended',
  'ne',
  'kaha',
  'bola',
  'boli',
  'bataya',
  'कहा',
  'बोला',
  'बोली',
  'बताया',
  'ने',
  'sonnaru',
  'sonnanga',
  'sonnar',
  'sonnaanga',
  'சொன்னாரு',
  'சொன்னாங்க',
  'சொன்னார்',
]);

function givesAdvice(items: readonly Item[], item: Item): boolean {
  const at = items.indexOf(item);
  const next = items[at + 1]?.raw.toLowerCase() ?? '';
  // Another kind must be named too: "the doctor said come back" alone still asks for the doctor.
  const others = items.some((other) => other !== item && other.tags.some((tag) => tag.t === 'category'));
  return adviceVerbs.has(next) && others;
}

function guessedFromTypo(items: readonly Item[], at: number): boolean {
  const item = items.find((candidate) => candidate.index === at);
  return item !== undefined && item.match === 'fuzzy' && !item.wordLangs.some((langs) => langs.has('en'));
}

/** The repair category's own words ("repair", "मरम्मत", "fix"): every trade repairs something. */
const repairsOnly = (tag: CategoryTag) => tag.category === 'repair' && tag.generic === true;

/** Trades whose people come to the client's home to do the work. */
const visiting: ReadonlySet<string> = new Set(['plumber', 'carpenter', 'repair', 'engineer']);
/** Kinds of the catch-all category whose people come to the home too: "cockroaches … can someone come". */
const visitingKinds: ReadonlySet<string> = new Set([
  'pest control',
  'home cleaning',
  'packers and movers',
  'pandit',
  'griha pravesh',
  'havan',
  'satyanarayan',
  'naming ceremony',
]);
const comesHome = (tag: CategoryTag) => visiting.has(tag.category) || visitingKinds.has(tag.term);

/**
 * "the tap drips all night, I can't sleep … can someone come?": when the client asks for someone to come, the
 * trades that come to the client are the ones asked for (the sleep is the tap's consequence); the rest when none is.
 */
function preferVisiting<T extends CategoryTag>(items: readonly Item[], found: readonly T[]): readonly T[] {
  if (!items.some((item) => hasCue(item, 'homeVisit'))) return found;
  const trades = found.filter(comesHome);
  return trades.length > 0 ? trades : found;
}

/** Reads the category, ignoring items that are part of a provider's name. */
export function readCategory(items: readonly Item[], skip: ReadonlySet<number>, negated: ReadonlySet<number> = new Set()): CategoryReading {
  const all: (CategoryTag & { at: number })[] = [];
  for (const item of items) {
    if (skip.has(item.index)) continue;
    // The category's own word ("salon", "சலூன்") names no specialty of it, whatever else the vocabulary files it under.
    const namesCategory = (category: NluCategoryId) =>
      item.tags.some((tag) => tag.t === 'category' && tag.generic === true && tag.category === category);
    // "his doctor said yoga might help": who gave the advice is not what is asked for.
    if (givesAdvice(items, item)) continue;
    for (const tag of item.tags) {
      if (tag.t !== 'category' || (tag.placeOnly && !usedAsPlace(items, item.index))) continue;
      // A kind named in more words than the category's own ("home tuition") still names that kind, and so does a
      // word the category's words include too when it names one kind of it ("counsellor", "काउंसलर" of the psychologists).
      const phraseNamesKind = tag.namesKind === true && (/\s/u.test(item.raw) || tag.term !== tag.category);
      if (!tag.generic && namesCategory(tag.category) && !phraseNamesKind) continue;
      all.push({ ...tag, at: item.index });
    }
  }
  // "not a dentist, a skin specialist": what a correction takes back is not asked for.
  const wanted = all.filter((tag) => !negated.has(tag.at));
  const found: (CategoryTag & { at: number })[] = wanted.length > 0 ? wanted : all;
  // A school year ("4th standard", "class 5") is said of a pupil's own studies: it counts as a word for the tutor.
  const schoolYear = items.some((item) => hasCue(item, 'schoolYear')) ? 1 : 0;
  const wordsFor = (tag: CategoryTag) =>
    found.filter((other) => other.category === tag.category && other.weight === tag.weight).length +
    (tag.category === 'tutor' ? schoolYear : 0);
  // A word read only as a one-letter typo of a vocabulary word ("veengi" for "veenai") is weaker than one spelt as known.
  // Tags keep the message's item index; a clause passed in is a slice of the items, so look them up by index.
  const itemAt = (at: number) => items.find((item) => item.index === at);
  const typo = (tag: CategoryTag & { at: number }) => itemAt(tag.at)?.match === 'fuzzy';
  const saysWho = (tag: CategoryTag & { at: number }) => itemAt(tag.at)?.tags.some((other) => other.t === 'needFor') ?? false;
  // How plainly each category is asked for, by its most plainly asked word: "yoga … योगा टीचर बताइए" asks for yoga.
  const askedOf = (category: NluCategoryId) =>
    Math.max(0, ...found.filter((tag) => tag.category === category).map((tag) => askedFor(items, tag)));
  const best = preferVisiting(items, found).reduce<(CategoryTag & { at: number }) | undefined>((winner, tag) => {
    if (!winner) return tag;
    // "नल टपकने की मरम्मत", "fix the leaking tap": a word for repairing names no trade; the thing to repair does.
    if (repairsOnly(winner) !== repairsOnly(tag) && winner.category !== tag.category) return repairsOnly(winner) ? tag : winner;
    // "the tap drips all night, can't sleep … need a plumber": the provider asked for by name beats another kind's need.
    const [asked, askedWinner] = [askedOf(tag.category), askedOf(winner.category)];
    if (winner.category !== tag.category && asked !== askedWinner) return asked > askedWinner ? tag : winner;
    if (tag.weight > winner.weight) return tag;
    if (tag.weight < winner.weight || tag.category === winner.category) return winner;
    if (typo(tag) !== typo(winner)) return typo(winner) ? tag : winner;
    // "seven months pregnant … a maternity photoshoot": a word that says who it is for yields to the thing asked.
    if (saysWho(tag) !== saysWho(winner)) return saysWho(winner) ? tag : winner;
    // On a tie between kinds, the one the client names as a provider ("a heart doctor") beats a symptom before it.
    const named = namesProvider(items, tag);
    if (named !== namesProvider(items, winner)) return named ? tag : winner;
    // Then the kind more words are about: "school homework … a teacher" is a tutor's, the school only its setting.
    return wordsFor(tag) > wordsFor(winner) ? tag : winner;
  }, undefined);
  if (!best) return { category: null, serviceTerm: null };
  const sameCategory = found.filter((tag) => tag.category === best.category);
  // Act only on what was understood: a kind read from one-letter typos of romanized Hindi or Tamil words alone
  // ("veengi" as "veenai") is a guess; left unresolved, Mitra asks what it is for rather than offering a provider
  // of the guessed kind. English typos ("plumbr") stay: there a letter off is a slip, not another word.
  if (sameCategory.every((tag) => guessedFromTypo(items, tag.at))) return { category: null, serviceTerm: null };
  const candidates = sameCategory.filter((tag) => !tag.generic && tag.weight === best.weight);
  // A kind named ("physiotherapy") beats a symptom another kind of the category also treats ("back pain").
  // "dinner … nice South Indian meals": a word read as only the category's own kind ("dinner" as "restaurant") yields to a
  // kind of it named beside.
  let specific =
    candidates.find((tag) => tag.namesKind) ??
    candidates.find((tag) => tag.term !== tag.category) ??
    candidates[0] ??
    sameCategory.find((tag) => !tag.generic) ??
    best;
  // A service of the kind asked for is more specific than the kind: "a priest for our housewarming puja"
  // searches the housewarming puja, so the offer carries that service and not the provider's first one.
  const kindTerm = specific.term;
  if (kindTerms.has(kindTerm)) {
    // The category's own name ("psychologist" beside "counsellor") is no service of the kind.
    const ofKind = (tag: CategoryTag & { at: number }) =>
      isServiceOf(tag.term, kindTerm) ||
      (tag.term !== tag.category && (itemAt(tag.at)?.tags.some((other) => other.t === 'category' && other.term === kindTerm) ?? false));
    specific = candidates.find((tag) => !kindTerms.has(tag.term) && ofKind(tag)) ?? specific;
  }
  // Who it is for refines the kind: a child's fever is a paediatrician's, "a doctor for my baby" too.
  return { category: best.category, serviceTerm: termFor(best.category, specific.term, specific.generic === true, whoFor(items, skip)) };
}

/** Who the message says the visit is for: by a word ("my son", "बेटी", "பாட்டி") or an age ("6 साल का"). */
export function whoFor(items: readonly Item[], skip: ReadonlySet<number> = new Set()): NeedFor[] {
  const named = items.flatMap((item) => (skip.has(item.index) ? [] : item.tags.flatMap((tag) => (tag.t === 'needFor' ? [tag.who] : []))));
  return [...new Set([...named, ...ageOf(items)])];
}

/** The clause (text between punctuation) around the first item with this cue. */
function clauseWith(items: readonly Item[], cue: 'cancel' | 'reschedule'): Item[] {
  const at = items.findIndex((item) => hasCue(item, cue));
  if (at < 0) return [];
  let start = at;
  while (start > 0 && !items[start]!.breakBefore) start -= 1;
  let end = at + 1;
  while (end < items.length && !items[end]!.breakBefore) end += 1;
  return items.slice(start, end);
}

/**
 * The kind a cancel or a move is said of, when its own clause names one: "tuition bhi hai aur
 * dinner bhi. dinner wala cancel kar do, tuition rehne do" cancels the dinner. Null when the
 * clause names no kind (the whole message's reading stands).
 */
export function readActionCategory(
  items: readonly Item[],
  cue: 'cancel' | 'reschedule',
  skip: ReadonlySet<number>,
  negated: ReadonlySet<number>,
): CategoryReading | null {
  const reading = readCategory(clauseWith(items, cue), skip, negated);
  return reading.category === null ? null : reading;
}
