import { describe, expect, it } from 'vitest';
import { withoutCancelNotice } from './support/admin.ts';
import { useAppInBrowser } from './support/harness.ts';
import { screenshots, signUp } from './support/browser.ts';
import { attributeOf, countOf, textOf, visible } from './support/wait.ts';

const app = useAppInBrowser();

describe('a visitor books a dermatologist and cancels', () => {
  it('signs up, searches, books a slot, sees it in My bookings, cancels it, and the bell shows the notifications', async () => {
    const adminContext = await app.visitor();
    await withoutCancelNotice(adminContext, app.url);
    await adminContext.close();
    const context = await app.visitor();
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });

    await page.goto('/');
    await textOf(page.getByRole('heading', { level: 1 })).toMatch('Professional Appointment Booking');
    await textOf(page.getByTestId('category-doctor')).toMatch(/\d+ providers?/);
    await screenshots(page, 'landing');

    await signUp(page);
    await visible(page.getByTestId('user-menu'));

    await page.goto('/providers');
    await page.getByTestId('provider-search').fill('dermatologist');
    await page.getByTestId('provider-search-submit').click();
    await page.waitForURL(/q=dermatologist/);
    const firstCard = page.getByTestId('provider-card').first();
    await textOf(firstCard).toMatch(/dermatolog/i);
    await screenshots(page, 'providers');

    await firstCard.getByRole('link').click();
    await page.waitForURL(/\/providers\/[0-9a-f-]{36}$/);
    await page.getByTestId('slot').first().click();
    await screenshots(page, 'provider');
    await page.getByTestId('book-slot').click();
    await textOf(page.getByRole('alertdialog')).toMatch('Confirm your booking');
    await screenshots(page, 'booking');
    await page.getByTestId('confirm-action').click();

    await page.waitForURL(/\/booking-confirmation\?bookingId=/);
    await visible(page.getByText('Booking confirmed!'));
    await attributeOf(page.getByTestId('download-ics'), 'href').toMatch(/^data:text\/calendar/);
    await attributeOf(page.getByTestId('share-whatsapp'), 'href').toMatch(/^https:\/\/wa\.me\/\?text=/);
    await screenshots(page, 'booking-confirmation');

    await page.getByTestId('upi-pay').click();
    await textOf(page.getByTestId('upi-amount')).toMatch(/^₹[\d,]+$/);
    await attributeOf(page.getByTestId('upi-link'), 'href').toMatch(
      /^upi:\/\/pay\?pa=[^&]+&pn=BookMitra&am=\d+\.\d{2}&cu=INR&tr=BM[0-9A-F]{10}/,
    );
    await visible(page.getByTestId('upi-dialog').locator('svg'));
    await screenshots(page, 'upi-payment');
    await page.getByLabel('Paid? Enter the UPI reference (UTR)').fill('4123 5678 9012');
    await page.getByTestId('upi-record').click();
    await textOf(page.getByTestId('upi-recorded')).toMatch('Payment reference recorded');
    await page.keyboard.press('Escape');
    await countOf(page.getByTestId('upi-dialog')).toBe(0);

    await page.getByRole('link', { name: 'View my bookings' }).click();
    await page.waitForURL('**/bookings');
    const booking = page.getByTestId('booking-item');
    await countOf(booking).toBe(1);
    await textOf(booking.getByTestId('booking-status')).toMatch('Confirmed');
    await screenshots(page, 'my-bookings');

    await booking.getByTestId('cancel-booking').click();
    await textOf(page.getByRole('alertdialog')).toMatch('Cancel this booking?');
    await page.getByTestId('confirm-action').click();
    await visible(page.getByText('Booking cancelled', { exact: true }));
    await visible(page.getByText('No upcoming bookings.'));
    await page.getByTestId('tab-past').click();
    await textOf(page.getByTestId('booking-item').getByTestId('booking-status')).toMatch('Cancelled');

    await textOf(page.getByTestId('notifications-badge')).toMatch(/^[1-9]/);
    await page.getByTestId('notifications-bell').click();
    await countOf(page.getByTestId('notifications-list').locator('li')).toBe(2);
    await screenshots(page, 'notifications');
    await countOf(page.getByTestId('notifications-badge')).toBe(0);
    await page.getByTestId('notifications-list').getByRole('button').first().click();
    await page.waitForURL('**/bookings');
    await countOf(page.getByTestId('notifications-list')).toBe(0);

    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
