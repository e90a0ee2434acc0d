/**
 * Indian cities (with old names and native spellings), languages a provider may speak, and the
 * titles and honorifics around a provider's name ("Dr. Mehta", "Sharma ji").
 */
import type { LexGroup } from './tags.ts';

const cityNames: [string, string[]][] = [
  ['Mumbai', ['mumbai', 'bombay', 'mumbay', 'मुंबई', 'मुम्बई', 'बंबई', 'மும்பை', 'பம்பாய்']],
  ['Delhi', ['delhi', 'new delhi', 'dilli', 'ncr', 'दिल्ली', 'नई दिल्ली', 'டெல்லி', 'தில்லி']],
  ['Bengaluru', ['bengaluru', 'bangalore', 'banglore', 'bangaluru', 'blr', 'बेंगलुरु', 'बैंगलोर', 'பெங்களூர்', 'பெங்களூரு']],
  ['Chennai', ['chennai', 'madras', 'chenai', 'चेन्नई', 'मद्रास', 'சென்னை', 'மெட்ராஸ்', 'சென்னையில்']],
  ['Hyderabad', ['hyderabad', 'hydrabad', 'secunderabad', 'हैदराबाद', 'ஹைதராபாத்']],
  ['Kolkata', ['kolkata', 'calcutta', 'kolkatta', 'कोलकाता', 'कलकत्ता', 'கொல்கத்தா']],
  ['Pune', ['pune', 'poona', 'पुणे', 'புனே']],
  ['Ahmedabad', ['ahmedabad', 'amdavad', 'ahmadabad', 'अहमदाबाद', 'அகமதாபாத்']],
  ['Jaipur', ['jaipur', 'जयपुर', 'ஜெய்ப்பூர்']],
  ['Lucknow', ['lucknow', 'lakhnau', 'लखनऊ', 'லக்னோ']],
  ['Coimbatore', ['coimbatore', 'kovai', 'கோயம்புத்தூர்', 'கோவை']],
  ['Madurai', ['madurai', 'மதுரை']],
  ['Noida', ['noida', 'नोएडा']],
  ['Gurugram', ['gurugram', 'gurgaon', 'गुरुग्राम', 'गुड़गांव']],
  ['Kochi', ['kochi', 'cochin', 'கொச்சி']],
  ['Chandigarh', ['chandigarh', 'चंडीगढ़']],
  ['Indore', ['indore', 'इंदौर']],
  ['Bhopal', ['bhopal', 'भोपाल']],
  ['Nagpur', ['nagpur', 'नागपुर']],
  ['Surat', ['surat', 'सूरत']],
  ['Patna', ['patna', 'पटना']],
  ['Trichy', ['trichy', 'tiruchirappalli', 'திருச்சி']],
];

const languageNames: [string, string[]][] = [
  ['ta', ['tamil', 'tamizh', 'thamizh', 'तमिल', 'தமிழ்', 'தமிழில்']],
  ['hi', ['hindi', 'hindhi', 'हिंदी', 'हिन्दी', 'ஹிந்தி', 'இந்தி']],
  ['en', ['english', 'angrezi', 'अंग्रेजी', 'इंग्लिश', 'ஆங்கிலம்', 'இங்கிலீஷ்']],
  ['te', ['telugu', 'तेलुगु', 'தெலுங்கு']],
  ['kn', ['kannada', 'कन्नड़', 'கன்னடம்']],
  ['ml', ['malayalam', 'मलयालम', 'மலையாளம்']],
  ['mr', ['marathi', 'मराठी', 'மராத்தி']],
  ['bn', ['bengali', 'bangla', 'बंगाली', 'বাংলা', 'வங்காளம்']],
  ['gu', ['gujarati', 'गुजराती', 'குஜராத்தி']],
  ['pa', ['punjabi', 'पंजाबी', 'பஞ்சாபி']],
  ['ur', ['urdu', 'उर्दू', 'உருது']],
];

/** City names by catalogue spelling. */
export const cityGroups: LexGroup[] = cityNames.map(([city, words]) => ({ tag: { t: 'city', city }, words: { en: words } }));

/** Language names by ISO 639-1 code. */
export const languageGroups: LexGroup[] = languageNames.map(([code, words]) => ({ tag: { t: 'language', code }, words: { en: words } }));

/** "Dr." before a name also says the provider is a doctor. */
export const titleGroups: LexGroup[] = [
  {
    tag: { t: 'title' },
    words: {
      en: ['dr', 'mr', 'mrs', 'ms', 'miss', 'prof', 'shri', 'sri', 'smt'],
      // "डॉक्टर कौशिक बोस" as "டாக்டர் ராமன்": the word before a name is a title, as "Dr." is.
      hi: ['डॉ', 'डा', 'डॉक्टर', 'डाक्टर', 'श्री', 'श्रीमती'],
      ta: ['டாக்டர்', 'டா', 'திரு', 'திருமதி'],
    },
  },
  { tag: { t: 'category', category: 'doctor', term: 'doctor', weight: 2, generic: true }, words: { en: ['dr'], hi: ['डॉ'] } },
  {
    tag: { t: 'honorific' },
    words: {
      en: ['sir', 'madam', 'maam', 'mam', 'saab', 'sahab'],
      hi: ['ji', 'जी', 'साहब', 'मैडम', 'मैम', 'मेम'],
      ta: ['சார்', 'மேடம்', 'மேம்', 'அவர்கள்', 'garu', 'sir kitta'],
    },
  },
];

/**
 * Hinglish and Tanglish words for "at / in / with" written after a place or a business ("mess la
 * saapadu", "Sharma Sweets mein", "Senthil kitta"): what comes before them is somewhere to go.
 */
export const placePostpositions: ReadonlySet<string> = new Set(['la', 'le', 'il', 'lo', 'mein', 'me', 'में', 'ku', 'kku', 'kitta']);
