/**
 * A question about what was just offered: "is it an AC salon?", "kya wo AC wala hai?", "adhu AC
 * salon ah?", "is it in Adyar?". It points back at the offer with a pronoun ("it", "wo", "adhu")
 * and names no new day, time, provider or task, so it is not a new search: Mitra answers it and
 * the offer stays.
 */
import type { Cue } from '../lexicon/tags.ts';
import { offersOnShow, type IntentFacts } from './intent.ts';

/** Words that point back at the provider or place on offer ("is there …?" asks whether one exists, so no "there"). */
const pointers = new Set([
  'it',
  'its',
  'they',
  'their',
  'them',
  'he',
  'she',
  'wo',
  'woh',
  'vo',
  'voh',
  'ye',
  'yeh',
  'wahan',
  'vahan',
  'unka',
  'unke',
  'unki',
  'uska',
  'वो',
  'वह',
  'यह',
  'ये',
  'वहाँ',
  'वहां',
  'उनका',
  'उनके',
  'उनकी',
  'उसका',
  'adhu',
  'athu',
  'idhu',
  'ithu',
  'anga',
  'avanga',
  'avangaloda',
  'avar',
  'அது',
  'இது',
  'அங்க',
  'அங்கே',
  'அவங்க',
  'அவங்களோட',
  'அவர்களின்',
  'அவர்',
]);

/**
 * Cues of a new task or a reply to the offer, which a question about the offer does not carry. Not the
 * words for "a good one" (find): "are they any good?", "அவங்க நல்லா வேலை செய்வாங்களா?" ask how good the
 * offered ones are, and a search for a good one names no pointer or review.
 */
const taskCues: readonly Cue[] = ['book', 'need', 'show', 'slotNoun', 'available', 'otherDay', 'cancel', 'reschedule', 'complaint'];

/** Reviews and ratings are what the offered providers have: "how are the reviews?", "ரிவ்யூ எப்படி இருக்கு?". */
const reviewWords = new Set([
  'review',
  'reviews',
  'rating',
  'ratings',
  'feedback',
  'रिव्यू',
  'रिव्यूज',
  'रेटिंग',
  'समीक्षा',
  'ரிவ்யூ',
  'ரிவ்யூஸ்',
  'ரேட்டிங்',
  'விமர்சனம்',
]);

/** Whether the message asks about the offer waiting for an answer; a question about its price is answered elsewhere. */
export function asksAboutOffer(facts: IntentFacts, asksPrice: boolean): boolean {
  if (!facts.previous?.awaiting || !facts.isQuestion || asksPrice) return false;
  if (facts.hasDate || facts.hasTime || facts.hasWindow || facts.hasName || facts.option.optionNumber !== null) return false;
  if (facts.hasProviderLanguage) return false;
  const names = (words: ReadonlySet<string>, item: { raw: string }) => words.has(item.raw.toLowerCase());
  // "what are their ratings?": asking to be shown the reviews is still about the offer.
  const asksReviews = facts.items.some((item) => names(reviewWords, item));
  if (taskCues.some((cue) => facts.cues.has(cue) && !(asksReviews && cue === 'show'))) return false;
  // The pronoun opens the question: "is it …", "kya wo …", "adhu …"; or it asks after the reviews.
  return asksReviews || facts.items.slice(0, 2).some((item) => names(pointers, item));
}

/** Where the offered provider is: "where is the clinic?", "office kahan hai?", "கடை எங்க இருக்கு?". */
const placeWords =
  /\b(?:where|address|location|located|kahan|kahaan|kaha|kidhar|pata|enga|engey|enge|engae|address enna)\b|कहाँ|कहां|किधर|पता|எங்க|எங்கே|முகவரி|அட்ரஸ்/iu;
/** How long it takes: "how long is the session?", "kitni der lagegi?", "evvalavu neram edukkum?". */
const durationWords =
  /\b(?:how long|duration|kitni der|kitna time|kitna samay|evvalavu neram|evlo neram|evalo neram|evlo time|neram edukkum|time edukkum)\b|कितनी देर|कितना समय|कितना टाइम|எவ்வளவு நேரம்|எவ்ளோ நேரம்|நேரம் எடுக்கும்/iu;

/** Whether the provider comes to the client: "will the teacher come home?", "veetuku varuvangala?", "घर आएंगी?". */
const visitWords =
  /\b(?:come home|come to (?:our|my) (?:home|house|place)|home visit|visit (?:our|my) (?:home|house)|ghar (?:pe |par )?(?:aa|aaye|aayen|aayenge|aayegi|aayega|aate|aati)|veetuk?ku? var|veettukku var)|घर (?:पर |पे )?(?:आ|आए|आएं|आएंगे|आएंगी|आएगा|आते|आती)|வீட்டுக்கு வர/iu;

/** Parking at the place on show: "गाड़ी की पार्किंग मिल जाएगी?", "car parking irukka?" ask where it is, not for a car service. */
const parkingWords = /\b(?:parking|park karne|park pannalama|park panna)\b|पार्किंग|பார்க்கிங்/iu;
const vehicleCategories: ReadonlySet<string> = new Set(['car', 'bike']);

export type OfferDetail = { price: boolean; place: boolean; duration: boolean; visits: boolean };

/**
 * A question about the details of what is on show (its price, where it is, how long it takes) that names
 * nothing new: no day, time, place, provider, option or task, and no kind but the one asked for already
 * ("how much is the check-up and where exactly is the clinic?"). Answered from the offer, which stays.
 */
export function asksOfferDetail(
  facts: IntentFacts,
  text: string,
  constraints: { asksPrice: boolean; pickBy: string | null; sort: string | null },
  category: string | null,
): OfferDetail | null {
  // "the cheaper one", "கம்மி விலை உள்ளது": a pick or an order by price, not a question about it.
  if (constraints.pickBy !== null || constraints.sort !== null) return null;
  const asksPrice = constraints.asksPrice;
  if (!offersOnShow(facts)) return null;
  const parking = parkingWords.test(text);
  const place = placeWords.test(text) || parking;
  const detail = { price: asksPrice, place, duration: durationWords.test(text), visits: visitWords.test(text) };
  if (!detail.price && !detail.place && !detail.duration && !detail.visits) return null;
  // "kitni der ka session?", "எவ்வளவு நேரம்?": the length asked may read as a time or a slot; it is neither.
  const asksWhen = !detail.duration && (facts.hasTime || facts.hasWindow);
  if (facts.hasDate || asksWhen || facts.hasName || facts.hasPlace || facts.hasProviderLanguage) return null;
  if (facts.option.optionNumber !== null) return null;
  // "varuvangala" (will they come) is also a word of asking what is free: of someone coming home, it is the question;
  // so is "இருக்காங்க" (are) in "அவங்க எங்க இருக்காங்க?" (where are they), said of the ones on show.
  const ofThoseOnShow = detail.place && facts.items.some((item) => pointers.has(item.raw.toLowerCase()));
  const allowed: readonly Cue[] = [
    'need',
    'show',
    ...(detail.duration ? (['slotNoun'] as const) : []),
    ...(detail.visits || parking || ofThoseOnShow ? (['available'] as const) : []),
  ];
  if (taskCues.some((cue) => facts.cues.has(cue) && !allowed.includes(cue))) return null;
  // The car parked is the client's own: it names no kind asked for.
  const ownVehicle = parking && category !== null && vehicleCategories.has(category);
  if (category !== null && category !== facts.previous?.category && !ownVehicle) return null;
  return detail;
}
