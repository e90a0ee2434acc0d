import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { parseEnv } from '#api/core/env.ts';

const key = { OPENAI_API_KEY: 'sk-test-key' };

describe('AI_MODE', () => {
  it('defaults as before: the remote model when a key is set, else the offline model', () => {
    expect(parseEnv({}).aiMode).toBe('offline');
    expect(parseEnv(key).aiMode).toBe('remote');
  });

  it('takes offline, remote or hybrid; offline ignores a key that is set', () => {
    expect(parseEnv({ ...key, AI_MODE: 'offline' }).aiMode).toBe('offline');
    expect(parseEnv({ ...key, AI_MODE: 'remote' }).aiMode).toBe('remote');
    expect(parseEnv({ ...key, AI_MODE: 'hybrid' }).aiMode).toBe('hybrid');
    expect(parseEnv({ AI_MODE: 'offline' }).aiMode).toBe('offline');
  });

  it.each(['remote', 'hybrid'])('refuses %s without OPENAI_API_KEY, naming AI_MODE and the missing key', (mode) => {
    let refused: unknown;
    try {
      parseEnv({ AI_MODE: mode });
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(ZodError);
    const issues = (refused as ZodError).issues;
    expect(issues).toEqual([
      expect.objectContaining({ path: ['AI_MODE'], message: expect.stringMatching(new RegExp(`^${mode} needs OPENAI_API_KEY`)) }),
    ]);
  });

  it('refuses an unknown mode', () => {
    expect(() => parseEnv({ ...key, AI_MODE: 'cloud' })).toThrow(ZodError);
  });
});
