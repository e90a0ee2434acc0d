import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Where the browser tests write their screenshots for reviewers (not committed). */
export const screenshotDir = fileURLToPath(new URL('../screenshots/', import.meta.url));

export const phone = { width: 390, height: 844 };
export const desktop = { width: 1280, height: 800 };

function chromiumPath() {
  return execFileSync('sh', ['-c', 'command -v chromium'], { encoding: 'utf8' }).trim();
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** Content-Security-Policy violations any page of any visitor reported; the harness fails a file that has some. */
export const cspViolations: string[] = [];

/** A fresh visitor: own cookies and storage, English browser, a desktop window. */
export async function newVisitor(
  browser: Browser,
  baseURL: string,
  options: { locale?: string; viewport?: typeof desktop } = {},
): Promise<BrowserContext> {
  // A zone far from IST proves the pages show IST whatever the device says.
  const context = await browser.newContext({
    baseURL,
    locale: options.locale ?? 'en-IN',
    viewport: options.viewport ?? desktop,
    timezoneId: 'Europe/London',
  });
  context.setDefaultTimeout(10_000);
  // The app must work under its own policy: Chromium reports every refusal on the console.
  context.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      cspViolations.push(`${message.location().url}: ${message.text()}`);
  });
  return context;
}

/**
 * Writes `<name>-phone.png` and `<name>-desktop.png` for reviewers (not committed), and fails when the
 * page is wider than the phone screen (a sideways-scrolling page on a phone is a bug).
 */
export async function screenshots(page: Page, name: string) {
  mkdirSync(screenshotDir, { recursive: true });
  const original = page.viewportSize() ?? desktop;
  for (const [label, size] of [
    ['phone', phone],
    ['desktop', desktop],
  ] as const) {
    await page.setViewportSize(size);
    await page.waitForTimeout(150);
    await page.screenshot({ path: `${screenshotDir}${name}-${label}.png`, fullPage: true });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > size.width) throw new Error(`${name}: the page is ${width}px wide on a ${size.width}px ${label} screen`);
  }
  await page.setViewportSize(original);
}

/** Signs a new client up through the sign-up page; returns their e-mail. */
export async function signUp(page: Page, name = 'Asha Verma') {
  const email = `asha.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`;
  await page.goto('/signup');
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill('Secret@12345');
  await page.getByTestId('signup-form').getByRole('button', { name: 'Create account' }).click();
  // Creating the account hashes the password (scrypt) and opens a session: on a busy two-core machine the redirect once
  // took more than the default 10 s.
  await page.waitForURL('**/home', { timeout: 30_000 });
  return email;
}
