import { describe, expect, it } from 'vitest';
import { AppError } from '#api/core/errors.ts';
import { resolveSlotWindow } from '#api/services/availability/slots.ts';

const now = new Date('2026-11-22T06:00:00Z');
const day = 86_400_000;

describe('resolveSlotWindow', () => {
  it('defaults to now and the next 14 days', () => {
    expect(resolveSlotWindow({}, now)).toEqual({ from: now, to: new Date(now.getTime() + 14 * day) });
  });

  it('reads IST dates as whole IST days, to inclusive', () => {
    expect(resolveSlotWindow({ from: '2026-11-24', to: '2026-11-24' }, now)).toEqual({
      from: new Date('2026-11-23T18:30:00Z'),
      to: new Date('2026-11-24T18:30:00Z'),
    });
  });

  it('reads instants with their offset', () => {
    expect(resolveSlotWindow({ from: '2026-11-24T10:00:00+05:30', to: '2026-11-24T12:00:00+05:30' }, now)).toEqual({
      from: new Date('2026-11-24T04:30:00Z'),
      to: new Date('2026-11-24T06:30:00Z'),
    });
  });

  it('refuses from after to, and windows over 31 days', () => {
    expect(() => resolveSlotWindow({ from: '2026-11-25', to: '2026-11-24' }, now)).toThrow(AppError);
    expect(() => resolveSlotWindow({ from: '2026-11-24T12:00:00Z', to: '2026-11-24T11:00:00Z' }, now)).toThrow(AppError);
    expect(() => resolveSlotWindow({ from: '2026-11-01', to: '2026-12-15' }, now)).toThrow(/31 days/);
    expect(resolveSlotWindow({ from: '2026-11-01', to: '2026-11-30' }, now).to).toEqual(new Date('2026-11-30T18:30:00Z'));
  });
});
