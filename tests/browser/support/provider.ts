import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { demoProvider } from './admin.ts';

export type Slot = { id: string; startsAt: string; date: string };

/**
 * Opens the signed-in provider's whole day, every day, in 15-minute slots, so that today (IST) has free
 * slots whatever the hour the test runs; `origin` is the app's URL, which writes must carry.
 */
export async function openAllDay(page: Page, origin: string) {
  const hours = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, from: '00:00', to: '24:00' }));
  const response = await page.request.put('/api/provider/hours', { data: { slotMinutes: 15, gapMinutes: 0, hours }, headers: { origin } });
  expect(response.status()).toBe(200);
}

/** The demo provider's free slots, as a client sees them. */
export async function freeSlotsOfDemoProvider(page: Page): Promise<Slot[]> {
  const found = (await (await page.request.get(`/api/providers?q=${encodeURIComponent(demoProvider.name)}`)).json()) as {
    items: { id: string; name: string }[];
  };
  const provider = found.items.find((item) => item.name === demoProvider.name)!;
  return (await (await page.request.get(`/api/providers/${provider.id}/slots`)).json()) as Slot[];
}
