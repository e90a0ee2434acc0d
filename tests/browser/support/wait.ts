import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** playwright-core has no `expect`: vitest's expect.poll retries until the page catches up. */
export function poll<T>(read: () => Promise<T>) {
  return expect.poll(read, { timeout: 10_000, interval: 100 });
}

/** Reads that never wait or throw when nothing matches yet, so the poll simply tries again. */
export const textOf = (locator: Locator) => poll(async () => (await locator.allInnerTexts())[0] ?? '');
export const countOf = (locator: Locator) => poll(() => locator.count());
export const attributeOf = (locator: Locator, name: string) =>
  poll(() => locator.evaluateAll((elements, attribute) => elements[0]?.getAttribute(attribute) ?? null, name));

export async function visible(locator: Locator) {
  await locator.first().waitFor({ state: 'visible', timeout: 10_000 });
}

/** Waits until the app has replaced a prerendered page (keyboard shortcuts work only from then on). */
export async function live(page: Page) {
  await page.locator('#root:not(:has([data-prerendered])) > *').first().waitFor({ state: 'attached', timeout: 10_000 });
}

/**
 * Opens the command palette with Ctrl+K. The shortcut's listener is attached in an effect after the
 * page paints, so on a busy machine a single press can land before it: press until the dialog shows.
 */
export async function openPalette(page: Page) {
  await poll(async () => {
    if ((await page.getByRole('dialog').count()) === 0) await page.keyboard.press('Control+k');
    return page.getByRole('dialog').count();
  }).toBe(1);
}
