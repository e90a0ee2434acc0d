/**
 * Calendar words: today / tomorrow / day after tomorrow, weekdays with this/next, month names,
 * in English, Hindi and Tamil, native script and romanized, with common chat spellings.
 */
import type { LexGroup } from './tags.ts';
import { cue } from './tags.ts';

/** kal and परसों also mean yesterday / the day before; the extractor checks for past tense. */
export const relativeDayGroups: LexGroup[] = [
  {
    tag: { t: 'relDay', days: 0 },
    words: {
      en: ['today', 'tday', '2day', 'todays', 'tody', 'todat'],
      hi: ['aaj', 'aj', 'aajj', 'आज', 'aaj hi', 'आज ही'],
      ta: [
        'இன்று',
        'இன்னைக்கு',
        'இன்றைக்கு',
        'இன்னிக்கு',
        'innaiku',
        'innaikku',
        'inniku',
        'innikku',
        'inniki',
        'indru',
        'inru',
        'innaiki',
        'innaikki',
        'indraiku',
      ],
    },
  },
  {
    tag: { t: 'relDay', days: 0, window: 'night' },
    words: {
      en: ['tonight', 'tonite', '2nite', 'this night'],
      hi: ['aaj raat', 'आज रात'],
      ta: ['இன்று இரவு', 'இன்னைக்கு ராத்திரி', 'innaiku raathiri', 'innaiku iravu'],
    },
  },
  { tag: { t: 'relDay', days: 0, window: 'morning' }, words: { en: ['this morning'] } },
  { tag: { t: 'relDay', days: 0, window: 'afternoon' }, words: { en: ['this afternoon'] } },
  { tag: { t: 'relDay', days: 0, window: 'evening' }, words: { en: ['this evening'] } },
  {
    tag: { t: 'relDay', days: 1 },
    words: {
      en: ['tomorrow', 'tmrw', 'tmr', 'tmrow', 'tomm', 'tommorow', 'tomorow', 'tommorrow', 'tomorrw', '2morrow', '2mrw', 'tmro', 'tomo'],
      ta: [
        'நாளை',
        'நாளைக்கு',
        'naalai',
        'nalai',
        'naalaiku',
        'naalaikku',
        'nalaiku',
        'naaliku',
        'naalikku',
        'naaliki',
        'naalaikki',
        'naale',
      ],
    },
  },
  { tag: { t: 'relDay', days: 1, ambiguousPast: true }, words: { hi: ['kal', 'kall', 'कल'] } },
  {
    tag: { t: 'relDay', days: 2 },
    words: {
      en: ['day after tomorrow', 'day after tmrw', 'day after tmr', 'day after', 'overmorrow', 'dayafter'],
      hi: ['kal ke baad', 'कल के बाद'],
      ta: [
        'நாளை மறுநாள்',
        'நாளைமறுநாள்',
        'நாளை மறுதினம்',
        'naalai marunaal',
        'naalaiku marunaal',
        'naalaikku marunaal',
        'nalaiku marunal',
        'naalaiku marunal',
        'நாளைக்கு மறுநாள்',
        'nalai marunal',
        'naalai maru naal',
        'naalai marunal',
        'naalannaiku',
        'naalanaiku',
        'naalanniku',
        'naalaniki',
        'nalanaiku',
        'naalannaikku',
        'naalanaikku',
      ],
    },
  },
  { tag: { t: 'relDay', days: 2, ambiguousPast: true }, words: { hi: ['parso', 'parson', 'parsoon', 'parsu', 'parsho', 'परसों', 'परसो'] } },
  {
    tag: { t: 'pastDay' },
    words: {
      en: ['yesterday', 'yday', 'yest', 'last night'],
      hi: ['beete kal', 'बीते कल'],
      ta: ['நேற்று', 'நேத்து', 'நேற்றைக்கு', 'netru', 'nethu', 'neththu', 'nettru', 'naethu', 'nethiku'],
    },
  },
];

/** Weekday names; Tamil forms with கிழமை are matched as inflected stems too. */
export const weekdayGroups: LexGroup[] = [
  {
    tag: { t: 'weekday', weekday: 'mon' },
    words: {
      en: ['monday', 'mon', 'mondays'],
      hi: ['somvaar', 'somvar', 'somwar', 'somwaar', 'सोमवार'],
      ta: ['திங்கள்', 'திங்கட்கிழமை', 'திங்கக்கிழமை', 'திங்கள்கிழமை', 'thingal', 'thingalkizhamai', 'thingakizhamai', 'thinkal', 'thingatkizhamai'],
    },
  },
  {
    tag: { t: 'weekday', weekday: 'tue' },
    words: {
      en: ['tuesday', 'tue', 'tues', 'tuesdays'],
      // "मंगल शाम", "शनि सुबह": the short forms people type (never "रवि" or "गुरु", a name and a teacher).
      hi: ['mangalvaar', 'mangalvar', 'mangalwar', 'mangalwaar', 'मंगलवार', 'मंगल'],
      ta: ['செவ்வாய்', 'செவ்வாய்க்கிழமை', 'sevvai', 'sevvaai', 'sevvaikizhamai', 'sevvai kizhamai', 'chevvai'],
    },
  },
  {
    tag: { t: 'weekday', weekday: 'wed' },
    words: {
      en: ['wednesday', 'wed', 'weds', 'wednesdays', 'wensday'],
      hi: ['budhvaar', 'budhvar', 'budhwar', 'budhwaar', 'budh', 'बुधवार', 'बुध'],
      ta: ['புதன்', 'புதன்கிழமை', 'budhan', 'puthan', 'pudhan', 'budhankizhamai', 'puthankizhamai'],
    },
  },
  {
    tag: { t: 'weekday', weekday: 'thu' },
    words: {
      en: ['thursday', 'thu', 'thur', 'thurs', 'thursdays'],
      hi: ['guruvaar', 'guruvar', 'guruwar', 'veervaar', 'veervar', 'brihaspativaar', 'गुरुवार', 'बृहस्पतिवार', 'वीरवार'],
      ta: ['வியாழன்', 'வியாழக்கிழமை', 'viyazhan', 'vyazhan', 'vyaazhan', 'viyalan', 'vyalan', 'viyazhakizhamai', 'vyazhakizhamai'],
    },
  },
  {
    tag: { t: 'weekday', weekday: 'fri' },
    words: {
      en: ['friday', 'fri', 'fridays'],
      hi: ['shukravaar', 'shukravar', 'shukrawar', 'shukarvar', 'sukravar', 'शुक्रवार', 'शुक्र'],
      ta: ['வெள்ளி', 'வெள்ளிக்கிழமை', 'velli', 'vellikizhamai', 'velli kizhamai'],
    },
  },
  {
    tag: { t: 'weekday', weekday: 'sat' },
    words: {
      en: ['saturday', 'sat', 'saturdays', 'satarday'],
      hi: ['shanivaar', 'shanivar', 'shaniwar', 'shaniwaar', 'sanivar', 'shani', 'शनिवार', 'शनि'],
      ta: ['சனி', 'சனிக்கிழமை', 'sani', 'sanikizhamai', 'sani kizhamai', 'chani'],
    },
  },
  {
    tag: { t: 'weekday', weekday: 'sun' },
    words: {
      en: ['sunday', 'sun', 'sundays'],
      hi: ['ravivaar', 'ravivar', 'raviwar', 'itvaar', 'itwar', 'etwar', 'itwaar', 'रविवार', 'इतवार'],
      ta: ['ஞாயிறு', 'ஞாயிற்றுக்கிழமை', 'ஞாயிறுக்கிழமை', 'nyayiru', 'gnayiru', 'nayiru', 'nyayitrukizhamai', 'gnayitrukizhamai', 'nyaayiru'],
    },
  },
];

/** "this/next" before a weekday; "coming" means the next occurrence, like "this". */
export const weekModGroups: LexGroup[] = [
  {
    tag: { t: 'weekMod', next: false },
    words: {
      en: ['this', 'coming', 'this coming', 'upcoming'],
      hi: ['is', 'iss', 'ye', 'yeh', 'is wale', 'इस', 'ये', 'आने वाले'],
      ta: ['இந்த', 'வர்ற', 'வரும்', 'intha', 'indha', 'inda', 'varra', 'varum'],
    },
  },
  {
    tag: { t: 'weekMod', next: true },
    words: {
      en: ['next', 'nxt', 'the following'],
      hi: ['agle', 'agla', 'agli', 'aglay', 'agale', 'अगले', 'अगला', 'अगली'],
      ta: ['அடுத்த', 'adutha', 'aduththa', 'adutta', 'aduttha', 'adhutha'],
    },
  },
  cue('weekWord', { en: ['week', 'weeks'], hi: ['hafte', 'hafta', 'haftey', 'हफ्ते', 'सप्ताह'], ta: ['வாரம்', 'வார', 'vaaram', 'vaara'] }),
  // "10th class", "12th std": a school year, not a day of the month.
  cue('schoolYear', {
    en: ['class', 'std', 'standard', 'grade'],
    hi: ['कक्षा', 'क्लास', 'kaksha'],
    ta: ['வகுப்பு', 'vaguppu', 'std'],
  }),
  // "our 10th anniversary", "her 60th birthday", "the 3rd floor", "my 2nd visit": an ordinal counting something else.
  cue('countedNoun', {
    en: ['anniversary', 'birthday', 'bday', 'floor', 'visit', 'session', 'jubilee', 'attempt'],
    hi: ['सालगिरह', 'saalgirah', 'salgirah', 'जन्मदिन', 'janamdin', 'मंज़िल', 'मंजिल', 'manzil', 'floor'],
    ta: ['ஆண்டு', 'வருட', 'திருமண', 'கல்யாண', 'பிறந்தநாள்', 'மாடி', 'maadi', 'kalyana', 'birthday'],
  }),
  cue('dayWord', {
    en: ['date'],
    hi: ['tareekh', 'tarikh', 'tareek', 'तारीख', 'तारीख़', 'तिथि'],
    ta: ['தேதி', 'தேதிக்கு', 'thethi', 'thedhi', 'tethi'],
  }),
  cue('dayUnit', { en: ['day', 'days'], hi: ['din', 'दिन'], ta: ['நாள்', 'நாட்கள்', 'naal', 'naatkal'] }),
  cue('after', {
    en: ['after', 'later'],
    hi: ['baad', 'बाद'],
    ta: ['கழித்து', 'பிறகு', 'கழிச்சு', 'kazhithu', 'kalichu', 'kazhichu', 'piragu'],
  }),
];

/** Month names; a month only counts next to a day number ("may" alone stays a verb). */
export const monthGroups: LexGroup[] = [
  ['jan', 'january', 'janvari', 'जनवरी', 'ஜனவரி', 'janavari'],
  ['feb', 'february', 'febuary', 'farvari', 'फरवरी', 'फ़रवरी', 'பிப்ரவரி', 'பெப்ரவரி'],
  ['mar', 'march', 'maarch', 'मार्च', 'மார்ச்'],
  ['apr', 'april', 'aprail', 'अप्रैल', 'अप्रेल', 'ஏப்ரல்'],
  ['may', 'मई', 'மே'],
  ['jun', 'june', 'joon', 'जून', 'ஜூன்'],
  ['jul', 'july', 'julai', 'जुलाई', 'ஜூலை'],
  ['aug', 'august', 'agast', 'अगस्त', 'ஆகஸ்ட்', 'ஆகஸ்டு'],
  ['sep', 'sept', 'september', 'sitambar', 'सितंबर', 'सितम्बर', 'செப்டம்பர்'],
  ['oct', 'october', 'aktubar', 'अक्टूबर', 'अक्तूबर', 'அக்டோபர்'],
  ['nov', 'november', 'navambar', 'नवंबर', 'नवम्बर', 'நவம்பர்'],
  ['dec', 'december', 'desember', 'disambar', 'दिसंबर', 'दिसम्बर', 'டிசம்பர்'],
].map((words, index): LexGroup => ({ tag: { t: 'month', month: index + 1 }, words: { en: words } }));
