import { describe, expect, it } from 'vitest';
import { judgeDialogue, type Dialogue, type JudgedBooking, type SetupBooking } from '#agent/eval/dialogues.ts';

// Monday 2 March 2026, 10:00 IST: "tomorrow" is Tuesday the 3rd.
const now = new Date('2026-03-02T10:00:00+05:30');
const tomorrow = '2026-03-03';

const dentist = { id: 'p-dent', name: 'Smile Care', category: 'doctor', city: 'Pune', specialty: 'Dentist', languages: ['en', 'mr'] };
const skin = { id: 'p-skin', name: 'Dr. Mehta', category: 'doctor', city: 'Pune', specialty: 'Dermatologist', languages: ['en'] };
const salon = { id: 'p-salon', name: 'Glow', category: 'salon', city: 'Pune', specialty: 'Unisex Salon', languages: ['en'] };

function booking(id: string, provider: JudgedBooking['provider'], overrides: Partial<JudgedBooking> = {}): JudgedBooking {
  return { id, status: 'confirmed', date: tomorrow, time: '11:00', amountPaise: 49_900, serviceName: null, provider, ...overrides };
}

function dialogue(expect: Dialogue['expect'], setup?: Dialogue['setup']): Dialogue {
  return { id: 'd-1', lang: 'en', turns: ['…'], expect, ...(setup ? { setup } : {}) };
}

const dentistTomorrowMorning = dialogue({
  booked: { category: 'doctor', date: { rel_days: 1 }, time: null, time_window: 'morning', city: 'Pune', specialty: ['dent'] },
});
const nothing = dialogue({ booked: null });
const setupBook = { book: { category: 'salon', date: { rel_days: 1 }, time: '11:00' } } as const;
const cancel = dialogue({ cancelled: true }, setupBook);
const moveToFive = dialogue({ rescheduled_to: { date: { rel_days: 1 }, time: '17:00', time_window: null } }, setupBook);
const setup: SetupBooking = { id: 'b-setup', providerId: salon.id, date: tomorrow, time: '11:00' };
const setupBooking = (overrides: Partial<JudgedBooking> = {}) => booking('b-setup', salon, overrides);

describe('judgeDialogue: a booking asked for', () => {
  it('is right when exactly one active booking meets the expectation', () => {
    expect(judgeDialogue(dentistTomorrowMorning, [booking('b1', dentist)], now)).toMatchObject({
      pass: true,
      outcome: 'right',
      wrongActions: [],
    });
  });

  it('is missing when nothing was booked', () => {
    expect(judgeDialogue(dentistTomorrowMorning, [], now)).toMatchObject({ pass: false, outcome: 'missing', wrongActions: [] });
  });

  it('is missing when the only booking made was cancelled again in the dialogue', () => {
    const verdict = judgeDialogue(dentistTomorrowMorning, [booking('b1', skin, { status: 'cancelled' })], now);
    expect(verdict).toMatchObject({ pass: false, outcome: 'missing' });
  });

  it.each([
    ['kind', booking('b1', skin), /kind "dermatologist"/],
    ['day', booking('b1', dentist, { date: '2026-03-04' }), /date 2026-03-04/],
    ['time', booking('b1', dentist, { time: '18:00' }), /expected the morning/],
    ['city', booking('b1', { ...dentist, city: 'Delhi' }), /city Delhi/],
  ])('is a wrong action when the booking has the wrong %s', (_field, made, why) => {
    const verdict = judgeDialogue(dentistTomorrowMorning, [made], now);
    expect(verdict).toMatchObject({ pass: false, outcome: 'wrong' });
    expect(verdict.wrongActions).toHaveLength(1);
    expect(verdict.wrongActions[0]).toMatch(why);
  });

  it('is a wrong action over a price ceiling', () => {
    const capped = dialogue({ booked: { category: 'doctor', date: { rel_days: 1 }, time: null, time_window: null, max_price: 400 } });
    expect(judgeDialogue(capped, [booking('b1', dentist)], now).wrongActions).toEqual([expect.stringMatching(/price ₹499/)]);
  });

  it('counts a second booking of the same kind as a wrong action, not as right', () => {
    const verdict = judgeDialogue(dentistTomorrowMorning, [booking('b1', dentist), booking('b2', dentist, { time: '11:30' })], now);
    expect(verdict).toMatchObject({ pass: false, outcome: 'wrong' });
    expect(verdict.wrongActions).toEqual([expect.stringMatching(/^extra booking: .* 11:30$/)]);
  });

  it('lists the right booking apart from a wrong one made beside it', () => {
    const verdict = judgeDialogue(dentistTomorrowMorning, [booking('b1', skin), booking('b2', dentist)], now);
    expect(verdict.outcome).toBe('wrong');
    expect(verdict.wrongActions).toEqual([expect.stringMatching(/^wrong booking: Dr. Mehta/)]);
  });
});

describe('judgeDialogue: nothing asked for', () => {
  it('is right when nothing is active, a booking made and cancelled again included', () => {
    expect(judgeDialogue(nothing, [booking('b1', dentist, { status: 'cancelled' })], now)).toMatchObject({ pass: true, outcome: 'right' });
  });

  it('is a wrong action for each active booking', () => {
    const verdict = judgeDialogue(nothing, [booking('b1', dentist), booking('b2', salon)], now);
    expect(verdict).toMatchObject({ pass: false, outcome: 'wrong' });
    expect(verdict.wrongActions).toHaveLength(2);
  });
});

describe('judgeDialogue: a cancel asked for', () => {
  it('is right when the setup booking is cancelled and nothing else is active', () => {
    expect(judgeDialogue(cancel, [setupBooking({ status: 'cancelled' })], now, setup)).toMatchObject({ pass: true, outcome: 'right' });
  });

  it('is missing when the setup booking is still there as it was', () => {
    expect(judgeDialogue(cancel, [setupBooking()], now, setup)).toMatchObject({ pass: false, outcome: 'missing' });
  });

  it('is a wrong action when the setup booking was moved instead', () => {
    const verdict = judgeDialogue(cancel, [setupBooking({ time: '17:00' })], now, setup);
    expect(verdict).toMatchObject({ pass: false, outcome: 'wrong', wrongActions: [expect.stringMatching(/^move not asked for/)] });
  });

  it('is a wrong action when something was booked besides the cancel', () => {
    const verdict = judgeDialogue(cancel, [setupBooking({ status: 'cancelled' }), booking('b1', dentist)], now, setup);
    expect(verdict).toMatchObject({ pass: false, outcome: 'wrong', wrongActions: [expect.stringMatching(/^booking not asked for/)] });
  });
});

describe('judgeDialogue: a move asked for', () => {
  it('is right when the setup booking moved, same provider, to the asked day and time', () => {
    expect(judgeDialogue(moveToFive, [setupBooking({ time: '17:00' })], now, setup)).toMatchObject({ pass: true, outcome: 'right' });
  });

  it('is missing when the setup booking did not move', () => {
    expect(judgeDialogue(moveToFive, [setupBooking()], now, setup)).toMatchObject({ pass: false, outcome: 'missing' });
  });

  it('is a wrong action when it moved to another time', () => {
    const verdict = judgeDialogue(moveToFive, [setupBooking({ time: '18:00' })], now, setup);
    expect(verdict).toMatchObject({
      pass: false,
      outcome: 'wrong',
      wrongActions: [expect.stringMatching(/^moved to the wrong place: .*time 18:00/)],
    });
  });

  it('counts a cancel and a new booking in place of the move as two wrong actions', () => {
    const rebooked = booking('b1', salon, { time: '17:00' });
    const verdict = judgeDialogue(moveToFive, [setupBooking({ status: 'cancelled' }), rebooked], now, setup);
    expect(verdict).toMatchObject({ pass: false, outcome: 'wrong' });
    expect(verdict.wrongActions).toEqual([expect.stringMatching(/^cancel not asked for/), expect.stringMatching(/^booking not asked for/)]);
  });

  it('is a wrong action when a new booking was made and the setup left as it was', () => {
    const verdict = judgeDialogue(moveToFive, [setupBooking(), booking('b1', salon, { time: '17:00' })], now, setup);
    expect(verdict).toMatchObject({ pass: false, outcome: 'wrong', wrongActions: [expect.stringMatching(/^booking not asked for/)] });
  });
});

describe('judgeDialogue: a setup booking nobody asked to change', () => {
  const another = dialogue(
    { booked: { category: 'doctor', date: { rel_days: 1 }, time: null, time_window: 'morning', specialty: ['dent'] } },
    setupBook,
  );

  it('may stay as it was beside the asked booking', () => {
    expect(judgeDialogue(another, [setupBooking(), booking('b1', dentist)], now, setup)).toMatchObject({ pass: true, outcome: 'right' });
  });

  it('is a wrong action when it was cancelled', () => {
    const verdict = judgeDialogue(another, [setupBooking({ status: 'cancelled' }), booking('b1', dentist)], now, setup);
    expect(verdict).toMatchObject({ pass: false, outcome: 'wrong', wrongActions: [expect.stringMatching(/^cancel not asked for/)] });
  });
});

describe('judgeDialogue: the setup booking is the one expected (a cancel taken back)', () => {
  const keptAsBooked = dialogue({ booked: { category: 'salon', date: { rel_days: 1 }, time: '11:00', time_window: null } }, setupBook);

  it('is right when it is still there as it was', () => {
    expect(judgeDialogue(keptAsBooked, [setupBooking()], now, setup)).toMatchObject({ pass: true, outcome: 'right' });
  });

  it('is a wrong action when it was cancelled', () => {
    const verdict = judgeDialogue(keptAsBooked, [setupBooking({ status: 'cancelled' })], now, setup);
    expect(verdict).toMatchObject({ pass: false, outcome: 'wrong' });
  });
});
