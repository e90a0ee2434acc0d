import { describe, expect, it } from 'vitest';
import { demoAdmin, signInOverApi } from './support/admin.ts';
import { phone, screenshots, signUp } from './support/browser.ts';
import { useAppInBrowser } from './support/harness.ts';
import { attributeOf, live, textOf, visible } from './support/wait.ts';

const app = useAppInBrowser();

describe('the admin panel shell', () => {
  it('a signed-out visitor goes to /signin; a client sees the access-denied screen', async () => {
    const context = await app.visitor();
    const page = await context.newPage();
    await page.goto('/admin/dashboard');
    await page.waitForURL('**/signin**');
    await signUp(page, 'Meera Pillai');
    await page.goto('/admin');
    await textOf(page.getByTestId('admin-denied')).toMatch('Access denied - Admin privileges required');
    await context.close();
  });

  it('shows the dashboard at /admin and /admin/dashboard; Ctrl+B collapses the sidebar, which stays collapsed after a reload', async () => {
    const context = await app.visitor();
    const page = await signInOverApi(context, app.url);
    await page.goto('/admin');
    await textOf(page.locator('h1')).toBe('Dashboard');
    await visible(page.getByTestId('overview-services'));
    await textOf(page.getByTestId('admin-email')).toBe(demoAdmin.email);
    await screenshots(page, 'admin-dashboard');
    const sidebar = page.getByTestId('admin-sidebar');
    await attributeOf(sidebar, 'data-state').toBe('expanded');
    await live(page);
    await page.keyboard.press('Control+b');
    await attributeOf(sidebar, 'data-state').toBe('collapsed');
    const cookie = (await context.cookies()).find((entry) => entry.name === 'sidebar_state');
    expect(cookie?.value).toBe('false');
    // Kept for 7 days.
    expect(Math.round((cookie!.expires - Date.now() / 1000) / 86_400)).toBe(7);
    await page.reload();
    await attributeOf(page.getByTestId('admin-sidebar'), 'data-state').toBe('collapsed');
    await page.getByTestId('sidebar-toggle').click();
    await attributeOf(page.getByTestId('admin-sidebar'), 'data-state').toBe('expanded');

    await page.goto('/admin/dashboard');
    await textOf(page.locator('h1')).toBe('Dashboard');
    // The nested reading of the spec: /admin/dashboard/<page> is the page under /admin.
    await page.goto('/admin/dashboard/users');
    await page.waitForURL((url) => url.pathname === '/admin/users');
    await context.close();
  });

  it('on a phone the sidebar is a drawer; Sign Out returns to / with the toast', async () => {
    const context = await app.visitor({ viewport: phone });
    const page = await signInOverApi(context, app.url);
    await page.goto('/admin');
    await textOf(page.locator('h1')).toBe('Dashboard');
    await page.getByTestId('sidebar-toggle').click();
    const drawer = page.getByTestId('admin-sidebar-drawer');
    await visible(drawer.getByRole('link', { name: 'Service Approvals' }));
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await page.getByTestId('admin-sign-out').click();
    await visible(page.getByText('Signed out', { exact: true }));
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });
});
