import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInOverApi } from './support/admin.ts';
import { screenshotDir } from './support/browser.ts';
import { useAppInBrowser } from './support/harness.ts';
import { horizontalOverflow } from './support/layout.ts';
import { attributeOf, countOf, openPalette, visible } from './support/wait.ts';

const app = useAppInBrowser();

async function adminAt(width: number, language: string): Promise<Page> {
  const context = await app.visitor({ viewport: { width, height: 800 } });
  await context.addInitScript((lng) => localStorage.setItem('lang', lng), language);
  return signInOverApi(context, app.url);
}

/** The header links a sighted admin sees on a laptop (role queries skip the hidden phone ones). */
async function visibleHeaderLinks(page: Page) {
  const links = page.locator('header nav').first().getByRole('link');
  // The visitor's three links come first; the admin's seven once the session is read.
  await countOf(links).toBe(7);
  return (await links.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
}

describe('spec drift', () => {
  for (const width of [1366, 1280]) {
    it(`the admin's header shows the spec's seven links on a ${width} px laptop, nothing overflowing (en)`, async () => {
      const page = await adminAt(width, 'en');
      await page.goto('/home');
      expect(await visibleHeaderLinks(page)).toEqual([
        'Home',
        'Admin Lookup',
        'Dashboard',
        'Provider Reports',
        'Complaints',
        'Transactions',
        'Service Approvals',
      ]);
      await page.screenshot({ path: `${screenshotDir}spec-drift-header-${width}.png` });
      expect(await horizontalOverflow(page)).toEqual([]);
    });
  }

  it('the seven fit in Tamil at 1366 px, and a 360 px phone keeps its own four in the menu', async () => {
    const page = await adminAt(1366, 'ta');
    await page.goto('/home');
    expect(await visibleHeaderLinks(page)).toHaveLength(7);
    await page.screenshot({ path: `${screenshotDir}spec-drift-header-ta-1366.png` });
    expect(await horizontalOverflow(page)).toEqual([]);

    await page.setViewportSize({ width: 360, height: 780 });
    await page.locator('button[aria-controls="mobile-menu"]').click();
    await countOf(page.locator('#mobile-menu').getByRole('link')).toBe(4);
    expect(await horizontalOverflow(page)).toEqual([]);
  });

  it("the palette's Navigate group has the spec's six entries (en and hi, 360 px)", async () => {
    for (const [language, heading] of [
      ['en', 'Navigate'],
      ['hi', 'जाएँ'],
    ] as const) {
      const page = await adminAt(360, language);
      await page.goto('/home');
      await visible(page.locator('main h1'));
      await openPalette(page);
      const group = page.getByRole('dialog').locator('[cmdk-group]').filter({ hasText: heading });
      await countOf(group.getByRole('option')).toBe(6);
      if (language === 'en') {
        expect(await group.getByRole('option').allInnerTexts()).toEqual([
          'Home',
          'Providers',
          'Services',
          'My Bookings',
          'Dashboard',
          'Profile',
        ]);
      }
      await page.screenshot({ path: `${screenshotDir}spec-drift-palette-${language}-360.png` });
      expect(await horizontalOverflow(page)).toEqual([]);
      await page.context().close();
    }
  });

  it('the theme menu marks the current choice, for screen readers and for the eye (en and ta)', async () => {
    for (const [language, dark] of [
      ['en', 'Dark'],
      ['ta', 'இருள்'],
    ] as const) {
      const page = await adminAt(1366, language);
      await page.goto('/home');
      await visible(page.locator('main h1'));
      await page.getByTestId('theme-menu').click();
      const system = page.getByRole('menuitemradio').and(page.getByTestId('theme-system'));
      await attributeOf(system, 'aria-checked').toBe('true');
      await visible(page.getByTestId('theme-system-mark'));
      await countOf(page.getByTestId('theme-dark-mark')).toBe(0);
      await page.getByRole('menuitemradio', { name: dark }).click();
      await page.getByTestId('theme-menu').click();
      await attributeOf(page.getByTestId('theme-dark'), 'aria-checked').toBe('true');
      await attributeOf(page.getByTestId('theme-system'), 'aria-checked').toBe('false');
      await visible(page.getByTestId('theme-dark-mark'));
      await countOf(page.getByTestId('theme-system-mark')).toBe(0);
      await page.screenshot({ path: `${screenshotDir}spec-drift-theme-${language}.png` });
      await page.context().close();
    }
  });
});
