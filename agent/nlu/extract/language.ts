/**
 * The language and script to reply in. Native script wins (the dominant one when Devanagari
 * and Tamil meet); in Latin script, romanized Hindi or Tamil words make it Hinglish or
 * Tanglish. A message with no evidence ("2", "ok") keeps the conversation's language.
 */
import type { Item } from '../match/tagger.ts';
import type { LexLang } from '../lexicon/tags.ts';
import type { Token } from '../text/tokenize.ts';
import type { ConversationMemory, ReplyLanguage, Script, Variety } from '../types.ts';

/** The reply language, script and the variety typed. */
export type LanguageReading = { language: ReplyLanguage; script: Script; variety: Variety };

function letterCounts(tokens: readonly Token[]) {
  const counts = { devanagari: 0, tamil: 0, latinWords: 0 };
  for (const token of tokens) {
    if (token.kind !== 'word') continue;
    if (token.script === 'latin') counts.latinWords += 1;
    else counts[token.script] += token.norm.length;
  }
  return counts;
}

/** Romanized words that belong to exactly one of Hindi and Tamil (and are not English). */
function romanizedEvidence(items: readonly Item[]) {
  const evidence = { hi: 0, ta: 0, en: 0 };
  for (const item of items) {
    if (item.script !== 'latin') continue;
    // A short word that only sounds like a Hindi or Tamil one ("as") says nothing of the language.
    if ((item.match === 'phonetic' || item.match === 'fuzzy') && item.raw.length <= 3) continue;
    for (const langs of item.wordLangs) {
      const only = (lang: LexLang) => langs.has(lang) && langs.size === 1;
      if (only('hi')) evidence.hi += 1;
      else if (only('ta')) evidence.ta += 1;
      else if (langs.has('en')) evidence.en += 1;
    }
  }
  return evidence;
}

function fromMemory(previous: ConversationMemory | null | undefined): LanguageReading | null {
  if (!previous?.language) return null;
  const script = previous.script ?? (previous.language === 'hi' ? 'devanagari' : previous.language === 'ta' ? 'tamil' : 'latin');
  const variety: Variety =
    script !== 'latin' ? previous.language : previous.language === 'hi' ? 'hinglish' : previous.language === 'ta' ? 'tanglish' : 'en';
  return { language: previous.language, script, variety };
}

/** English words that outweigh a single Hindi- or Tamil-only one. */
const englishAgainstOneWord = 8;

/** Reads the reply language of a message. */
export function detectLanguage(tokens: readonly Token[], items: readonly Item[], previous?: ConversationMemory | null): LanguageReading {
  const counts = letterCounts(tokens);
  if (counts.devanagari > 0 || counts.tamil > 0) {
    const hindi = counts.devanagari >= counts.tamil;
    const mixed = counts.latinWords >= 2 || (counts.devanagari > 0 && counts.tamil > 0);
    return { language: hindi ? 'hi' : 'ta', script: hindi ? 'devanagari' : 'tamil', variety: mixed ? 'mixed' : hindi ? 'hi' : 'ta' };
  }
  const evidence = romanizedEvidence(items);
  // A long English message with one word that only the Hindi or Tamil vocabulary holds ("a lady gynaecologist",
  // said among twenty English words) is English.
  const strayWord = evidence.hi + evidence.ta === 1 && evidence.en >= englishAgainstOneWord;
  if ((evidence.hi === 0 && evidence.ta === 0) || strayWord) {
    const remembered = evidence.en <= 2 ? fromMemory(previous) : null;
    return remembered ?? { language: 'en', script: 'latin', variety: 'en' };
  }
  const remembered = fromMemory(previous);
  const both = Math.min(evidence.hi, evidence.ta) >= 1;
  // "haan cancel pannidunga" in a Tanglish conversation: of the two, the conversation's own.
  const keep = both && remembered?.script === 'latin' && (remembered.language === 'hi' || remembered.language === 'ta');
  const language: ReplyLanguage = keep ? remembered.language : evidence.hi >= evidence.ta ? 'hi' : 'ta';
  if (both) return { language, script: 'latin', variety: 'mixed' };
  return { language, script: 'latin', variety: language === 'hi' ? 'hinglish' : 'tanglish' };
}
