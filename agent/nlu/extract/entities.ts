/**
 * Named things: the provider ("Dr. Mehta", "Sharma ji", "டாக்டர் ராமன்"), the city, the language
 * the provider should speak, and a booking reference (a uuid or "#3").
 */
import { anyCue, hasCue, tagOf } from '../match/item-tags.ts';
import type { Item } from '../match/tagger.ts';
import type { Tag } from '../lexicon/tags.ts';
import { familyNouns } from '../lexicon/common-words.ts';
import { placePostpositions } from '../lexicon/places.ts';
import { romanizeDevanagari } from '../text/romanize.ts';
import { romanizeTamil } from '../text/romanize-tamil.ts';

/** Named entities and the items the provider's name occupies. */
export type Entities = {
  providerName: string | null;
  nameItems: Set<number>;
  city: string | null;
  area: string | null;
  providerLanguage: string | null;
  bookingRef: string | null;
};

const tamilCaseEndings: [RegExp, string][] = [
  [/ைப்$|ைக்$|ை$/, '்'],
  [/ுக்கு$|ுடன்$|ிடம்$/, '்'],
];

/** Verbs said right after "doctor" ("दांत का डॉक्टर देखो", "டாக்டரா இருந்தா"): what to do, never a name. */
const verbsAfterTitle = new Set([
  'இருந்தா',
  'இருந்தால்',
  'இருக்கணும்',
  'வேணும்',
  'வேண்டும்',
  'பாக்கணும்',
  'பார்க்கணும்',
  'देखो',
  'देखिए',
  'देखिये',
  'दिखाओ',
  'दिखाइए',
  'बताओ',
  'बताइए',
  'चाहिए',
  'चाहिये',
  'ढूंढो',
  'ढूँढो',
  'ढूंढिए',
  'बुलाओ',
  // Postpositions and particles: "डॉक्टर ने हल्का योगा बोला है" is what the doctor said, no Dr. Ne Halka.
  'ने',
  'से',
  'को',
  'का',
  'की',
  'के',
  'भी',
  'तो',
  'ही',
  'और',
  'ஆ',
  'கிட்ட',
  'சொன்னாரு',
  'சொன்னார்',
]);
const latinVerbsAfterTitle =
  /^(?:ne|se|ko|ka|ki|ke|bhi|toh|said|says|told|advised|suggested|recommended|prescribed|asked|wants|kitta|sonnaru|sonnar|dekho|dekhiye|dekhna|dikhao|dikhaiye|dikhana|batao|bataiye|chahiye|chaiye|chahie|dhundo|dhoondo|bulao|venum|venam|vendum|paakanum|parkanum|paarunga|irundha|iruntha|irundhaa)$/i;

function isNameWord(item: Item | undefined, afterTitle: boolean, first: boolean): boolean {
  if (!item || item.num || item.ref || item.tokens.length !== 1 || (item.breakBefore && !first)) return false;
  if (verbsAfterTitle.has(item.raw) || latinVerbsAfterTitle.test(item.raw)) return false;
  // After a title, a word the vocabulary knows only by its sound ("டாக்டர் கீர்த்தனா") is a name too.
  if (item.script !== 'latin') return item.match === 'none' || (afterTitle && item.match !== 'exact' && item.tags.length === 0);
  const capitalised = /^[A-Z]/.test(item.raw);
  const onlyCategory = item.tags.every((tag) => tag.t === 'category');
  if (item.match === 'none' || item.match === 'fuzzy' || item.match === 'phonetic') return capitalised || afterTitle;
  return capitalised && onlyCategory && item.tags.length > 0;
}

function displayName(items: readonly Item[]): string {
  return items
    .map((item) => {
      // The catalogue lists names in Latin letters: "डॉ रोहन मेहता" is searched as "Rohan Mehta", "டாக்டர் ராமனை" as "Raman".
      const word =
        item.script === 'tamil'
          ? romanizeTamil(tamilCaseEndings.reduce((stem, [ending, bare]) => stem.replace(ending, bare), item.raw))
          : item.script === 'devanagari'
            ? romanizeDevanagari(item.raw)
            : item.raw;
      return word.charAt(0).toUpperCase() + word.slice(1);
    })
    .join(' ');
}

/** "my wife, Mrs. Kamala": a title right after one of the client's family names the person the visit is for. */
const familyWords = new Set<string>([
  ...familyNouns,
  'sister',
  'brother',
  'patni',
  'pati',
  'biwi',
  'पत्नी',
  'पति',
  'बीवी',
  'மனைவி',
  'கணவர்',
  'manaivi',
  'kanavar',
]);

function nameAround(items: readonly Item[]): Item[] {
  for (const item of items) {
    const family = familyWords.has(items[item.index - 1]?.raw.toLowerCase() ?? '');
    const titled = tagOf(item, 'title') !== undefined && !family;
    if (titled || hasCue(item, 'with')) {
      const name: Item[] = [];
      for (let index = item.index + 1; name.length < 2 && isNameWord(items[index], titled, name.length === 0); index += 1) {
        name.push(items[index] as Item);
      }
      if (name.length > 0 && (titled || /^[A-Z]/.test(name[0]?.raw ?? ''))) return name;
    }
    if (tagOf(item, 'honorific')) {
      const name: Item[] = [];
      for (let index = item.index - 1; name.length < 2 && isNameWord(items[index], true, true); index -= 1) {
        name.unshift(items[index] as Item);
      }
      if (name.length > 0) return name;
    }
  }
  return [];
}

/** Unknown, or only a loose match of a vocabulary word ("Kare" read as a form of "kar"). */
const isUnknown = (item: Item) => item.match === 'none' || (item.match !== 'exact' && item.tags.length === 0);

/** A capitalised word that may belong to a business's name: unknown ("Glow", "Adda") or a trade word ("Salon", "Cafe"). */
function isBrandWord(item: Item | undefined): item is Item {
  if (!item || item.script !== 'latin' || item.num || !/^[A-Z]/.test(item.raw)) return false;
  return isUnknown(item) || (item.tags.length > 0 && item.tags.every((tag) => tag.t === 'category'));
}

/** Words that mark the capitalised words beside them as a place to go: "at X", "from X", "X mein", "X la". */
const placeBefore = new Set(['at', 'from']);

/** Names said as a place to go ("book at Sharma Sweets", "Sharma Sweets mein"), though no word names the trade. */
function saidAsPlace(items: readonly Item[], run: readonly Item[]): boolean {
  const before = items[run[0]!.index - 1]?.raw.toLowerCase() ?? '';
  const after = items[run.at(-1)!.index + 1]?.raw.toLowerCase() ?? '';
  return run.filter(isUnknown).length >= 2 && (placeBefore.has(before) || placePostpositions.has(after));
}

/**
 * A business asked for by its name, without a title: "Glow Unisex Salon", "Cafe Adda", "Sharma
 * Auto Care" — capitalised words in a row, at least one unknown and one naming the trade — or
 * unknown capitalised words said as a place ("book at Sharma Sweets").
 */
function brandName(items: readonly Item[]): Item[] {
  for (let start = 0; start < items.length; start += 1) {
    const run: Item[] = [];
    for (let index = start; isBrandWord(items[index]) && (run.length === 0 || !items[index]!.breakBefore); index += 1) {
      run.push(items[index]!);
    }
    const unknown = run.some(isUnknown);
    const trade = run.some((item) => item.tags.length > 0);
    if (run.length >= 2 && ((unknown && trade) || saidAsPlace(items, run))) return run;
    start += Math.max(0, run.length - 1);
  }
  return [];
}

/** "कन्नड़ नहीं आती", "Kannada theriyaadhu", "I don't speak Kannada": a language the client lacks, not the one wanted. */
const lackingAfter = /^(?:नहीं|नही|nahi|nahin|nhi|தெரியாது|தெரியல|theriyadhu|theriyaadhu|theriyala|varaadhu|வராது)$/iu;
const lackingBefore = /^(?:not|dont|doesnt|cant|no)$/iu;

function lacks(items: readonly Item[], item: Item): boolean {
  // Hindi and Tamil say the "not" after the language, English before it; a "speaking" in between says it is wanted.
  const after = items.slice(item.index + 1, item.index + 4);
  const speakAt = after.findIndex((near) => hasCue(near, 'speak'));
  const tail = speakAt >= 0 ? after.slice(0, speakAt) : after;
  const before = items.slice(Math.max(0, item.index - 3), item.index);
  return tail.some((near) => lackingAfter.test(near.raw)) || before.some((near) => lackingBefore.test(near.raw));
}

/** "Tamil pesara doctor", "speaks Tamil": the language a speaking word sits right beside. */
function spokenBeside(items: readonly Item[], item: Item): boolean {
  return [items[item.index - 1], items[item.index + 1]].some((near) => near !== undefined && hasCue(near, 'speak'));
}

function providerLanguage(items: readonly Item[]): string | null {
  const spoken = anyCue(items, 'speak');
  // "English um konjam dhaan. Tamil pesara doctor": of two languages, the one said with "speaking" is asked.
  const said = items.find((item) => tagOf(item, 'language') && spokenBeside(items, item) && !lacks(items, item));
  if (said) return tagOf(said, 'language')!.code;
  for (const item of items) {
    const language = tagOf(item, 'language');
    if (!language || lacks(items, item)) continue;
    const nextToService = [items[item.index - 1], items[item.index + 1]].some((near) => near && tagOf(near, 'category'));
    if (spoken || nextToService) return language.code;
  }
  return null;
}

const isPlace = (item: Item) => item.tags.some((tag) => tag.t === 'city' || tag.t === 'area');

/**
 * The items to read a place from: those outside negated clauses first, so "not Mumbai, Chennai" is Chennai. A word
 * only near a place's name ("behalf" for Behala) counts when no place is named as such ("…in Mayur Vihar, Delhi").
 */
function placeItems(items: readonly Item[], negated: ReadonlySet<number>): Item[] {
  const named = items.some((item) => isPlace(item) && item.match !== 'fuzzy');
  const usable = named ? items.filter((item) => !isPlace(item) || item.match !== 'fuzzy') : items;
  return [...usable.filter((item) => !negated.has(item.index)), ...usable.filter((item) => negated.has(item.index))];
}

/**
 * The city asked for: the first named, outside what a negation takes back; but when the open request's city is
 * named beside another ("Coimbatore la illaya? … Chennai T Nagar la"), the other one is the change.
 */
function cityOf(items: readonly Item[], negated: ReadonlySet<number>, requestCity: string | null): string | null {
  const ownArea = (item: Item) => areaTags(item).find((tag) => !tag.onlyInCity);
  const named = placeItems(items, negated).filter((item) => (tagOf(item, 'city')?.city ?? ownArea(item)?.city) !== undefined);
  // "guests are coming from Delhi … a table in T Nagar", "Delhi la irundhu": where someone comes from is not where
  // to look, when another place is named.
  const others = named.filter((item) => !comesFrom(items, item));
  const cities = (others.length > 0 ? others : named).map((item) => (tagOf(item, 'city')?.city ?? ownArea(item)?.city)!);
  return cities.find((city) => city !== requestCity) ?? cities[0] ?? null;
}

const sourceSuffix = /(லேர்ந்து|லிருந்து|இருந்து)$/u;

/** A place said as where someone comes from: "from Delhi", "Delhi se", "Delhi la irundhu", "டெல்லியிலிருந்து". */
function comesFrom(items: readonly Item[], item: Item): boolean {
  const after = [items[item.index + 1], items[item.index + 2]];
  const marked = hasCue(after[0], 'sourceAfter') || (after[0]?.raw.toLowerCase() === 'la' && hasCue(after[1], 'sourceAfter'));
  return marked || hasCue(items[item.index - 1], 'sourceBefore') || sourceSuffix.test(item.raw);
}

type AreaTag = Extract<Tag, { t: 'area' }>;
const areaTags = (item: Item): AreaTag[] => item.tags.filter((tag): tag is AreaTag => tag.t === 'area');

/**
 * An area of the city asked for (of the request's old city and a new one, the new one's). A name other cities have
 * too ("malviya nagar wala") is the area of the city said or the request's, never a city of its own.
 */
function areaOf(items: readonly Item[], city: string | null, requestCity: string | null): string | null {
  const known = city ?? requestCity;
  for (const item of items) {
    const tag = areaTags(item).find(
      (candidate) =>
        candidate.area !== null && (candidate.onlyInCity ? candidate.city === known : city === null || candidate.city === city),
    );
    if (tag) return tag.area;
  }
  return null;
}

/** Reads the named entities of a message; a place in a clause that takes it back ("not Mumbai") counts only when no other is named. */
export function readEntities(
  items: readonly Item[],
  negated: ReadonlySet<number> = new Set(),
  requestCity: string | null = null,
): Entities {
  const titled = nameAround(items);
  const name = titled.length > 0 ? titled : brandName(items);
  const ref = items.find((item) => item.ref)?.ref ?? null;
  const city = cityOf(items, negated, requestCity);
  return {
    providerName: name.length > 0 ? displayName(name) : null,
    nameItems: new Set(name.map((item) => item.index)),
    city,
    // An area of the city asked for (of the request's old city and a new one, the new one's).
    area: areaOf(placeItems(items, negated), city, requestCity),
    providerLanguage: providerLanguage(items),
    bookingRef: ref ? ref.toLowerCase() : null,
  };
}
