/**
 * Clock words: parts of the day (which also decide AM/PM), am/pm, the "o'clock" markers
 * (baje, மணிக்கு, manikku), and the words that make a bare number a time ("at 5").
 */
import type { LexGroup } from './tags.ts';
import { cue } from './tags.ts';

/** Parts of the day; "good morning" is a greeting and lives with the conversation cues. */
export const dayPartGroups: LexGroup[] = [
  {
    tag: { t: 'dayPart', window: 'morning' },
    words: {
      en: ['morning', 'mornings', 'morng', 'mrng', 'mng', 'morn', 'early morning'],
      hi: ['subah', 'subha', 'subeh', 'suba', 'savere', 'sawere', 'savera', 'सुबह', 'सवेरे', 'प्रातः', 'सुबे'],
      ta: [
        // அதிகாலை (early morning) is how the app writes 3–5 am in Tamil (db/contract/local-time.ts).
        'அதிகாலை',
        'adhikaalai',
        'athikalai',
        'காலை',
        'காலையில',
        'காலையில்',
        'காலைல',
        'kaalai',
        'kalai',
        'kaalaila',
        'kaalayila',
        'kaalaiyila',
        'kaalaiyil',
        'kaalail',
        'kalaila',
        'kaalaile',
      ],
    },
  },
  {
    tag: { t: 'dayPart', window: 'afternoon' },
    words: {
      en: ['afternoon', 'afternoons', 'aftrnoon', 'afternon', 'noonish', 'post lunch', 'after lunch'],
      hi: ['dopahar', 'dopehar', 'dophar', 'dupahar', 'dopaher', 'dopahr', 'दोपहर', 'दुपहर'],
      ta: [
        'நண்பகல்',
        'பிற்பகல்',
        'nanpagal',
        'pirpagal',
        'pirpakal',
        'மதியம்',
        'மதியத்துக்கு',
        'மத்தியானம்',
        'மதியானம்',
        'madhiyam',
        'mathiyam',
        'madhyam',
        'mathiyanam',
        'madhiyanam',
        'mathiyaanam',
      ],
    },
  },
  {
    tag: { t: 'dayPart', window: 'evening' },
    words: {
      en: ['evening', 'evenings', 'evng', 'eve', 'evening time'],
      hi: ['shaam', 'sham', 'shaamko', 'shyam', 'शाम', 'साम'],
      ta: [
        'அந்தி',
        'andhi',
        'anthi',
        'மாலை',
        'மாலையில்',
        'சாயங்காலம்',
        'சாயந்திரம்',
        'saayangalam',
        'sayangalam',
        'saayankalam',
        'saayangaalam',
        'sayankalam',
        'saayandhiram',
        'sayandhram',
        'maalai',
        'malai',
        'maalaila',
      ],
    },
  },
  {
    tag: { t: 'dayPart', window: 'night' },
    words: {
      en: ['night', 'nite', 'nights', 'late night'],
      hi: ['raat', 'raath', 'raaat', 'रात', 'रात्रि'],
      ta: ['இரவு', 'ராத்திரி', 'ராத்ரி', 'இராத்திரி', 'iravu', 'raathiri', 'rathiri', 'raatri', 'raathri', 'iravula', 'raathirila'],
    },
  },
];

/** am/pm and the words that turn a number into an hour. */
export const clockMarkerGroups: LexGroup[] = [
  { tag: { t: 'ampm', pm: false }, words: { en: ['am', 'a m'] } },
  { tag: { t: 'ampm', pm: true }, words: { en: ['pm', 'p m'] } },
  {
    tag: { t: 'hourMarker' },
    words: {
      en: ['oclock', 'o clock', 'hrs', 'sharp'],
      hi: ['baje', 'bje', 'bajey', 'bajay', 'baj', 'bajhe', 'baaje', 'baje ka', 'बजे', 'बज', 'बजकर'],
      ta: ['மணிக்கு', 'மணி', 'மணிக்குள்', 'மணிக்குள்ள', 'manikku', 'maniku', 'manikki', 'mani', 'manike', 'manikkae', 'manikke'],
    },
  },
  {
    tag: { t: 'timeCue' },
    words: {
      en: ['at', 'around', 'arnd', 'abt', 'by', 'till', 'until', 'to', 'between', 'anytime after'],
      hi: ['ke aas paas', 'के आसपास', 'lagbhag', 'लगभग', 'se pehle', 'se pahle', 'ke pehle', 'से पहले', 'के पहले', 'tak', 'तक'],
      ta: ['சுமார்', 'sumaar'],
    },
  },
  cue('durationUnit', {
    en: ['hour', 'hours', 'hr', 'minutes', 'mins', 'min'],
    hi: ['ghanta', 'ghante', 'ghante ka', 'minute', 'घंटा', 'घंटे', 'मिनट'],
    ta: ['மணி நேரம்', 'நேரம்', 'நிமிடம்', 'mani neram', 'neram', 'nimisham'],
  }),
  cue('headcount', {
    en: ['people', 'persons', 'person', 'pax', 'guests', 'of us', 'members', 'kids'],
    hi: ['log', 'logon', 'logo', 'logon ke', 'लोग', 'लोगों', 'लोगो', 'जन', 'bande'],
    ta: ['பேர்', 'பேருக்கு', 'நபர்', 'நபர்களுக்கு', 'per', 'peru', 'perukku', 'nabar'],
  }),
];
