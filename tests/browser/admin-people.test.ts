import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { at360, demoProvider, signInOverApi } from './support/admin.ts';
import { screenshotDir, signUp } from './support/browser.ts';
import { useAppInBrowser } from './support/harness.ts';
import { horizontalOverflow } from './support/layout.ts';
import { countOf, textOf, visible } from './support/wait.ts';

const app = useAppInBrowser();

/** Types a reason into the open dialog and confirms it. */
async function confirmWithReason(page: Page, reason: string) {
  const dialog = page.getByRole('alertdialog');
  await dialog.getByTestId('reason-input').fill(reason);
  await dialog.getByTestId('confirm-action').click();
}

describe('admin: people', () => {
  it('verifies a pending provider and approves a pending service', async () => {
    const context = await app.visitor();
    const page = await signInOverApi(context, app.url);
    await page.goto('/admin/providers');
    await textOf(page.locator('h1')).toBe('Providers');
    const table = page.getByTestId('providers-table');
    await visible(table.getByTestId('admin-row').first());
    await at360(page, 'admin-providers', { spilling: true });

    const row = table.getByTestId('admin-row').first();
    const name = (await row.locator('td').first().locator('span span').first().innerText()).trim();
    await row.getByTestId('provider-verify').click();
    await confirmWithReason(page, 'Registration checked');
    await visible(page.getByText(`${name} is verified`, { exact: true }));
    await page.getByTestId('tab-verified').click();
    await page.getByLabel('Search').fill(name);
    await visible(table.getByTestId('admin-row').filter({ hasText: name }));

    // The suspend dialog says how many bookings are still to come.
    await table.getByTestId('admin-row').filter({ hasText: name }).getByTestId('provider-suspend').click();
    await textOf(page.getByTestId('upcoming-count')).toMatch(/\d+ bookings? (is|are) still to come/);
    await page.keyboard.press('Escape');

    // The demo provider reprices an approved service: the admin sees what was approved before.
    const providerContext = await app.visitor();
    const provider = await signInOverApi(providerContext, app.url, demoProvider);
    const own = (await (await provider.request.get('/api/provider/services')).json()) as { id: string; name: string; approval: string }[];
    const repriced = own.find((item) => item.approval === 'approved')!;
    const patched = await provider.request.patch(`/api/provider/services/${repriced.id}`, {
      data: { pricePaise: 123_400 },
      headers: { origin: app.url },
    });
    expect(patched.status()).toBe(200);
    await providerContext.close();

    await page.goto('/admin/service-approvals');
    await textOf(page.locator('h1')).toBe('Service approvals');
    const change = page.getByTestId('pending-service').filter({ hasText: '₹1,234' }).filter({ hasText: repriced.name });
    await textOf(change.getByTestId('service-previous')).toContain(`Approved before: ${repriced.name} at ₹`);
    const service = page.getByTestId('pending-service').first();
    await visible(service);
    await at360(page, 'admin-service-approvals', { spilling: true });
    const serviceName = (await service.locator('p').first().innerText()).trim();
    const before = await page.getByTestId('pending-service').count();
    await service.getByTestId('approve-service').click();
    await visible(page.getByText(`${serviceName} approved`, { exact: true }));
    await countOf(page.getByTestId('pending-service')).toBe(before - 1);
    await context.close();
  });

  it('deactivates a user from their page: the user’s open page is signed out on its next request', async () => {
    const clientContext = await app.visitor();
    const clientPage = await clientContext.newPage();
    const email = await signUp(clientPage, 'Rohan Desai');
    await clientPage.goto('/bookings');
    expect((await clientPage.request.get('/api/me')).status()).toBe(200);

    const context = await app.visitor();
    const page = await signInOverApi(context, app.url);
    await page.goto('/admin/users');
    await textOf(page.locator('h1')).toBe('Users');
    await page.getByTestId('users-search').fill(email);
    const link = page.getByTestId('users-table').getByTestId('user-link').filter({ hasText: 'Rohan Desai' });
    await visible(link);
    await textOf(page.getByTestId('table-total')).toBe('1 result');
    await at360(page, 'admin-users', { spilling: true });
    await link.click();
    await textOf(page.locator('h1')).toBe('Rohan Desai');
    await visible(page.getByTestId('user-profile'));
    await at360(page, 'admin-user-detail', { spilling: true });
    await page.getByTestId('action-deactivate').click();
    await confirmWithReason(page, 'Abusive messages to providers');
    await visible(page.getByText('Account deactivated and signed out', { exact: true }));
    await visible(page.getByTestId('action-reactivate'));

    expect((await clientPage.request.get('/api/me')).status()).toBe(401);
    await clientPage.reload();
    await clientPage.waitForURL('**/signin**');
    await clientContext.close();
    await context.close();
  });

  it('approves a role request; the applicant opens the dashboard without signing in again', async () => {
    const applicantContext = await app.visitor();
    const applicant = await applicantContext.newPage();
    await signUp(applicant, 'Kavya Raman');
    const filed = await applicant.request.post('/api/provider-applications', {
      headers: { origin: app.url },
      data: {
        displayName: 'Kavya Raman Physio',
        category: 'doctor',
        city: 'Chennai',
        languages: ['en'],
        phone: '+919444012345',
        visitsAtHome: true,
        slotMinutes: 30,
        services: [{ name: 'Back pain physiotherapy', durationMinutes: 30, pricePaise: 70_000 }],
        hours: [{ weekday: 1, from: '10:00', to: '13:00' }],
      },
    });
    expect(filed.status()).toBe(201);
    // The applicant's app has read their session (a client) before the approval.
    await applicant.goto('/home');
    await visible(applicant.getByTestId('user-menu'));

    const context = await app.visitor();
    const page = await signInOverApi(context, app.url);
    await page.goto('/admin/users');
    await page.getByTestId('tab-requests').click();
    const request = page.getByTestId('role-request').filter({ hasText: 'Kavya Raman Physio' });
    await visible(request);
    await request.getByTestId('approve-request').click();
    await page.getByRole('alertdialog').getByTestId('confirm-action').click();
    await visible(page.getByText('Kavya Raman Physio is now a verified provider', { exact: true }));
    await countOf(page.getByTestId('role-request').filter({ hasText: 'Kavya Raman Physio' })).toBe(0);

    // Without reloading: the menu still reads the session cached as a client, and the dashboard opens anyway.
    await applicant.getByTestId('user-menu').click();
    await applicant.getByTestId('become-provider').click();
    await textOf(applicant.getByTestId('application-state')).toBe('Application approved');
    await applicant.getByTestId('open-dashboard').click();
    await applicant.waitForURL('**/provider-dashboard');
    await textOf(applicant.locator('h1')).toBe('Provider dashboard');
    await applicantContext.close();
    await context.close();
  });

  it('the people pages fit a 360 px phone in Hindi and Tamil', async () => {
    for (const language of ['hi', 'ta']) {
      const context = await app.visitor({ viewport: { width: 360, height: 780 } });
      await context.addInitScript((lng) => localStorage.setItem('lang', lng), language);
      const page = await signInOverApi(context, app.url);
      for (const [path, ready] of [
        ['/admin/users', 'users-table'],
        ['/admin/providers', 'providers-table'],
        ['/admin/service-approvals', 'pending-services'],
      ] as const) {
        await page.goto(path);
        await visible(
          page
            .getByTestId(ready)
            .getByTestId(ready === 'pending-services' ? 'pending-service' : 'admin-row')
            .first(),
        );
        expect(await horizontalOverflow(page), `${path} in ${language}`).toEqual([]);
      }
      await page.goto('/admin/providers');
      await page.getByTestId('provider-verify').first().click();
      await visible(page.getByRole('alertdialog'));
      expect(await horizontalOverflow(page), `verify dialog in ${language}`).toEqual([]);
      await page.screenshot({ path: `${screenshotDir}admin-providers-verify-${language}-360.png` });
      await context.close();
    }
  });
});
