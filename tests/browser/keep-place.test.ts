import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useAppInBrowser } from './support/harness.ts';
import { at360, demoAdmin, demoProvider } from './support/admin.ts';
import { signUp } from './support/browser.ts';
import { latestCode } from './support/otp.ts';
import { attributeOf, countOf, poll, textOf, visible } from './support/wait.ts';

/**
 * Issue 24, points 1 and 2: the chosen service, day and time live in the provider page's URL and
 * survive a reload, sign-in and sign-up (back at the confirm step); each role lands on its own page
 * after signing in; a client on a provider page is told why they were sent home.
 */
const app = useAppInBrowser();

const demoClient = { email: 'client@demo.bookmitra.in', password: 'Client@12345' };
const narrow = { width: 360, height: 780 };

type ProviderDetail = { id: string; services: { id: string; name: string }[] };

/** A listed provider offering at least two services, so that keeping "the second one" means something. */
async function providerWithTwoServices(page: Page): Promise<ProviderDetail> {
  const list = (await (await page.request.get('/api/providers?pageSize=20')).json()) as { items: { id: string }[] };
  for (const { id } of list.items) {
    const detail = (await (await page.request.get(`/api/providers/${id}`)).json()) as ProviderDetail;
    if (detail.services.length >= 2) return detail;
  }
  throw new Error('no provider with two services in the seed');
}

/** A 360 px phone in `language` (the stored choice, as the language menu leaves it). */
async function phoneIn(language: string): Promise<BrowserContext> {
  const context = await app.visitor({ viewport: narrow });
  await context.addInitScript((lng) => localStorage.setItem('lang', lng), language);
  return context;
}

/** Picks the second service and the first time of the second day; returns that slot's id. */
async function chooseServiceDayAndTime(page: Page, provider: ProviderDetail) {
  const service = provider.services[1]!;
  await page.goto(`/providers/${provider.id}`);
  await page.locator(`input[name="service"][value="${service.id}"]`).check();
  await page.getByTestId('slot-day').nth(1).click();
  const slot = page.getByTestId('slot').first();
  const slotId = (await slot.getAttribute('data-slot-id')) ?? '';
  await slot.click();
  await attributeOf(page.getByTestId('slot').and(page.locator('[aria-pressed="true"]')), 'data-slot-id').toBe(slotId);
  return { service, slotId };
}

/** The service radio checked and the slot pressed, as the page shows them now. */
async function shownChoice(page: Page) {
  await visible(page.locator('[data-testid="slot"][aria-pressed="true"]'));
  return {
    serviceId: await page.locator('input[name="service"]:checked').getAttribute('value'),
    slotId: await page.locator('[data-testid="slot"][aria-pressed="true"]').getAttribute('data-slot-id'),
  };
}

describe('the chosen service, day and time survive a reload, sign-up and sign-in', () => {
  it('en: a reload keeps them; "Sign in to book" → "Sign up" → "Create account" comes back to the confirm step', async () => {
    const context = await phoneIn('en');
    const page = await context.newPage();
    const provider = await providerWithTwoServices(page);
    const { service, slotId } = await chooseServiceDayAndTime(page, provider);
    await poll(async () => page.url()).toMatch(new RegExp(`service=${service.id}.*day=\\d{4}-\\d{2}-\\d{2}.*time=\\d{2}%3A\\d{2}`));

    await page.reload();
    expect(await shownChoice(page)).toEqual({ serviceId: service.id, slotId });

    await page.getByTestId('book-slot').click();
    await page.waitForURL(/\/signin\?redirect=/);
    // The promo card's "Sign up" (below the form on a phone) is the link the issue saw dropping the redirect.
    await page.getByTestId('signup-promo').getByRole('link').first().click();
    await page.waitForURL(/\/signup\?redirect=%2Fproviders/);
    await page.getByLabel('Full name').fill('Meera Pillai');
    await page.getByLabel('E-mail').fill(`meera.${Date.now()}@example.in`);
    await page.getByLabel('Password').fill('Secret@12345');
    await page.getByTestId('signup-form').getByRole('button', { name: 'Create account' }).click();

    await page.waitForURL(new RegExp(`/providers/${provider.id}\\?`));
    const dialog = page.getByRole('alertdialog');
    await textOf(dialog).toMatch('Confirm your booking');
    await textOf(dialog).toMatch(service.name);
    await at360(page, 'keep-place-signup-confirm');
    await page.getByTestId('confirm-action').click();
    await page.waitForURL(/\/booking-confirmation\?bookingId=/);
    await context.close();
  });

  it('hi: "Sign in to book" → sign in comes back to the confirm step with the same service and time', async () => {
    const context = await phoneIn('hi');
    const page = await context.newPage();
    const provider = await providerWithTwoServices(page);
    const { service, slotId } = await chooseServiceDayAndTime(page, provider);
    await textOf(page.getByTestId('book-slot')).toBe('बुक करने के लिए साइन इन करें');
    await page.getByTestId('book-slot').click();
    await page.waitForURL(/\/signin\?redirect=/);
    await page.locator('#email').fill(demoClient.email);
    await page.locator('#password').fill(demoClient.password);
    await page.getByTestId('signin-form').locator('button[type="submit"]').click();

    await page.waitForURL(new RegExp(`/providers/${provider.id}\\?`));
    const dialog = page.getByRole('alertdialog');
    await textOf(dialog).toMatch('अपनी बुकिंग की पुष्टि करें');
    await textOf(dialog).toMatch(service.name);
    await at360(page, 'keep-place-signin-confirm-hi');
    // Going back from the dialog leaves the choice on the page, and a reload does not ask again.
    await dialog.getByRole('button', { name: 'वापस जाएँ' }).click();
    await countOf(page.getByRole('alertdialog')).toBe(0);
    await page.reload();
    expect(await shownChoice(page)).toEqual({ serviceId: service.id, slotId });
    await countOf(page.getByRole('alertdialog')).toBe(0);
    await context.close();
  });

  it('en: phone sign-in (/quickauth) comes back to the confirm step too', async () => {
    const context = await phoneIn('en');
    const page = await context.newPage();
    const provider = await providerWithTwoServices(page);
    const { service } = await chooseServiceDayAndTime(page, provider);
    await page.getByTestId('book-slot').click();
    await page.waitForURL(/\/signin\?redirect=/);
    await page.locator('a[href^="/quickauth"]').click();
    await page.waitForURL(/\/quickauth\?redirect=%2Fproviders/);
    await page.getByLabel('Mobile number').fill('98765 02424');
    await page.keyboard.press('Enter');
    await poll(async () => latestCode(app.logs(), '+919876502424')).toMatch(/^\d{6}$/);
    await page.getByLabel('6-digit code').fill(latestCode(app.logs(), '+919876502424'));
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/providers/${provider.id}\\?`));
    await textOf(page.getByRole('alertdialog')).toMatch(service.name);
    await context.close();
  });

  it('en: a time taken meanwhile is named, with the nearest free times to pick from', async () => {
    const context = await phoneIn('en');
    const page = await context.newPage();
    const provider = await providerWithTwoServices(page);
    const { service, slotId } = await chooseServiceDayAndTime(page, provider);
    await page.getByTestId('book-slot').click();
    await page.waitForURL(/\/signin\?redirect=/);

    // Someone else books that very slot while this visitor signs in.
    const other = await app.visitor();
    const otherPage = await other.newPage();
    await signUp(otherPage, 'Ravi Kumar');
    const taken = await otherPage.request.post('/api/bookings', {
      data: { slotId, serviceId: service.id },
      headers: { origin: app.url },
    });
    expect(taken.status()).toBe(201);
    await other.close();

    await page.locator('#email').fill(demoClient.email);
    await page.locator('#password').fill(demoClient.password);
    await page.getByTestId('signin-form').locator('button[type="submit"]').click();
    await page.waitForURL(new RegExp(`/providers/${provider.id}\\?`));
    await textOf(page.getByTestId('slot-notice')).toMatch('is no longer free');
    await countOf(page.getByRole('alertdialog')).toBe(0);
    const nearby = page.getByTestId('nearby-slot');
    await poll(() => nearby.count()).toBeGreaterThan(0);
    await at360(page, 'keep-place-slot-taken');
    await nearby.first().click();
    await visible(page.locator('[data-testid="slot"][aria-pressed="true"]'));
    await page.getByTestId('book-slot').click();
    await textOf(page.getByRole('alertdialog')).toMatch(service.name);
    await context.close();
  });

  it('hi: a hostile or stale choice in the URL gives a clear message, never a crash', async () => {
    const context = await phoneIn('hi');
    const page = await context.newPage();
    const provider = await providerWithTwoServices(page);
    await page.goto(`/providers/${provider.id}?service=%3Cscript%3E&day=2026-13-45&time=${encodeURIComponent('"><img>')}&confirm=true`);
    await textOf(page.getByTestId('slot-notice')).toMatch('इस लिंक का समय पढ़ा नहीं जा सका');
    await visible(page.getByTestId('slot').first());
    await countOf(page.getByRole('alertdialog')).toBe(0);
    await page.goto(`/providers/${provider.id}?service=${provider.services[0]!.id}&day=2020-01-01&time=10:00`);
    await textOf(page.getByTestId('slot-notice')).toMatch('अब खाली नहीं है');
    await at360(page, 'keep-place-stale-link-hi');
    await context.close();
  });
});

describe('landing after sign-in, and pages for another role', () => {
  async function signInThroughPage(page: Page, account: { email: string; password: string }, path = '/signin') {
    await page.goto(path);
    await page.locator('#email').fill(account.email);
    await page.locator('#password').fill(account.password);
    await page.getByTestId('signin-form').locator('button[type="submit"]').click();
  }

  it('en: the header menu\'s "Sign in" comes back to the page it was tapped on', async () => {
    const context = await phoneIn('en');
    const page = await context.newPage();
    await page.goto('/providers?category=psychologist');
    await page.locator('button[aria-controls="mobile-menu"]').click();
    await page.locator('#mobile-menu a[href^="/signin"]').click();
    await page.waitForURL(/\/signin\?redirect=/);
    await page.locator('#email').fill(demoClient.email);
    await page.locator('#password').fill(demoClient.password);
    await page.getByTestId('signin-form').locator('button[type="submit"]').click();
    await page.waitForURL(/\/providers\?category=psychologist$/);
    await context.close();
  });

  it('a provider lands on /provider-dashboard, an admin on /admin, a client on /home', async () => {
    for (const [account, landing] of [
      [demoProvider, /\/provider-dashboard$/],
      [demoAdmin, /\/admin$/],
      [demoClient, /\/home$/],
    ] as const) {
      const context = await phoneIn('en');
      const page = await context.newPage();
      await signInThroughPage(page, account);
      await page.waitForURL(landing);
      await context.close();
    }
  });

  it('a redirect wins when the role may open it; otherwise the role’s own page; never another site', async () => {
    const context = await phoneIn('en');
    const page = await context.newPage();
    await signInThroughPage(page, demoProvider, '/signin?redirect=%2Fbookings');
    await page.waitForURL(/\/bookings$/);
    await context.clearCookies();
    await signInThroughPage(page, demoProvider, '/signin?redirect=%2Fadmin%2Fusers');
    await page.waitForURL(/\/provider-dashboard$/);
    await context.clearCookies();
    for (const hostile of ['//evil.example/x', 'https://evil.example/x', '/\\evil.example/x']) {
      await signInThroughPage(page, demoClient, `/signin?redirect=${encodeURIComponent(hostile)}`);
      await page.waitForURL(/\/home$/);
      expect(new URL(page.url()).origin).toBe(app.url);
      await context.clearCookies();
    }
    await context.close();
  });

  for (const [language, explanation, join] of [
    ['en', 'This page is for providers', 'Become a provider'],
    ['hi', 'यह पेज सेवा प्रदाताओं के लिए है', 'सेवा प्रदाता बनें'],
  ] as const) {
    it(`${language}: a client opening /provider-dashboard is told why, with a link to the join page`, async () => {
      const context = await phoneIn(language);
      const page = await context.newPage();
      await signInThroughPage(page, demoClient);
      await page.waitForURL(/\/home$/);
      await page.goto('/provider-dashboard');
      await page.waitForURL(/\/home/);
      const notice = page.getByTestId('wrong-role-notice');
      await textOf(notice).toMatch(explanation);
      await attributeOf(notice.getByRole('link', { name: join }), 'href').toBe('/become-provider');
      await at360(page, `keep-place-wrong-role-${language}`);
      await context.close();
    });
  }
});
