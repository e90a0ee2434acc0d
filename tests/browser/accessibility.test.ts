import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useAppInBrowser } from './support/harness.ts';
import { seriousViolations } from './support/axe.ts';
import { phone, signUp } from './support/browser.ts';
import { countOf, visible } from './support/wait.ts';

const app = useAppInBrowser();

async function expectAccessible(page: Page) {
  // Let entry animations finish: axe reads colours mid-fade as low contrast.
  await page.waitForTimeout(300);
  expect(await seriousViolations(page)).toEqual([]);
}

describe.each([
  ['light', 'desktop'],
  ['dark', 'phone'],
] as const)('axe-core in %s mode on a %s', (theme, device) => {
  it('finds no serious or critical violation on landing, providers, provider, booking and my bookings', async () => {
    const context = await app.visitor(device === 'phone' ? { viewport: phone } : {});
    await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
    const page = await context.newPage();

    await page.goto('/');
    await visible(page.getByTestId('category-doctor'));
    await expectAccessible(page);

    await signUp(page);
    await page.goto('/providers?category=doctor');
    await visible(page.getByTestId('provider-card'));
    await expectAccessible(page);

    await page.getByTestId('provider-card').first().getByRole('link').click();
    await visible(page.getByTestId('slot'));
    await expectAccessible(page);

    await page.getByTestId('slot').first().click();
    await page.getByTestId('book-slot').click();
    await visible(page.getByRole('alertdialog'));
    await expectAccessible(page);
    await page.getByTestId('confirm-action').click();
    await page.waitForURL(/booking-confirmation/);
    await visible(page.getByTestId('booking-confirmation'));
    await expectAccessible(page);

    await page.goto('/bookings');
    await countOf(page.getByTestId('booking-item')).toBe(1);
    await expectAccessible(page);
    await context.close();
  });
});
