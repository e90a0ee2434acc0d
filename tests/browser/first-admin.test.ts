import { describe, expect, it } from 'vitest';
import { screenshots } from './support/browser.ts';
import { useAppInBrowser } from './support/harness.ts';
import { countOf, textOf, visible } from './support/wait.ts';

// A platform started without the demo data has no admin yet.
const app = useAppInBrowser({ SEED_DEMO: 'false' });

describe('the first admin', () => {
  it('is offered on the landing page while none exists, created once with a strong password, then the offer is gone', async () => {
    const context = await app.visitor();
    const page = await context.newPage();
    await page.goto('/');
    await visible(page.getByTestId('admin-setup'));
    await page.getByTestId('admin-setup').getByRole('link', { name: 'Create Admin Account' }).click();
    await page.waitForURL('**/create-admin-account');
    await screenshots(page, 'create-admin-account');
    const form = page.getByTestId('create-admin-form');
    await form.getByLabel('Full name').fill('Ravi Shankar');
    await form.getByLabel('E-mail').fill('ravi@clinicnet.in');
    await form.getByLabel('Password', { exact: true }).fill('weakpassword1');
    await form.getByLabel('Confirm password').fill('weakpassword1');
    await form.getByRole('button', { name: 'Create Admin Account' }).click();
    await visible(page.getByText('Creation Failed'));
    await form.getByLabel('Password', { exact: true }).fill('Chennai-Clinic-2026');
    await form.getByLabel('Confirm password').fill('Chennai-Clinic-2026');
    await form.getByRole('button', { name: 'Create Admin Account' }).click();
    await visible(page.getByText('Admin Account Created'));
    await page.waitForURL((url) => url.pathname === '/admin');
    await textOf(page.getByTestId('admin-email')).toBe('ravi@clinicnet.in');

    const visitor = await app.visitor();
    const other = await visitor.newPage();
    await other.goto('/create-admin-account');
    await visible(other.getByTestId('create-admin-closed'));
    await other.goto('/');
    await visible(other.getByTestId('book-now'));
    await countOf(other.getByTestId('admin-setup')).toBe(0);
    const refused = await other.request.post('/api/setup/admin', {
      data: { name: 'Intruder', email: 'intruder@example.in', password: 'Intruder-Passw0rd' },
      headers: { origin: app.url },
    });
    expect(refused.status()).toBe(409);
    await visitor.close();
    await context.close();
  });
});
