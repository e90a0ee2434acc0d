/**
 * "4 மணிக்கு மேல எந்த time-னாலும் ok", "anytime after 4 is fine", "4 baje ke baad kabhi bhi chalega": a time from which
 * any slot suits the client. Said to a slot proposed that day at or after it, it accepts that slot.
 */
import type { ConversationMemory, Understanding } from '../types.ts';

/** "after 4", "anytime after 4": the bound before the hour. */
const afterBefore = /\b(?:after|since|from)\s+\d/iu;
/** "4 ke baad", "4 बजे के बाद", "4 மணிக்கு மேல", "4 manikku mela": the bound after the hour. */
const afterBehind =
  /\d\s*(?:baje\s*)?(?:ke baad|ke bad)\b|\d\s*(?:बजे\s*)?के बाद|\d\s*(?:மணிக்கு|மணி)?\s*(?:மேல|அப்புறம்|பிறகு)|\d\s*(?:manikku|mani)?\s*(?:mela|mele|appuram|apram)\b/iu;
/** Any time then suits, or it is fine: "any time", "kabhi bhi", "எந்த time-னாலும்", "ok", "chalega". */
const suits =
  /\b(?:any ?time|whenever|kabhi bhi|kisi bhi time|koi bhi time|endha time|fine|ok|okay|chalega|theek|thik|sari|seri)\b|कभी भी|किसी भी समय|चलेगा|ठीक|எந்த (?:time|நேர)|எப்போ வேணாலும்|சரி/iu;

/** Does the message accept the slot proposed by giving a time it is at or after? */
export function acceptsFromTime(text: string, reading: Understanding, previous: ConversationMemory | null | undefined): boolean {
  if (previous?.awaiting !== 'confirmation' || reading.time === null) return false;
  const proposed = previous.options?.[0];
  if (!proposed?.time || (reading.date !== null && reading.date.iso !== proposed.date)) return false;
  if (!(afterBefore.test(text) || afterBehind.test(text)) || !suits.test(text)) return false;
  return proposed.time >= reading.time;
}
