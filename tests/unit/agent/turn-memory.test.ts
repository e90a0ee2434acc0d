import { describe, expect, it } from 'vitest';
// The parser's clock is Sunday 22 November 2026: the list on show is Thursday the 26th.
import { emptyAgentState, type AgentState, type SlotOffer } from '#agent/session/state.ts';
import { beginTurn, endTurn, memoryFromState } from '#agent/turn-memory.ts';
import { read } from './nlu/read-message.ts';

const thursdayOffer = (time: string): SlotOffer => ({
  slotId: `slot-${time}`,
  providerId: 'p1',
  providerName: 'Dr. Sai Reddy',
  category: 'doctor',
  serviceId: null,
  serviceName: 'Skin consultation',
  pricePaise: 69_900,
  date: '2026-11-26',
  time,
  city: 'Hyderabad',
  area: 'Miyapur',
});

function withThursdayList(): AgentState {
  const state = emptyAgentState();
  state.offers = [thursdayOffer('17:00'), thursdayOffer('17:30')];
  state.date = '2026-11-26';
  state.category = 'doctor';
  return state;
}

/** Plays one turn's memory bookkeeping: `search` stands for a turn whose find_slots put a new list on show. */
function turn(state: AgentState, text: string, search?: SlotOffer[]): AgentState {
  const reading = read(text, memoryFromState(state));
  beginTurn(state, reading);
  if (search) state.offers = search;
  endTurn(state, reading);
  return state;
}

describe('offers on show go stale when the client names another day and the turn searched nothing', () => {
  it('a day named in a turn that found nothing new drops the list, so "the first one" cannot book Thursday', () => {
    const state = turn(withThursdayList(), 'thursday is difficult, friday evening would be better');
    expect(state.offers).toEqual([]);
  });

  it('a turn that searched keeps what it found, even on another day (the nearest day with room)', () => {
    const found = [{ ...thursdayOffer('10:00'), date: '2026-11-30', slotId: 'monday' }];
    const state = turn(withThursdayList(), 'what about sunday morning?', found);
    expect(state.offers).toEqual(found);
  });

  it("a cancel naming the day of a booking keeps what is on show (the day is the booking's)", () => {
    expect(turn(withThursdayList(), 'please cancel my saturday booking').offers).toHaveLength(2);
  });

  it('a question about the offer, or naming the day on show, keeps the list', () => {
    expect(turn(withThursdayList(), 'is the clinic open on thursday evening?').offers).toHaveLength(2);
    expect(turn(withThursdayList(), 'thursday 5:30 wala').offers).toHaveLength(2);
  });
});
