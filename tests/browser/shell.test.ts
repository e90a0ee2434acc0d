import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useAppInBrowser } from './support/harness.ts';
import { screenshots } from './support/browser.ts';
import { countOf, live, openPalette, poll, textOf, visible } from './support/wait.ts';

const distDir = fileURLToPath(new URL('../../web/dist', import.meta.url));
const landingBudgetBytes = 200 * 1024;

const app = useAppInBrowser();

const demoClient = { email: 'client@demo.bookmitra.in', password: 'Client@12345' };

describe('languages and theme', () => {
  it('switching to Tamil translates the page, renders in Noto Sans Tamil, and survives a reload', async () => {
    const context = await app.visitor();
    const page = await context.newPage();
    await page.goto('/');
    await textOf(page.locator('h1')).toBe('Professional Appointment Booking');
    await page.getByTestId('language-switch').click();
    await page.getByRole('menuitemradio', { name: 'தமிழ்' }).click();
    await textOf(page.locator('h1')).toBe('தொழில்முறை சந்திப்பு முன்பதிவு');
    await page.reload();
    await textOf(page.locator('h1')).toBe('தொழில்முறை சந்திப்பு முன்பதிவு');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ta');
    // The page title is the landing page's SEO title in Tamil (locales/ta/seo.json), in either A/B variant.
    await poll(() => page.evaluate(() => document.title.replace(/^★ /, ''))).toBe('BookMitra — சரிபார்த்த மருத்துவர், நிபுணர்களைப் பதிவு செய்க');
    await poll(() =>
      page.evaluate(async () => {
        await document.fonts.ready;
        return document.fonts.check('16px "Noto Sans Tamil"', 'தமிழ்');
      }),
    ).toBe(true);
    await screenshots(page, 'landing-tamil');
    await context.close();
  });

  it('a Hindi browser gets Hindi without choosing', async () => {
    const context = await app.visitor({ locale: 'hi-IN' });
    const page = await context.newPage();
    await page.goto('/providers');
    await textOf(page.locator('h1')).toBe('प्रदाता खोजें');
    await screenshots(page, 'providers-hindi');
    await context.close();
  });

  it('the header menus load after the first render: a press before their code is in still opens the menu, and keyboard focus stays on the button', async () => {
    const context = await app.visitor();
    const page = await context.newPage();
    // The theme menu's code arrives late, as on a slow phone.
    let releaseMenu = () => {};
    const menuHeld = new Promise<void>((resolve) => {
      releaseMenu = resolve;
    });
    await page.route('**/assets/theme-menu-*.js', async (route) => {
      await menuHeld;
      await route.continue();
    });
    const response = await page.goto('/');
    // The scripts the page asks for first do not include the menus.
    expect(await response?.text()).not.toMatch(/\/assets\/(theme-menu|language-switch|user-menu|notifications-bell)-/);
    await live(page);
    await page.getByTestId('theme-menu').click();
    releaseMenu();
    await page.getByTestId('theme-dark').click();
    await poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);

    // Focused while its code arrives: the live menu's button keeps the focus.
    const other = await context.newPage();
    await other.goto('/');
    await live(other);
    await other.getByTestId('language-switch').focus();
    await poll(() =>
      other.evaluate(() => document.activeElement?.hasAttribute('data-state') && document.activeElement.getAttribute('data-testid')),
    ).toBe('language-switch');
    await other.keyboard.press('Enter');
    await visible(other.getByRole('menuitemradio', { name: 'हिन्दी' }));
    await context.close();
  });

  it('dark mode survives a reload', async () => {
    const context = await app.visitor();
    const page = await context.newPage();
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await page.getByTestId('theme-menu').click();
    await page.getByTestId('theme-dark').click();
    await poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await page.reload();
    await visible(page.locator('h1'));
    expect(await page.evaluate(() => [document.documentElement.classList.contains('dark'), localStorage.getItem('theme')])).toEqual([
      true,
      'dark',
    ]);
    await screenshots(page, 'landing-dark');
    await context.close();
  });
});

describe('route guard', () => {
  it('sends a signed-out visitor to /signin and back after signing in; a signed-in user on /signin goes to /home', async () => {
    const context = await app.visitor();
    const page = await context.newPage();
    await page.goto('/bookings');
    await page.waitForURL(/\/signin\?redirect=%2Fbookings$/);
    await screenshots(page, 'signin');
    await page.getByLabel('E-mail').fill(demoClient.email);
    await page.getByLabel('Password').fill(demoClient.password);
    await page.getByTestId('signin-form').getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/bookings$/);
    await textOf(page.locator('h1')).toBe('My bookings');
    await page.goto('/signin');
    await page.waitForURL(/\/home$/);
    await page.goto('/signup');
    await page.waitForURL(/\/home$/);
    await context.close();
  });

  it('My Bookings in the header asks a signed-out visitor to sign in first', async () => {
    const context = await app.visitor();
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Bookings' }).click();
    await visible(page.getByText('Please sign in to access your bookings'));
    await page.waitForURL(/\/signin/);
    await context.close();
  });
});

describe('shell', () => {
  it('the palette opens with Ctrl+K, searches, and Enter goes to the result', async () => {
    const context = await app.visitor();
    const page = await context.newPage();
    await page.goto('/');
    await live(page);
    await openPalette(page);
    const input = page.getByTestId('palette-input');
    await visible(input);
    await textOf(page.getByRole('dialog')).toMatch('Navigate');
    await input.fill('dermatologist');
    await visible(page.getByRole('dialog').getByText('Results'));
    await screenshots(page, 'palette');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/(providers|services)\?q=/);
    await countOf(page.getByRole('dialog')).toBe(0);

    await openPalette(page);
    await page.getByTestId('palette-input').fill('zzqqxxy');
    await visible(page.getByText('No results found.'));
    await context.close();
  });

  it('shows the offline banner while the connection is down', async () => {
    const context = await app.visitor();
    const page = await context.newPage();
    await page.goto('/');
    // The live app, not its prerendered copy: the page's code is asked for after the first paint.
    await live(page);
    await countOf(page.getByTestId('offline-banner')).toBe(0);
    await context.setOffline(true);
    await textOf(page.getByTestId('offline-banner')).toBe("You're offline. Some features may not work.");
    await visible(page.getByText('Connection Lost'));
    // The toast lives four seconds: wait for it from before the connection returns, so a slow machine cannot miss it.
    const restored = visible(page.getByText('Connection Restored'));
    await context.setOffline(false);
    await countOf(page.getByTestId('offline-banner')).toBe(0);
    await restored;
    await context.close();
  });

  it('unknown pages show the not-found page, unknown API paths keep their JSON 404', async () => {
    const context = await app.visitor();
    const page = await context.newPage();
    await page.goto('/no/such/page');
    await visible(page.getByTestId('not-found'));
    const response = await page.request.get('/api/no-such-route');
    expect(response.status()).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'not_found' } });
    await context.close();
  });
});

describe('bundle', () => {
  it('the landing page loads at most 200 KB of gzipped JavaScript', async () => {
    const context = await app.visitor();
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await visible(page.getByTestId('category-doctor'));
    await page.waitForLoadState('networkidle');
    const gzipped = [...scripts].reduce((sum, path) => sum + gzipSync(readFileSync(`${distDir}${path}`), { level: 9 }).length, 0);
    console.info(`landing page JavaScript: ${scripts.size} files, ${(gzipped / 1024).toFixed(1)} KB gzipped`);
    expect(scripts.size).toBeGreaterThan(0);
    expect(gzipped).toBeLessThanOrEqual(landingBudgetBytes);
    await context.close();
  });
});
