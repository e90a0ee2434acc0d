import { describe, expect, it } from 'vitest';
import { useAppInBrowser } from './support/harness.ts';
import { phone, screenshots, signUp } from './support/browser.ts';
import { signIn } from './support/layout.ts';
import { latestCode } from './support/otp.ts';
import { countOf, poll, textOf, visible } from './support/wait.ts';

const app = useAppInBrowser();

describe('Settings (/security)', () => {
  it('lists the signed-in devices and signs another one out', async () => {
    const laptop = await app.visitor();
    const page = await laptop.newPage();
    const email = await signUp(page, 'Devika Rao');
    const mobile = await app.visitor({ viewport: phone });
    const other = await mobile.newPage();
    await signIn(other, { email, password: 'Secret@12345' });

    await page.goto('/security');
    await textOf(page.locator('h1')).toBe('Settings');
    await countOf(page.getByTestId('device')).toBe(2);
    await textOf(page.getByTestId('device').first()).toMatch('This device');
    await screenshots(page, 'settings');
    await page.getByTestId('device-sign-out').click();
    await visible(page.getByText('Device signed out'));
    await countOf(page.getByTestId('device')).toBe(1);

    await other.goto('/bookings');
    await other.waitForURL(/\/signin/);
    await laptop.close();
    await mobile.close();
  });

  it('changes the password: the new one signs in, the old one no longer does', async () => {
    const context = await app.visitor();
    const page = await context.newPage();
    const email = await signUp(page, 'Arjun Pillai');
    await page.goto('/security');
    await page.getByLabel('Current password').fill('Secret@12345');
    await page.getByLabel('New password', { exact: true }).fill('Fresh@67890');
    await page.getByLabel('Confirm new password').fill('Fresh@67890');
    await page.getByRole('button', { name: 'Change password' }).click();
    await visible(page.getByText('Password changed'));

    const old = await page.request.post('/api/auth/sign-in/email', {
      data: { email, password: 'Secret@12345' },
      headers: { origin: app.url },
    });
    expect(old.status()).toBe(401);
    const fresh = await app.visitor();
    await signIn(await fresh.newPage(), { email, password: 'Fresh@67890' });
    await fresh.close();
    await context.close();
  });

  it('adds a phone number and verifies it with the texted code, on a phone', async () => {
    const context = await app.visitor({ viewport: phone });
    const page = await context.newPage();
    await signUp(page, 'Sneha Kulkarni');
    await page.goto('/security');
    await textOf(page.getByTestId('phone-number')).toBe('No phone number yet.');
    await page.getByRole('button', { name: 'Add a number' }).click();
    await page.getByLabel('Mobile number').fill('98450 11223');
    await page.getByRole('button', { name: 'Send code' }).click();
    await poll(async () => latestCode(app.logs(), '+919845011223')).toMatch(/^\d{6}$/);
    // Typed into the code field once it is there (it takes the focus itself; typing blind lost digits under load).
    await page.getByTestId('otp-code').pressSequentially(latestCode(app.logs(), '+919845011223'));
    await page.getByRole('button', { name: 'Verify number' }).click();
    await visible(page.getByText('Phone number verified'));
    await textOf(page.getByTestId('phone-number')).toBe('+91 98450 11223');
    await textOf(page.getByTestId('phone-status')).toBe('Verified');
    await context.close();
  });

  it('the language preference switches the app and is kept on the profile', async () => {
    const context = await app.visitor();
    const page = await context.newPage();
    await signUp(page, 'Meera Krishnan');
    await page.goto('/security');
    await page.getByLabel('தமிழ்').click();
    await textOf(page.locator('h1')).toBe('அமைப்புகள்');
    await poll(async () => ((await (await page.request.get('/api/me')).json()) as { profile: { locale: string } }).profile.locale).toBe(
      'ta',
    );
    await context.close();
  });

  it('turns appointment reminders and WhatsApp messages off and on, kept on the profile', async () => {
    const context = await app.visitor({ viewport: phone });
    const page = await context.newPage();
    await signUp(page, 'Arjun Menon');
    await page.goto('/security');
    const profile = async () =>
      ((await (await page.request.get('/api/me')).json()) as { profile: { remindersEnabled: boolean; messagingOptOut: boolean } }).profile;
    const reminders = page.getByRole('switch', { name: 'Appointment reminders' });
    const messages = page.getByRole('switch', { name: 'WhatsApp and SMS messages' });
    await poll(() => reminders.getAttribute('aria-checked')).toBe('true');
    await reminders.click();
    await poll(() => reminders.getAttribute('aria-checked')).toBe('false');
    await poll(async () => (await profile()).remindersEnabled).toBe(false);
    await messages.click();
    await poll(async () => (await profile()).messagingOptOut).toBe(true);
    await page.reload();
    await poll(() => page.getByRole('switch', { name: 'Appointment reminders' }).getAttribute('aria-checked')).toBe('false');
    await poll(() => page.getByRole('switch', { name: 'WhatsApp and SMS messages' }).getAttribute('aria-checked')).toBe('false');
    await screenshots(page, 'settings-messages');
    await page.getByRole('switch', { name: 'Appointment reminders' }).click();
    await poll(async () => (await profile()).remindersEnabled).toBe(true);
    // A client has no morning agenda to turn on: that switch is a provider's.
    await countOf(page.getByRole('switch', { name: 'Morning agenda' })).toBe(0);
    await context.close();
  });

  it('a provider turns on the morning agenda (08:00 IST on WhatsApp), kept on the profile', async () => {
    const context = await app.visitor({ viewport: phone });
    const page = await context.newPage();
    await signIn(page, { email: 'provider@demo.bookmitra.in', password: 'Provider@12345' }, '**/provider-dashboard');
    await page.goto('/security');
    const agenda = page.getByRole('switch', { name: 'Morning agenda' });
    await poll(() => agenda.getAttribute('aria-checked')).toBe('false');
    await agenda.click();
    await poll(
      async () => ((await (await page.request.get('/api/me')).json()) as { profile: { morningAgenda: boolean } }).profile.morningAgenda,
    ).toBe(true);
    await page.reload();
    await poll(() => page.getByRole('switch', { name: 'Morning agenda' }).getAttribute('aria-checked')).toBe('true');
    await context.close();
  });
});

describe('Chat (/ambient)', () => {
  it('is Mitra as the whole page, reached from the user menu, without the floating button', async () => {
    const context = await app.visitor({ viewport: phone });
    const page = await context.newPage();
    await signUp(page, 'Imran Sheikh');
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Chat' }).click();
    await page.waitForURL('**/ambient');
    await textOf(page.locator('h1')).toBe('Chat');
    await countOf(page.getByTestId('chat-open')).toBe(0);
    await page.getByTestId('chat-input').fill('find a dentist in Chennai');
    await page.getByTestId('chat-input').press('Enter');
    await countOf(page.getByTestId('chat-assistant')).toBe(1);
    await screenshots(page, 'ambient');
    await context.close();
  });
});
