/**
 * Number words one to twelve (clock hours) in English, Hindi and Tamil, both scripts, and the
 * fraction words of spoken time: sawa/saade/paune, dedh/dhaai, Tamil -அரை (ஐந்தரை = 5:30)
 * and -ே கால் (ஐந்தே கால் = 5:15). Tamil compounds are generated from the number words.
 */
import type { LexGroup } from './tags.ts';

type NumberWords = { value: number; en: string[]; hi: string[]; ta: string[]; taStems: string[]; taLatinStems: string[] };

/** `taStems`/`taLatinStems` end in -u and take the -அரை / -arai half-hour ending. */
const numberWords: NumberWords[] = [
  {
    value: 1,
    en: ['one'],
    hi: ['ek', 'एक'],
    ta: ['ஒன்று', 'ஒன்னு', 'ஒரு', 'onnu', 'oru', 'ondru'],
    taStems: ['ஒன்று', 'ஒன்னு'],
    taLatinStems: ['onnu', 'ondru'],
  },
  {
    value: 2,
    en: ['two'],
    hi: ['do', 'दो'],
    ta: ['இரண்டு', 'ரெண்டு', 'rendu', 'irandu', 'randu'],
    taStems: ['இரண்டு', 'ரெண்டு'],
    taLatinStems: ['rendu', 'irandu', 'randu'],
  },
  {
    value: 3,
    en: ['three'],
    hi: ['teen', 'tin', 'तीन'],
    ta: ['மூன்று', 'மூணு', 'moonu', 'munu', 'moondru', 'moonru'],
    taStems: ['மூன்று', 'மூணு'],
    taLatinStems: ['moonu', 'munu', 'moondru'],
  },
  {
    value: 4,
    en: ['four'],
    hi: ['char', 'chaar', 'चार'],
    ta: ['நான்கு', 'நாலு', 'naalu', 'nalu', 'naangu'],
    taStems: ['நான்கு', 'நாலு'],
    taLatinStems: ['naalu', 'nalu', 'naangu'],
  },
  {
    value: 5,
    en: ['five'],
    hi: ['paanch', 'panch', 'paanc', 'paach', 'पांच', 'पाच'],
    ta: ['ஐந்து', 'அஞ்சு', 'anju', 'anjhu', 'ainthu', 'aindhu', 'ainju'],
    taStems: ['ஐந்து', 'அஞ்சு'],
    taLatinStems: ['anju', 'ainthu', 'aindhu', 'anjhu'],
  },
  {
    value: 6,
    en: ['six'],
    hi: ['chhe', 'chhah', 'chah', 'cheh', 'chhai', 'chhey', 'छह', 'छः', 'छे', 'छै'],
    ta: ['ஆறு', 'aaru', 'aru'],
    taStems: ['ஆறு'],
    taLatinStems: ['aaru', 'aru'],
  },
  {
    value: 7,
    en: ['seven'],
    hi: ['saat', 'sat', 'सात'],
    ta: ['ஏழு', 'ezhu', 'yezhu', 'elu', 'ezu'],
    taStems: ['ஏழு'],
    taLatinStems: ['ezhu', 'yezhu', 'elu'],
  },
  { value: 8, en: ['eight'], hi: ['aath', 'aat', 'आठ'], ta: ['எட்டு', 'ettu', 'yettu'], taStems: ['எட்டு'], taLatinStems: ['ettu', 'yettu'] },
  {
    value: 9,
    en: ['nine'],
    hi: ['nau', 'नौ'],
    ta: ['ஒன்பது', 'ஒம்பது', 'ஒம்போது', 'onbathu', 'onbadhu', 'ombodhu', 'ombothu', 'ombathu', 'ombadhu'],
    taStems: ['ஒன்பது', 'ஒம்பது'],
    taLatinStems: ['onbathu', 'onbadhu', 'ombodhu', 'ombothu', 'ombathu', 'ombadhu'],
  },
  {
    value: 10,
    en: ['ten'],
    hi: ['das', 'dus', 'दस'],
    ta: ['பத்து', 'pathu', 'patthu', 'padhu', 'paththu'],
    taStems: ['பத்து'],
    taLatinStems: ['pathu', 'patthu', 'padhu', 'paththu'],
  },
  {
    value: 11,
    en: ['eleven'],
    hi: ['gyarah', 'gyaarah', 'gyara', 'gyaara', 'igyarah', 'ग्यारह'],
    ta: ['பதினொன்று', 'பதினொன்னு', 'பதினொரு', 'பதினோரு', 'pathinonnu', 'padhinonnu', 'pathinondru', 'pathinoru', 'padhinoru', 'pathinooru'],
    taStems: ['பதினொன்று', 'பதினொன்னு'],
    taLatinStems: ['pathinonnu', 'padhinonnu'],
  },
  {
    value: 12,
    en: ['twelve'],
    hi: ['barah', 'baarah', 'bara', 'baara', 'बारह'],
    ta: ['பன்னிரண்டு', 'பன்னெண்டு', 'பன்னிரெண்டு', 'pannendu', 'pannirendu', 'panniranadu', 'pannirandu'],
    taStems: ['பன்னிரண்டு', 'பன்னெண்டு', 'பன்னிரெண்டு'],
    taLatinStems: ['pannendu', 'pannirendu'],
  },
];

const tamilU = '\u0bc1';

/** ஐந்து → ஐந்தரை (5:30), anju → anjarai. */
function halfPastForms(entry: NumberWords): string[] {
  const script = entry.taStems.map((stem) => `${stem.slice(0, -1)}ரை`);
  const latin = entry.taLatinStems.flatMap((stem) => [`${stem.slice(0, -1)}arai`, `${stem.slice(0, -1)}ara`]);
  return [...script, ...latin];
}

/** ஐந்து → ஐந்தே, the form that takes கால் (quarter past) and முக்கால் (quarter to the next). */
function emphaticForms(entry: NumberWords): string[] {
  return entry.taStems.filter((stem) => stem.endsWith(tamilU)).map((stem) => `${stem.slice(0, -1)}\u0bc7`);
}

/** Number words as tags, Tamil half-hour compounds as clock words. */
export const numberGroups: LexGroup[] = numberWords.flatMap((entry) => [
  { tag: { t: 'number', value: entry.value }, words: { en: entry.en, hi: entry.hi, ta: [...entry.ta, ...emphaticForms(entry)] } },
  { tag: { t: 'clockWord', hour: entry.value, minute: 30 }, words: { ta: halfPastForms(entry) } },
]);

/** Words that move the hour that follows (sawa das = 10:15) or name a time on their own (dedh = 1:30). */
export const fractionGroups: LexGroup[] = [
  { tag: { t: 'fraction', offset: 15 }, words: { en: ['quarter past'], hi: ['sawa', 'sava', 'savaa', 'sawaa', 'swa', 'सवा'] } },
  {
    tag: { t: 'fraction', offset: 30 },
    words: { en: ['half past'], hi: ['saade', 'sade', 'saadhe', 'sadhe', 'saadey', 'sadey', 'saare', 'साढ़े', 'साढे', 'सादे'] },
  },
  { tag: { t: 'fraction', offset: -15 }, words: { en: ['quarter to'], hi: ['paune', 'pone', 'paone', 'pauney', 'पौने'] } },
  { tag: { t: 'clockWord', hour: 1, minute: 30 }, words: { hi: ['dedh', 'dhedh', 'derh', 'deedh', 'डेढ़', 'डेढ'] } },
  { tag: { t: 'clockWord', hour: 2, minute: 30 }, words: { hi: ['dhaai', 'dhai', 'dhaayi', 'adhai', 'adhaai', 'ढाई'] } },
  { tag: { t: 'clockWord', hour: 12, minute: 0, fixed: true }, words: { en: ['noon', 'midday', 'mid day'] } },
  { tag: { t: 'clockWord', hour: 0, minute: 0, fixed: true }, words: { en: ['midnight'] } },
  { tag: { t: 'minuteWord', minute: 15 }, words: { en: ['fifteen'], ta: ['கால்', 'kaal'] } },
  { tag: { t: 'minuteWord', minute: 30 }, words: { en: ['thirty'], ta: ['அரை', 'arai'] } },
  { tag: { t: 'minuteWord', minute: 45 }, words: { en: ['forty five', 'fortyfive'], ta: ['முக்கால்', 'mukkaal'] } },
  // "five twenty", "six fifty": said as words they are minutes (and never a near miss of "fifth" or "fourth").
  { tag: { t: 'minuteWord', minute: 20 }, words: { en: ['twenty'] } },
  { tag: { t: 'minuteWord', minute: 40 }, words: { en: ['forty'] } },
  { tag: { t: 'minuteWord', minute: 50 }, words: { en: ['fifty'] } },
];

/** Ordinals for picking an offered option; -1 is "the last one". */
export const ordinalGroups: LexGroup[] = [
  {
    tag: { t: 'ordinal', n: 1 },
    words: {
      en: ['first', 'frist', 'fisrt'],
      hi: [
        'pehla',
        'pehli',
        'pahla',
        'pahli',
        'pehle wala',
        'pehle vala',
        'pehle wale',
        'pehle waale',
        'पहला',
        'पहली',
        'पहले वाला',
        'पहले वाले',
        'पहले वाली',
      ],
      ta: ['முதல்', 'முதலாவது', 'முதல்ல', 'mudhal', 'modhal', 'mudhalavadhu', 'mudhalla'],
    },
  },
  {
    tag: { t: 'ordinal', n: 2 },
    words: {
      en: ['second', 'secnd', 'secound'],
      hi: ['doosra', 'dusra', 'doosri', 'dusri', 'doosre', 'dusre', 'दूसरा', 'दूसरी', 'दूसरे'],
      ta: ['இரண்டாவது', 'ரெண்டாவது', 'ரெண்டாவத', 'rendavadhu', 'rendavathu', 'randavathu', 'rendaavadhu', 'irandavadhu'],
    },
  },
  {
    tag: { t: 'ordinal', n: 3 },
    words: {
      en: ['third'],
      hi: ['teesra', 'tisra', 'teesri', 'tisri', 'तीसरा', 'तीसरी'],
      ta: ['மூன்றாவது', 'மூணாவது', 'moonavadhu', 'moonavathu', 'munavadhu'],
    },
  },
  {
    tag: { t: 'ordinal', n: 4 },
    words: {
      en: ['fourth'],
      hi: ['chautha', 'chauthi', 'chotha', 'चौथा', 'चौथी'],
      ta: ['நான்காவது', 'நாலாவது', 'naalavadhu', 'naalavathu'],
    },
  },
  {
    tag: { t: 'ordinal', n: 5 },
    words: {
      en: ['fifth'],
      hi: ['paanchva', 'panchva', 'paanchvi', 'पांचवां', 'पांचवी', 'पांचवा'],
      ta: ['ஐந்தாவது', 'அஞ்சாவது', 'anjavadhu', 'anjavathu'],
    },
  },
  {
    tag: { t: 'ordinal', n: -1 },
    words: { en: ['last', 'last one'], hi: ['aakhri', 'akhri', 'aakhiri', 'आखिरी', 'अंतिम'], ta: ['கடைசி', 'kadaisi', 'kadasi'] },
  },
];
