import { describe, expect, it } from 'vitest';
import { useAppInBrowser } from './support/harness.ts';
import { phone, screenshots } from './support/browser.ts';
import { attributeOf, countOf, poll, textOf, visible } from './support/wait.ts';

const app = useAppInBrowser();

/** The Hindi and Tamil UI strings are the `web-*.js` chunks (English ships in the main bundle). */
const languageChunk = /\/assets\/web-[\w-]+\.js$/;

describe('start-up screens', () => {
  it('a database that does not answer shows the checklist with Retry and a retry counter, and Retry starts the app once it is back', async () => {
    const context = await app.visitor({ viewport: phone });
    await context.route('**/api/health', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ status: 'degraded', db: { status: 'down' } }) }),
    );
    const page = await context.newPage();
    await page.goto('/');
    await textOf(page.getByTestId('startup-screen').locator('h1')).toBe('Initialization Failed');
    await attributeOf(page.getByTestId('startup-check-database'), 'data-status').toBe('failed');
    await attributeOf(page.getByTestId('startup-check-language'), 'data-status').toBe('ok');
    await attributeOf(page.getByTestId('startup-check-theme'), 'data-status').toBe('ok');
    await screenshots(page, 'startup-failed');
    await page.getByTestId('startup-retry').click();
    await textOf(page.getByTestId('startup-retries')).toBe('Retry attempts: 1');
    await attributeOf(page.getByTestId('startup-check-database'), 'data-status').toBe('failed');

    await context.unroute('**/api/health');
    await page.getByTestId('startup-retry').click();
    await textOf(page.locator('main h1')).toBe('Professional Appointment Booking');
    await countOf(page.getByTestId('startup-screen')).toBe(0);
    await context.close();
  });

  it('a slow start shows Loading BookMitra, after 15 s says it is taking longer and Continue Anyway opens the app', async () => {
    const context = await app.visitor();
    await context.addInitScript(() => localStorage.setItem('lang', 'ta'));
    // The Tamil strings never arrive.
    await context.route(languageChunk, () => undefined);
    const page = await context.newPage();
    await page.clock.install();
    await page.goto('/', { waitUntil: 'commit' });
    await textOf(page.getByTestId('startup-screen').locator('h1')).toBe('BookMitra ஏற்றப்படுகிறது');
    await countOf(page.getByText('இது எதிர்பார்த்ததை விட அதிக நேரம் எடுக்கிறது...')).toBe(0);
    await page.clock.fastForward(15_000);
    await visible(page.getByText('இது எதிர்பார்த்ததை விட அதிக நேரம் எடுக்கிறது...'));
    await page.getByRole('button', { name: 'எப்படியும் தொடர்க' }).click();
    // Without its Tamil strings the app continues in English.
    await textOf(page.locator('main h1')).toBe('Professional Appointment Booking');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await context.close();
  });

  it('an unexpected start-up error, after one retry, shows App Loading Error with an id whose details are in session storage', async () => {
    const context = await app.visitor();
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'languages', {
        get() {
          throw new Error('navigator.languages is blocked');
        },
      });
    });
    const page = await context.newPage();
    await page.goto('/');
    await textOf(page.getByTestId('startup-screen').locator('h1')).toBe('App Loading Error');
    await visible(page.getByRole('button', { name: 'Force Reload' }));
    await visible(page.getByRole('button', { name: 'Clear Cache' }));
    const errorId = (await page.getByTestId('startup-error-id').innerText()).replace('Error ID: ', '');
    expect(errorId).toMatch(/^[0-9A-F]{8}$/);
    const stored = JSON.parse(await page.evaluate(() => sessionStorage.getItem('app_init_error') ?? 'null')) as Record<
      string,
      string
    > | null;
    expect(stored).toMatchObject({ id: errorId, message: 'navigator.languages is blocked', url: `${app.url}/` });
    expect(Object.keys(stored ?? {}).sort()).toEqual(['id', 'message', 'stack', 'timestamp', 'url', 'userAgent']);
    await screenshots(page, 'startup-error');

    await page.getByRole('button', { name: 'Force Reload' }).click();
    await poll(async () => (await page.getByTestId('startup-error-id').allInnerTexts())[0] ?? errorId).not.toContain(errorId);
    await context.close();
  });
});
