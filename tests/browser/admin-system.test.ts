import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoAdmin, signInOverApi } from './support/admin.ts';
import { screenshots, signUp } from './support/browser.ts';
import { useAppInBrowser } from './support/harness.ts';
import { countOf, textOf, visible } from './support/wait.ts';

const app = useAppInBrowser();

/** A client with one salon booking, booked over the API with the page's session, as the web app would. */
async function clientWithBooking(page: Page) {
  await signUp(page, 'Kiran Desai');
  const providers = (await (await page.request.get('/api/providers?category=salon')).json()) as { items: { id: string }[] };
  const slots = (await (await page.request.get(`/api/providers/${providers.items[0]!.id}/slots`)).json()) as { id: string }[];
  const booked = await page.request.post('/api/bookings', { data: { slotId: slots[0]!.id }, headers: { origin: app.url } });
  expect(booked.status()).toBe(201);
}

describe('admin system pages', () => {
  it('a client raises a complaint from My bookings; the admin answers and resolves it; the client sees the answer', async () => {
    const clientContext = await app.visitor();
    const client = await clientContext.newPage();
    await clientWithBooking(client);
    await client.goto('/bookings');
    await client.getByTestId('booking-item').getByTestId('raise-complaint').click();
    const dialog = client.getByRole('alertdialog');
    await textOf(dialog).toMatch('Raise a complaint');
    await dialog.getByTestId('complaint-subject').fill('Stylist arrived late');
    await dialog.getByTestId('complaint-body').fill('The stylist came 40 minutes late and rushed the haircut.');
    await dialog.getByTestId('confirm-action').click();
    await visible(client.getByText('Complaint raised', { exact: true }));
    await client.goto('/complaints');
    await textOf(client.getByTestId('complaint-item').getByTestId('complaint-status')).toBe('Open');

    const adminContext = await app.visitor();
    const page = await signInOverApi(adminContext, app.url);
    await page.goto('/admin/complaints');
    await textOf(page.locator('h1')).toBe('Complaints');
    const row = page.getByTestId('complaints-table').getByTestId('admin-row').filter({ hasText: 'Stylist arrived late' });
    await screenshots(page, 'admin-complaints');
    await row.getByRole('button', { name: /Stylist arrived late/ }).click();
    const detail = page.getByTestId('complaint-detail');
    await textOf(detail.getByTestId('complaint-booking')).not.toBe('None');
    await detail.getByRole('button', { name: 'Assign to me' }).click();
    await visible(page.getByText('Complaint assigned to you', { exact: true }));
    await detail.getByTestId('complaint-answer').fill('We are sorry. We have refunded the visit and spoken to the salon.');
    await detail.getByTestId('complaint-send-answer').click();
    await visible(page.getByText('Answer sent to the client', { exact: true }));
    await countOf(detail.getByTestId('admin-complaint-message')).toBe(1);
    await screenshots(page, 'admin-complaint-detail');
    await detail.getByTestId('complaint-resolve').click();
    await visible(page.getByText('Complaint resolved', { exact: true }));
    await textOf(detail.getByTestId('status-badge')).toBe('Resolved');

    await client.reload();
    const item = client.getByTestId('complaint-item');
    await textOf(item.getByTestId('complaint-status')).toBe('Resolved');
    await item.getByRole('button').first().click();
    await textOf(item.getByTestId('complaint-message')).toMatch('refunded the visit');
    await visible(client.getByTestId('support-contact'));
    await screenshots(client, 'client-complaints');
    await adminContext.close();
    await clientContext.close();
  });

  it('settings are validated, saved with a toast and shown in the history', async () => {
    const context = await app.visitor();
    const page = await signInOverApi(context, app.url);
    await page.goto('/admin/settings');
    await textOf(page.locator('h1')).toBe('Settings');
    await page.getByTestId('setting-pro').fill('249.50');
    await page.getByTestId('setting-second').fill('30');
    await page.getByTestId('settings-save').click();
    await visible(page.getByText('Enter a whole number from 1 to 24.', { exact: true }));
    await page.getByTestId('setting-second').fill('3');
    await page.getByTestId('settings-save').click();
    await visible(page.getByText('Settings saved', { exact: true }));
    const history = page.getByTestId('settings-history');
    await textOf(history.getByTestId('admin-row').filter({ hasText: 'Plan prices' })).toMatch('₹249.50');
    await textOf(history.getByTestId('admin-row').filter({ hasText: 'Reminders' })).toMatch('24 h · 3 h');
    await textOf(history).toMatch(demoAdmin.email);
    await screenshots(page, 'admin-settings');
    await context.close();
  });

  it('the IP screen adds a foreign address after the lock-out confirmation; the next admin call is refused', async () => {
    const context = await app.visitor();
    const page = await signInOverApi(context, app.url);
    await page.goto('/admin/ip-security');
    await textOf(page.locator('h1')).toBe('IP Security');
    await visible(page.getByTestId('ip-setup-hint'));
    await visible(page.getByTestId('access-log-row').first());
    await screenshots(page, 'admin-ip-security');
    const own = (await page.getByTestId('your-address').locator('span').innerText()).trim();

    await page.getByTestId('ip-address').fill('not-an-ip');
    await page.getByTestId('ip-submit').click();
    await visible(page.getByText('Enter an IPv4 or IPv6 address, such as 203.0.113.10, or a CIDR range.', { exact: true }));
    await page.getByTestId('ip-address').fill('198.51.100.7');
    await page.getByTestId('ip-submit').click();
    const confirm = page.getByRole('alertdialog');
    await textOf(confirm).toMatch(`your own address ${own}`);
    await confirm.getByTestId('confirm-action').click();
    await visible(page.getByText('IP added to whitelist successfully', { exact: true }));

    const refused = await page.request.get('/api/admin/ip-whitelist');
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('ip_not_allowed');
    await page.goto('/admin/ip-security');
    await visible(page.getByTestId('admin-restricted'));
    await context.close();
  });
});
