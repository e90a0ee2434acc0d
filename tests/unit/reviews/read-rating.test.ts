import { describe, expect, it } from 'vitest';
import { readRating } from '#api/services/reviews/review-reply.ts';

describe('readRating', () => {
  it.each([
    ['5', { rating: 5, comment: null }],
    ['4 very patient doctor', { rating: 4, comment: 'very patient doctor' }],
    ['3/5 ok', { rating: 3, comment: 'ok' }],
    ['4 stars, kind staff', { rating: 4, comment: 'kind staff' }],
    ['⭐⭐⭐', { rating: 3, comment: null }],
    ['⭐️⭐️⭐️⭐️ நல்ல மருத்துவர்', { rating: 4, comment: 'நல்ல மருத்துவர்' }],
    ['2 स्टार', { rating: 2, comment: null }],
  ])('reads %j as a rating', (text, expected) => {
    expect(readRating(text)).toEqual(expected);
  });

  it.each(['5 baje', '4 pm', '3.30', '10', '45', '2 மணி', 'dentist tomorrow', '0', '6'])('does not read %j as a rating', (text) => {
    expect(readRating(text)).toBeNull();
  });
});
