/**
 * A question about what was just offered: "is it an AC salon?", "kya wo AC wala hai?", "adhu AC
 * salon ah?", "is it in Adyar?". It points back at the offer with a pronoun ("it", "wo", "adhu")
 * and names no new day, time, provider or task, so it is not a new search: Mitra answers it and
 * the offer stays.
 */
import type { Cue } from '../lexicon/tags.ts';
import type { IntentFacts } from './intent.ts';

/** Words that point back at the provider or place on offer ("is there …?" asks whether one exists, so no "there"). */
const pointers = new Set([
  'it',
  'its',
  'they',
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
  'uska',
  'वो',
  'वह',
  'यह',
  'ये',
  'वहाँ',
  'वहां',
  'उनका',
  'उसका',
  'adhu',
  'athu',
  'idhu',
  'ithu',
  'anga',
  'avanga',
  'avar',
  'அது',
  'இது',
  'அங்க',
  'அங்கே',
  'அவங்க',
  'அவர்',
]);

/** Cues of a new task or a reply to the offer, which a question about the offer does not carry. */
const taskCues: readonly Cue[] = ['book', 'need', 'find', 'show', 'slotNoun', 'available', 'otherDay', 'cancel', 'reschedule', 'complaint'];

/** Whether the message asks about the offer waiting for an answer; a question about its price is answered elsewhere. */
export function asksAboutOffer(facts: IntentFacts, asksPrice: boolean): boolean {
  if (!facts.previous?.awaiting || !facts.isQuestion || asksPrice) return false;
  if (facts.hasDate || facts.hasTime || facts.hasWindow || facts.hasName || facts.option.optionNumber !== null) return false;
  if (taskCues.some((cue) => facts.cues.has(cue))) return false;
  // The pronoun opens the question: "is it …", "kya wo …", "adhu …".
  return facts.items.slice(0, 2).some((item) => pointers.has(item.raw.toLowerCase()));
}
