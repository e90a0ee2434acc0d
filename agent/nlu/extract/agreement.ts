import type { Understanding } from '../types.ts';

/** The message names a day or time of its own (not one carried from the conversation). */
const asksNewTime = (reading: Understanding) =>
  (reading.date !== null && !reading.carried.includes('date')) || (reading.time !== null && !reading.carried.includes('time'));

/**
 * An answer that agrees to a cancel proposal: it opens with a yes ("ஆமா, வேண்டாம்", "haan, nahi chahiye"), or it
 * asks to cancel again beside a no to something else ("nahi, aage ki date nahi chahiye, bas wo wali hata dijiye").
 */
export function agreesToCancel(reading: Understanding): boolean {
  // "சரி, யோசிச்சு சொல்றேன்" (ok, I'll think and tell you) agrees to nothing yet.
  if (reading.defers) return false;
  return reading.opensWithYes === true || (reading.asksCancel === true && !asksNewTime(reading));
}
