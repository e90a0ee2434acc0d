import { describe, it } from 'vitest';
import { useAppInBrowser } from './support/harness.ts';
import { screenshots, signUp } from './support/browser.ts';
import { countOf, textOf, visible } from './support/wait.ts';

const app = useAppInBrowser();

describe('account pages', () => {
  it('a new client sees the profile banner once, completes the profile, and sees the quota on the subscription page', async () => {
    const context = await app.visitor();
    const page = await context.newPage();
    await signUp(page, 'Meena Iyer');
    await visible(page.getByTestId('profile-banner'));
    await page.getByTestId('profile-banner').getByRole('link', { name: 'Complete Now' }).click();
    await page.waitForURL('**/setup-profile');
    await screenshots(page, 'setup-profile');
    await page.getByLabel('Contact number').fill('98765 43210');
    await page.getByLabel('City').selectOption('Chennai');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.waitForURL('**/profile');
    await visible(page.getByText('Profile updated', { exact: true }));
    await textOf(page.getByTestId('quota')).toMatch('0 of 5 free bookings used');
    await screenshots(page, 'profile');

    await page.reload();
    await visible(page.locator('h1'));
    await countOf(page.getByTestId('profile-banner')).toBe(0);

    await page.goto('/subscription');
    await textOf(page.getByTestId('plan-free')).toMatch('Your current plan');
    await visible(page.getByTestId('plan-pro'));
    await visible(page.getByTestId('plan-enterprise'));
    await screenshots(page, 'subscription');

    await page.goto('/dashboard');
    await textOf(page.locator('h1')).toBe('Hello, Meena Iyer');
    await textOf(page.getByTestId('quota')).toMatch('0 of 5 free bookings used');
    await visible(page.getByText('No upcoming bookings.'));
    await screenshots(page, 'dashboard');
    await context.close();
  });

  it('forgot password answers without revealing whether the account exists', async () => {
    const context = await app.visitor();
    const page = await context.newPage();
    await page.goto('/signin');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot-password');
    // The router may still show the sign-in form (it has an E-mail field too) while the page's chunk loads.
    await visible(page.getByRole('button', { name: 'Send reset link' }));
    await page.getByLabel('E-mail').fill('nobody@example.in');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await visible(page.getByTestId('reset-sent'));

    await page.goto('/reset-password');
    await textOf(page.locator('main')).toMatch('This reset link is invalid or has expired.');
    await context.close();
  });

  it('quick auth asks for a phone number and then the code', async () => {
    const context = await app.visitor();
    const page = await context.newPage();
    await page.goto('/quickauth');
    await page.getByLabel('Mobile number').fill('98765 01234');
    await page.getByRole('button', { name: 'Send code' }).click();
    await textOf(page.locator('main')).toMatch('Enter the code we sent to +91 98765 01234.');
    await visible(page.getByLabel('6-digit code'));
    await screenshots(page, 'quick-auth');
    await context.close();
  });
});
