import { describe, expect, it } from 'vitest';
import type { ConversationMemory } from '#agent/nlu/types.ts';
import { proposedAt, read } from './read-message.ts';

/** The h21 round's open failures read by the parser (now: Sunday 22 November 2026), each a rule for any wording. */
describe('a day of the month said in ordinal words (h21 round)', () => {
  it.each([
    ["It's my wife's birthday on the twelfth of December and I'd like to take her out for dinner in Delhi", '2026-12-12'],
    ['dinner on December twelfth in Delhi', '2026-12-12'],
    ['a table on the twenty first of december', '2026-12-21'],
    ['dinner on december twenty-first at 8', '2026-12-21'],
    ['dinner on the first of January', '2027-01-01'],
  ])('%s', (text, iso) => {
    expect(read(text).date?.iso).toBe(iso);
  });

  it('"book the first one" stays a pick', () => {
    expect(
      read('book the first one', { ...proposedAt('salon', '10:00'), awaiting: 'option', options: [{ time: '10:00' }, { time: '11:00' }] })
        .intent,
    ).toBe('choose_option');
  });
});

describe('places and plans (h21 round)', () => {
  it.each(['T நகர்ல இருக்கோம், AC cooling இல்ல', 'टी नगर में AC ठीक करवाना है', 'T. நகர்ல AC repair'])('%s is T. Nagar, Chennai', (text) => {
    expect(read(text)).toMatchObject({ city: 'Chennai', area: 'T. Nagar' });
  });

  it.each([
    'Saturday night family oda veliya saapdalam nu plan, naalu peru. Chennai la edhavadhu nalla restaurant la eight o clock ku table kidaikkuma?',
    'we plan to eat out saturday night, a table for four in Chennai at 8?',
    'shanivaar raat ko bahar khane ka plan hai, Chennai mein restaurant table milega 8 baje?',
  ])('a plan for a dinner is no question about the subscription plan: %s', (text) => {
    expect(read(text)).toMatchObject({ intent: 'slots', category: 'restaurant' });
  });

  it.each(["what's my plan?", 'mera plan kya hai'])('"%s" still asks about the plan', (text) => {
    expect(read(text).intent).toBe('quota');
  });
});

describe('bookings made, let go of or moved (h21 round)', () => {
  it.each([
    'Friday dinner ku oru table book panniruntheen la.. friends ellarum plan drop pannitaanga 😕 adhu ini venaam',
    'Friday dinner ku table book panniruntheen, adhu venaam',
  ])('%s cancels the table', (text) => {
    expect(read(text)).toMatchObject({ intent: 'cancel', category: 'restaurant' });
  });

  it.each([
    'gaadi ki service Friday ko book thi, par hum gaadi leke out of station ja rahe hai. agle hafte Tuesday same time kar do',
    'गाड़ी की सर्विस शुक्रवार को बुक थी, अगले हफ्ते मंगलवार उसी टाइम कर दो',
    'move my car service to next week tuesday, same time',
  ])('%s moves it to the Tuesday named, not a week from its own day', (text) => {
    expect(read(text)).toMatchObject({ intent: 'reschedule', relativeMove: null, date: { expression: { weekday: 'tue' } } });
  });

  it('"wednesday … wali tuition ko agle hafte same din same time" still moves it a week', () => {
    expect(read('wednesday shaam 5 baje wali tuition ko agle hafte same din same time kar do').relativeMove).toMatchObject({ days: 7 });
  });
});

describe('prices (h21 round)', () => {
  const onShow: ConversationMemory = proposedAt('other', '09:00');

  it.each(['itna mehenga? 1000 ke andar kuch hai kya?', 'इतना महंगा? 1000 के अंदर कुछ है?'])(
    '"%s" (so expensive) names no tailor\'s lehenga: only a ceiling',
    (text) => {
      expect(read(text, onShow)).toMatchObject({ category: null, maxPricePaise: 100000 });
    },
  );

  it.each([
    ["my son is in class 8, struggling with algebra. Any evening this Thursday, but I don't want to pay more than 500 per class.", 'slots'],
    ["need a maths tutor in Pune, I don't want to spend more than 500", 'search'],
    ['I won’t pay more than 500 for the tuition', 'search'],
  ] as const)('"%s" is a ceiling on a new request, never a cancel', (text, intent) => {
    expect(read(text)).toMatchObject({ intent, maxPricePaise: 50000 });
  });
});

describe('needs and yeses as typed (h21 round)', () => {
  it.each([
    'phone la thanni kotti pochu 😭 on aagudhu aana charge eravey illa',
    'mobile mein paani chala gaya, charge nahi hota',
    'போன்ல தண்ணி போயிடுச்சு',
    'water went into my phone and it is not charging',
  ])('%s needs a mobile repair', (text) => {
    expect(read(text)).toMatchObject({ category: 'repair', serviceTerm: 'mobile repair' });
  });

  it.each(['ok parava illa, book pannunga', 'parava illa book pannunga', 'பரவாயில்ல, புக் பண்ணுங்க'])('"%s" says yes', (text) => {
    expect(read(text, proposedAt('repair', '15:00')).intent).toBe('confirm');
  });

  it('"parava illa, vendam" still says no', () => {
    expect(read('parava illa, vendam', proposedAt('repair', '15:00')).intent).toBe('deny');
  });

  it.each(['4 மணிக்கு மேல எந்த time-னாலும் ok', 'anytime after 4 is fine', '4 baje ke baad kabhi bhi chalega'])(
    '"%s" accepts 5 pm proposed',
    (text) => {
      expect(read(text, proposedAt('doctor', '17:00')).intent).toBe('confirm');
    },
  );

  it('"anytime after 6 pm is fine" does not accept 5 pm proposed', () => {
    expect(read('anytime after 6 pm is fine', proposedAt('doctor', '17:00')).intent).not.toBe('confirm');
  });
});

describe('a month named with no day read', () => {
  it.each([
    'a table for two in Delhi in December at 8 pm',
    'पंद्रह दिसंबर को शाम 7 बजे डिनर टेबल दिल्ली में',
    'டிசம்பர்ல ஒரு நாள் சாயங்காலம் 7 மணிக்கு டேபிள் வேணும்',
    'december mein kisi din haircut karwana hai shaam 5 baje',
  ])('%s asks which day (never today)', (text) => {
    expect(read(text)).toMatchObject({ date: null, needsClarification: 'month_only' });
  });

  it.each(['may I book a haircut at 5 pm', 'haircut on the fifteenth of december at 5 pm'])('%s asks nothing of the month', (text) => {
    expect(read(text).needsClarification).toBeNull();
  });
});

describe('a bare hour said to a proposal at another hour', () => {
  it.each(['6 is fine', 'yes 6 works', '6 chalega', 'haan 6 theek hai', '6 ஓகே', '6 pannunga', '६ ठीक है'])(
    '"%s" to 5 pm proposed asks for 6 pm, never a yes to 5',
    (text) => {
      expect(read(text, proposedAt('salon', '17:00'))).toMatchObject({ intent: 'slots', time: '18:00' });
    },
  );

  it.each(['yes 5 is fine', 'yes book it for 2 people', '1'])('"%s" is no other hour', (text) => {
    expect(read(text, proposedAt('salon', '17:00')).intent).toMatch(/^(confirm|choose_option)$/u);
  });
});

describe('"wait" said to a proposal', () => {
  it.each([
    'ok wait',
    'hold on',
    'ok give me 5 mins',
    'ok one sec',
    'wait a minute',
    'ok ek minute ruko',
    'एक मिनट रुको',
    'ok ஒரு நிமிஷம்',
    'ok wait pannunga',
  ])('"%s" puts the yes off: nothing is booked on it', (text) => {
    expect(read(text, proposedAt('salon', '17:00'))).toMatchObject({ intent: 'defer', confirmation: null });
  });

  it.each([
    ['how long is the wait', 'offer_question'],
    ["I can't wait, book it", 'book'],
    ['put me on the wait list', 'waitlist'],
    // A "wait" that opens a change of day is the change.
    ['रुकिए, शुक्रवार को तो पापा का ब्लड टेस्ट है। अगले सोमवार उसी समय कर दीजिए', 'book'],
    ['wait wait friday en husband ku office late aagum. saturday kaalaila pathu manikku ku maathunga', 'slots'],
  ] as const)('"%s" is no "wait"', (text, intent) => {
    expect(read(text, proposedAt('salon', '17:00')).intent).toBe(intent);
  });
});

describe('a booking done again', () => {
  it.each([
    'wahi pichli baar wali parlour booking phir se kar do, facial, Saturday 4 baje',
    'पिछली बार वाली पार्लर बुकिंग फिर से कर दो, शनिवार 4 बजे',
    'last time wali booking again kar do saturday 4 baje',
  ])('%s is a new booking like the last, not a move', (text) => {
    expect(read(text)).toMatchObject({ intent: 'book', repeatsLast: true });
  });

  it('"pichli baar wali booking ko Saturday 4 baje kar do" still moves it', () => {
    expect(read('pichli baar wali booking ko Saturday 4 baje kar do').intent).toBe('reschedule');
  });
});
