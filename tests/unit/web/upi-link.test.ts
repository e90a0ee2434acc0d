/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { bookingUpiLink } from '../../../web/src/lib/upi.ts';

describe("a booking's UPI link", () => {
  it('carries the BM reference in the note the UPI app shows, not only in the transaction reference', () => {
    const booking = {
      id: 'd07f573a-1b2c-4d5e-8f90-a1b2c3d4e5f6',
      amountPaise: 49_900,
      service: { name: 'Consultation' },
      provider: { name: 'Dr. Anjali Rao' },
    };
    const params = new URL(bookingUpiLink(booking).replace('upi://pay', 'https://upi.test/pay')).searchParams;
    expect(params.get('tr')).toBe('BMD07F573A1B');
    expect(params.get('tn')).toBe('BookMitra BMD07F573A1B Consultation');
    expect(params.get('am')).toBe('499.00');
  });
});
