import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useAppInBrowser } from './support/harness.ts';
import { controlsUnderMitraButton, horizontalOverflow, phoneWidths, signIn } from './support/layout.ts';
import { visible } from './support/wait.ts';

const app = useAppInBrowser();

const publicPages = [
  '/',
  '/providers',
  '/providers?category=psychologist',
  '/services',
  '/signin',
  '/signup',
  '/quickauth',
  '/forgot-password',
];
const accountPages = [
  '/home',
  '/dashboard',
  '/bookings',
  '/profile',
  '/subscription',
  '/rewards',
  '/health-records',
  '/mitra',
  '/ambient',
  '/security',
];

async function firstProviderPath(page: Page) {
  const response = await page.request.get('/api/providers?pageSize=1&category=psychologist');
  const { items } = (await response.json()) as { items: { id: string }[] };
  return `/providers/${items[0]?.id ?? ''}`;
}

/** A phone in the given language (the stored choice, as the language menu leaves it). */
async function phoneIn(language: string, width: number): Promise<BrowserContext> {
  const context = await app.visitor({ viewport: { width, height: 780 } });
  await context.addInitScript((lng) => localStorage.setItem('lang', lng), language);
  return context;
}

async function settle(page: Page, path: string) {
  await page.goto(path);
  await visible(page.locator('main h1'));
  // Counts, cards and fonts arrive just after the heading.
  await page.waitForTimeout(400);
}

describe('every main page at 360 px in English, Hindi and Tamil', () => {
  for (const language of ['en', 'hi', 'ta']) {
    it(`nothing overflows sideways (${language})`, async () => {
      const context = await phoneIn(language, 360);
      const page = await context.newPage();
      const problems: string[] = [];
      const check = async (path: string) => {
        await settle(page, path);
        for (const problem of await horizontalOverflow(page)) problems.push(`${path}: ${problem}`);
      };
      for (const path of [...publicPages, await firstProviderPath(page)]) await check(path);
      await signIn(page);
      for (const path of accountPages) await check(path);
      await page.goto('/');
      await visible(page.locator('main h1'));
      await page.screenshot({ path: `tests/browser/screenshots/phone-360-${language}.png` });
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});

describe('the floating Mitra button on phones', () => {
  for (const width of phoneWidths) {
    it(`covers none of the page's controls at ${width} px`, async () => {
      const context = await phoneIn('en', width);
      const page = await context.newPage();
      const covered: string[] = [];
      const check = async (path: string) => {
        await settle(page, path);
        for (const control of await controlsUnderMitraButton(page)) covered.push(`${path}: ${control}`);
      };
      for (const path of ['/', '/providers', '/services', await firstProviderPath(page)]) await check(path);
      await signIn(page);
      for (const path of ['/home', '/dashboard', '/bookings', '/profile']) await check(path);
      expect(covered).toEqual([]);
      await context.close();
    });
  }
});

describe("Mitra's message box at 360 px", () => {
  for (const language of ['en', 'hi', 'ta']) {
    it(`shows its whole placeholder, however many lines it takes (${language})`, async () => {
      const context = await phoneIn(language, 360);
      const page = await context.newPage();
      await signIn(page);
      await settle(page, '/mitra');
      const box = page.getByTestId('chat-input');
      const fit = await box.evaluate((element: HTMLTextAreaElement) => {
        const empty = element.clientHeight;
        // The height the placeholder's text needs: the same text as a value, measured, then taken out.
        element.value = element.placeholder;
        const needed = element.scrollHeight;
        element.value = '';
        return { empty, needed };
      });
      await page.screenshot({ path: `tests/browser/screenshots/mitra-box-360-${language}.png` });
      expect(fit.empty).toBeGreaterThanOrEqual(fit.needed);
      await context.close();
    });
  }
});
