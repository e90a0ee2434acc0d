import { describe, expect, it } from 'vitest';
import en from '#locales/en/notifications.json' with { type: 'json' };
import hi from '#locales/hi/notifications.json' with { type: 'json' };
import ta from '#locales/ta/notifications.json' with { type: 'json' };
import {
  bookingRef,
  formatWhen,
  renderBookingMessage,
  renderBookingNotification,
  type BookingTextInput,
} from '#api/services/notifications/booking-texts.ts';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value)
    .flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key))
    .sort();
}

const placeholdersOf = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

function leaves(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
}

// 10:30 IST on Tuesday 24 November 2026.
const startsAt = new Date('2026-11-24T05:00:00Z');
const input: BookingTextInput = {
  kind: 'confirmed',
  audience: 'client',
  locale: 'en',
  bookingId: 'abcdef12-0000-4000-8000-000000000000',
  providerName: 'Dr. Rohan Mehta',
  clientName: 'Priya Sharma',
  serviceName: null,
  startsAt,
  amountPaise: 149_900,
};

describe('notification texts', () => {
  it('has the same keys and placeholders in Hindi and Tamil as in English', () => {
    expect(keysOf(hi)).toEqual(keysOf(en));
    expect(keysOf(ta)).toEqual(keysOf(en));
    const english = new Map(leaves(en));
    for (const [key, text] of [...leaves(hi), ...leaves(ta)]) expect(placeholdersOf(text), key).toEqual(placeholdersOf(english.get(key)!));
  });

  it('writes Hindi in Devanagari and Tamil in Tamil script, never English words', () => {
    // The signature is the brand name alone.
    const scriptFree = new Set(['when', 'email.signature']);
    for (const [key, text] of leaves(hi)) if (!scriptFree.has(key)) expect(text, key).toMatch(/[\u0900-\u097F]/);
    for (const [key, text] of leaves(ta)) if (!scriptFree.has(key)) expect(text, key).toMatch(/[\u0B80-\u0BFF]/);
  });

  it('formats the time in IST in each language', () => {
    expect(formatWhen('en', startsAt)).toBe('Tue, 24 Nov at 10:30 am');
    expect(formatWhen('hi', startsAt)).toBe('मंगल, 24 नव॰, सुबह 10:30');
    expect(formatWhen('ta', startsAt)).toMatch(/செவ்/);
    expect(formatWhen('ta', startsAt)).toMatch(/, காலை 10:30$/);
  });

  it('renders the in-app notification with or without a service', () => {
    expect(renderBookingNotification(input)).toEqual({
      title: 'Booking confirmed',
      message: 'Your appointment with Dr. Rohan Mehta on Tue, 24 Nov at 10:30 am is confirmed.',
    });
    expect(renderBookingNotification({ ...input, serviceName: 'Skin consultation' }).message).toBe(
      'Your Skin consultation with Dr. Rohan Mehta on Tue, 24 Nov at 10:30 am is confirmed.',
    );
    expect(renderBookingNotification({ ...input, audience: 'provider', locale: 'hi' }).message).toContain('Priya Sharma ने');
  });

  it('puts the fee in rupees with Indian grouping and a short reference in the client message', () => {
    expect(renderBookingMessage({ ...input, amountPaise: 1_00_000_00 })).toContain('₹1,00,000');
    expect(renderBookingMessage(input)).toContain('Ref BMABCDEF1200');
    expect(renderBookingMessage({ ...input, amountPaise: 0 })).not.toContain('Fee');
    expect(bookingRef(input.bookingId)).toBe('BMABCDEF1200');
  });

  it('says where a rescheduled booking moved from and to', () => {
    const moved = renderBookingNotification({ ...input, kind: 'rescheduled', previousStartsAt: new Date('2026-11-23T05:30:00Z') });
    expect(moved.message).toBe('Your appointment with Dr. Rohan Mehta has moved from Mon, 23 Nov at 11:00 am to Tue, 24 Nov at 10:30 am.');
  });
});
