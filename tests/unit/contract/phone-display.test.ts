import { describe, expect, it } from 'vitest';
import { formatPhoneDisplay } from '#db/contract/phone.ts';

describe('formatPhoneDisplay', () => {
  it('writes an Indian mobile as +91 and two groups of five', () => {
    expect(formatPhoneDisplay('+919840012345')).toBe('+91 98400 12345');
    expect(formatPhoneDisplay('+916000000001')).toBe('+91 60000 00001');
  });

  it('groups other known countries readably', () => {
    expect(formatPhoneDisplay('+14155550132')).toBe('+1 415 555 0132');
    expect(formatPhoneDisplay('+971501234567')).toBe('+971 50 123 4567');
    expect(formatPhoneDisplay('+6581234567')).toBe('+65 8123 4567');
  });

  it('reads what people typed in India as the same number', () => {
    expect(formatPhoneDisplay('98400 12345')).toBe('+91 98400 12345');
  });

  it('leaves what it cannot read as it was', () => {
    expect(formatPhoneDisplay('+999123')).toBe('+999123');
    expect(formatPhoneDisplay('call me')).toBe('call me');
  });
});
