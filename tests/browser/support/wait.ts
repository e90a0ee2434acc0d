import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

/** playwright-core has no `expect`: vitest's expect.poll retries until the page catches up. */
export function poll<T>(read: () => Promise<T>) {
  return expect.poll(read, { timeout: 10_000, interval: 100 });
}

export const textOf = (locator: Locator) => poll(() => locator.first().innerText().catch(() => ''));
export const countOf = (locator: Locator) => poll(() => locator.count());
export const attributeOf = (locator: Locator, name: string) => poll(() => locator.first().getAttribute(name).catch(() => null));

export async function visible(locator: Locator) {
  await locator.first().waitFor({ state: 'visible', timeout: 10_000 });
}
