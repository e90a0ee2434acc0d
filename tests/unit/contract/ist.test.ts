import { describe, expect, it } from 'vitest';
import { IST, addDays, istDate, istIso, istMinutes, istTime, istToInstant, weekdayOf } from '#db/contract/ist.ts';

/** The device's way of reading IST (what the web app did before the contract): Intl with the zone. */
const intlDate = new Intl.DateTimeFormat('en-CA', { timeZone: IST, year: 'numeric', month: '2-digit', day: '2-digit' });
const intlTime = new Intl.DateTimeFormat('en-GB', { timeZone: IST, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

describe('IST dates by the fixed offset agree with the zone database', () => {
  // Every 7 hours 13 minutes over five years, across month, year and leap-day boundaries.
  const instants = Array.from({ length: 6000 }, (_, index) => new Date(Date.UTC(2024, 0, 1) + index * (7 * 60 + 13) * 60_000));

  it('for every instant sampled, date and wall-clock time', () => {
    const wrong = instants.filter(
      (instant) => istDate(instant) !== intlDate.format(instant) || istTime(instant) !== intlTime.format(instant),
    );
    expect(wrong).toEqual([]);
  });

  it('reads the day change at 18:30 UTC, and wall-clock times back to instants', () => {
    expect(istDate(new Date('2026-02-28T18:29:59Z'))).toBe('2026-02-28');
    expect(istDate(new Date('2026-02-28T18:30:00Z'))).toBe('2026-03-01');
    expect(istMinutes(new Date('2026-02-28T18:30:00Z'))).toBe(0);
    expect(istToInstant('2026-03-01', 9 * 60 + 30).toISOString()).toBe('2026-03-01T04:00:00.000Z');
    expect(new Date(istIso('2026-03-01', '09:30')).toISOString()).toBe('2026-03-01T04:00:00.000Z');
  });

  it('adds days across months and years, and names the weekday', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(weekdayOf('2026-11-27')).toBe(5);
  });
});
