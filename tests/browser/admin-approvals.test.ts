import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInOverApi } from './support/admin.ts';
import { screenshotDir, signUp } from './support/browser.ts';
import { useAppInBrowser } from './support/harness.ts';
import { horizontalOverflow } from './support/layout.ts';
import { countOf, textOf, visible } from './support/wait.ts';

const app = useAppInBrowser();
const narrowPhone = { width: 360, height: 780 };

/** A client files a salon's application: an address (no home visits), two languages, two services, two days. */
async function fileApplication(displayName: string) {
  const context = await app.visitor();
  const page = await context.newPage();
  await signUp(page, 'Kavya Sundaram');
  const filed = await page.request.post('/api/provider-applications', {
    headers: { origin: app.url },
    data: {
      displayName,
      category: 'salon',
      specialty: 'Bridal makeup',
      city: 'Chennai',
      area: 'T. Nagar',
      languages: ['ta', 'en'],
      phone: '98400 55555',
      address: '14 Usman Road, T. Nagar',
      visitsAtHome: false,
      slotMinutes: 60,
      services: [
        { name: 'Bridal makeup', durationMinutes: 180, pricePaise: 1_500_000 },
        { name: 'Party makeup', durationMinutes: 60, pricePaise: 300_000 },
      ],
      hours: [
        { weekday: 6, from: '09:00', to: '13:00' },
        { weekday: 0, from: '10:00', to: '18:00' },
      ],
    },
  });
  expect(filed.status()).toBe(201);
  await context.close();
}

/** The demo admin on a 360 px phone, in `language`. */
async function adminOnPhone(language: string): Promise<Page> {
  const context = await app.visitor({ viewport: narrowPhone });
  await context.addInitScript((lng) => localStorage.setItem('lang', lng), language);
  return signInOverApi(context, app.url);
}

describe('admin: approving a provider application', () => {
  it('the dashboard figure opens the role requests, which show the whole application; Approve asks first, then toasts (en, 360 px)', async () => {
    const name = `Kavya Bridal ${Date.now()}`;
    await fileApplication(name);
    const page = await adminOnPhone('en');
    await page.goto('/admin');
    await page.getByTestId('overview-role-requests').click();
    await page.waitForURL('**/admin/users?tab=requests');
    const card = page.getByTestId('role-request').filter({ hasText: name });
    await visible(card);
    await textOf(card.getByTestId('application-category')).toBe('Salons · Bridal makeup');
    await textOf(card.getByTestId('application-place')).toBe('T. Nagar, Chennai');
    await textOf(card.getByTestId('application-phone')).toBe('+91 98400 55555');
    await textOf(card.getByTestId('application-where')).toBe('14 Usman Road, T. Nagar');
    await textOf(card.getByTestId('application-languages')).toBe('Tamil, English');
    expect(await card.getByTestId('application-service').allInnerTexts()).toEqual([
      'Bridal makeup · ₹15,000 · 180 min',
      'Party makeup · ₹3,000 · 60 min',
    ]);
    await textOf(card.getByTestId('application-hours')).toMatch(/^Sat 09:00–13:00\s+Sun 10:00–18:00\s+Slots of 60 min$/);
    await page.screenshot({ path: `${screenshotDir}admin-approvals-card-360.png`, fullPage: true });
    expect(await horizontalOverflow(page)).toEqual([]);

    // Approve asks first; Cancel leaves the request waiting.
    await card.getByTestId('approve-request').click();
    const dialog = page.getByRole('alertdialog');
    await textOf(dialog.getByRole('heading')).toBe(`Publish ${name} as a verified provider?`);
    await textOf(dialog).toContain('book their 2 services straight away');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await countOf(page.getByRole('alertdialog')).toBe(0);
    await visible(card);

    await card.getByTestId('approve-request').click();
    await page.getByRole('alertdialog').getByTestId('confirm-action').click();
    await visible(page.getByText(`${name} is now a verified provider`, { exact: true }));
    await countOf(page.getByTestId('role-request').filter({ hasText: name })).toBe(0);
    const listed = await page.request.get(`/api/providers?q=${encodeURIComponent(name)}`);
    expect(listed.status()).toBe(200);
  });

  it('reads the application, the question and the toast in Hindi (360 px)', async () => {
    const name = `Kavya Studio ${Date.now()}`;
    await fileApplication(name);
    const page = await adminOnPhone('hi');
    await page.goto('/admin/users?tab=requests');
    const card = page.getByTestId('role-request').filter({ hasText: name });
    await visible(card);
    await visible(card.getByText('सेवाएँ', { exact: true }));
    await textOf(card.getByTestId('application-category')).toBe('सैलून · Bridal makeup');
    expect(await card.getByTestId('application-service').allInnerTexts()).toEqual([
      'Bridal makeup · ₹15,000 · 180 मिनट',
      'Party makeup · ₹3,000 · 60 मिनट',
    ]);
    expect(await horizontalOverflow(page)).toEqual([]);
    await card.getByTestId('approve-request').click();
    await textOf(page.getByRole('alertdialog').getByRole('heading')).toBe(`${name} को सत्यापित प्रदाता के रूप में प्रकाशित करें?`);
    await page.screenshot({ path: `${screenshotDir}admin-approvals-confirm-hi-360.png` });
    await page.getByRole('alertdialog').getByTestId('confirm-action').click();
    await visible(page.getByText(`${name} अब सत्यापित प्रदाता हैं`, { exact: true }));
  });
});
