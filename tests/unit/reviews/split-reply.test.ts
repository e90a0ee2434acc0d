import { describe, expect, it } from 'vitest';
import { optKeyword } from '#api/services/messaging/keywords.ts';
import { splitReply } from '#api/services/messaging/split-reply.ts';

describe('splitReply', () => {
  it('keeps a short reply whole', () => {
    expect(splitReply('  Namaste!  ', 1600)).toEqual(['Namaste!']);
  });

  it('cuts at line breaks, then spaces, never inside a letter, each part within the limit', () => {
    const tamil = 'வணக்கம் '.repeat(300).trim();
    const parts = splitReply(tamil, 100);
    for (const part of parts) expect([...part].length).toBeLessThanOrEqual(100);
    expect(parts.join(' ')).toBe(tamil);
    const unbroken = 'अ'.repeat(250);
    expect(splitReply(unbroken, 100).map((part) => [...part].length)).toEqual([100, 100, 50]);
  });
});

describe('optKeyword', () => {
  it('reads STOP and START in English, Hindi and Tamil, only as the whole message', () => {
    expect(optKeyword(' Stop ')).toEqual({ action: 'stop', locale: 'en' });
    expect(optKeyword('बंद करो।')).toEqual({ action: 'stop', locale: 'hi' });
    expect(optKeyword('தொடங்கு')).toEqual({ action: 'start', locale: 'ta' });
    expect(optKeyword('stop the booking for tomorrow')).toBeUndefined();
    expect(optKeyword('cancel')).toBeUndefined();
  });
});
