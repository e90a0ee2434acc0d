/**
 * Function words with no meaning for the extractors. Knowing them keeps typo correction from
 * turning "there" into "three" or "saath" into "saat", and the romanized Hindi and Tamil ones
 * are the evidence that a Latin-script message is Hinglish or Tanglish.
 */
import type { LexGroup } from '../match/tags.ts';

/** English function words (never evidence of Hinglish or Tanglish). */
const english = [
  'bad', 'sorry', 'oops', 'busy', 'office', 'works', 'suits', 'better', 'instead', 'actually', 'wait', 'whatever', 'maybe',
  'a', 'an', 'the', 'i', 'im', 'me', 'we', 'us', 'you', 'u', 'your', 'he', 'she', 'it', 'its', 'they', 'them', 'this', 'that',
  'these', 'those', 'there', 'here', 'is', 'are', 'am', 'be', 'been', 'do', 'does', 'have', 'has', 'will', 'would', 'should',
  'shall', 'may', 'might', 'must', 'of', 'for', 'in', 'into', 'at', 'on', 'by', 'to', 'from', 'up', 'down', 'out', 'about',
  'and', 'or', 'but', 'so', 'if', 'then', 'than', 'also', 'too', 'very', 'just', 'only', 'some', 'someone', 'somebody',
  'anyone', 'anybody', 'anything', 'something', 'all', 'more', 'please', 'pls', 'plz', 'plss', 'kindly', 'get', 'got',
  'like', 'go', 'going', 'come', 'take', 'let', 'lets', 'know', 'think', 'good', 'nice', 'new', 'old', 'like', 'whats',
  'time', 'times', 'session', 'sessions', 'class', 'classes', 'demo', 'service', 'services', 'home', 'house', 'kitchen',
  'room', 'son', 'daughter', 'wife', 'husband', 'mother', 'father', 'mom', 'dad', 'kid', 'child', 'family', 'friend',
  'their', 'our', 'his', 'her', 'him', 'what', 'there', 'where', 'were', 'which', 'while', 'work', 'working', 'last',
  'year', 'month', 'place', 'city', 'area', 'near', 'now', 'right now', 'asap', 'urgent', 'urgently', 'soon', 'again',
  'other', 'another', 'same', 'thing', 'way', 'like', 'into', 'french', 'person', 'much', 'many', 'well', 'any', 'sometime',
  // Near-homophones of romanized Tamil and Hindi words ("india" ~ "inda"), kept English.
  'india', 'indian', 'team', 'game', 'price',
];

/** Romanized Hindi words that mark Hinglish. */
const hinglish = [
  'hai', 'hain', 'ho', 'hu', 'hun', 'hoon', 'hoga', 'hogi', 'tha', 'thi', 'mai', 'main', 'mein', 'me', 'mujhe', 'muje', 'mujhko', 'hum', 'humko',
  'hame', 'hamein', 'aap', 'ap', 'aapko', 'apko', 'tum', 'tumhe', 'ko', 'ka', 'ki', 'ke', 'se', 'par', 'pe', 'tak', 'liye', 'lie', 'wala',
  'wali', 'wale', 'kar', 'karo', 'karna', 'karni', 'karne', 'karke', 'kr', 'krna', 'krdo', 'kardo', 'kariye', 'dena', 'de', 'dijiye', 'do',
  'lena', 'le', 'lo', 'raha', 'rahi', 'rahe', 'gaya', 'gayi', 'gaye', 'hua', 'hui', 'jo', 'jab', 'phir', 'fir', 'bhi', 'bahut', 'bohot',
  'bahot', 'zara', 'jaldi', 'abhi', 'aur', 'ya', 'nahi', 'koi', 'kuch', 'kisi', 'kis', 'yeh', 'ye', 'woh', 'wo', 'voh', 'vo', 'yaha', 'yahan',
  'waha', 'wahan', 'ghar', 'bhai', 'bhaiya', 'didi', 'yaar', 'ji', 'beta', 'beti', 'bete', 'bachche', 'bacche', 'bachcha', 'mummy',
  'papa', 'saath', 'sath', 'baat', 'aana', 'aa', 'aaye', 'aayega', 'jaana', 'jana', 'chal', 'chalo', 'dekho', 'dekh', 'sakta', 'sakte',
  'sakti', 'hoti', 'hota', 'hote', 'karta', 'karti', 'karte', 'wali', 'liya', 'kiya', 'ek', 'dono', 'sab', 'sabse', 'apna', 'apni',
  'apne', 'uska', 'uski', 'unka', 'unki', 'isko', 'usko', 'kab', 'kahan', 'kaun', 'kaunsa', 'kaunsi', 'kyun', 'kyu', 'toh', 'to', 'na',
  'gaya', 'aa gaya', 'lagta', 'lagega', 'lagi', 'baad', 'pehle', 'waqt', 'samay', 'din', 'hafte', 'mahine', 'thoda', 'zyada', 'accha',
  'kaam', 'paisa', 'paise', 'rupay', 'chahte', 'chahta', 'chahti', 'batana', 'bolo', 'bol', 'sunao', 'wapas', 'vapas', 'kharab', 'ghanta',
];

/** Romanized Tamil words that mark Tanglish. */
const tanglish = [
  'naan', 'naa', 'nan', 'enaku', 'enakku', 'neenga', 'nee', 'unga', 'ungaluku', 'ungalala', 'avanga', 'avan', 'ava', 'idhu', 'ithu',
  'adhu', 'athu', 'inga', 'anga', 'enga', 'ippo', 'ippa', 'appo', 'appuram', 'konjam', 'romba', 'rombo', 'nalla', 'oru', 'rendu',
  'irukku', 'iruku', 'irukkanga', 'irundha', 'irukaanga', 'pannunga', 'pannu', 'panna', 'panni', 'pannanum', 'pannalama', 'pannalaam',
  'venum', 'vendam', 'illa', 'illai', 'aama', 'seri', 'sari', 'ah', 'la', 'le', 'ku', 'kku', 'um', 'dhan', 'thaan', 'than', 'ellam',
  'ellaam', 'ellame', 'yenna', 'enna', 'epdi', 'eppadi', 'yaar', 'yaaru', 'vaanga', 'ponga', 'poganum', 'varanum', 'vara', 'varuvaanga',
  'sollunga', 'solla', 'theriyum', 'theriyuma', 'mudiyum', 'mudiyuma', 'mudiyathu', 'kitta', 'kooda', 'vanthu', 'vandhu', 'poi', 'pathi',
  'patthi', 'paathu', 'paakanum', 'veetla', 'veedu', 'veetuku', 'amma', 'appa', 'paiyan', 'ponnu', 'magan', 'magal', 'thambi', 'anna',
  'akka', 'da', 'di', 'pa', 'ma', 'nga', 'inniku', 'time ah', 'eduka', 'edukka', 'edukanum', 'ethavathu', 'edhavathu', 'kaasu', 'panam',
  'sikkiram', 'seekiram', 'udane', 'aprom', 'apram', 'ena', 'enoda', 'ennoda', 'unnoda', 'yen', 'yaen', 'ivlo', 'evlo', 'kudunga',
];

/** Function words, by language, with no tag. */
export const commonWordGroups: LexGroup[] = [{ words: { en: english } }, { words: { hi: hinglish } }, { words: { ta: tanglish } }];
