import type { Intent } from '../types.ts';

/**
 * A decision put off: "ok thanks, I'll check with my wife and get back", "theek hai, soch ke batata hoon",
 * "சரி, வீட்ல கேட்டு சொல்றேன்". Said after an "ok" it is still no yes: the client decides later, and
 * nothing may be booked, cancelled or moved on it. Only the client's own later acts count (first-person
 * futures, "let me …"), so "check and tell me" or "batao" — asking Mitra — is no deferral.
 */
const english = [
  String.raw`\bget(?:ting)? back\b`,
  String.raw`\blet (?:you|u) know\b`,
  String.raw`\blyk\b`,
  String.raw`\brevert\b`,
  String.raw`\bupdate (?:you|u)\b`,
  String.raw`\bthink (?:about it|about this|it over|over it|and)\b`,
  String.raw`\bsleep on it\b`,
  String.raw`\bnot sure (?:yet|if|whether)\b`,
  String.raw`\b(?:let me|lemme|i'?ll|i will|will) (?:first )?(?:check|think|ask|confirm|decide|discuss|talk|speak|consult|run it by)\b`,
  String.raw`\b(?:i'?ll|i will|will) (?:tell|message|msg|text|ping|call|inform|update) (?:you|u)\b`,
  String.raw`\b(?:need|have|got) to (?:check|ask|confirm|discuss|talk|speak|consult) (?:with|first|at home)\b`,
  String.raw`\b(?:check|ask|discuss|talk|speak|consult)(?:ing)? (?:it )?with (?:my|her|him|them|family|the family)\b`,
  String.raw`\brun it by\b`,
  String.raw`\bcheck my (?:schedule|calendar|diary|availability|timings|office schedule)\b`,
  String.raw`\b(?:maybe|decide|confirm|tell you|do it) later\b`,
  String.raw`\bmaybe (?:next|some other|another|tomorrow|on)\b`,
  String.raw`\b(?:not|wont|won't|dont|don't|do not|will not) book(?:ing)? (?:it |anything |this )?(?:now|yet|today|right now)\b`,
  String.raw`(?:^|\b(?:ok|okay|k|fine)\W+)noted\b`,
];

/**
 * "ok wait", "one sec", "give me 5 mins", "ek minute ruko", "ஒரு நிமிஷம்": the client holds the answer back. Alone (or
 * with an "ok") it is no yes; with a new day or time ("रुकिए, … अगले सोमवार कर दीजिए") it only opens the change.
 */
const holdWords = new RegExp(
  [
    String.raw`(?:^|\b(?:ok|okay|k|hmm|fine|please|pls|haan|ha)\W+)(?:wait|hold on|hang on)\b`,
    String.raw`\b(?:wait|hold on|hang on) (?:a |one )?(?:sec|second|min|minute|moment|bit)\b`,
    String.raw`(?:^|\b(?:ok|okay|k|hmm|just)\W+)(?:one|a) (?:sec|second|min|minute|moment)\b`,
    String.raw`\bgive me (?:a |one |two |\d+ )?(?:sec|secs|second|seconds|min|mins|minute|minutes|moment|while|time)\b`,
    String.raw`\b(?:ruko|ruk jao|rukiye|ruk ja|ek (?:minute|min|sec|second))\b`,
    'रुको',
    'रुकिए',
    'एक मिनट',
    'ஒரு நிமிஷம்',
    'ஒரு நிமிடம்',
    'வெயிட் பண்ணுங்க',
    String.raw`\b(?:oru nimisham|oru nimisam|oru nimidam|wait pannunga)\b`,
  ].join('|'),
  'iu',
);

/** Does the message hold the answer back ("ok wait", "ஒரு நிமிஷம்")? */
export function holdsOn(text: string): boolean {
  return holdWords.test(text);
}

const hinglish = [
  String.raw`\bsoch ?(?:ke|kar|k)\b`,
  String.raw`\bsoch(?:ta|ti|unga|ungi|enge) ?(?:hu|hoon|hun|hain)?\b`,
  String.raw`\bsoch (?:lu|loon|lun|lunga|lungi|lenge)\b`,
  String.raw`\b(?:puch|pooch|puchh|poochh) (?:lu|loon|lun|lunga|lungi|lenge|leta|leti)\b`,
  String.raw`\bbata(?:unga|ungi|yenge|enge|ta hu|ta hoon|ta hun|ti hu|ti hoon|ti hun|te hain|te hai)\b`,
  String.raw`\bbata (?:dunga|dungi|denge|deta hu|deta hoon|deti hu|deti hoon)\b`,
  String.raw`\bconfirm (?:karunga|karungi|karenge|karta hu|karta hoon|karti hu|karti hoon|kar dunga|kar dungi|kar denge)\b`,
  String.raw`\bdekhte (?:hain|hai|he)\b`,
  String.raw`\bdekh(?:ta|ti) (?:hu|hoon|hun)\b`,
  String.raw`\bshayad agl[ea] (?:hafte|week|mahine)\b`,
];

const hindi = [
  'सोच ?(?:कर|के)',
  'सोच(?:ता|ती|ूँगा|ूंगा|ूँगी|ूंगी|ेंगे)',
  'सोच (?:लूँ|लूं|लेंगे)',
  'पूछ (?:लूँ|लूं|लेंगे|लेता|लेती)',
  'पूछ(?:ता|ती) (?:हूँ|हूं|हैं)',
  'बता(?:ऊँगा|ऊंगा|ऊँगी|ऊंगी|एँगे|एंगे)',
  'बता(?:ता|ती|ते) (?:हूँ|हूं|हैं)',
  'बता (?:दूँगा|दूंगा|दूँगी|दूंगी|देंगे)',
  'कन्फ़?र्म (?:करूँगा|करूंगा|करूँगी|करूंगी|करेंगे)',
  'देखते हैं',
  'देख(?:ता|ती) (?:हूँ|हूं)',
];

const tamil = [
  'சொல்றேன்',
  'சொல்லுறேன்',
  'சொல்கிறேன்',
  'சொல்லுகிறேன்',
  'சொல்லுவேன்',
  'சொல்வேன்',
  'சொல்றோம்',
  'யோசிச்சு',
  'யோசித்து',
  'யோசிக்க(?:ணும்|னும்|ிறேன்|றேன்)',
  'பேசிட்டு',
  'கேட்டுட்டு',
];

const tanglish = [
  String.raw`\b(?:solren|soldren|solluren|sollren|sollaren|solran|solrom|solvom|solluvom|solluven)\b`,
  String.raw`\byosi(?:chu|chitu|chittu|chuttu|kanum|kkanum|karen|kkaren|kiren|kkiren)\b`,
  String.raw`\b(?:pesitu|pesittu|kettutu|kettuttu)\b`,
];

const deferWords = new RegExp([...english, ...hinglish, ...hindi, ...tamil, ...tanglish].join('|'), 'iu');

/** `text`: the folded message. */
export function defersDecision(text: string): boolean {
  return deferWords.test(text);
}

/** Intents a deferral turns into one: a message that acknowledges ("ok", "thanks") and puts the decision off. */
const deferrable: ReadonlySet<Intent> = new Set(['confirm', 'unknown', 'out_of_scope', 'greeting', 'drop']);

/** Requests a deferral says nothing new for when it names no kind, provider, place or price: "I'll tell you tomorrow". */
const requests: ReadonlySet<Intent> = new Set(['search', 'slots', 'book']);

export type DeferralFacts = {
  defers: boolean;
  holds: boolean;
  saysWhen: boolean;
  picks: boolean;
  namesSomething: boolean;
  isQuestion: boolean;
};

/**
 * "ok thanks, I'll check with my wife and get back", "shaam tak bataunga": nothing asked but to wait — a day or part
 * of the day beside it is when the answer comes. A pick, a question, or a kind, provider, place or price of its own
 * is read as the request it is.
 */
export function defersOnly(facts: DeferralFacts, intent: Intent): boolean {
  if (facts.picks) return false;
  if (facts.holds && !facts.saysWhen && deferrable.has(intent)) return true;
  if (!facts.defers) return false;
  if (deferrable.has(intent)) return true;
  return requests.has(intent) && !facts.namesSomething && !facts.isQuestion;
}
