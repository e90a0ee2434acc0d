import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays, istToday } from '#db/contract/ist.ts';
import { useAppInBrowser } from './support/harness.ts';
import { signUp } from './support/browser.ts';
import { countOf, visible } from './support/wait.ts';

const app = useAppInBrowser();

type Slot = { date: string; time: string };
const parts = ['morning', 'afternoon', 'evening'] as const;
const partOf = (time: string) => (time < '12:00' ? 'morning' : time < '16:00' ? 'afternoon' : 'evening');

/** A seeded provider and an IST day and part of day of theirs with nothing free (the page offers the waitlist there). */
async function fullDayPart(page: Page) {
  const providers = (await (await page.request.get('/api/providers?category=doctor')).json()) as { items: { id: string }[] };
  for (const { id } of providers.items) {
    const slots = (await (await page.request.get(`/api/providers/${id}/slots`)).json()) as Slot[];
    for (let day = 1; day < 14; day++) {
      const date = addDays(istToday(), day);
      const part = parts.find((entry) => !slots.some((slot) => slot.date === date && partOf(slot.time) === entry));
      if (part) return { providerId: id, date, part };
    }
  }
  throw new Error('every seeded doctor has free slots in every part of every day');
}

describe('the waitlist on the provider page', () => {
  it('joins a day with nothing free, shows it in My bookings and leaves it', async () => {
    const context = await app.visitor();
    const page = await context.newPage();
    await signUp(page, 'Farah Khan');
    const { providerId, date, part } = await fullDayPart(page);

    await page.goto(`/providers/${providerId}`);
    await visible(page.getByTestId('waitlist-join'));
    await page.getByTestId('waitlist-day').fill(date);
    await page.getByTestId('waitlist-part').selectOption(part);
    await page.getByTestId('join-waitlist').click();
    await visible(page.getByText('You are on the waitlist', { exact: true }));

    const mine = (await (await page.request.get('/api/waitlist')).json()) as { date: string; partOfDay: string; status: string }[];
    expect(mine).toMatchObject([{ date, partOfDay: part, status: 'waiting' }]);

    await page.goto('/bookings');
    await visible(page.getByTestId('waitlist-entry'));
    await page.getByTestId('leave-waitlist').click();
    await countOf(page.getByTestId('waitlist-entry')).toBe(0);
    await context.close();
  });
});
