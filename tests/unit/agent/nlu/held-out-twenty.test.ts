import { describe, expect, it } from 'vitest';
import type { ConversationMemory } from '#agent/nlu/types.ts';
import { proposedAt, read } from './read-message.ts';

/** The h20 round's open failures read by the parser, each a rule for any wording. */
describe("the kind asked for by name beats another kind's need said beside it (h20 round)", () => {
  it.each([
    ['bathroom tap dripping the whole night, cant sleep 😩 need a plumber in Delhi on thursday morning', 'plumber'],
    ['cant sleep need a plumber', 'plumber'],
    ["i can't sleep, my neighbour's dog barks all night, need a lawyer", 'consultant'],
    ['neend nahi aati, plumber chahiye', 'plumber'],
    ['रात भर नल टपकता है, नींद नहीं आती, प्लंबर चाहिए', 'plumber'],
    ['ராத்திரி முழுக்க குழாய் சொட்டுது, தூக்கமே வரல, plumber வேணும்', 'plumber'],
    ['my son is very stressed about his maths exam, need a tutor', 'tutor'],
    // The ask after "योगा टीचर" is the yoga teacher's, not any teacher's.
    ['डॉक्टर ने हल्का योगा करने को कहा है। कोई योगा टीचर बताइए जो बुज़ुर्गों को करवाती हों', 'yoga'],
    ['Bengaluru la head massage venum, romba stress', 'salon'],
  ] as const)('%s', (text, category) => {
    expect(read(text).category).toBe(category);
  });
});

describe('a booking said as made before, moved to another time (h20 round)', () => {
  it.each([
    'budhvaar ko subah 10 baje gaadi ki servicing book ki thi, usko same din shaam 5 baje kar do, subah office jaana padega',
    'मैंने बुधवार को गाड़ी की सर्विसिंग बुक की थी, उसे शाम 5 बजे कर दो',
    'budhvaar ki booking ko shaam 5 baje kar do',
  ])('%s', (text) => {
    expect(read(text)).toMatchObject({ intent: 'reschedule', time: '17:00' });
  });

  it('"booking ki thi, aaj ek aur book kar do" asks for another booking', () => {
    expect(read('haircut book kiya tha friday ko, ek aur book kar do saturday 5 baje').intent).toBe('book');
  });
});

describe('yes as people type it (h20 round)', () => {
  it.each(['ha book kro', 'haan kr dijiye', 'thik h book kro', 'yes okay book that one full stop', 'yes book it comma thanks'])(
    '%s confirms the proposal',
    (text) => {
      expect(read(text, proposedAt('repair', '12:00')).intent).toBe('confirm');
    },
  );

  it('"na book kro" still says no', () => {
    expect(read('na book kro', proposedAt('repair', '12:00')).intent).toBe('deny');
  });

  it('spoken punctuation splits the sentence: "in chennai full stop thursday at ten comma please"', () => {
    expect(read('hello mitra i need a plumber in chennai full stop thursday at ten comma please')).toMatchObject({
      category: 'plumber',
      city: 'Chennai',
      time: '10:00',
    });
  });
});

describe('colloquial Tamil nine (h20 round)', () => {
  it.each([
    ['வியாழக்கிழமை காலை ஒம்பது மணிக்கு plumber', '09:00'],
    ['காலை ஒம்பதரை மணிக்கு plumber', '09:30'],
    ['kaalai ombathu manikku plumber', '09:00'],
  ])('%s', (text, time) => {
    expect(read(text).time).toBe(time);
  });
});

describe('where the ones on show are, and their fee (h20 round)', () => {
  it.each([
    'அவங்க எங்க இருக்காங்க? fees எவ்வளவு?',
    'avanga enga irukkanga? fees evvalavu?',
    'wo kahan hain? fees kitni hai?',
    'वो कहाँ हैं? फीस कितनी है?',
    'where are they located? what is the fee?',
  ])('%s asks about the offer, which stays', (text) => {
    expect(read(text, proposedAt('tutor', '17:00'))).toMatchObject({ intent: 'offer_question', offerDetail: { place: true, price: true } });
  });
});

describe('older open failures sharing a rule with the h20 round', () => {
  it.each(['புதன் அஞ்சு மணி book பண்ணிடுங்க', 'budhvaar paanch baje book kro', 'wednesday 5 pm, book it'])(
    '"%s" naming the proposal\'s own day and time is a yes to it',
    (text) => {
      expect(read(text, proposedAt('tutor', '17:00'))).toMatchObject({ date: { iso: '2026-11-25' }, time: '17:00', strongYes: true });
    },
  );

  it.each([
    ['hey is there a beginners french class in mumbai? thursday 4pm', 'education'],
    ['german class chahiye pune mein', 'education'],
    ['பிரெஞ்சு கிளாஸ் சென்னைல இருக்கா?', 'education'],
  ] as const)("a language class is the language institute's: %s", (text, category) => {
    expect(read(text)).toMatchObject({ category, serviceTerm: 'language institute' });
  });

  it.each([
    ['ugh no sorry, lab got moved. thursday works after all but an hour later pls, 5', '2026-11-26'],
    ['guruvaar chalega, par ek ghanta baad', '2026-11-26'],
    ['an hour later please', '2026-11-28'],
  ])('"%s" moves the clock on the day it names (else the one on show)', (text, iso) => {
    const onShow: ConversationMemory = {
      ...proposedAt('education', '16:00'),
      date: '2026-11-28',
      options: [{ date: '2026-11-28', time: '16:00' }],
    };
    expect(read(text, onShow)).toMatchObject({ date: { iso }, time: '17:00' });
  });
});
