import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { orderedId } from '#db/seed/ordered-id.ts';

describe('orderedId', () => {
  it('makes version-7 UUIDs that the API accepts as ids', () => {
    const id = orderedId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(z.uuid().safeParse(id).success).toBe(true);
  });

  it('sorts ids in the order they were made, even 10,000 within a few milliseconds', () => {
    const ids = Array.from({ length: 10_000 }, () => orderedId());
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
