/**
 * Whether a complaint message already says what happened ("complaint: the plumber never came")
 * or only that there is a complaint ("I want to complain about my booking", "मुझे शिकायत करनी
 * है", "எனக்கு புகார் இருக்கிறது") — then Mitra asks what happened before raising it.
 */
import { foldCase } from '#api/core/text/fold.ts';
import { complaintFillers } from '../lexicon/complaint-fillers.ts';

const fillers = new Set(Object.values(complaintFillers).flatMap((words: readonly string[]) => words.map(foldCase)));

/** A message says what happened when at least this many of its words are more than "I have a complaint". */
const detailWords = 3;

export function complaintHasDetails(text: string): boolean {
  const words = foldCase(text).match(/[\p{L}\p{M}\p{N}']+/gu) ?? [];
  return words.filter((word) => !fillers.has(word)).length >= detailWords;
}
