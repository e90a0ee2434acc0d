import { describe, expect, it } from 'vitest';
import type { ConversationMemory } from '#agent/nlu/types.ts';
import { askedServiceStems } from '#api/services/catalog/services-by-words.ts';
import { read } from './read-message.ts';

/** The h16 round's open failures read by the parser (now: Sunday 22 November 2026), each a rule for any wording. */
describe("a word only near a place's name never outranks a place named as such (h16 round)", () => {
  it('"on behalf of my father … in Mayur Vihar, Delhi" is Delhi, not Behala in Kolkata', () => {
    const reading = read(
      'Good morning, I am writing on behalf of my father, he is 72 and stays with us in Mayur Vihar, Delhi. His knee hurts when he climbs stairs. A bone doctor near us for Saturday, around 11 in the morning?',
    );
    expect(reading).toMatchObject({ city: 'Delhi', area: 'Mayur Vihar' });
  });
});

describe('a verb after "doctor" is no name (h16 round)', () => {
  it.each([
    'ठीक है फिर गोमती नगर लखनऊ में कोई दांत का डॉक्टर देखो, मंगल को सुबह 10 बजे',
    'gomti nagar lucknow mein koi daant ka doctor dekho, mangal ko subah 10 baje',
  ])('%s', (text) => {
    expect(read(text)).toMatchObject({ providerName: null, category: 'doctor', city: 'Lucknow' });
  });
});

describe('a booking the client cannot go to is to be cancelled (h16 round)', () => {
  it.each([
    'शुक्रवार शाम को पार्लर वाली बुकिंग है न, उस दिन घर पे मेहमान आ रहे हैं, मैं नहीं जा पाऊँगी',
    'friday wali parlour booking hai na, us din ghar pe mehmaan aa rahe hain, main nahi ja paungi',
    "my salon booking on friday evening, guests are coming home that day, I won't be able to go",
  ])('%s', (text) => {
    expect(read(text).intent).toBe('cancel');
  });

  it('"… can I get a slot on saturday instead? I can\'t go friday" asks for another time: no cancel', () => {
    expect(read("my dentist booking is on friday, can I get a slot on saturday instead? I can't go friday").intent).not.toBe('cancel');
  });
});

describe('"thalli vachidunga" moves a booking (h16 round)', () => {
  it.each([
    'paiyan ku thursday tuition class book panniruken la, andha naal school function irukku. oru naal thalli vachidunga, adhey time la',
    'பையனுக்கு வியாழக்கிழமை டியூஷன் கிளாஸ் புக் பண்ணிருக்கேன், அன்னைக்கு ஸ்கூல் ஃபங்ஷன். ஒரு நாள் தள்ளி வச்சிடுங்க, அதே நேரம்',
  ])('%s', (text) => {
    expect(read(text).intent).toBe('reschedule');
  });
});

describe('a no that asks whether someone else can is a new look at the request (h16 round)', () => {
  const proposed: ConversationMemory = {
    intent: 'book',
    category: 'yoga',
    date: '2026-11-28',
    time: '07:00',
    awaiting: 'confirmation',
    options: [{ date: '2026-11-28', time: '07:00' }],
  };

  it.each(['group class nahi chahiye yaar, koi ghar pe aake sikha sakta hai?', 'not the group class, can someone come home to teach?'])(
    '%s',
    (text) => {
      // A look again, or a question about the offer (a visit home) answered with the request kept: not a bare no.
      expect(['slots', 'offer_question']).toContain(read(text, proposed).intent);
    },
  );

  it('its words name the service asked, not the one turned down', () => {
    const stems = askedServiceStems('group class nahi chahiye yaar, koi ghar pe aake sikha sakta hai?');
    expect(stems.has('home')).toBe(true);
    expect(stems.has('class')).toBe(false);
  });
});

describe('only a clause that turns a thing down loses its service words', () => {
  it('"…the bathroom drain is blocked water is not going down … not more than five hundred" still names the drain', () => {
    const stems = askedServiceStems(
      'i need a plumber in hauz khas delhi the bathroom drain is blocked water is not going down at all can someone come on friday not more than five hundred rupees',
    );
    expect(stems.has('drain')).toBe(true);
  });
});
