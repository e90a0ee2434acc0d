import { describe, expect, it } from 'vitest';
import { addMonths, blockEnd } from '#api/services/policies/no-show-block.ts';

const policy = { count: 3, windowMonths: 12, blockMonths: 4 };
const at = (iso: string) => new Date(iso);

describe('the no-show block arithmetic', () => {
  it('adds calendar months, clamping the day to the month (31 Oct + 4 = 28 Feb), keeping the time', () => {
    expect(addMonths(at('2026-10-31T09:15:00Z'), 4).toISOString()).toBe('2027-02-28T09:15:00.000Z');
    expect(addMonths(at('2027-01-31T09:15:00Z'), 1).toISOString()).toBe('2027-02-28T09:15:00.000Z');
    expect(addMonths(at('2026-03-15T00:00:00Z'), -12).toISOString()).toBe('2025-03-15T00:00:00.000Z');
  });

  it('starts a block at the mark that makes three within twelve months, and ends it four months later', () => {
    const marks = [at('2026-01-10T10:00:00Z'), at('2026-05-10T10:00:00Z'), at('2026-12-01T10:00:00Z')];
    expect(blockEnd(marks, policy)?.toISOString()).toBe('2027-04-01T10:00:00.000Z');
    expect(blockEnd(marks.slice(0, 2), policy)).toBeNull();
  });

  it('makes no block of three marks spread over more than twelve months', () => {
    expect(blockEnd([at('2025-01-10T10:00:00Z'), at('2025-06-10T10:00:00Z'), at('2026-01-10T10:00:00Z')], policy)).toBeNull();
  });

  it('lets the latest mark that completes a count decide', () => {
    const marks = ['2026-01-01', '2026-02-01', '2026-03-01', '2026-07-01'].map((day) => at(`${day}T08:00:00Z`));
    expect(blockEnd(marks, policy)?.toISOString()).toBe('2026-11-01T08:00:00.000Z');
  });
});
