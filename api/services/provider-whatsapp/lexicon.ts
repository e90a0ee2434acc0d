/**
 * The words of the provider commands on WhatsApp, in the five ways providers write: English,
 * Hindi and Tamil in their scripts, and Hindi and Tamil in Latin letters. A word ending in `*` is
 * a stem (Tamil and Hindi add endings: நாளை, நாளைய, நாளைக்கு). Every match says its language, so
 * the reply comes back in the language the provider wrote in.
 */
export type DeskLocale = 'en' | 'hi' | 'ta' | 'hi-Latn' | 'ta-Latn';

export type Lexicon = Partial<Record<DeskLocale, string[]>>;

type Word = { locale: DeskLocale; pattern: RegExp };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Letters, marks and digits: what a word is made of, in every script (`\b` knows only ASCII). */
const before = '(?<![\\p{L}\\p{M}\\p{N}])';
const after = '(?![\\p{L}\\p{M}\\p{N}])';

function compile(lexicon: Lexicon): Word[] {
  return Object.entries(lexicon).flatMap(([locale, words]) =>
    (words ?? []).map((word) => {
      const stem = word.endsWith('*');
      const body = escape(stem ? word.slice(0, -1) : word).replace(/ /g, '\\s*');
      return { locale: locale as DeskLocale, pattern: new RegExp(`${before}${body}${stem ? '' : after}`, 'u') };
    }),
  );
}

/** A lexicon compiled once; `find` gives the language of the first word of it in the text. */
export function wordsOf(lexicon: Lexicon): { find: (text: string) => DeskLocale | null } {
  const words = compile(lexicon);
  return { find: (text) => words.find((word) => word.pattern.test(text))?.locale ?? null };
}

export const dayAfterWords = wordsOf({
  en: ['day after tomorrow'],
  hi: ['परसों'],
  'hi-Latn': ['parso', 'parson', 'parsoon'],
  ta: ['நாளை மறுநாள்*', 'நாளைமறுநாள்*'],
  'ta-Latn': ['naalai marunaal', 'nalai marunal', 'marunaal', 'marunal'],
});

export const tomorrowWords = wordsOf({
  en: ['tomorrow', 'tmrw', 'tomorrows'],
  hi: ['कल'],
  'hi-Latn': ['kal', 'kl'],
  ta: ['நாளை*'],
  'ta-Latn': ['naalai', 'nalai', 'naalaikku', 'nalaikku', 'naalaiku', 'nalaiku', 'naalaiya', 'nalaiya'],
});

export const todayWords = wordsOf({
  en: ['today', 'todays'],
  hi: ['आज'],
  'hi-Latn': ['aaj', 'aj'],
  ta: ['இன்று', 'இன்றைய*', 'இன்னைக்கு', 'இன்னிக்கு'],
  'ta-Latn': ['indru', 'inru', 'inniku', 'innikku', 'innaiku', 'innaikku', 'indraya'],
});

export const agendaWords = wordsOf({
  en: ['bookings', 'booking', 'appointments', 'appointment', 'appts', 'agenda', 'schedule'],
  hi: ['बुकिंग*', 'अपॉइंटमेंट*', 'अपॉइन्टमेंट*', 'शेड्यूल'],
  ta: ['அப்பாயின்ட்மென்ட்*', 'அப்பாயிண்ட்மெண்ட்*', 'அப்பாயின்மென்ட்*', 'புக்கிங்*', 'முன்பதிவு*'],
});

export const blockWords = wordsOf({
  en: ['block', 'close', 'closed', 'unavailable'],
  hi: ['बंद', 'छुट्टी'],
  'hi-Latn': ['band', 'bandh', 'chutti', 'chhutti'],
  ta: ['மூடு*', 'விடுமுறை', 'லீவு', 'பிளாக்'],
  'ta-Latn': ['moodu', 'mudu', 'moodunga', 'mudunga'],
});

export const morningWords = wordsOf({
  en: ['morning'],
  hi: ['सुबह'],
  'hi-Latn': ['subah', 'subha', 'subeh'],
  ta: ['காலை*'],
  'ta-Latn': ['kaalai', 'kalai', 'kaalaila'],
});

export const afternoonWords = wordsOf({
  en: ['afternoon'],
  hi: ['दोपहर'],
  'hi-Latn': ['dopahar', 'dopehar', 'dophar'],
  ta: ['மதியம்*'],
  'ta-Latn': ['madhiyam', 'mathiyam', 'madhyanam'],
});

export const eveningWords = wordsOf({
  en: ['evening'],
  hi: ['शाम'],
  'hi-Latn': ['shaam', 'sham', 'shyam'],
  ta: ['மாலை*'],
  'ta-Latn': ['maalai', 'malai'],
});

// Before `attendedWords`: "nahi aaya" holds "aaya".
export const noShowWords = wordsOf({
  en: ['no show', 'noshow', 'no-show', 'did not come', "didn't come", 'didnt come'],
  hi: ['नहीं आया', 'नहीं आई', 'नहीं आए', 'नही आया', 'नही आई'],
  'hi-Latn': ['nahi aaya', 'nahin aaya', 'nahi aayi', 'nahin aayi', 'nahi aaye', 'nhi aaya', 'nahi aya'],
  ta: ['வரவில்லை', 'வரல', 'வரலை'],
  'ta-Latn': ['varala', 'varalai', 'varavillai', 'varavilla'],
});

export const attendedWords = wordsOf({
  en: ['attended', 'came', 'arrived', 'present', 'showed up', 'done'],
  hi: ['आया', 'आई', 'आए', 'आ गया', 'आ गई'],
  'hi-Latn': ['aaya', 'aayi', 'aaye', 'aa gaya', 'aa gayi', 'aya'],
  ta: ['வந்தார்*', 'வந்தாங்க', 'வந்தான்', 'வந்தாள்'],
  'ta-Latn': ['vandhar', 'vandhaar', 'vanthar', 'vanthaar', 'vandhanga', 'vandhaanga', 'vanthanga'],
});

export const undoWords = wordsOf({
  en: ['undo'],
  hi: ['वापस', 'पूर्ववत'],
  'hi-Latn': ['wapas', 'vapas', 'waapas'],
  ta: ['திரும்ப*'],
  'ta-Latn': ['thirumba', 'tirumba'],
});

/** "reply: …" at the start of a message; what follows is the reply, as written. */
export const replyPrefix = /^\s*(reply|jawab|javab|जवाब|उत्तर|பதில்|bathil|badhil|pathil|padhil)\s*[:：\-–]?\s*/iu;

export const replyLocales: Record<string, DeskLocale> = {
  reply: 'en',
  jawab: 'hi-Latn',
  javab: 'hi-Latn',
  जवाब: 'hi',
  उत्तर: 'hi',
  பதில்: 'ta',
  bathil: 'ta-Latn',
  badhil: 'ta-Latn',
  pathil: 'ta-Latn',
  padhil: 'ta-Latn',
};

/** The answers to "block this?": cancel the bookings inside, keep them, or leave the time open. */
export const cancelWords = wordsOf({
  en: ['cancel'],
  hi: ['रद्द*', 'कैंसल*'],
  'hi-Latn': ['radd', 'cancel karo', 'cancel kar do'],
  ta: ['ரத்து*', 'கேன்சல்*'],
  'ta-Latn': ['rathu', 'rattu', 'radhu'],
});

export const keepWords = wordsOf({
  en: ['keep'],
  hi: ['रखो', 'रखें', 'रहने दो'],
  'hi-Latn': ['rakho', 'rakhe', 'rakh lo', 'rehne do', 'rahne do'],
  ta: ['வைத்துக்*', 'வச்சுக்*', 'இருக்கட்டும்'],
  'ta-Latn': ['vechuko', 'vachuko', 'vaichuko', 'irukkattum'],
});

export const noWords = wordsOf({
  en: ['no', "don't", 'dont', 'leave it'],
  hi: ['नहीं', 'ना', 'मत'],
  'hi-Latn': ['nahi', 'nahin', 'na', 'mat'],
  ta: ['வேண்டாம்', 'இல்லை'],
  'ta-Latn': ['vendam', 'venaam', 'venam', 'illai', 'illa'],
});

export const yesWords = wordsOf({
  en: ['yes', 'ok', 'okay', 'y', 'confirm'],
  hi: ['हाँ', 'हां', 'ठीक'],
  'hi-Latn': ['haan', 'han', 'ha', 'theek', 'thik'],
  ta: ['ஆம்', 'சரி', 'ஆமா'],
  'ta-Latn': ['aam', 'sari', 'seri', 'aama'],
});

/** A message that starts with Mitra's name is for Mitra: the provider writes as a client. */
export const mitraPrefix = /^\s*(mitra|मित्र|மித்ரா)(?![\p{L}\p{M}\p{N}])/iu;

/** A client's words about booking for themselves: such a message, not a command, goes to Mitra. */
export const clientWords = wordsOf({
  en: ['book', 'book me', 'my booking', 'my bookings', 'my appointment', 'i need', 'i want'],
  hi: ['मुझे', 'मेरी', 'मेरा', 'बुक कर*'],
  'hi-Latn': ['mujhe', 'meri', 'mera', 'book karo', 'book kar'],
  ta: ['எனக்கு', 'என்னுடைய', 'புக் பண்ண*'],
  'ta-Latn': ['enakku', 'ennoda', 'book pannu*'],
});
