import { describe, expect, it } from 'vitest';
import { packEvents, type AppEvent } from '#api/services/events/event-hub.ts';

const event = (index: number, size = 100): AppEvent => ({ type: 'booking', userIds: [`user-${index}`], data: { note: 'x'.repeat(size) } });

describe('packEvents', () => {
  it('puts a few small events in one NOTIFY payload', () => {
    const payloads = packEvents([event(1), event(2), event(3)]);
    expect(payloads).toHaveLength(1);
    expect(JSON.parse(payloads[0]!)).toEqual([event(1), event(2), event(3)]);
  });

  it('splits many events into payloads that each stay under the 8,000-byte NOTIFY limit, keeping order', () => {
    const events = Array.from({ length: 200 }, (_, index) => event(index));
    const payloads = packEvents(events);
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8000);
    expect(payloads.flatMap((payload) => JSON.parse(payload) as AppEvent[])).toEqual(events);
  });

  it('sends nothing for no events', () => {
    expect(packEvents([])).toEqual([]);
  });
});
