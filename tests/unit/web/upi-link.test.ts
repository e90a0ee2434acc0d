/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { upiLink } from '../../../web/src/features/bookings/components/upi-pay-dialog.tsx';
import type { Booking } from '../../../web/src/lib/api-types.ts';

describe("a booking's UPI link", () => {
  it('carries the BM reference in the note the UPI app shows, not only in the transaction reference', () => {
    const booking = {
      id: 'd07f573a-1b2c-4d5e-8f90-a1b2c3d4e5f6',
      amountPaise: 49_900,
      service: { name: 'Consultation' },
      provider: { name: 'Dr. Anjali Rao' },
    } as unknown as Booking;
    const params = new URL(upiLink(booking).replace('upi://pay', 'https://upi.test/pay')).searchParams;
    expect(params.get('tr')).toBe('BMD07F573A1B');
    expect(params.get('tn')).toBe('BookMitra BMD07F573A1B Consultation');
    expect(params.get('am')).toBe('499.00');
  });
});
