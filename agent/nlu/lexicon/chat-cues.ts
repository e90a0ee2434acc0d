/**
 * Conversation words: greetings and help, thanks, things Mitra does not do, yes and no,
 * picking an offered option, another day, and the small words that link mentions
 * ("from 5", "kal ki jagah", "மணியிலிருந்து").
 */
import type { LexGroup } from '../match/tags.ts';
import { cue } from '../match/tags.ts';

/** Cues of the conversation itself. */
export const chatCueGroups: LexGroup[] = [
  cue('greeting', {
    en: ['hi', 'hii', 'hiii', 'hello', 'helo', 'hello there', 'hey', 'heya', 'hlo', 'good morning', 'good afternoon', 'good evening', 'greetings', 'yo', 'howdy', 'how are you'],
    hi: ['namaste', 'namaskar', 'namastey', 'namasté', 'नमस्ते', 'नमस्कार', 'प्रणाम', 'ram ram', 'राम राम', 'salaam', 'sat sri akal', 'hello ji', 'हेलो', 'हैलो', 'हाय', 'हाई'],
    ta: ['வணக்கம்', 'ஹலோ', 'ஹாய்', 'vanakkam', 'vanakam', 'vannakam', 'vanakkam ji'],
  }),
  cue('help', { en: ['help', 'halp', 'assist', 'support', 'how does this work', 'how to use', 'guide me'], hi: ['madad', 'madat', 'sahayata', 'मदद', 'सहायता', 'help chahiye'], ta: ['உதவி', 'உதவுங்க', 'udhavi', 'uthavi', 'help pannunga'] }),
  cue('capability', {
    en: ['what can you do', 'what do you do', 'what can u do', 'who are you', 'what are you', 'what all can you do', 'what services', 'what is this'],
    hi: ['kya kar sakte', 'kya kya kar sakte', 'kya kar sakti', 'kya kya kar sakti', 'aap kaun', 'tum kaun', 'क्या कर सकते', 'क्या क्या कर सकते', 'आप कौन', 'क्या कर सकती'],
    ta: ['என்ன செய்ய முடியும்', 'என்னென்ன செய்ய முடியும்', 'நீங்க யாரு', 'என்ன பண்ண முடியும்', 'என்ன பண்ணுவீங்க', 'என்ன செய்வீங்க', 'என்னென்ன பண்ணுவீங்க', 'enna panna mudiyum', 'ennenna panna mudiyum', 'enna seyya mudiyum', 'neenga yaaru', 'enna pannuveenga', 'enna seiveenga'],
  }),
  cue('thanks', { en: ['thanks', 'thank you', 'thx', 'thanku', 'thankyou', 'ty', 'tysm'], hi: ['shukriya', 'dhanyavaad', 'dhanyawad', 'धन्यवाद', 'शुक्रिया'], ta: ['நன்றி', 'nandri', 'nanri'] }),
  cue('outOfScope', {
    en: ['weather', 'forecast', 'rain', 'temperature', 'news', 'cricket', 'ipl', 'football', 'match', 'match score', 'score', 'who won', 'won', 'movie', 'movies', 'film', 'song', 'songs', 'music', 'joke', 'jokes', 'recipe', 'translate', 'translation', 'capital of', 'president', 'prime minister', 'election', 'politics', 'stock', 'stocks', 'share price', 'bitcoin', 'crypto', 'poem', 'essay', 'write a', 'meaning of', 'horoscope today', 'lottery', 'flight', 'flights', 'train', 'bus ticket', 'ticket', 'tickets', 'hotel room', 'pizza', 'burger', 'order food', 'order', 'deliver', 'delivery', 'cab', 'taxi', 'recharge', 'swiggy', 'zomato', 'gold', 'gold rate', 'gold price', 'silver rate', 'petrol', 'diesel', 'petrol price', 'fuel price', 'sensex', 'nifty', 'share market', 'stock market', 'dollar rate', 'exchange rate', 'auction', 'rcb', 'csk', 'mumbai indians', 'traffic'],
    hi: ['jeeta', 'jeeti', 'jita', 'jiti', 'जीता', 'जीती', 'mausam', 'मौसम', 'बारिश', 'baarish', 'samachar', 'समाचार', 'खबर', 'khabar', 'क्रिकेट', 'फिल्म', 'गाना', 'gaana', 'चुटकुला', 'chutkula', 'अनुवाद', 'anuvad', 'चुनाव', 'मैच', 'पिज़्ज़ा', 'पिज्जा', 'ऑर्डर', 'टैक्सी', 'फ्लाइट', 'टिकट', 'मूवी', 'कैब', 'ट्रेन', 'सोने', 'सोना', 'सोने का भाव', 'चांदी', 'पेट्रोल', 'डीजल', 'शेयर बाजार', 'sone ka bhav', 'sona', 'sone'],
    ta: ['வானிலை', 'மழை', 'செய்தி', 'செய்திகள்', 'கிரிக்கெட்', 'படம்', 'சினிமா', 'பாட்டு', 'ஜோக்', 'மொழிபெயர்', 'தேர்தல்', 'பீட்சா', 'ஆர்டர்', 'டாக்ஸி', 'ஃப்ளைட்', 'பிளைட்', 'டிக்கெட்', 'ட்ரெயின்', 'ரயில்', 'vaanilai', 'mazhai', 'seidhi', 'cinema', 'paatu', 'தங்கம்', 'தங்க விலை', 'பெட்ரோல்', 'டீசல்', 'வெள்ளி விலை', 'thangam', 'thanga vilai'],
  }),
  cue('confirm', {
    en: ['yes', 'yess', 'yes please', 'yeah', 'yea', 'yep', 'yup', 'sure', 'ok', 'okay', 'okk', 'okie', 'okey', 'done', 'confirm', 'confirmed', 'go ahead', 'do it', 'correct', 'right', 'perfect', 'fine', 'alright', 'great', 'sounds good', 'that works', 'absolutely'],
    hi: ['haan', 'haa', 'haanji', 'haan ji', 'han ji', 'ji haan', 'theek hai', 'thik hai', 'theek', 'thik', 'thik h', 'sahi hai', 'chalega', 'bilkul', 'pakka', 'हाँ', 'हां', 'हा', 'जी हाँ', 'जी हां', 'ठीक है', 'ठीक', 'सही है', 'बिल्कुल', 'चलेगा', 'पक्का', 'हाँ जी'],
    ta: ['ஆம்', 'ஆமா', 'ஆமாம்', 'சரி', 'ஓகே', 'சரிங்க', 'aama', 'aamaa', 'aam', 'amaa', 'sari', 'seri', 'saringa', 'seringa', 'ok pannunga'],
  }),
  cue('imperative', { en: ['do it', 'please do', 'go for it', 'proceed'], hi: ['kar do', 'kardo', 'krdo', 'kr do', 'karo', 'kijiye', 'कर दो', 'करो', 'कीजिए', 'कर दीजिए'], ta: ['பண்ணுங்க', 'பண்ணு', 'செய்யுங்க', 'போடுங்க', 'போட்டுடுங்க', 'pannunga', 'pannu', 'panunga', 'seinga', 'podunga', 'pottudunga', 'podungal', 'pannidunga'] }),
  cue('confirmWeak', { en: ['k', 'kk', 'y'], hi: ['ha', 'han', 'ji', 'जी', 'accha', 'acha', 'achha', 'अच्छा'], ta: ['ம்ம்', 'ம்', 'hmm', 'mm'] }),
  cue('deny', {
    en: ['no', 'nope', 'nah', 'not now', 'no thanks', 'no thank you', 'dont', 'do not', 'not this', 'dont book', 'not needed', 'never mind', 'nevermind', 'stop', 'leave it'],
    hi: ['nahi', 'nahin', 'nhi', 'nai', 'mat', 'mat karo', 'rehne do', 'rahne do', 'nahi chahiye', 'नहीं', 'नही', 'मत', 'रहने दो', 'नहीं चाहिए'],
    ta: ['வேண்டாம்', 'வேணாம்', 'இல்லை', 'இல்ல', 'வேண்டா', 'illa', 'illai', 'ille', 'vendam', 'vendaam', 'venaam', 'venam', 'vendaa'],
  }),
  cue('denyWeak', { en: ['n'], hi: ['na', 'ना'], ta: [] }),
  cue('otherDay', {
    en: ['another day', 'other day', 'different day', 'some other day', 'another date', 'different date', 'other date', 'any other day', 'not that day'],
    hi: ['koi aur din', 'kisi aur din', 'aur din', 'dusra din', 'doosra din', 'dusre din', 'doosre din', 'कोई और दिन', 'किसी और दिन', 'दूसरा दिन', 'दूसरे दिन', 'और दिन'],
    ta: ['வேற நாள்', 'வேறு நாள்', 'வேற ஒரு நாள்', 'வேற தேதி', 'vera naal', 'veru naal', 'vera oru naal', 'vera day', 'vera date'],
  }),
  cue('selector', { en: ['one', 'wala', 'wali', 'waala', 'vala', 'wale', 'the one'], hi: ['वाला', 'वाली', 'वाले', 'waali', 'wale'], ta: ['அது', 'அந்த', 'adhu', 'athu', 'andha'] }),
  cue('optionNoun', { en: ['option', 'opt', 'choice', 'number', 'num'], hi: ['विकल्प'], ta: ['ஆப்ஷன்'] }),
  cue('past', { en: ['was', 'were', 'did', 'made', 'had', 'earlier'], hi: ['thi', 'tha', 'था', 'थी', 'थे', 'kiya tha', 'ki thi', 'kari thi', 'पिछले', 'pichhle', 'pichle'], ta: ['போன', 'pona'] }),
  cue('sourceBefore', { en: ['from', 'instead of', 'rather than', 'currently', 'current'], hi: [], ta: [] }),
  cue('sourceAfter', { hi: ['se', 'से', 'ki jagah', 'ke bajaye', 'ke badle', 'की जगह', 'के बजाय', 'के बदले'], ta: ['பதிலா', 'பதிலாக', 'பதில்', 'இருந்து', 'லிருந்து', 'pathila', 'badhila', 'bathila', 'padhila', 'irundhu', 'irunthu', 'lerndhu'] }),
  cue('speak', { en: ['speak', 'speaks', 'speaking', 'talks', 'language', 'knows'], hi: ['bolne', 'bolta', 'bolti', 'bolte', 'bole', 'बोलने', 'बोलता', 'बोलती', 'बोलते', 'भाषा'], ta: ['பேசும்', 'பேசுற', 'பேசுவாங்க', 'பேசக்கூடிய', 'தெரிஞ்ச', 'pesum', 'pesura', 'pesuvaanga', 'theriyum'] }),
  cue('on', { en: ['on', 'on the', 'dated', 'for the'], hi: ['ko', 'को'], ta: ['அன்று', 'அன்னைக்கு', 'annaiku'] }),
  cue('with', { en: ['with'], hi: ['ke saath', 'ke sath', 'se milna', 'के साथ'], ta: ['கிட்ட', 'உடன்', 'கூட', 'kitta', 'oda', 'kooda'] }),
  cue('in', { en: ['in'], hi: [], ta: [] }),
  cue('question', {
    en: ['what', 'whats', 'when', 'which', 'who', 'where', 'how', 'is there', 'are there', 'any'],
    hi: ['kya', 'kyaa', 'kaun', 'kab', 'kahan', 'kaise', 'kidhar', 'क्या', 'कौन', 'कब', 'कहाँ', 'कहां', 'कैसे', 'hai kya', 'है क्या'],
    ta: ['என்ன', 'எப்போ', 'எப்போது', 'எங்கே', 'எங்க', 'யார்', 'யாரு', 'ஏதாவது', 'ஏதாச்சும்', 'எந்த', 'eppo', 'eppadi', 'enga', 'yaaru', 'edhavadhu', 'ethavathu', 'edhachum', 'endha'],
  }),
];
