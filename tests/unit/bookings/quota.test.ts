import { describe, expect, it } from 'vitest';
import { quotaOf } from '#api/services/bookings/quota.ts';

describe('quotaOf', () => {
  it('gives the free tier limit − used and allows booking while some remain', () => {
    expect(quotaOf({ freeBookingsUsed: 2, freeBookingLimit: 5, subscriptionTier: 'free' })).toEqual({
      used: 2,
      limit: 5,
      remaining: 3,
      canBook: true,
      isPremium: false,
    });
    expect(quotaOf({ freeBookingsUsed: 5, freeBookingLimit: 5, subscriptionTier: 'free' })).toEqual({
      used: 5,
      limit: 5,
      remaining: 0,
      canBook: false,
      isPremium: false,
    });
  });

  it('never shows a negative remainder when a limit was lowered', () => {
    expect(quotaOf({ freeBookingsUsed: 5, freeBookingLimit: 3, subscriptionTier: 'free' }).remaining).toBe(0);
  });

  it('makes pro and enterprise unlimited (limit and remaining null)', () => {
    for (const tier of ['pro', 'enterprise'] as const) {
      expect(quotaOf({ freeBookingsUsed: 5, freeBookingLimit: 5, subscriptionTier: tier })).toEqual({
        used: 5,
        limit: null,
        remaining: null,
        canBook: true,
        isPremium: true,
      });
    }
  });
});
