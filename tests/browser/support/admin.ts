import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { desktop, screenshotDir, screenshots } from './browser.ts';
import { horizontalOverflow } from './layout.ts';

export const demoAdmin = { email: 'admin@demo.bookmitra.in', password: 'Admin@12345' };
export const demoProvider = { email: 'provider@demo.bookmitra.in', password: 'Provider@12345', name: 'Dr. Ananya Iyer' };

/**
 * A new page of `context` signed in as `account` over the API (the session cookie is the context's);
 * `origin` is the app's URL, which the auth routes check.
 */
export async function signInOverApi(context: BrowserContext, origin: string, account: { email: string; password: string } = demoAdmin) {
  const page = await context.newPage();
  const signedIn = await page.request.post('/api/auth/sign-in/email', { data: account, headers: { origin } });
  expect(signedIn.status()).toBe(200);
  return page;
}

/**
 * Lifts the platform's 2-hour cancel notice (issue 26.1) for a test that books whatever slot comes first
 * and then cancels it from My bookings, so that it passes at any hour of the day.
 */
export async function withoutCancelNotice(context: BrowserContext, origin: string) {
  const admin = await signInOverApi(context, origin);
  const patched = await admin.request.patch('/api/admin/settings', { data: { cancelNoticeMinutes: 0 }, headers: { origin } });
  expect(patched.status()).toBe(200);
  await admin.close();
}

const narrowPhone = { width: 360, height: 780 };

/**
 * `<name>-360.png` on the 360 px phone of the brief (the smallest the design serves), failing on sideways
 * scrolling there, then the shared phone and desktop shots. `spilling` also fails on any element spilling
 * out of its box (see `horizontalOverflow`); `settleMs` is the time the page gets to lay out at 360 px.
 */
export async function at360(page: Page, name: string, { settleMs = 150, spilling = false } = {}) {
  mkdirSync(screenshotDir, { recursive: true });
  const original = page.viewportSize() ?? desktop;
  await page.setViewportSize(narrowPhone);
  await page.waitForTimeout(settleMs);
  await page.screenshot({ path: `${screenshotDir}${name}-360.png`, fullPage: true });
  if (spilling) expect(await horizontalOverflow(page), `${name} at 360 px`).toEqual([]);
  else {
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${name} at 360 px`).toBeLessThanOrEqual(narrowPhone.width);
  }
  await screenshots(page, name);
  await page.setViewportSize(original);
}
