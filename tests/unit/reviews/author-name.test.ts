import { describe, expect, it } from 'vitest';
import { publicAuthorName } from '#api/services/reviews/author-name.ts';

describe('the name a public review shows', () => {
  it('is the first name and the initial of the surname, never more', () => {
    expect(publicAuthorName('Lakshmi Iyer')).toBe('Lakshmi I.');
    expect(publicAuthorName('  Lakshmi   Venkata iyer ')).toBe('Lakshmi I.');
    expect(publicAuthorName('लक्ष्मी अय्यर')).toBe('लक्ष्मी अ.');
  });

  it('keeps a single name and an already short name as they are', () => {
    expect(publicAuthorName('Lakshmi')).toBe('Lakshmi');
    expect(publicAuthorName('Priya S.')).toBe('Priya S.');
  });
});
