import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useAppInBrowser } from './support/harness.ts';
import { signUp } from './support/browser.ts';
import { countOf, textOf, visible } from './support/wait.ts';

const app = useAppInBrowser();

type Slot = { id: string; startsAt: string };

/** A provider with free slots, read through the public API. */
async function providerWithSlots(page: Page, category: string) {
  const providers = (await (await page.request.get(`/api/providers?category=${category}`)).json()) as { items: { id: string }[] };
  const providerId = providers.items[0]!.id;
  const slots = (await (await page.request.get(`/api/providers/${providerId}/slots`)).json()) as Slot[];
  return { providerId, slots };
}

/** Books over the API with the page's session cookie, as the web app would. */
async function bookOverApi(page: Page, slotId: string) {
  const response = await page.request.post('/api/bookings', { data: { slotId }, headers: { origin: app.url } });
  expect(response.status()).toBe(201);
}

describe('booking rules in the web app', () => {
  it('reschedules a booking to another slot from My bookings', async () => {
    const context = await app.visitor();
    const page = await context.newPage();
    await signUp(page, 'Arjun Rao');
    const { slots } = await providerWithSlots(page, 'salon');
    // Outside the platform's 2-hour cancel notice (issue 26.1): inside it, My bookings offers a call instead.
    const changeable = slots.find((slot) => Date.parse(slot.startsAt) > Date.now() + 3 * 3_600_000)!;
    await bookOverApi(page, changeable.id);

    await page.goto('/bookings');
    const before = await page.getByTestId('booking-item').innerText();
    await page.getByTestId('reschedule-booking').click();
    await visible(page.getByRole('alertdialog').getByTestId('slot'));
    await page.getByRole('alertdialog').getByTestId('slot').nth(1).click();
    await page.getByTestId('confirm-action').click();
    await visible(page.getByText('Booking rescheduled', { exact: true }));
    await countOf(page.getByTestId('booking-item')).toBe(1);
    await textOf(page.getByTestId('booking-item')).not.toBe(before);
    await context.close();
  });

  it('the sixth free booking shows the quota toast (402)', async () => {
    const context = await app.visitor();
    const page = await context.newPage();
    await signUp(page, 'Divya Menon');
    const { providerId, slots } = await providerWithSlots(page, 'tutor');
    for (const slot of slots.slice(0, 5)) await bookOverApi(page, slot.id);

    await page.goto(`/providers/${providerId}`);
    await visible(page.getByTestId('slot'));
    await page.getByTestId('slot').first().click();
    await page.getByTestId('book-slot').click();
    await page.getByTestId('confirm-action').click();
    await visible(page.getByText('Free bookings used up'));
    expect(page.url()).toContain(`/providers/${providerId}`);
    await context.close();
  });

  it('an open provider page drops a slot someone else just booked, without a reload', async () => {
    const watcherContext = await app.visitor();
    const watcher = await watcherContext.newPage();
    await signUp(watcher, 'Neha Gupta');
    const { providerId, slots } = await providerWithSlots(watcher, 'yoga');
    await watcher.goto(`/providers/${providerId}`);
    // The first free slot is on screen (the first day shown); once someone else books it, it goes without a reload.
    const first = watcher.locator(`[data-slot-id="${slots[0]!.id}"]`);
    await visible(first);

    const otherContext = await app.visitor();
    const other = await otherContext.newPage();
    await signUp(other, 'Vikram Singh');
    await bookOverApi(other, slots[0]!.id);

    await countOf(first).toBe(0);
    await otherContext.close();
    await watcherContext.close();
  });

  it('a service result opens /services/{id}/book with that service chosen', async () => {
    const context = await app.visitor();
    const page = await context.newPage();
    await page.goto('/services?q=chemical%20peel');
    const first = page.getByTestId('book-service').first();
    await visible(first);
    await first.click();
    // The service id alone is enough (issue 11, point 16): no ?providerId= in the link.
    await page.waitForURL(/\/services\/[0-9a-f-]{36}\/book$/);
    await visible(page.getByTestId('slot'));
    const checked = page.locator('input[name="service"]:checked').locator('xpath=..');
    await textOf(checked).toMatch(/chemical peel/i);
    await context.close();
  });

  it('a chunk that fails to load is retried 3 times, then a refresh is offered', async () => {
    const context = await app.visitor();
    const page = await context.newPage();
    await page.goto('/');
    await visible(page.getByTestId('category-doctor'));
    await context.route(/\/assets\/providers-[^/]*\.js$/, (route) => route.abort());
    await page.getByTestId('book-now').click();
    await visible(page.getByText('Failed to load content. Retrying automatically...'));
    await page.getByRole('button', { name: 'Refresh' }).waitFor({ state: 'visible', timeout: 15_000 });
    await textOf(page.getByRole('alert')).toMatch('Unable to load the latest version. Please refresh the page.');
    await context.close();
  });
});
