import { describe, expect, it } from 'vitest';
import { readBookingSearch, readSlotChoice, safeRedirect } from '../../../web/src/lib/search-params.ts';
import { homeOf, mayOpen } from '../../../web/src/lib/session.ts';

describe('the redirect after sign-in stays on this site', () => {
  it.each(['/bookings', '/providers/abc?service=x&day=2026-11-28&time=10%3A30&confirm=true', '/admin/users'])('keeps %s', (path) => {
    expect(safeRedirect(path)).toBe(path);
  });

  it.each(['//evil.example/x', 'https://evil.example/x', '/\\evil.example', '/x\\y', '/\t/evil.example', 'bookings', '', 42, null])(
    'refuses %s',
    (value) => {
      expect(safeRedirect(value)).toBeUndefined();
    },
  );
});

describe('a booking in progress in the URL', () => {
  it('keeps a service id, a day and a time, and `confirm` only when true', () => {
    const service = '0b6f9a3e-7c1d-4e2f-9a8b-1c2d3e4f5a6b';
    expect(readBookingSearch({ service, day: '2026-11-28', time: '10:30', confirm: true })).toEqual({
      service,
      day: '2026-11-28',
      time: '10:30',
      confirm: true,
    });
    expect(readBookingSearch({ service: '<script>', confirm: 'yes', day: 'x'.repeat(41) })).toEqual({
      service: undefined,
      day: undefined,
      time: undefined,
      confirm: undefined,
    });
  });

  it('reads the chosen slot, or says it cannot be read', () => {
    expect(readSlotChoice({})).toEqual({ kind: 'none' });
    expect(readSlotChoice({ day: '2026-11-28', time: '09:15' })).toEqual({ kind: 'chosen', day: '2026-11-28', time: '09:15' });
    for (const [day, time] of [
      ['2026-13-45', '10:00'],
      ['2026-11-28', '24:00'],
      ['2026-11-28', undefined],
      ['"><img>', '10:00'],
    ]) {
      expect(readSlotChoice({ day, time })).toEqual({ kind: 'unreadable' });
    }
  });
});

describe('where each role lands after signing in', () => {
  it('starts each role on its own page', () => {
    expect([homeOf('user'), homeOf('provider'), homeOf('admin')]).toEqual(['/home', '/provider-dashboard', '/admin']);
  });

  it('follows a redirect only to a page the role may open', () => {
    expect(mayOpen('provider', '/admin/users')).toBe(false);
    expect(mayOpen('admin', '/admin')).toBe(true);
    expect(mayOpen('user', '/provider-dashboard?tab=past')).toBe(false);
    expect(mayOpen('provider', '/provider-hours')).toBe(true);
    expect(mayOpen('user', '/administrators-guide')).toBe(true);
    expect(mayOpen('user', '/bookings')).toBe(true);
  });
});
