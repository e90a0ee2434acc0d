import { describe, expect, it } from 'vitest';
import { calendarDateSchema, instantSchema, isoDateBetween } from '#api/http/bounded-dates.ts';

describe('bounded dates', () => {
  it('takes calendar dates and instants in the years 2000–2100', () => {
    for (const date of ['2000-01-01', '2026-11-27', '2100-12-31']) expect(calendarDateSchema.safeParse(date).success, date).toBe(true);
    for (const instant of ['2026-11-27T10:00:00+05:30', '2100-12-31T23:59:59Z']) {
      expect(instantSchema.safeParse(instant).success, instant).toBe(true);
    }
  });

  it('refuses far years, the years 0001 and 0099 included (JavaScript would read them as 1901 and 1999)', () => {
    for (const date of ['1999-12-31', '2101-01-01', '9999-12-31', '0000-01-01', '0001-01-01', '0099-12-31', '+275760-09-13']) {
      expect(calendarDateSchema.safeParse(date).success, date).toBe(false);
    }
    for (const instant of ['0000-01-01T00:00:00Z', '0099-12-31T10:00:00Z', '9999-12-31T23:59:59Z']) {
      expect(instantSchema.safeParse(instant).success, instant).toBe(false);
    }
  });

  it('takes other bounds where older dates are real (a health record)', () => {
    expect(isoDateBetween(1900).safeParse('1987-03-14').success).toBe(true);
    expect(isoDateBetween(1900).safeParse('1899-12-31').success).toBe(false);
  });
});
