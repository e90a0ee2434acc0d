import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useAppInBrowser } from './support/harness.ts';
import { poll, visible } from './support/wait.ts';

type SeoStrings = { cta: string; pages: Record<string, { title: string; description: string }> };
const english = JSON.parse(readFileSync(new URL('../../locales/en/seo.json', import.meta.url), 'utf8')) as SeoStrings;

const app = useAppInBrowser();

/** A visitor whose page has an analytics function (gtag) that records events, in a pinned A/B variant. */
async function visitorWithAnalytics(variant?: 'A' | 'B'): Promise<BrowserContext> {
  const context = await app.visitor();
  await context.addInitScript((pinned) => {
    const events: unknown[] = [];
    Object.assign(window, { analyticsEvents: events, gtag: (...args: unknown[]) => events.push(args) });
    if (pinned) sessionStorage.setItem('seo_variant', pinned);
  }, variant);
  return context;
}

const head = (page: Page) =>
  page.evaluate(() => ({
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
  }));
const events = (page: Page, name: string) =>
  page.evaluate(
    (event) =>
      (window as unknown as { analyticsEvents: [string, string, Record<string, unknown>][] }).analyticsEvents
        .filter(([, n]) => n === event)
        .map(([, , params]) => params),
    name,
  );

describe('page titles and descriptions', () => {
  it('follow the page, and a visitor with analytics gets page_view and seo_score events', async () => {
    const context = await visitorWithAnalytics('A');
    const page = await context.newPage();
    await page.goto('/');
    await poll(() => head(page)).toEqual(english.pages.landing);
    await poll(() => events(page, 'page_view')).toEqual([{ page_type: 'landing', page_location: `${app.url}/`, page_path: '/' }]);
    expect(await events(page, 'seo_score')).toContainEqual({ title_score: 100, description_score: 100, page_url: `${app.url}/` });

    await page.getByTestId('category-doctor').click();
    await page.waitForURL('**/providers?category=doctor');
    await poll(() => head(page)).toEqual(english.pages.providers);
    await poll(async () => (await events(page, 'page_view')).map((event) => event.page_type)).toEqual(['landing', 'providers']);

    await page.getByTestId('provider-card').first().locator('a').first().click();
    await page.waitForURL('**/providers/*');
    // The provider page itself, not the list still on screen while its code arrives.
    await visible(page.getByTestId('book-slot'));
    const name = (await page.locator('h1').first().innerText()).trim();
    await poll(async () => (await head(page)).title).toContain(name);
    await poll(async () => (await events(page, 'page_view')).at(-1)?.page_type).toBe('provider');
    await context.close();
  });

  it('variant B stars the title and puts a tick and "Book Now!" around the description', async () => {
    const context = await visitorWithAnalytics('B');
    const page = await context.newPage();
    await page.goto('/providers');
    await poll(() => head(page)).toEqual({
      title: `★ ${english.pages.providers!.title}`,
      description: `✓ ${english.pages.providers!.description} Book Now!`,
    });
    await context.close();
  });

  it('draws a variant once per session and keeps it in session storage under seo_variant', async () => {
    const context = await app.visitor();
    const page = await context.newPage();
    await page.goto('/signup');
    await visible(page.locator('h1'));
    const variant = await poll(() => page.evaluate(() => sessionStorage.getItem('seo_variant')))
      .toMatch(/^[AB]$/)
      .then(() => page.evaluate(() => sessionStorage.getItem('seo_variant')));
    const expected = variant === 'B' ? `★ ${english.pages.signUp!.title}` : english.pages.signUp!.title;
    await poll(async () => (await head(page)).title).toBe(expected);
    await page.reload();
    expect(await page.evaluate(() => sessionStorage.getItem('seo_variant'))).toBe(variant);
    await poll(async () => (await head(page)).title).toBe(expected);
    await context.close();
  });
});
