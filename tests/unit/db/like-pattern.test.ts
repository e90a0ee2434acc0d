import { describe, expect, it } from 'vitest';
import { containsPattern, exactPattern } from '#db/queries/like-pattern.ts';

describe('LIKE patterns from typed text', () => {
  it('escapes the wildcards and the escape character, so each is matched as itself', () => {
    expect(exactPattern('100%')).toBe('100\\%');
    expect(exactPattern('a_b')).toBe('a\\_b');
    expect(exactPattern('C:\\dir')).toBe('C:\\\\dir');
    expect(exactPattern('%_\\')).toBe('\\%\\_\\\\');
  });

  it('leaves other text alone; "contains" wraps it in wildcards', () => {
    expect(exactPattern('Koramangala')).toBe('Koramangala');
    expect(containsPattern('kavya')).toBe('%kavya%');
    expect(containsPattern('50%_off')).toBe('%50\\%\\_off%');
    expect(containsPattern('')).toBe('%%');
  });
});
