import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useAppInBrowser } from './support/harness.ts';
import { countOf, poll, textOf, visible } from './support/wait.ts';

const app = useAppInBrowser();

/** What a visitor sees before any JavaScript ran: the HTML the server sent, as painted. */
async function withoutJavaScript(path: string, locale = 'en-IN') {
  const context = await app.visitor({ locale });
  const page = await context.newPage();
  await page.route('**/*.js', (route) => route.abort());
  await page.goto(path);
  return { page, close: () => context.close() };
}

const prerenderedVisibility = (page: Page) =>
  page.evaluate(() => {
    const prerendered = document.querySelector('[data-prerendered]');
    return prerendered ? getComputedStyle(prerendered).visibility : 'none';
  });

describe('prerendered public pages', () => {
  it('the landing page paints its content before its JavaScript arrives', async () => {
    const { page, close } = await withoutJavaScript('/');
    expect(await page.locator('h1').innerText()).toBe('Professional Appointment Booking');
    expect(await page.locator('[data-testid^="category-"]').count()).toBe(15);
    expect(await prerenderedVisibility(page)).toBe('visible');
    // Its controls are not live yet: they say so, and a click waits for the live page.
    expect(await page.getByTestId('chat-open').isEnabled()).toBe(false);
    await close();
  });

  it('then becomes the live app: the prerendered copy is replaced and links route without a reload', async () => {
    const context = await app.visitor();
    const page = await context.newPage();
    await page.goto('/');
    await countOf(page.locator('[data-prerendered]')).toBe(0);
    await textOf(page.locator('h1')).toBe('Professional Appointment Booking');
    expect(await page.getByTestId('chat-open').isEnabled()).toBe(true);
    // Live data replaces the reserved blank under each tile.
    await textOf(page.getByTestId('category-doctor')).toMatch(/\d+ providers?/);
    // The first page is on screen already: it does not fade in again (that hid it and delayed its LCP).
    expect(await page.locator('main').getAttribute('class')).not.toContain('page-enter');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByTestId('category-doctor').click();
    await page.waitForURL('**/providers?category=doctor');
    await visible(page.getByTestId('provider-card'));
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await page.locator('main').getAttribute('class')).toContain('page-enter');
    await context.close();
  });

  it('asks for its JavaScript only once it has painted: the stylesheet has the connection to itself first', async () => {
    const context = await app.visitor();
    const page = await context.newPage();
    const response = await page.goto('/providers');
    // The HTML names no script to fetch at once: its loader asks for them after the first frame.
    expect(await response?.text()).not.toMatch(/<script type="module"|rel="modulepreload"/);
    await countOf(page.locator('[data-prerendered]')).toBe(0);
    const timing = await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const stylesheet = resources.find((entry) => entry.name.endsWith('.css'));
      const scripts = resources.filter((entry) => entry.name.endsWith('.js'));
      return {
        stylesheetEnd: stylesheet?.responseEnd ?? Number.NaN,
        firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
        scripts: scripts.length,
      };
    });
    expect(timing.scripts).toBeGreaterThan(5);
    expect(timing.firstScript).toBeGreaterThanOrEqual(timing.stylesheetEnd);
    await context.close();
  });

  it('providers and a provider page paint their frame first, then their data', async () => {
    const list = await withoutJavaScript('/providers');
    expect(await list.page.locator('h1').innerText()).toBe('Find a provider');
    expect(await list.page.getByRole('status').count()).toBeGreaterThan(0);
    await list.close();

    const shell = await withoutJavaScript('/providers/any-provider-id');
    expect(await shell.page.locator('header').count()).toBe(1);
    expect(await shell.page.getByRole('status').count()).toBeGreaterThan(0);
    await shell.close();

    const context = await app.visitor();
    const page = await context.newPage();
    await page.goto('/providers');
    await visible(page.getByTestId('provider-card'));
    const name = (await page.getByTestId('provider-card').first().locator('h2').innerText()).trim();
    await page.getByTestId('provider-card').first().getByRole('link').click();
    await textOf(page.locator('h1')).toBe(name);
    await context.close();
  });

  it('a provider page arrives drawn with its provider; the app starts from that data and fetches the slots from the preload', async () => {
    const context = await app.visitor();
    const page = await context.newPage();
    await page.goto('/providers');
    await visible(page.getByTestId('provider-card'));
    const card = page.getByTestId('provider-card').first();
    const name = (await card.locator('h2').innerText()).trim();
    const href = (await card.getByRole('link').getAttribute('href')) ?? '/';

    // Before any JavaScript: the server's HTML already holds the provider (its LCP: the description).
    const drawn = await withoutJavaScript(href);
    expect(await drawn.page.locator('h1').innerText()).toBe(name);
    expect(await drawn.page.getByRole('heading', { name: 'About' }).count()).toBe(1);
    expect(await drawn.page.getByRole('radio').count()).toBeGreaterThan(0);
    await drawn.close();

    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) requested.push(new URL(request.url()).pathname);
    });
    await page.goto(href);
    await countOf(page.locator('[data-prerendered]')).toBe(0);
    await textOf(page.locator('h1')).toBe(name);
    await visible(page.getByTestId('slot').first());
    expect(requested.filter((path) => path === `/api${href}`)).toEqual([]);
    expect(requested.filter((path) => path === '/api/auth/get-session')).toEqual(['/api/auth/get-session']);
    const slots = `/api${href}/slots`;
    expect(requested.filter((path) => path === slots)).toEqual([slots]);
    expect(
      await page.evaluate(
        (url) =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => new URL(entry.name).pathname === url)
            .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
        slots,
      ),
    ).toEqual(['link']);
    await context.close();
  });

  it('the web font moves nothing: the landing page lays out the same with the fallback face as with Noto Sans', async () => {
    const layout = async (blockFonts: boolean) => {
      const context = await app.visitor({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      if (blockFonts) await page.route(/\.woff2?$/, (route) => route.abort());
      await page.goto('/');
      await visible(page.getByTestId('category-doctor'));
      const boxes = await page.evaluate(async () => {
        await document.fonts.ready;
        const box = (selector: string) => document.querySelector(selector)?.getBoundingClientRect();
        const font = [...document.fonts].some((face) => face.family.replaceAll('"', '') === 'Noto Sans' && face.status === 'loaded');
        return { font, h1: box('h1')?.height ?? 0, tiles: box('[data-testid="category-doctor"]')?.top ?? 0 };
      });
      await context.close();
      return boxes;
    };
    const [fallback, webFont] = [await layout(true), await layout(false)];
    expect([fallback.font, webFont.font]).toEqual([false, true]);
    expect(Math.abs(fallback.h1 - webFont.h1)).toBeLessThanOrEqual(2);
    expect(Math.abs(fallback.tiles - webFont.tiles)).toBeLessThanOrEqual(8);
  });

  it('a price fetches no 60 KB font for its ₹: the glyph comes from the 15 KB Tamil file', async () => {
    const context = await app.visitor();
    const page = await context.newPage();
    await page.goto('/providers');
    await visible(page.getByTestId('provider-card'));
    await page.getByTestId('provider-card').first().getByRole('link').click();
    await visible(page.getByRole('radio').first());
    expect(await page.locator('main').innerText()).toContain('₹');
    const fonts = await page.evaluate(async () => {
      await document.fonts.ready;
      return performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.endsWith('.woff2'));
    });
    expect(fonts.some((path) => path.includes('noto-sans-tamil-tamil-600'))).toBe(true);
    expect(fonts.filter((path) => path.includes('latin-ext'))).toEqual([]);
    await context.close();
  });

  it('a Hindi visitor never sees the English prerender: hidden until the app renders Hindi', async () => {
    const { page, close } = await withoutJavaScript('/', 'hi-IN');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    expect(await prerenderedVisibility(page)).toBe('hidden');
    await close();

    const context = await app.visitor({ locale: 'hi-IN' });
    const live = await context.newPage();
    await live.goto('/');
    await textOf(live.locator('h1')).toBe('पेशेवर अपॉइंटमेंट बुकिंग');
    await poll(() => prerenderedVisibility(live)).toBe('none');
    await context.close();
  });
});
