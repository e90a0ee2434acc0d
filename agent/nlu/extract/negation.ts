/**
 * Corrections say what they take back: "mornings won't work, evening pls", "सुबह नहीं हो पाएगा।
 * शाम को", "monday vendaam", "not a dentist. I need a skin specialist", "Pondy Bazaar illa T Nagar
 * la". A negation takes back only the thing it is attached to (see `negation-scope.ts`): the day,
 * time, part of the day, place or service named right beside it is "negated", the rest of the
 * clause (text between punctuation) still asks.
 */
import { hasCue } from '../match/item-tags.ts';
import type { Item } from '../match/tagger.ts';
import { negationScope } from './negation-scope.ts';

const negationWords = new Set([
  'not',
  'no',
  'bad',
  'busy',
  'wont',
  'cant',
  'cannot',
  'dont',
  'doesnt',
  'isnt',
  'nope',
  'nahi',
  'nahin',
  'nhi',
  'mat',
  'नहीं',
  'नही',
  'मत',
  'vendaam',
  'vendam',
  'venam',
  'venaam',
  'illa',
  'mudiyadhu',
  'mudiyathu',
  'mudiyaadhu',
  'mudiyaathu',
  'வேண்டாம்',
  'வேணாம்',
  'இல்லை',
  'இல்ல',
  'முடியாது',
  'ஆகாது',
]);

/**
 * "Otherwise" is built on the word for no — இல்லன்னா / illana ("if not"), "nahi to" — and offers a
 * second choice ("Anna Nagar illana Kilpauk"); it takes nothing back.
 */
function meansOtherwise(item: Item, next: Item | undefined): boolean {
  if (item.script === 'tamil') return /(ன்னா|னா)$/.test(item.raw);
  const word = item.raw.toLowerCase();
  if (otherwiseWords.has(word)) return true;
  return (
    /^illa+n+a+$|^illaina$/.test(word) || (['nahi', 'nahin', 'nhi', 'नहीं', 'नही'].includes(word) && /^(to|तो)$/i.test(next?.raw ?? ''))
  );
}

/** Words that only ever mean "otherwise". */
const otherwiseWords = new Set(['otherwise', 'else', 'warna', 'varna', 'वरना', 'illaati', 'illatti', 'இல்லாட்டி']);

/** Where the message says "otherwise": "4:30? nahi to 5 baje", "இல்லன்னா அஞ்சு மணிக்கு", "else the 5 pm one". */
export function otherwiseAt(items: readonly Item[]): number[] {
  return items.filter((item) => meansOtherwise(item, items[item.index + 1])).map((item) => item.index);
}

/** Whether the item is a word for no / not. */
function negates(item: Item, next?: Item): boolean {
  if (meansOtherwise(item, next)) return false;
  return hasCue(item, 'deny') || negationWords.has(item.raw.toLowerCase());
}

/** Words that forbid ("mat karo" = don't): never a mere "no" before a new request. */
const prohibitive = new Set(['mat', 'मत']);

/**
 * "nahi yaar 8 baje kar do", "illa 5 manikku podunga": a no that opens the clause answers the
 * proposal, and the rest, said with "do it", is the new request, not something taken back.
 */
function answersThenAsks(clause: readonly Item[]): boolean {
  const [first, ...rest] = clause;
  if (!first || !negates(first, rest[0]) || prohibitive.has(first.raw.toLowerCase())) return false;
  const doIt = rest.some((item) => hasCue(item, 'imperative') || hasCue(item, 'book'));
  return doIt && !rest.some((item, at) => negates(item, rest[at + 1]));
}

/** The negated items of one clause: each negation word and what it is attached to. */
function negatedInClause(clause: readonly Item[]): number[] {
  if (answersThenAsks(clause)) return [];
  const isNegation = (at: number) => negates(clause[at]!, clause[at + 1]);
  return clause.flatMap((item, at) => (isNegation(at) ? [item.index, ...negationScope(clause, at, isNegation)] : []));
}

const whenTags = new Set(['weekday', 'relDay', 'dayPart', 'month']);
const namesWhen = (item: Item) => item.tags.some((tag) => whenTags.has(tag.t));
/** What a clause may name besides its no for the no to be about something of its own: a number, kind, place or person. */
const contentTags = new Set([
  ...whenTags,
  'number',
  'clockWord',
  'minuteWord',
  'fraction',
  'ordinal',
  'category',
  'city',
  'area',
  'language',
  'needFor',
]);
/** Words of a price ceiling, whose amount may be a word no number reading holds ("ஐநூறுக்கு மேல வேண்டாம்"). */
const ceilingWords = new Set([
  'above',
  'over',
  'more',
  'under',
  'max',
  'zyada',
  'jyada',
  'upar',
  'ज़्यादा',
  'ज्यादा',
  'ऊपर',
  'mela',
  'mele',
  'மேல',
  'மேலே',
  'kulla',
  'குள்ள',
]);
const namesSomething = (item: Item) =>
  item.num !== null || item.tags.some((tag) => contentTags.has(tag.t)) || ceilingWords.has(item.raw.toLowerCase());

/**
 * "गुरुवार को रिश्तेदार आ रहे हैं, नहीं हो पाएगा", "thursday we have guests, that will not work", "…, முடியாது": a
 * clause that only refuses takes back the day or part of the day of the clause before it. Not one that names
 * something of its own: "…, barah sau se zyada nahi" refuses a price, not the day before it.
 */
function refusesAlone(clause: readonly Item[]): boolean {
  const refuses = clause.some((item, at) => negates(item, clause[at + 1]));
  // "ठंडा नहीं कर रहा", "chal nahi rahi": a no in the present continuous says what is wrong now (the fridge is not
  // cooling), not that the day before it won't do.
  const describesNow = clause.some((item) => continuousWords.has(item.raw.toLowerCase()));
  return refuses && !describesNow && !clause.some(namesSomething);
}

const continuousWords = new Set(['raha', 'rahi', 'rahe', 'rha', 'rhi', 'रहा', 'रही', 'रहे']);

/** Indices of the items a negation takes back. */
export function negatedItems(items: readonly Item[]): Set<number> {
  const negated = new Set<number>();
  let clause: Item[] = [];
  let before: Item[] = [];
  const close = () => {
    for (const index of negatedInClause(clause)) negated.add(index);
    if (refusesAlone(clause)) for (const item of before) if (namesWhen(item)) negated.add(item.index);
    before = clause;
    clause = [];
  };
  for (const item of items) {
    if (item.breakBefore) close();
    clause.push(item);
  }
  close();
  return negated;
}
