import { describe, it } from 'vitest';
import { useAppInBrowser } from './support/harness.ts';
import { phone, screenshots, signUp } from './support/browser.ts';
import { countOf, poll, textOf, visible } from './support/wait.ts';

const app = useAppInBrowser();

describe('Mitra in the page', () => {
  it('books a dermatologist through the chat widget in Hindi, confirming with the button', async () => {
    const context = await app.visitor();
    const page = await context.newPage();
    await signUp(page, 'Rahul Sharma');
    await page.getByTestId('language-switch').click();
    await page.getByRole('menuitemradio', { name: 'हिन्दी' }).click();
    await textOf(page.locator('h1')).toBe('पेशेवर अपॉइंटमेंट बुकिंग');
    // The choice is also stored on the profile, for reminders and WhatsApp replies.
    await poll(async () => ((await (await page.request.get('/api/me')).json()) as { profile: { locale: string } }).profile.locale).toBe(
      'hi',
    );

    await page.getByTestId('chat-open').click();
    const chat = page.getByTestId('chat-panel');
    await visible(chat.getByTestId('chat-input'));
    await chat.getByTestId('chat-input').fill('मुझे कल मुंबई में त्वचा विशेषज्ञ चाहिए');
    await chat.getByTestId('chat-input').press('Enter');
    await visible(chat.getByTestId('chat-option'));
    await textOf(chat.getByTestId('chat-assistant').last()).toMatch('स्लॉट');
    await screenshots(page, 'chat-widget-hindi');

    await chat.getByTestId('chat-option').first().click();
    await visible(chat.getByTestId('chat-proposal'));
    await textOf(chat.getByTestId('chat-confirm')).toBe('बुकिंग की पुष्टि करें');
    await chat.getByTestId('chat-confirm').click();
    await countOf(chat.getByTestId('chat-proposal')).toBe(0);
    await countOf(chat.getByTestId('chat-user')).toBe(3);
    await visible(chat.getByTestId('chat-send'));
    await screenshots(page, 'chat-booked-hindi');

    await page.goto('/mitra');
    // The same tab's conversation comes back from the server after a full page load.
    await countOf(page.getByTestId('chat-user')).toBe(3);

    await page.goto('/bookings');
    await countOf(page.getByTestId('booking-item')).toBe(1);
    await textOf(page.getByTestId('booking-status')).toBe('पुष्ट');
    await context.close();
  });

  it('a failing chat turn shows the Chat Error toast and the fallback reply', async () => {
    const context = await app.visitor();
    const page = await context.newPage();
    await page.goto('/');
    await context.route('**/api/chat', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'internal_error', message: 'Something went wrong on our side. Please try again.' } }),
      }),
    );
    await page.getByTestId('chat-open').click();
    await page.getByRole('button', { name: 'Find a doctor' }).click();
    await visible(page.getByText('Chat Error'));
    await textOf(page.getByTestId('chat-fallback')).toMatch("I'm sorry, I'm having trouble right now.");
    await visible(page.getByTestId('chat-input'));
    await context.close();
  });

  it('the /mitra page greets with the welcome suggestions on a phone', async () => {
    const context = await app.visitor({ viewport: phone });
    const page = await context.newPage();
    await signUp(page, 'Kavya Nair');
    await page.goto('/mitra');
    await visible(page.getByRole('button', { name: 'Find a doctor' }));
    await countOf(page.getByTestId('chat-open')).toBe(0);
    await screenshots(page, 'mitra');
    await context.close();
  });
});
