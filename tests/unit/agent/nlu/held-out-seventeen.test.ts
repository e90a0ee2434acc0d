import { describe, expect, it } from 'vitest';
import type { ConversationMemory } from '#agent/nlu/types.ts';
import { coveringKind } from '#api/services/catalog/needs/needs.ts';
import { askedServiceStems, refusedServiceStems } from '#api/services/catalog/services-by-words.ts';
import { read } from './read-message.ts';

/** The h17 round's open failures read by the parser (now: Sunday 22 November 2026), each a rule for any wording. */
describe('kinds (h17 round)', () => {
  it('"brakes r making a squeaky noise" is a car service, not braces at a dentist', () => {
    expect(read('brakes r making a squeaky noise since 2 days, need sm1 to check in basavanagudi blr. mon 4pm ok?').category).toBe('car');
  });

  it('"seven months pregnant … a maternity photoshoot": the thing asked, not who it is for, is the kind', () => {
    const reading = read("My wife is seven months pregnant and we'd love a maternity photoshoot in Hyderabad. Next Saturday around four?");
    expect(reading).toMatchObject({ category: 'other', serviceTerm: 'photographer' });
  });

  it("an adult's counsellor or clinical psychologist missing in a city is covered by a therapist; a child's is not", () => {
    expect(coveringKind('psychologist', 'Clinical Psychologist')).toBe('Therapist');
    expect(coveringKind('psychologist', 'counsellor')).toBe('Therapist');
    expect(coveringKind('psychologist', 'Child Psychologist')).toBeUndefined();
  });
});

describe('"டாக்டரா இருந்தா" is no name; the language said with "speaking" is asked (h17 round)', () => {
  it('இவங்க தமிழ் பேசுவாங்களா? தமிழ் பேசுற டாக்டரா இருந்தா நல்லது', () => {
    expect(read('இவங்க தமிழ் பேசுவாங்களா? தமிழ் பேசுற டாக்டரா இருந்தா நல்லது, கொஞ்சம் தூரமா இருந்தாலும் பரவாயில்லை')).toMatchObject({
      providerName: null,
      providerLanguage: 'ta',
    });
  });
});

describe('another service "same day, same time" is a look at slots, not at the catalogue (h17 round)', () => {
  const proposed: ConversationMemory = {
    intent: 'book',
    category: 'yoga',
    date: '2026-11-24',
    time: '18:00',
    awaiting: 'confirmation',
    options: [{ date: '2026-11-24', time: '18:00' }],
  };

  it.each([
    'ruko, zumba nahi. doctor ne weight kam karne bola hai, weight loss wala session hota hai kya? same din same time',
    'wait, not zumba. is there a weight loss session? same day same time',
  ])('%s', (text) => {
    expect(read(text, proposed).intent).toBe('slots');
  });

  it('"zumba nahi" turns the zumba down: its words name no service asked', () => {
    const text = 'ruko, zumba nahi. doctor ne weight kam karne bola hai, weight loss wala session hota hai kya?';
    expect(refusedServiceStems(text).has('zumba')).toBe(true);
    expect(askedServiceStems(text).has('zumba')).toBe(false);
    expect(askedServiceStems(text).has('weight')).toBe(true);
  });
});
