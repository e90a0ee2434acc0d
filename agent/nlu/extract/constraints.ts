/**
 * What the client adds to a request besides what and when: a price ceiling ("under ₹500",
 * "500 se kam", "500 ரூபாய்க்குள்"), an order ("cheapest", "sasta", "best rated"), a pick by a
 * property of the offered options ("the earliest", "the later one", "the cheaper one"),
 * dropping the whole request ("leave it", "rehne do", "விடுங்க"), a question about the price,
 * and a strong yes ("yes", "haan", "ஆமா": not a mere "ok"). Read from the normalised text: these
 * are short fixed patterns around numbers and currency signs the tokenizer drops.
 */
import { foldText } from '#api/core/text/fold.ts';
import { defersDecision } from './deferral.ts';

export type SortOrder = 'price' | 'rating';
export type PickBy = 'earliest' | 'latest' | 'cheapest';

export type Constraints = {
  maxPricePaise: number | null;
  sort: SortOrder | null;
  pickBy: PickBy | null;
  /** "leave it", "rehne do": the whole request is dropped (not just the proposal declined). */
  drop: boolean;
  /** "how much?", "फीस कितनी है?", "எவ்வளவு ஆகும்?" */
  asksPrice: boolean;
  /** "same as last time", "पिछली बार जैसा", "போன தடவை மாதிரி": the client asks to repeat a booking they had. */
  repeatsLast: boolean;
  /** A yes that can carry a booking on its own (with a picked option): not "ok", "fine". */
  strongYes: boolean;
  /** "I'll check with my wife and get back", "soch ke batata hoon": the decision is put off, whatever "ok" says. */
  defers: boolean;
};

const money = String.raw`(?:₹|rs\.?|inr|rupees?|rupaye|rupay|rubai|rupai|रुपये|रुपए|रुपया|रु\.?|ரூபாய்|ரூ\.?)`;
const amount = String.raw`(\d[\d,]*)`;
/**
 * "under ₹500", "budget 500", "max rs 800", "not more than 1000", "nothing above 500", "I don't want to pay more than 500"
 * (a bare "above" is a floor, not a ceiling).
 */
const ceilingBefore = new RegExp(
  String.raw`(?:under|below|less than|within|upto|up to|max(?:imum)?|budget(?: is| of)?|not more than|no more than|at most|(?:nothing|not|no) (?:above|over|beyond|more than)|(?:don['’]?t|do not|won['’]?t|will not|can['’]?t|cannot) (?:want to |wanna )?(?:pay|spend) (?:more than|above|over|beyond)|not exceeding|andar|neeche)\s*${money}?\s*${amount}`,
  'iu',
);
/**
 * "500 se kam", "₹500 tak", "500rs kulla", "500 रुपये से कम", "500 ரூபாய்க்குள்ள", "500 or less", and the
 * negated floor "500 se zyada nahi", "500 से ऊपर नहीं", "500 kku mela vendam", "500 ரூபாய்க்கு மேல வேண்டாம்".
 */
const ceilingAfter = new RegExp(
  String.raw`${money}?\s*${amount}\s*${money}?\s*(?:se kam|se kum|tak|ke andar|ke neeche|ke under|or less|max|kulla|kulle|ukkulla|kku ?lla|se (?:zyada|jyada|jada|upar) (?:nahi|nahin|nhi|na|mat)|k?ku mela? (?:vendam|vendaam|venam|venaam|venda)|से कम|तक|के अंदर|के भीतर|के नीचे|से (?:ज्यादा|जादा|ऊपर) (?:नहीं|मत)|க்குள்|குள்ள|குள்|க்கு கீழ|க்கு மேல(?:்)? (?:வேண்டாம்|வேணாம்|வேண்டா))`,
  'iu',
);
/**
 * "நானூறு ரூபாய் வரைக்கும் ok", "400 rupees varaikkum": up to a sum of rupees. The money word is required, as "காலை 10
 * வரை" is until ten o'clock.
 */
const ceilingUpTo = new RegExp(String.raw`${amount}\s*${money}\s*(?:வரைக்கும்|வரைக்கு|வரை|varaikkum|varaikum|varaiku|varai)`, 'iu');
/** ₹ and a number with "budget" somewhere before: "budget hai 500 ka". */
const budgetWord = /budget|बजट|பட்ஜெட்/iu;

/** Spoken Tamil says குறைஞ்ச விலை ("the lower price") as often as கம்மி; Hindi कम कीमत as often as सस्ता. */
const cheapWords =
  /\b(?:cheapest|cheaper|cheap|lowest|least expensive|inexpensive|affordable|sasta|sasti|saste|sastha|kam daam|kam paise|kam keemat|kam rate|kammi|kammiya|koraivana|koranja|korainja|kuraincha|malivana)\b|सस्ता|सस्ती|सस्ते|कम दाम|कम कीमत|கம்மி|குறைவான|குறைஞ்ச|குறைந்த விலை|மலிவ/iu;
const ratedWords =
  /\b(?:best rated|top rated|highest rated|best reviewed|well rated|good reviews|best reviews|achhe reviews|sabse accha|sabse achha|nalla rating)\b|सबसे अच्छ|रेटिंग|சிறந்த|நல்ல ரேட்டிங்/iu;
/** The earliest, or any at all ("any time is fine", "koi bhi chalega", "எந்த நேரமா இருந்தாலும்"): the first one shown. */
const earliestWords =
  /\b(?:earliest|soonest|first available|earlier one|the earlier|sabse pehle|sabse jaldi|jaldi wala|munnadi|seekiram|seekram|sikkiram|seekirama|any ?time|any slot|any one|anyone is fine|any is fine|(?<!(?:does|do|is|are|can|will|if|whether) )any of them|whichever|koi bhi|kisi bhi|koi sa bhi|edhu venaalum|edhu venalum|edhuvaa irundhaalum|edhuva irundhalum|endha neramaa irundhaalum|endha neram aanalum)\b|सबसे पहले|सबसे जल्दी|कोई भी|किसी भी|சீக்கிரம|முன்னாடி|எந்த நேரமா இருந்தாலும்|எந்த நேரம் ஆனாலும்|எந்த நேரமும்|எதுவா இருந்தாலும்|எது வேணாலும்/iu;
const latestWords =
  /\b(?:later one|the later|latest|last slot|baad wala|baad waala|baad ka|der wala|later wala|pinnadi)\b|बाद वाला|बाद का|பின்னாடி|லேட்டா/iu;
const dropWords =
  /\b(?:leave it|leave that|forget it|never ?mind|skip it|drop it|not now|some other time|rehne do|rahne do|rehne de|rehne dijiye|chhodo|chodo|chhod do|chod do|jane do|jaane do|abhi nahi|baad mein|vidunga|vidu|vittudunga|vitrunga|appuram|apram|ippo vendam|ippo venam)\b|रहने दो|रहने दीजिए|रहने दें|छोड़ो|छोड़ दो|छोड़िए|जाने दो|अभी नहीं|बाद में|விடுங்க|விட்டுடுங்க|விடு|அப்புறம்|இப்போ வேண்டாம்/iu;
/**
 * Needing nothing at all is dropping the request too: "don't need anything now", "no need, thanks",
 * "kuch nahi chahiye abhi", "ippo onnum venam" — a word for "nothing / anything" with a "not needed",
 * or a bare "no need" (not a no to one slot: the client wants none).
 */
const needNothingWords = new RegExp(
  [
    String.raw`\b(?:do ?n'?t|do not|dont|don ?t) (?:need|want) (?:anything|any ?thing|nothing)\b`,
    String.raw`\b(?:need|want) nothing\b|\bnothing (?:else )?(?:needed|required|for now)\b|\bno need\b`,
    String.raw`\bkuch (?:bhi )?(?:nahi|nahin|nhi|nai) (?:chahiye|chaiye|chahie|karna)\b|\b(?:zarurat|zaroorat|jarurat) (?:nahi|nahin|nhi)\b`,
    String.raw`कुछ (?:भी )?नहीं (?:चाहिए|करना)|(?:ज़रूरत|जरूरत) नहीं`,
    String.raw`\b(?:onnum|ondrum|edhuvum|ethuvum|yedhuvum) (?:venam|vendam|vendaam|venaam|venda|thevai ?illa|thevaiyilla)\b|\bthevai ?illa\b`,
    String.raw`(?:ஒண்ணும்|ஒன்றும்|எதுவும்) (?:வேண்டாம்|வேணாம்|வேண்டா|தேவை ?இல்லை)|தேவை ?இல்லை|தேவையில்லை`,
  ].join('|'),
  'iu',
);
const priceWords =
  /\b(?:how much|cost|costs|price|prices|fee|fees|charges?|rate|kitna|kitne|kitni|kitna lagega|evlo|evvalavu|evalo|evvalo|vilai)\b|कितना|कितनी|कितने|फीस|दाम|शुल्क|எவ்வளவு|விலை|கட்டணம்|சார்ஜ்/iu;
/**
 * Besides the fixed phrases, a booking verb before "last time" ("what I booked last time", "jo last time
 * book kiya tha", "last time book pannadhu"): what was done then is asked for again.
 */
const repeatLastWords =
  /\b(?:(?:booked|had|got|took|ordered) (?:\w+ )?last time|last time (?:book |booking )?(?:kiya|kiye|kari|karaya|karwaya|karvaya|liya|li|pannadh\w*|pannen\w*|pannom\w*|eduth\w*|senj\w*)|same (?:[\p{L}']+ ){0,3}as (?:last time|last|before|previous(?:ly)?)|like last time|last time(?:'s)? (?:one|booking|wala|wali|wale|jaisa|jaisi|jaise|maadhiri|madhiri|mathiri|maathiri)|same again|repeat (?:my|the) (?:last|previous)|pichh?l[iea] (?:baar|bar|dafa|dafaa)|pona (?:thadava|thadavai|thadavayum|murai|time)|adhe maadhiri|adhe madhiri)|पिछली बार|पिछले बार|लास्ट टाइम|पिछली दफ़ा|पिछली दफा|போன தடவை|போன முறை|கடந்த முறை|கடைசி தடவை|முன்பு போல/iu;
const strongYesWords =
  /\b(?:yes|yess|yeah|yep|yup|haan|haa|han|haanji|ha|aama|aamaa|aam|amaa|confirm|confirmed|go ahead|book it|book that|book this|book kar|book karo|done karo|kar do|kardo|krdo|kro|kijiye|kar dijiye|pannunga|pannidunga|pannirunga|podunga|sure)\b|हाँ|हां|पक्का|बुक|कर दो|कर दीजिए|करो|ஆமா|(?<!\d\s?)ஆம்|ஆமாம்|ஆமாங்க|உறுதி|புக்|போடுங்க|போட்டுடுங்க|பண்ணுங்க|பண்ணிடுங்க|பண்ணிருங்க/iu;

/**
 * Amounts said in words, as digits: "hazaar", "do hazaar", "dedh hazaar", "paanch sau", "five hundred", "2k",
 * "ஆயிரம்", "ஐநூறு", "ரெண்டாயிரம்" (Tamil fuses the hundreds and thousands). Only the price ceiling reads them.
 */
const smallNumbers: Record<string, number> = {
  one: 1,
  a: 1,
  ek: 1,
  एक: 1,
  two: 2,
  do: 2,
  दो: 2,
  three: 3,
  teen: 3,
  तीन: 3,
  four: 4,
  char: 4,
  chaar: 4,
  चार: 4,
  five: 5,
  paanch: 5,
  panch: 5,
  पांच: 5,
  पाँच: 5,
  six: 6,
  chhe: 6,
  chhah: 6,
  छह: 6,
  seven: 7,
  saat: 7,
  सात: 7,
  eight: 8,
  aath: 8,
  आठ: 8,
  nine: 9,
  nau: 9,
  नौ: 9,
  // "barah sau", "पंद्रह सौ", "twelve hundred": Hindi and English count hundreds past ten.
  ten: 10,
  das: 10,
  दस: 10,
  eleven: 11,
  gyarah: 11,
  ग्यारह: 11,
  twelve: 12,
  barah: 12,
  baarah: 12,
  बारह: 12,
  thirteen: 13,
  terah: 13,
  तेरह: 13,
  fourteen: 14,
  chaudah: 14,
  चौदह: 14,
  fifteen: 15,
  pandrah: 15,
  pandra: 15,
  पंद्रह: 15,
  पन्द्रह: 15,
  sixteen: 16,
  solah: 16,
  सोलह: 16,
  seventeen: 17,
  satrah: 17,
  सत्रह: 17,
  eighteen: 18,
  atharah: 18,
  athara: 18,
  अठारह: 18,
  nineteen: 19,
  unnees: 19,
  उन्नीस: 19,
  dedh: 1.5,
  डेढ: 1.5,
  dhai: 2.5,
  dhaai: 2.5,
  ढाई: 2.5,
};
const tamilAmounts: [RegExp, number][] = [
  // "moonu aayiram", "அஞ்சு ஆயிரம்": a count before the thousand.
  [/(?:ஐந்தாயிரம்|அஞ்சாயிரம்|(?:அஞ்சு|ஐந்து) ஆயிரம்|anjaayiram|anjayiram|anju aayiram|ainthu aayiram)/giu, 5000],
  [/(?:நாலாயிரம்|நான்காயிரம்|நாலு ஆயிரம்|naalaayiram|naalayiram|naalu aayiram)/giu, 4000],
  [/(?:மூவாயிரம்|மூணாயிரம்|மூணு ஆயிரம்|மூன்று ஆயிரம்|moovaayiram|moovayiram|moonu aayiram|munu aayiram|moonaayiram)/giu, 3000],
  [/(?:ரெண்டாயிரம்|இரண்டாயிரம்|rendaayiram|rendayiram|rendu aayiram)/giu, 2000],
  [/(?:தொள்ளாயிரம்|thollayiram|thollaayiram)/giu, 900],
  [/(?:எண்ணூறு|ennooru|ennuru)/giu, 800],
  [/(?:எழுநூறு|ezhunooru|ezhunuru)/giu, 700],
  [/(?:அறுநூறு|arunooru|arunuru)/giu, 600],
  [/(?:ஐநூறு|ஐந்நூறு|அஞ்ஞூறு|அஞ்சுநூறு|ainooru|ainnooru|ainuru|anjooru|anjunooru|anjunuru)/giu, 500],
  [/(?:நானூறு|நாநூறு|நாலுநூறு|naanooru|nanooru|naanuru|naalunooru)/giu, 400],
  [/(?:முந்நூறு|முன்னூறு|munnooru|munnuru)/giu, 300],
  [/(?:இருநூறு|irunooru|irunuru)/giu, 200],
  // Last: the compounds above contain it in Latin letters (rendaayiram).
  [/(?:ஆயிரத்து|ஆயிரம்|aayirathu|aayiram|ayiram)/giu, 1000],
];
const scaleWords = String.raw`(hazaar|hazar|hajar|हजार|thousand|sau|सौ|hundred)`;
const wordAmount = new RegExp(
  String.raw`(?:(\d+(?:\.\d+)?|${Object.keys(smallNumbers).join('|')})\s+)?${scaleWords}(?![\p{L}\p{M}])`,
  'giu',
);

/** The tens said after a number of hundreds (digits never: "500 and 2 of us" is no ₹502). */
const tensWords: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  bees: 20,
  tees: 30,
  chalis: 40,
  chaalis: 40,
  pachas: 50,
  pachaas: 50,
  पचास: 50,
  sattar: 70,
  assi: 80,
};
const hundredsAndTens = new RegExp(String.raw`\b(\d{1,2})00\s+(?:and\s+)?(${Object.keys(tensWords).join('|')})(?![\p{L}\p{M}])`, 'giu');

function amountsInDigits(text: string): string {
  let out = text.replace(/(\d+(?:\.\d+)?)\s*k\b/giu, (_, n: string) => String(Math.round(Number(n) * 1000)));
  out = out.replace(wordAmount, (_, count: string | undefined, scale: string) => {
    const n = count === undefined ? 1 : (smallNumbers[count.toLowerCase()] ?? Number(count));
    const unit = /sau|सौ|hundred/iu.test(scale) ? 100 : 1000;
    return String(Math.round(n * unit));
  });
  for (const [word, value] of tamilAmounts) out = out.replace(word, String(value));
  // "six hundred and fifty", "paanch sau pachaas" → "600 and fifty" → 650.
  out = out.replace(hundredsAndTens, (_, hundreds: string, tens: string) =>
    String(Number(hundreds) * 100 + (tensWords[tens.toLowerCase()] ?? 0)),
  );
  // "ek hazaar paanch sau" → "1000 500" → 1500.
  return out.replace(/(\d+)000\s+(\d00)\b/gu, (_, thousands: string, hundreds: string) =>
    String(Number(thousands) * 1000 + Number(hundreds)),
  );
}

function ceiling(raw: string): number | null {
  const text = amountsInDigits(raw);
  const match = ceilingBefore.exec(text) ?? ceilingAfter.exec(text) ?? ceilingUpTo.exec(text);
  const fallback = match ? null : budgetWord.test(text) ? new RegExp(`${money}\\s*${amount}`, 'iu').exec(text) : null;
  const digits = (match ?? fallback)?.[1]?.replace(/,/g, '');
  const rupees = digits ? Number(digits) : NaN;
  return Number.isFinite(rupees) && rupees >= 50 && rupees <= 1_000_000 ? rupees * 100 : null;
}

/** Reads the constraints of one message. */
export function readConstraints(raw: string): Constraints {
  const text = foldText(raw);
  const cheap = cheapWords.test(text);
  return {
    maxPricePaise: ceiling(text),
    sort: cheap ? 'price' : ratedWords.test(text) ? 'rating' : null,
    pickBy: earliestWords.test(text) ? 'earliest' : latestWords.test(text) ? 'latest' : cheap ? 'cheapest' : null,
    drop: dropWords.test(text) || needNothingWords.test(text),
    asksPrice: priceWords.test(text),
    repeatsLast: repeatLastWords.test(text),
    strongYes: strongYesWords.test(text),
    defers: defersDecision(text),
  };
}
