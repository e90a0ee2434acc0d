import { describe, expect, it } from 'vitest';
import type { ConversationMemory } from '#agent/nlu/types.ts';
import { read } from './read-message.ts';

/** A 6 pm haircut on Monday proposed, waiting for a yes. */
const proposedEvening: ConversationMemory = {
  intent: 'book',
  category: 'salon',
  date: '2026-11-23',
  awaiting: 'confirmation',
  options: [{ time: '18:00', date: '2026-11-23' }],
  time: '18:00',
};

describe('a negation takes back only what it is attached to', () => {
  it.each([
    ['Pondy Bazaar illa T Nagar la', 'T. Nagar'],
    ['Adyar illa T Nagar la', 'T. Nagar'],
    ['Andheri nahi Bandra mein', 'Bandra West'],
    ['अंधेरी नहीं बांद्रा में', 'Bandra West'],
    ['அடையார் இல்ல டி நகர்ல', 'T. Nagar'],
    ['not Adyar T Nagar', 'T. Nagar'],
  ])('"%s" asks for %s', (text, area) => {
    expect(read(text, proposedEvening).area).toBe(area);
  });

  it('keeps the day and time said beside the place taken back', () => {
    const reading = read('naalaiku Adyar illa T Nagar la 5 manikku');
    expect(reading).toMatchObject({ area: 'T. Nagar', date: { iso: '2026-11-23' }, time: '17:00' });
    expect(reading.rejected).toEqual({ date: null, timeWindow: null });
  });

  it('still takes back the day, part of the day or service it is attached to', () => {
    expect(read('kal nahi, parso').date?.iso).toBe('2026-11-24');
    expect(read('mornings are bad for me, evening pls').timeWindow).toBe('evening');
    expect(read("can't do tomorrow", proposedEvening).rejected.date).toBe('2026-11-23');
    expect(read('morning not possible, evening').timeWindow).toBe('evening');
    expect(read('kaalai vendaam saayangalam paarunga').timeWindow).toBe('evening');
    expect(read('not a dentist, a skin specialist').serviceTerm).not.toBe('dentist');
  });

  it('a no that opens the clause takes nothing back', () => {
    expect(read('illa 5 manikku', proposedEvening).time).toBe('17:00');
    expect(read('nahi kal 11 baje').date?.iso).toBe('2026-11-23');
  });
});

describe('a no followed by a new hour corrects the time', () => {
  it.each(['no, make it 8', 'no make it 8', 'nahi, 8 baje', 'नहीं, 8 बजे', 'illa, 8 manikku', 'இல்ல, 8 மணிக்கு'])(
    '"%s" after a 6 pm offer is 8 pm on the same day',
    (text) => {
      expect(read(text, proposedEvening)).toMatchObject({
        intent: 'book',
        time: '20:00',
        date: { iso: '2026-11-23' },
        needsClarification: null,
        confirmation: false,
      });
    },
  );

  it('takes the morning when the request was in the morning', () => {
    const morning: ConversationMemory = { ...proposedEvening, options: [{ time: '10:00' }], time: '10:00' };
    expect(read('no, make it 8', morning).time).toBe('08:00');
    expect(read('nahi, 8 baje', { ...morning, time: null, timeWindow: 'morning' }).time).toBe('08:00');
  });

  it('still asks when nothing was asked before', () => {
    expect(read('make it 8')).toMatchObject({ time: null, needsClarification: 'ambiguous_hour' });
  });
});

describe('two parts of the day in one message', () => {
  // The one a client can't do comes first, the one they ask for last (h6 open set).
  it.each([
    ["hmm mornings I'm at office actually. evening possible?", 'evening'],
    ['subah office hota hai, shaam ko ho sakta hai?', 'evening'],
    ['morning is busy, afternoon would be better', 'afternoon'],
  ])('%s → %s', (text, window) => {
    expect(read(text, proposedEvening)).toMatchObject({ timeWindow: window });
  });

  it('a part taken back is not the one asked for', () => {
    expect(read('evening please, not morning', proposedEvening)).toMatchObject({ timeWindow: 'evening' });
  });
});
