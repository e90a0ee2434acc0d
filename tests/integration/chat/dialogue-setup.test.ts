/**
 * The dialogue evaluation's setup booking (api/cli/lib/dialogue-api.ts): dialogues played side by side often set up
 * the same kind at the same hour; the one that loses the race books another provider's slot instead of failing the run.
 */
import { describe, expect, it } from 'vitest';
import { bookSetup } from '#api/cli/lib/dialogue-api.ts';
import { clockFrom, demoCatalogueServer, newDemoChat, weekdayMorning } from './dialogue-judge.ts';

const now = weekdayMorning();
const demo = demoCatalogueServer({ now: clockFrom(now) });

describe('setup bookings at the same hour', () => {
  it('each of four clients gets its own provider', async () => {
    const clients = await Promise.all([1, 2, 3, 4].map(() => newDemoChat(demo())));
    const setups = await Promise.all(
      clients.map(({ api }) => bookSetup(api, { category: 'tutor', date: { rel_days: 1 }, time: '17:00' }, now)),
    );
    expect(new Set(setups.map((setup) => setup.providerId)).size).toBe(4);
    expect(setups.every((setup) => setup.time === '17:00')).toBe(true);
  });
});
