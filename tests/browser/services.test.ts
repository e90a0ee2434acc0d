import { describe, expect, it } from 'vitest';
import { useAppInBrowser } from './support/harness.ts';
import { phone, screenshots, signUp } from './support/browser.ts';
import { controlsUnderMitraButton } from './support/layout.ts';
import { countOf, textOf, visible } from './support/wait.ts';

const app = useAppInBrowser();

describe('the services page', () => {
  it('without a query offers a search field and a browsable list, filtered by category and found by search', async () => {
    const context = await app.visitor({ viewport: phone });
    const page = await context.newPage();
    await page.goto('/services');
    await visible(page.getByTestId('service-search'));
    await countOf(page.getByTestId('service-row')).toBe(20);
    await textOf(page.locator('main')).toMatch(/\d+ services/);
    await visible(page.getByRole('link', { name: 'Next' }));
    await screenshots(page, 'services');

    await page.getByLabel('Category').selectOption('salon');
    await page.getByTestId('service-search-submit').click();
    await page.waitForURL(/category=salon/);
    const salons = (await (await page.request.get('/api/services?category=salon')).json()) as { total: number; items: { name: string }[] };
    await textOf(page.getByTestId('service-row').first().locator('p').first()).toBe(salons.items[0]?.name);
    await textOf(page.locator('main')).toMatch(`${salons.total} services`);

    await page.getByLabel('Category').selectOption('');
    await page.getByLabel('Search services').fill('root canal');
    await page.getByTestId('service-search-submit').click();
    await page.waitForURL(/q=root/);
    await textOf(page.getByTestId('service-row').first()).toMatch(/root canal/i);
    await context.close();
  });

  it('a service is booked from /services with its id alone, and the booking shows one reference everywhere', async () => {
    const context = await app.visitor({ viewport: phone });
    const page = await context.newPage();
    await signUp(page, 'Kiran Rao');
    await page.goto('/services');
    const first = page.getByTestId('service-row').first();
    const serviceName = (await first.locator('p').first().innerText()).trim();
    await first.getByTestId('book-service').click();
    await page.waitForURL(/\/services\/[0-9a-f-]{36}\/book$/);
    expect(new URL(page.url()).search).toBe('');
    await page.getByTestId('slot').first().click();
    await page.getByTestId('book-slot').click();
    await textOf(page.getByRole('alertdialog')).toMatch(serviceName);
    await page.getByTestId('confirm-action').click();

    await page.waitForURL(/\/booking-confirmation\?bookingId=/);
    await textOf(page.getByTestId('booking-reference')).toMatch(/^BM[0-9A-F]{10}$/);
    const reference = await page.getByTestId('booking-reference').innerText();
    expect(await controlsUnderMitraButton(page)).toEqual([]);
    await page.getByTestId('upi-pay').click();
    await textOf(page.getByTestId('upi-reference')).toBe(`Reference: ${reference}`);

    // A toast over an open dialog on a phone: it hides neither the header nor any of the dialog.
    await page.getByLabel('Paid? Enter the UPI reference (UTR)').fill('4123 5678 9012');
    await page.getByTestId('upi-record').click();
    await visible(page.locator('[data-sonner-toast]').getByText('Payment reference recorded'));
    const boxes = await page.evaluate(() =>
      Object.fromEntries(
        ['[data-sonner-toast]', 'header', '[data-testid="upi-dialog"]'].map((selector) => {
          const box = document.querySelector(selector)?.getBoundingClientRect();
          return [selector, box ? { top: box.top, bottom: box.bottom } : null];
        }),
      ),
    );
    const toast = boxes['[data-sonner-toast]'];
    expect(toast && boxes.header && toast.top >= boxes.header.bottom).toBe(true);
    expect(toast && boxes['[data-testid="upi-dialog"]'] && toast.top >= boxes['[data-testid="upi-dialog"]'].bottom).toBe(true);
    await context.close();
  });

  it('an unknown service id shows the not-found page', async () => {
    const context = await app.visitor();
    const page = await context.newPage();
    await page.goto('/services/00000000-0000-4000-8000-000000000000/book');
    await visible(page.getByTestId('not-found'));
    await context.close();
  });
});
